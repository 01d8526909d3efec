"""Two intents of different kinds in one message (pure ``extract``): a part the whole reading left
untouched is read on its own ("wifi's back btw and Esi moved to Kumasi"), a "he"/"she"/"her" in
it taken as the one person the message named; "same day" and "b4 then" take the date said
before; and questions that stored answers can answer. The wordings are this file's own."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import (
    CompleteCommitment,
    Intent,
    MoveCommitment,
    NewCommitment,
    OpenEpisode,
    Question,
    ResolveEpisode,
    StateClaim,
    Unclear,
    extract,
)

TZ = ZoneInfo("Europe/London")
NOW = datetime(2027, 9, 1, 9, 0, tzinfo=TZ)  # a Wednesday


def _read(text: str) -> list[Intent]:
    return extract(text, now=NOW, tz=TZ)


def _kinds(text: str) -> set[type]:
    return {type(intent) for intent in _read(text)}


def _todos(text: str) -> list[tuple[str, str | None]]:
    """(action, local due, to the minute) of each to-do read."""
    return [
        (i.action, i.due.start.astimezone(TZ).strftime("%Y-%m-%d %H:%M") if i.due else None)
        for i in _read(text)
        if isinstance(i, NewCommitment)
    ]


# -- a part left unread, read on its own ----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        ("wifi's back btw and Oluwaseun moved to the Lagos office", {ResolveEpisode, StateClaim}),
        ("the printer's fixed fyi, and Mateus moved to the Porto branch", {ResolveEpisode, StateClaim}),
        ("gotta renew the parking permit, and fyi Anahí's new email is anahi@ejemplo.mx", {NewCommitment, StateClaim}),
        ("invoices sent, flyers can wait till friday", {CompleteCommitment, MoveCommitment}),
        ("Björn pushed our call to thursday, and can u remind me to print the minutes tues", {MoveCommitment,
                                                                                             NewCommitment}),
    ],
)  # fmt: skip
def test_a_part_the_whole_left_unread_is_read_alone(text: str, kinds: set[type]) -> None:
    assert _kinds(text) == kinds


@pytest.mark.parametrize(
    ("text", "person"),
    [
        ("Priya's head of ops now (not Tunde) and she wants the KPI report eow", "Priya"),
        ("Kwame is the new treasurer and he needs the receipts tmrw", "Kwame"),
        ("Nana Ama is the new chair from March, and I promised her the handover notes by the 28th", "Nana Ama"),
        ("Tomasz is our new landlord, and I owe him the deposit by friday", "Tomasz"),
        ("Mehmet is our new landlord (not Ayse), need to email him the lease by the 5th", "Mehmet"),
    ],
)
def test_a_pronoun_in_the_part_is_the_person_named_before(text: str, person: str) -> None:
    found = _read(text)
    facts = [i for i in found if isinstance(i, StateClaim)]
    todos = [i for i in found if isinstance(i, NewCommitment)]
    assert len(facts) == 1 and facts[0].subject == person and "not" not in facts[0].value
    assert len(todos) == 1 and todos[0].counterparty == person and todos[0].due is not None


def test_a_bracketed_not_is_no_part_of_the_value() -> None:
    (fact,) = _read("Lars is the new treasurer (not Birgit)")
    assert isinstance(fact, StateClaim) and fact.value == "treasurer"


@pytest.mark.parametrize(
    "text",
    [
        "the card machine is down, contactless payments failing",  # more of the same issue
        "car won't start, battery's probably dead",
        "the lift's broken again, stairs it is i guess, and the printer still jammed tho",
        "paid the gas bill, she wants it by friday",  # "she" of nobody named
        "returned the drill, maybe the boiler is broken again",  # said with doubt
    ],
)
def test_a_part_is_not_kept_on_weak_words(text: str) -> None:
    found = _read(text)
    assert len([i for i in found if isinstance(i, OpenEpisode)]) <= 1
    assert not any(isinstance(i, NewCommitment) and i.owner != "me" for i in found)
    assert not any(isinstance(i, NewCommitment) and "she" in i.action for i in found)
    assert not any(isinstance(i, OpenEpisode) and "boiler" in i.topic for i in found)


# -- a day said once, referred back to ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("dentist thurs 10am, pick up Ama from school at 3 same day", ("pick up Ama from school", "2027-09-02 15:00")),
        ("vet appt friday 9am, and drop the car at the garage same day", ("drop the car at the garage",
                                                                          "2027-09-03 00:00")),
        ("physio on the 13th, need to book a taxi for the same day", ("book a taxi", "2027-09-13 00:00")),
        ("parents evening tues 6pm, get a sitter for that day", ("get a sitter", "2027-09-07 00:00")),
        ("meeting with Jorge at 3pm tmrw, print the agenda b4 then", ("print the agenda", "2027-09-02 15:00")),
    ],
)  # fmt: skip
def test_same_day_takes_the_day_said_before(text: str, todo: tuple[str, str]) -> None:
    found = _todos(text)
    assert todo[0] in [action for action, _ in found]
    assert dict(found)[todo[0]] is not None and dict(found)[todo[0]][:10] == todo[1][:10]


# -- questions the stored answers can answer ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("when's the dentist?", "dentist"),
        ("when is my flight again?", "flight"),
        ("whens the MOT?", "MOT"),
        ("when is the school concert", "school concert"),
        ("when's the meeting with Tunde?", "meeting with Tunde"),
    ],
)
def test_when_is_a_thing_asks_its_due(text: str, thing: str) -> None:
    (question,) = _read(text)
    assert isinstance(question, Question) and question.kind == "when_due" and question.subject == thing


@pytest.mark.parametrize("text", ["when's Ana's birthday?", "when's my anniversary?"])
def test_when_is_a_dated_fact_is_no_due(text: str) -> None:
    (question,) = _read(text)
    assert isinstance(question, Question) and question.kind != "when_due"


@pytest.mark.parametrize(
    "text",
    ["who owes me what?", "what am i waiting on?", "what are people doing for me?", "who's doing what for me?",
     "what do others owe me", "who still owes me anything?"],
)  # fmt: skip
def test_who_owes_me_asks_for_everyone(text: str) -> None:
    (question,) = _read(text)
    assert isinstance(question, Question) and question.kind == "theirs" and question.subject is None


def test_someone_named_is_still_asked_by_name() -> None:
    (question,) = _read("what is Ana doing for me?")
    assert isinstance(question, Question) and question.kind == "theirs" and question.subject == "Ana"


def test_nothing_asked_twice() -> None:
    found = _read("wifi's back btw and Oluwaseun moved to the Lagos office")
    assert not any(isinstance(i, Unclear) for i in found)
