"""Session 49 (s1): conversation misses. A thing's day put right with its "is" dropped ("party sat
not fri") is a correction of that thing's day, never a to-do "party sat not"; a to-do said with the
day it is not keeps its own words (pure ``extract``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, CorrectTime, MoveCommitment, NewCommitment
from tests.memory.understanding.reading import Reading

READ = Reading(datetime(2026, 12, 7, 9, 0, tzinfo=ZoneInfo("Europe/London")), ZoneInfo("Europe/London"))


@pytest.mark.parametrize(
    ("text", "target", "new"),
    [
        ("party sat not fri", "party", "sat"),
        ("party fri not sat", "party", "fri"),
        ("tomas says delivery mon not thurs", "delivery", "mon"),
        ("the bbq sun, not sat", "bbq", "sun"),
        ("parents evening wed not tues", "parents evening", "wed"),
    ],
)
def test_a_things_day_put_right_without_is(text: str, target: str, new: str) -> None:
    found = READ(text)
    assert [(i.target, i.new_text) for i in found if isinstance(i, CorrectTime)] == [(target, new)], found
    assert not [i for i in found if isinstance(i, NewCommitment)], found


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("call mum mon not thurs", "call mum", 14),
        ("ring the vet sat not fri", "ring the vet", 12),
        ("book the table for fri not sat", "book the table", 11),
        ("they want the proposal by wed not fri", "send the proposal", 9),
    ],
)
def test_a_todo_with_the_day_it_is_not(text: str, action: str, day: int) -> None:
    found = READ(text)
    todos = [i for i in found if isinstance(i, NewCommitment)]
    assert [(t.action, t.due.start.day if t.due else None) for t in todos] == [(action, day)], found


@pytest.mark.parametrize("text", ["we sat not far from the stage", "I sat not fri", "she sat not far away"])
def test_sat_as_a_verb_is_no_day(text: str) -> None:
    found = READ(text)
    assert not [i for i in found if isinstance(i, NewCommitment) and "not" in i.action], found
    assert not [i for i in found if isinstance(i, CorrectTime) and i.target], found


@pytest.mark.parametrize(
    ("text", "alone"),
    [
        ("landlord rang, inspection is the 15th", "inspection is the 15th"),
        ("the school phoned, parents evening is moved to thurs", "parents evening is moved to thurs"),
        ("jo called, the car is ready", "the car is ready"),
        ("landlord rang back: inspection is the 15th", "inspection is the 15th"),
    ],
)
def test_a_call_said_first_is_how_the_news_came(text: str, alone: str) -> None:
    assert READ(text) == READ(alone)


def test_what_was_said_to_the_caller_stays_theirs() -> None:
    found = READ("mrs patel rang, told her id pop round tmrw")
    todos = [i for i in found if isinstance(i, NewCommitment)]
    assert [(t.action, t.counterparty) for t in todos] == [("visit mrs patel", "mrs patel")], found


def test_a_call_then_the_callers_own_news_is_no_todo() -> None:
    found = READ("Tom called, he's running late")
    assert not [i for i in found if isinstance(i, NewCommitment)], found


def test_what_someone_said_is_no_thing_named() -> None:
    found = READ("sorry, pavel said tues not mon")
    assert [(i.target, i.new_text) for i in found if isinstance(i, CorrectTime)] == [(None, "tues")], found


@pytest.mark.parametrize(
    ("text", "action", "dated"),
    [
        ("finance says numbers by wed", "send the finance numbers", True),
        ("legal said the NDA by friday", "send legal the NDA", True),
        ("boss wants numbers asap", "send the boss numbers", False),
        ("the client wants the deck asap", "send the client the deck", False),
        ("my boss wants the slides asap", "send my boss the slides", False),
    ],
)
def test_what_an_office_wants_of_the_user(text: str, action: str, dated: bool) -> None:
    todos = [i for i in READ(text) if isinstance(i, NewCommitment)]
    assert [(t.action, t.due is not None) for t in todos] == [(action, dated)], todos


@pytest.mark.parametrize(
    "text",
    [
        "finance says the office shuts by 5",
        "the school needs a new roof asap",
        "Leo needs his flu shot asap",
        "Tom needs a lift asap",
        "mum says hi",
    ],
)
def test_no_send_made_of_news_or_favours(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, NewCommitment) and i.action.startswith("send")]


@pytest.mark.parametrize("text", ["sorry mon not weds", "oops sat not sun", "no wed not thurs"])
def test_a_slip_owned_is_no_thing_named(text: str) -> None:
    found = READ(text)
    assert [i.target for i in found if isinstance(i, CorrectTime)] == [None], found


@pytest.mark.parametrize(
    ("text", "action", "hour"),
    [("mtg w/ legal moved fr 2 to 3", "mtg with legal", 15), ("standup moved fr 9 to 10", "standup", 10)],
)
def test_fr_after_a_move_is_from(text: str, action: str, hour: int) -> None:
    moves = [i for i in READ(text) if isinstance(i, MoveCommitment)]
    assert [(m.action, m.due.start.hour if m.due else None) for m in moves] == [(action, hour)], moves


def test_fr_elsewhere_is_left() -> None:
    assert not [i for i in READ("that meeting was long fr") if isinstance(i, MoveCommitment)]


def test_a_call_to_me_then_my_own_doing_stays_whole() -> None:
    found = READ("Mrs Kowalski called me, got what I needed")
    assert [i.action for i in found if isinstance(i, CompleteCommitment)] == ["contact Mrs Kowalski"], found
