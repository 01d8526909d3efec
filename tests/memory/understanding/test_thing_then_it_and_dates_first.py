"""A thing and its deadline first, then a to-do of "it" (one to-do, the verb done to the thing);
a day said first with "ill"/"im" for "I'll"/"I'm"; an hour with its part of the day after it
("7 in the evening"); "or <things> <do>" after a dated to-do; "the X's due D now"."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CorrectTime, MoveCommitment, NewCommitment, Unclear, extract

TZ = ZoneInfo("Europe/London")
NOW = datetime(2026, 12, 2, 9, 15, tzinfo=TZ)  # a Wednesday


def _todos(text: str) -> list[NewCommitment]:
    out = []
    for intent in extract(text, now=NOW, tz=TZ):
        if isinstance(intent, MoveCommitment) and isinstance(intent.otherwise, NewCommitment):
            intent = intent.otherwise
        if isinstance(intent, NewCommitment):
            out.append(intent)
    return out


@pytest.mark.parametrize(
    ("text", "action", "month", "day"),
    [
        ("dec 22nd is the deadline for the permit application, i need to submit it",
         "submit the permit application", 12, 22),
        ("the 15th is the cut-off for the school trip form, need to sign it", "sign the school trip form", 12, 15),
        ("the deadline for the visa form is the 9th, have to post it", "post the visa form", 12, 9),
        ("a fortnight from today the library books are due back, i need to return them",
         "return the library books", 12, 16),
        ("in 2 weeks the rent is due, gotta pay it", "pay the rent", 12, 16),
        ("my manager asked for the headcount plan by fri, I'll get it done", "get the headcount plan done", 12, 4),
        ("Kemi wants the slides by monday, I'll send them", "send the slides", 12, 7),
    ],
)
def test_a_thing_and_its_deadline_then_a_to_do_of_it_is_one_to_do(text: str, action: str, month: int, day: int) -> None:
    [todo] = _todos(text)
    assert todo.action == action
    assert todo.due is not None and (todo.due.start.month, todo.due.start.day) == (month, day)


def test_whoever_asked_for_the_thing_by_name_is_whom_it_goes_to() -> None:
    [todo] = _todos("Kemi wants the slides by monday, I'll send them")
    assert todo.counterparty == "Kemi"


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("monday ill email the school about Aarav's absence", "email the school about Aarav's absence", 7),
        ("thurs ill ring the bank about the loan", "ring the bank about the loan", 3),
        ("friday im taking the car in for its MOT", "take the car in for its MOT", 4),
        ("tmrw, we're hosting book club", "host book club", 3),
    ],
)
def test_a_day_said_first_then_ill_or_im(text: str, action: str, day: int) -> None:
    [todo] = _todos(text)
    assert todo.action == action and todo.due is not None and todo.due.start.day == day


@pytest.mark.parametrize(
    "text",
    [
        "sunday ill health again",
        "tomorrow im feeling better",
        "next year I'm taking all of december off. one can dream",
    ],
)
def test_ill_that_is_no_ill_and_a_state_keep_nothing(text: str) -> None:
    assert _todos(text) == []


@pytest.mark.parametrize(
    ("text", "day", "hour"),
    [
        ("ok so tomorrow at 7 in the evening i need to call Grandpa Wen for his birthday", 3, 19),
        ("ring the vet at 8 in the morning on friday", 4, 8),
        ("tomorrow at 10 at night take the bins out", 3, 22),
        ("pick up Ana at 3 in the afternoon tmrw", 3, 15),
    ],
)
def test_an_hour_with_its_part_of_the_day_after_it(text: str, day: int, hour: int) -> None:
    [todo] = _todos(text)
    assert todo.due is not None and (todo.due.start.day, todo.due.start.hour) == (day, hour)


def test_an_hour_the_part_of_the_day_cannot_hold_is_never_stored() -> None:
    assert all(t.due is None or t.due.start.hour != 15 for t in _todos("call Bea at 3 in the evening tomorrow"))


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("have to book the flights to Accra in 3 days or prices jump", "book the flights to Accra"),
        ("need to book the hotel by friday or rates go up", "book the hotel"),
        ("register for the race by the 10th or places fill up", "register for the race"),
    ],
)
def test_what_happens_if_not_is_no_part_of_a_dated_to_do(text: str, action: str) -> None:
    [todo] = _todos(text)
    assert todo.action == action and todo.due is not None


def test_or_between_two_things_stays_whole() -> None:
    [todo] = _todos("buy eggs or bread rolls")
    assert todo.action == "buy eggs or bread rolls"


@pytest.mark.parametrize("text", ["the forecast's due monday now", "the report's due friday instead"])
def test_the_s_before_due_with_now_is_a_move(text: str) -> None:
    [move] = [i for i in extract(text, now=NOW, tz=TZ) if isinstance(i, MoveCommitment)]
    assert move.due is not None


def test_a_thing_due_without_now_stays_a_to_do() -> None:
    [todo] = _todos("the rent's due the 1st")
    assert todo.action == "rent"


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("quarterly VAT return is due end of next month. i need to file it", "file the quarterly VAT return"),
        ("the rent is due friday. gotta pay it", "pay the rent"),
    ],
)
def test_a_thing_due_then_it_in_the_next_sentence(text: str, action: str) -> None:
    [todo] = _todos(text)
    assert todo.action == action and todo.due is not None


@pytest.mark.parametrize(
    ("text", "day"),
    [("correction: forecast due monday", "Mon"), ("correction - the deck is due friday", "Fri"),
     ("correction: I'll call Bea tmrw", "Thu")],
)
def test_a_correction_label_never_adds_a_to_do(text: str, day: str) -> None:
    found = extract(text, now=NOW, tz=TZ)
    assert found and not any(isinstance(i, NewCommitment) for i in found)
    # a due put right, as a move or as the date corrected: to the day said
    dates = [i.due if isinstance(i, MoveCommitment) else i.new
             for i in found if isinstance(i, MoveCommitment | CorrectTime)]
    assert len(dates) == len(found) and all(d is not None for d in dates), found
    assert all(f"{d.start.astimezone(TZ):%a}" == day for d in dates if d is not None), found


def test_actually_is_no_correction_label() -> None:
    [todo] = _todos("actually, I'll call Bea tomorrow")
    assert todo.action == "call Bea"


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("signing up for the 10k run, need to register by the 31st", "register for the 10k run"),
        ("joining the choir, must enrol before jan", "enrol for the choir"),
        ("entering the bake-off, have to apply by friday", "apply for the bake-off"),
    ],
)
def test_a_lone_register_is_for_the_thing_said_before(text: str, action: str) -> None:
    assert action in [t.action for t in _todos(text)]


def test_a_lone_register_with_nothing_before_stays() -> None:
    [todo] = _todos("need to register by the 31st")
    assert todo.action == "register"


@pytest.mark.parametrize(
    ("text", "owner", "action"),
    [
        ("need to chase Ahmed for the contract, he promised it by weds", "Ahmed", "send the contract"),
        ("must remind Lena about the invoice, she said she'd send it fri", "Lena", "send the invoice"),
        ("ping Raj re the floor plans, he promised them by monday", "Raj", "send the floor plans"),
    ],
)
def test_their_promise_of_it_is_the_thing_they_are_chased_for(text: str, owner: str, action: str) -> None:
    theirs = [t for t in _todos(text) if t.owner == owner]
    assert [t.action for t in theirs] == [action]


@pytest.mark.parametrize(
    ("text", "action", "day", "hour"),
    [
        ("pick up the kids at 3:15 tomorrow then swim at 4", "swim", 3, 16),
        ("drop Ben at school at 8:30 on friday then gym at 10", "gym", 4, 10),
    ],
)
def test_an_offer_after_then_takes_the_day_said_before(text: str, action: str, day: int, hour: int) -> None:
    found = extract(text, now=NOW, tz=TZ)
    [offer] = [i for i in found if isinstance(i, Unclear) and i.proposal and i.proposal.action == action]
    assert isinstance(offer.proposal, NewCommitment) and offer.proposal.due is not None
    assert (offer.proposal.due.start.day, offer.proposal.due.start.hour) == (day, hour)
    assert f"{day} December" in offer.question


@pytest.mark.parametrize(
    "text",
    [
        "the car's rego is due on the 20th",
        "the boiler's service is due 8/1",
        "the cat's flea treatment is due on the 3rd",
        "Mum's prescription is due 12 May",
        "the kids' school fees are due 14 December",
    ],
)
def test_a_things_due_date_is_never_a_fact_of_it(text: str) -> None:
    # "<owner>'s <thing> is due <day>" is a to-do named by the thing (or asked about), never
    # a state "vaccinations = due 5 Jan" of the dog
    found = extract(text, now=NOW, tz=TZ)
    assert found
    assert all(isinstance(i, (MoveCommitment, NewCommitment, Unclear)) for i in found)
