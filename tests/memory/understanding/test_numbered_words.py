"""Tests for the one vocabulary of words things are numbered by (:mod:`._numbered_words`), as
both readers use it: before a day, a number after a thing's word is its label, not a clock hour
("pay invoice 12 tomorrow"); left at the end of a to-do, a number after any numbered word (a
thing's or an event's) is no date left unread ("prep for round 3 by friday"). A number after an
event's word before a day may be its time ("session 7 tomorrow")."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding._numbered_words import NUMBERED_EVENTS, NUMBERED_THINGS, NUMBERED_WORDS
from tests.memory.understanding.reading import Reading

NEW_YORK = ZoneInfo("America/New_York")
READ = Reading(datetime(2026, 12, 2, 9, 5, tzinfo=NEW_YORK), NEW_YORK)  # a Wednesday


def test_one_vocabulary_of_two_kinds() -> None:
    assert not NUMBERED_THINGS & NUMBERED_EVENTS
    assert NUMBERED_WORDS == NUMBERED_THINGS | NUMBERED_EVENTS


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("pay invoice 12 tomorrow", ("pay invoice 12", "Thu 03 00:00")),
        ("check station 4 monday", ("check station 4", "Mon 07 00:00")),
        ("restock shelf 9 fri", ("restock shelf 9", "Fri 04 00:00")),
        ("chase order 45 tmrw", ("chase order 45", "Thu 03 00:00")),
        ("clean bed 12 tomorrow", ("clean bed 12", "Thu 03 00:00")),
        ("fix the flaky test in sprint 9 tomorrow", ("fix the flaky test in sprint 9", "Thu 03 00:00")),
    ],
)
def test_a_things_number_before_a_day_is_its_label(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("prep for round 3 by friday", ("prep for round 3", "Fri 04 00:00")),
        ("mark the scripts for lesson 4 by thurs", ("mark the scripts for lesson 4", "Thu 03 00:00")),
        ("write up the summary for bed 12 by friday", ("write up the summary for bed 12", "Fri 04 00:00")),
        ("draft the speech for Oma's 80th by sunday", ("draft the speech for Oma's 80th", "Sun 06 00:00")),
    ],
)
def test_a_number_left_in_a_to_do_is_no_unread_date(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


def test_an_events_number_before_a_day_may_be_its_time() -> None:
    assert READ.todos(READ("session 7 tomorrow")) != [("session 7", "Thu 03 00:00")]
