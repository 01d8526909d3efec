"""Tests for hours and minutes from now read as elapsed time across a clock change ("in 4 hours"
said before the clocks go back is four real hours later), while days and weeks stay calendar
days ("in 3 days" keeps the day's meaning)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from memory.understanding._elapsed import elapsed
from tests.memory.understanding.reading import Reading

NEW_YORK = ZoneInfo("America/New_York")
LONDON = ZoneInfo("Europe/London")
FMT = "%Y-%m-%d %H:%M %Z"
# the night before the clocks go back (New York, 1 November 2026, 02:00 EDT -> 01:00 EST)
FALL_BACK = Reading(datetime(2026, 10, 31, 22, 40, tzinfo=NEW_YORK), NEW_YORK, FMT)
# the nights before the clocks go forward (London 28 March 2027, New York 14 March 2027)
SPRING_LONDON = Reading(datetime(2027, 3, 28, 0, 30, tzinfo=LONDON), LONDON, FMT)
SPRING_NEW_YORK = Reading(datetime(2027, 3, 14, 1, 15, tzinfo=NEW_YORK), NEW_YORK, FMT)


def test_elapsed_adds_real_time() -> None:
    """Four hours from 22:40 EDT on the fall-back night are 01:40 EST, not 02:40."""
    at = elapsed(datetime(2026, 10, 31, 22, 40, tzinfo=NEW_YORK), timedelta(hours=4))
    assert at.astimezone(UTC) == datetime(2026, 11, 1, 6, 40, tzinfo=UTC)
    assert at.strftime(FMT) == "2026-11-01 01:40 EST"


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("remind me in 4 hours to give Leo his meds", "2026-11-01 01:40 EST"),
        ("give the dog her tablet in 4 hrs", "2026-11-01 01:40 EST"),
        ("check the oven in 3 hours", "2026-11-01 01:40 EDT"),  # before the change: still summer time
        ("ring the garage in 5h", "2026-11-01 02:40 EST"),
        ("in 270 minutes call the night nurse", "2026-11-01 02:10 EST"),
        ("move the car in 150 mins", "2026-11-01 01:10 EDT"),
        ("call mum in an hour and a half", "2026-11-01 00:10 EDT"),
        ("feed the cat in half an hour", "2026-10-31 23:10 EDT"),
    ],
)
def test_hours_from_now_cross_the_fall_back(text: str, due: str) -> None:
    ((_, when),) = FALL_BACK.todos(FALL_BACK(text))
    assert when == due


@pytest.mark.parametrize(
    ("reading", "text", "due"),
    [
        (SPRING_LONDON, "remind me in 4 hours to give Leo his meds", "2027-03-28 05:30 BST"),
        (SPRING_LONDON, "call mum in 90 mins", "2027-03-28 03:00 BST"),
        (SPRING_LONDON, "in 2 hrs take the bread out", "2027-03-28 03:30 BST"),
        (SPRING_NEW_YORK, "remind me in 4 hours to give Leo his meds", "2027-03-14 06:15 EDT"),
        (SPRING_NEW_YORK, "in an hour and a half ping Sam", "2027-03-14 03:45 EDT"),
        (SPRING_NEW_YORK, "move the car in 2 hours", "2027-03-14 04:15 EDT"),
    ],
)
def test_hours_from_now_cross_the_spring_forward(reading: Reading, text: str, due: str) -> None:
    ((_, when),) = reading.todos(reading(text))
    assert when == due


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("call the bank in 3 days", "2026-11-03 00:00 EST"),
        ("renew the permit in a week", "2026-11-07 00:00 EST"),
        ("book the MOT in 2 weeks", "2026-11-14 00:00 EST"),
        ("gotta renew the car registration tmrw", "2026-11-01 00:00 EDT"),
    ],
)
def test_days_and_weeks_stay_calendar_days(text: str, due: str) -> None:
    """Not elapsed time: "in 3 days" is the whole local day three days on, whatever the clocks do."""
    ((_, when),) = FALL_BACK.todos(FALL_BACK(text))
    assert when == due
