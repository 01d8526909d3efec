"""Session 51's lead: readings found by playing conversations typed as busy people type."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, MoveCommitment, NewCommitment, StateClaim, Unclear
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
read = Reading(datetime(2026, 12, 7, 8, 5, tzinfo=LONDON), LONDON)  # a Monday morning


def _mine(text: str) -> list[tuple[str, str | None]]:
    return [
        (i.action, i.due.start.astimezone(LONDON).strftime("%Y-%m-%d %H:%M") if i.due else None)
        for i in read(text)
        if isinstance(i, NewCommitment) and i.owner == "me"
    ]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("plumber coming thurs 10am, need to tidy up b4 he arrives", ("tidy up", "2026-12-10 10:00")),
        (
            "electrician's coming on the 14th, gotta clear the loft before he comes",
            ("clear the loft", "2026-12-13 00:00"),
        ),
        (
            "parents arrive sat, need to clean the spare room before they arrive",
            ("clean the spare room", "2026-12-11 00:00"),
        ),
    ],
)
def test_before_they_come_is_before_the_coming_the_message_dated(text: str, todo: tuple[str, str]) -> None:
    assert _mine(text) == [todo]


@pytest.mark.parametrize("text", ["need to clear the kitchen before he comes", "gotta hoover b4 she gets here"])
def test_before_they_come_with_no_day_said_is_left_to_the_conversation(text: str) -> None:
    """The reader cannot know when he comes: it asks, and keeps the words for the conversation to date."""
    [asked] = read(text)
    assert isinstance(asked, Unclear) and asked.proposal is not None and "before" not in asked.proposal.action
    assert "he comes" in asked.question or "she gets here" in asked.question


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("renew my passport before it expires", "renew my passport"),
        ("need to back up the laptop before it dies", "back up the laptop"),
    ],
)
def test_a_condition_that_is_no_coming_is_still_cut(text: str, action: str) -> None:
    assert _mine(text) == [(action, None)]


def test_a_trade_coming_is_who_comes_never_the_thing_a_bare_verb_is_done_to() -> None:
    assert ("tidy up", "2026-12-10 10:00") in _mine("plumber coming thurs 10am, need to tidy up b4 he arrives")
    assert _mine("car insurance expires friday - renew asap")[0][0] == "renew car insurance"


@pytest.mark.parametrize(
    "text",
    [
        "remind me the day before",
        "pls remind me a week before",
        "can u remind me 2 days b4 it",
        "ping me the night before",
    ],
)
def test_a_reminder_ahead_of_a_thing_unnamed_is_asked_with_its_words_for_the_conversation(text: str) -> None:
    [asked] = read(text)
    assert isinstance(asked, Unclear) and asked.proposal is None and asked.text.startswith("remind me ")
    assert asked.question.startswith("What should I remind you about")


@pytest.mark.parametrize("text", ["remind me to call mum the day before", "remind me about the dentist the day before"])
def test_a_reminder_that_names_its_thing_is_no_reminder_ahead(text: str) -> None:
    assert not any(isinstance(i, Unclear) and i.question.startswith("What should I remind") for i in read(text))


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("pay rent 1st of every month", "2027-01-01"),
        ("rent due 1st of each month", "2027-01-01"),
        ("pay rent on the 1st of every month", "2027-01-01"),
    ],
)
def test_a_day_of_every_month_is_a_repeat_asked_about_its_next_day(text: str, day: str) -> None:
    [asked] = read(text)
    assert isinstance(asked, Unclear) and asked.question.startswith("I can't keep repeating to-dos yet")
    assert asked.proposal is not None and asked.proposal.due is not None
    assert asked.proposal.due.start.astimezone(LONDON).date().isoformat() == day


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "value"),
    [
        ("had a call w/ Marta, she's taking over payroll from jan", "payroll", "owner", "Marta"),
        ("caught up with Ravi, he's taking over the Osei account from feb", "Osei account", "owner", "Ravi"),
    ],
)
def test_a_change_said_with_he_or_she_after_a_call_is_the_person_called(
    text: str, subject: str, predicate: str, value: str
) -> None:
    """Read alone, "she's taking over payroll from jan" was a to-do of the user's with a date it could not read."""
    found = read(text)
    assert not any(isinstance(i, Unclear) for i in found), found
    claims = [(i.subject, i.predicate, i.value) for i in found if isinstance(i, StateClaim)]
    assert claims == [(subject, predicate, value)]


def test_a_clause_with_he_after_two_people_is_not_given_to_either() -> None:
    found = read("had a call w/ Marta and Ravi, he's taking over payroll from jan")
    assert not any(isinstance(i, StateClaim) and i.value in ("Marta", "Ravi") for i in found), found


@pytest.mark.parametrize("text", ["Dan's in Lisbon", "Maya is in Berlin", "dan's in lisbon"])
def test_someone_in_a_place_with_no_now_is_asked_about_never_kept_silently(text: str) -> None:
    """Where someone is may be a trip: neither kept as where they are based, nor passed over in silence."""
    [asked] = read(text)
    assert isinstance(asked, Unclear) and "based" in asked.question


@pytest.mark.parametrize(
    "text", ["Dan's in Lisbon this week", "Dan's in a meeting", "the kids are in the car", "Mum's in hospital"]
)
def test_a_trip_a_moment_or_a_stay_is_not_asked_about_as_a_base(text: str) -> None:
    assert not any(isinstance(i, Unclear) and "based" in i.question for i in read(text))


