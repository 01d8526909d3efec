"""Tests for blind33's "crab pot tags need picking up by 1" (session 34, helper r2a): recap asked
what it was. A thing that "needs <doing> by <date>" is a to-do due then, but the date was read
without its "by", and an hour said alone ("1") is a time only with it."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import MoveCommitment
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Pacific/Auckland")
READ = Reading(datetime(2031, 3, 7, 9, 0, tzinfo=ZONE), ZONE, fmt="%a %d %b")  # a Friday morning


@pytest.mark.parametrize(
    ("text", "action", "hour"),
    [
        ("crab pot tags need picking up by 1", "pick up crab pot tags", 13),
        ("the boiler needs servicing by 1", "service boiler", 13),
        ("the bins need putting out by 6", "put out bins", 18),
        ("the car needs washing by 11", "wash car", 11),
    ],
)
def test_needs_doing_by_an_hour_alone(text: str, action: str, hour: int) -> None:
    found = READ(text)
    assert len(found) == 1 and isinstance(found[0], MoveCommitment), found
    assert found[0].action == action
    assert found[0].due.start.astimezone(ZONE).hour == hour


@pytest.mark.parametrize("text", ["the form needs signing by 3 people", "the car needs 1"])
def test_a_number_that_is_no_hour_is_no_deadline(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, MoveCommitment)]


def test_needs_doing_by_an_hour_is_left_to_the_thing_deadline_forms() -> None:
    found = READ("handover notes for bed 4 need doing by 7")
    assert not [i for i in found if isinstance(i, MoveCommitment)], found
