"""Tests for everyday time words the reader once left in the action or read as another time:
"in 1 hr", "in 45 min" said first, "remind me in 2h", "in two weeks time", "wednesday next",
"next tuesday week", "thurs eve", "end of play", "later today", "1st thing", and a to-do timed by
a day counted from something never dated ("pack the night before"), which is asked about."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import Unclear
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
READ = Reading(datetime(2026, 12, 2, 9, 5, tzinfo=LONDON), LONDON)  # a Wednesday


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("ring the garage in 1 hr", ("ring the garage", "Wed 02 10:05")),
        ("in 45 min move the car", ("move the car", "Wed 02 09:50")),
        ("in 90 min call mum", ("call mum", "Wed 02 10:35")),
        ("remind me in 2h to check the oven", ("check the oven", "Wed 02 11:05")),
        ("ship it in two weeks time", ("ship it", "Wed 16 00:00")),
        ("ship it in a week's time", ("ship it", "Wed 09 00:00")),
        ("reply to Sam on wednesday next", ("reply to Sam", "Wed 09 00:00")),
        ("book the MOT for next Tuesday week", ("book the MOT", "Tue 15 00:00")),
        ("meet Tom for a pint thurs eve", ("meet Tom for a pint", "Thu 03 17:00")),
        ("reply to Sam end of play today", ("reply to Sam", "Wed 02 00:00")),
        ("reply to Sam later today", ("reply to Sam", "Wed 02 00:00")),
        ("call the bank 1st thing tmrw", ("call the bank", "Thu 03 05:00")),
    ],
)
def test_read_whole(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("wrap presents christmas eve", ("wrap presents", "Thu 24 00:00")),
        ("reply to Sam friday next week", ("reply to Sam", "Fri 11 00:00")),
        ("send the forms to hr tomorrow", ("send the forms to hr", "Thu 03 00:00")),
        ("call mum the day after tomorrow", ("call mum", "Fri 04 00:00")),
    ],
)
def test_left_as_they_were(text: str, todo: tuple[str, str]) -> None:
    """Negatives: a holiday's eve, "next week" after a day, HR, a day counted from a day."""
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("pack the night before", "pack"),
        ("pack the night before the flight", "pack"),
        ("prep for the interview the day before", "prep for the interview"),
        ("send the minutes the day after the meeting", "send the minutes"),
        ("check the tyres the day before we leave", "check the tyres"),
        ("buy flowers the day before the wedding", "buy flowers"),
    ],
)
def test_a_day_counted_from_something_undated_is_asked(text: str, action: str) -> None:
    (asked,) = READ(text)
    assert isinstance(asked, Unclear) and asked.proposal is not None
    assert asked.proposal.action == action and asked.proposal.due is None  # type: ignore[union-attr]