def test_someone_in_a_place_now_is_where_they_are() -> None:
    [claim] = read("Dan's in Lisbon now")
    assert isinstance(claim, StateClaim) and (claim.subject, claim.predicate, claim.value) == (
        "Dan",
        "location",
        "Lisbon",
    )


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("ordered new tyres, fitting on sat", "new tyres fitting"),
        ("ordered the new sofa, delivery on thurs", "new sofa delivery"),
        ("bought a dishwasher - install on the 14th", "dishwasher install"),
    ],
)
def test_an_event_said_alone_after_a_deed_on_a_thing_is_that_things(text: str, action: str) -> None:
    assert [a for a, due in _mine(text) if due] == [action]


@pytest.mark.parametrize(
    ("text", "action"), [("ordered pizza, need to call mum sat", "call mum"), ("delivery on thurs", "delivery")]
)
def test_a_to_do_of_its_own_or_an_event_with_no_deed_keeps_its_words(text: str, action: str) -> None:
    assert action in [a for a, _ in _mine(text)]


@pytest.mark.parametrize(
    ("text", "subject", "value", "day"),
    [
        ("our office moves to 5 King St from feb", "office", "5 King St", "2027-02-01"),
        ("our new office will be in Leeds from jan", "office", "Leeds", "2027-01-01"),
        ("the shop is moving to 221b Baker Street in jan", "shop", "221b Baker Street", "2027-01-01"),
        ("the office will be at 14 Elm Road from monday", "office", "14 Elm Road", "2026-12-14"),
    ],
)
def test_where_a_place_of_work_moves_to_is_its_location_from_then(
    text: str, subject: str, value: str, day: str
) -> None:
    [claim] = read(text)
    assert isinstance(claim, StateClaim) and (claim.subject, claim.predicate, claim.value) == (
        subject,
        "location",
        value,
    )
    assert claim.effective is not None and claim.effective.start.astimezone(LONDON).date().isoformat() == day


@pytest.mark.parametrize("text", ["the shop will be in chaos tomorrow", "the office moves to 5 March"])
def test_a_state_or_a_day_is_no_place_a_premises_moves_to(text: str) -> None:
    assert not any(isinstance(i, StateClaim) and i.predicate == "location" for i in read(text))


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("fwd the deck to Zoe eod", "forward the deck to Zoe"),
        ("forward the invoice to accounts tmrw", "forward the invoice to accounts"),
        ("chk the invoice from acme tmrw", "check the invoice from acme"),
    ],
)
def test_a_desk_verb_typed_short_is_the_to_dos_verb(text: str, action: str) -> None:
    assert [a for a, _ in _mine(text)] == [action]


@pytest.mark.parametrize(
    "text",
    [
        "ok so today: finished the budget, sent it to Priya, and still need to book the venue by thurs",
        "today: finished the budget",
        "this morning: called the bank, emailed Ines",
    ],
)
def test_what_a_day_gone_by_saw_done_is_no_to_do(text: str) -> None:
    assert not [a for a, _ in _mine(text) if a.split()[0] in ("finished", "called", "emailed", "sent")]
    assert any(isinstance(i, CompleteCommitment) for i in read(text))


def test_a_past_word_under_a_day_to_come_is_a_thing() -> None:
    assert [a for a, _ in _mine("tmrw: paid parking")] == ["paid parking"]


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("ugh, forgot mum's call yesterday - do it tonight", "call mum", "2026-12-07"),
        ("forgot to call mum yesterday, do it tonight", "call mum", "2026-12-07"),
        ("missed the gym this morning, will go tonight", "gym", "2026-12-07"),
    ],
)
def test_a_thing_forgotten_or_missed_then_done_later_is_due_then(text: str, action: str, day: str) -> None:
    [todo] = read(text)
    assert isinstance(todo, NewCommitment) and todo.action == action and todo.due is not None
    assert todo.due.start.astimezone(LONDON).date().isoformat() == day


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("didn't get to the invoices today, doing them tmrw", "invoices"),
        ("never got round to the tax return, will do it sat", "tax return"),
    ],
)
def test_a_thing_not_got_to_is_re_dated_or_kept_to_do(text: str, thing: str) -> None:
    [move] = read(text)
    assert isinstance(move, MoveCommitment) and move.action == thing and move.otherwise is not None


@pytest.mark.parametrize(
    "text", ["forgot to call mum ugh", "missed the bus this morning", "missed the gym this morning"]
)
def test_a_regret_with_no_new_time_is_no_to_do(text: str) -> None:
    assert not any(isinstance(i, NewCommitment | MoveCommitment) and i.due for i in read(text))


@pytest.mark.parametrize(
    ("text", "owner", "action"),
    [
        ("still waiting to hear back from the landlord about the deposit", "the landlord", "reply about the deposit"),
        ("waiting on a reply from the bank re the mortgage", "the bank", "reply about the mortgage"),
        ("waiting to hear back from Raj about the contract", "Raj", "reply about the contract"),
    ],
)
def test_a_reply_waited_for_is_owed_by_whom_it_is_from(text: str, owner: str, action: str) -> None:
    [todo] = read(text)
    assert isinstance(todo, NewCommitment) and (todo.owner, todo.action) == (owner, action)


@pytest.mark.parametrize("text", ["waiting to hear back about the job", "waiting for the bus for ages"])
def test_a_wait_that_names_no_one_owes_nothing(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) and i.owner != "me" for i in read(text))


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "value"),
    [
        ("Li was approved for remote work", "Li", "remote work status", "approved"),
        ("I got approved for the mortgage", "me", "mortgage status", "approved"),
        ("Sam's been turned down for the loan", "Sam", "loan status", "turned down"),
    ],
)
def test_an_application_approved_is_the_status_of_what_it_was_for(
    text: str, subject: str, predicate: str, value: str
) -> None:
    """ "approved for remote work" also closed an issue "for remote" and kept a bare status "approved"."""
    assert [(i.subject, i.predicate, i.value) for i in read(text)] == [(subject, predicate, value)]
