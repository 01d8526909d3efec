"""Session 51 (t4): issues, small talk and questions of the blind49 corpus and the conversation misses the
lead saw: a hold-on aside is no to-do, a machine that started late resolves its issue (and is news with
none open), a fact to come said with "gonna be", a place's closure said without its "is"; each rule with
other wordings and the near misses that read as before."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.asks import never_silent
from memory.understanding import NewCommitment, StateClaim, Unclear
from tests.memory.understanding.reading import Reading, kinds

LONDON = ZoneInfo("Europe/London")
read = Reading(datetime(2026, 12, 7, 10, 0, tzinfo=LONDON), LONDON)  # a Monday
PERTH = ZoneInfo("Australia/Perth")
WEST = Reading(datetime(2041, 3, 14, 16, 30, tzinfo=PERTH), PERTH)  # a Thursday


def _asked(text: str, reading: Reading = read) -> str | None:
    """The question recap asks of ``text`` with nothing stored, or None when it keeps quiet."""
    ask = never_silent(text, reading(text), [], [], now=reading.now, tz=reading.tz)
    return ask.question if ask is not None else None


# --- a hold-on and what the user is at that moment ---------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "hang on, finding my keys",
        "hold on, looking for a parking spot",
        "one sec, I'm grabbing my charger",
        "hang on, just emailing Jo back",
    ],
)
def test_a_hold_on_aside_is_no_todo(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("hang on, need to find my keys", "find my keys"),
        ("hang on, calling the bank tomorrow", "call the bank"),
        ("hold on to the receipts till friday", "hold on to the receipts"),
    ],
)
def test_a_need_or_a_day_after_a_hold_on_is_still_a_todo(text: str, action: str) -> None:
    assert [i.action for i in read(text) if isinstance(i, NewCommitment)] == [action]


def test_a_trouble_after_a_hold_on_is_still_opened() -> None:
    assert read.opened("hang on, the printer is broken") == ["printer"]


# --- a machine that started late ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("the car eventually fired up", "car"),
        ("the van fired up in the end", "van"),
        ("the genny finally fired up this morning", "genny"),
        ("our boat eventually started", "boat"),
    ],
)
def test_a_start_late_in_coming_resolves_the_thing(text: str, thing: str) -> None:
    assert WEST.resolved(text) == [thing]


@pytest.mark.parametrize("text", ["the meeting eventually started", "the rain finally came on"])
def test_an_event_started_late_is_no_fix(text: str) -> None:
    assert not WEST.resolved(text)


@pytest.mark.parametrize(
    "text",
    [
        "they fixed the air con in the cinema in the end, heaven",
        "they finally fixed the lift at the station",
    ],
)
def test_a_fix_by_unnamed_others_with_nothing_open_is_news(text: str) -> None:
    assert _asked(text) is None


def test_a_fix_of_my_own_with_nothing_open_is_still_said() -> None:
    assert _asked("I fixed the wobbly table") is not None


# --- a fact to come said with "gonna be" / "going to be" --------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Maya's boss is gonna be Pieter",
        "Maya's boss is going to be Pieter",
        "my manager is gonna be Pieter",
    ],
)
def test_a_fact_to_come_with_gonna_and_no_day_is_asked(text: str) -> None:
    found = read(text)
    assert kinds(found) == ["Unclear"] and "When does that start" in found[0].question  # type: ignore[union-attr]


def test_a_fact_to_come_with_gonna_and_its_day_keeps_the_value() -> None:
    (fact,) = read("Maya's boss is gonna be Pieter from january")
    assert isinstance(fact, StateClaim) and (fact.subject, fact.predicate, fact.value) == ("Maya", "manager", "Pieter")
    assert fact.effective is not None and fact.effective.start.month == 1


@pytest.mark.parametrize(
    "text", ["Maya's boss is gonna be mad", "Tom's sister is going to Denver", "Tom's gonna be late"]
)
def test_a_mood_or_a_trip_to_come_is_no_value(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, StateClaim)]


# --- a place's closure said without its "is" ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "subject", "day"),
    [
        ("office closed on the 24th", "office", 24),
        ("gym closed tmrw", "gym", 8),
        ("the post office closed on friday", "post office", 11),
        ("Library shut 24th", "Library", 24),
        ("the pharmacy shut on sunday", "pharmacy", 13),
    ],
)
def test_a_closure_without_is_is_for_that_day(text: str, subject: str, day: int) -> None:
    (fact,) = read(text)
    assert isinstance(fact, StateClaim) and (fact.subject, fact.predicate) == (subject, "status")
    assert fact.effective is not None and fact.until == fact.effective
    assert fact.effective.start.astimezone(LONDON).day == day


@pytest.mark.parametrize(
    "text", ["the deal closed on the 24th", "office closed yesterday", "I closed the office on friday"]
)
def test_a_deal_or_a_past_closure_is_no_closure_ahead(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, (StateClaim, Unclear))]
