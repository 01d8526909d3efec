"""Tests for two days joined by "and"/"or" ("go to the gym tues and thurs", "the 3rd or 4th"):
neither day is stored alone, recap asks; a range ("between mon and wed") and two to-dos each with
its own day are read as before."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, Unclear
from memory.understanding._two_days import one_of_two_days
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
READ = Reading(datetime(2026, 12, 2, 9, 5, tzinfo=LONDON), LONDON)


@pytest.mark.parametrize(
    "text",
    [
        "water the plants mon and fri",
        "call mum sun and wed",
        "renew the parking permit thursday or friday, not sure which",
        "call the school on the 3rd or 4th",
        "meet jo on friday and sat",
        "water the plants mon & fri",
    ],
)
def test_two_days_are_asked_about(text: str) -> None:
    found = READ(text)
    assert found and all(isinstance(i, Unclear) for i in found)


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        (
            "call mum sunday and tell her about the trip",
            [("call mum", "Sun 06 00:00"), ("tell her about the trip", None)],
        ),
        (
            "remind me on the 1st to pay rent and on the 5th to pay the nanny",
            [("pay rent", "Fri 01 00:00"), ("pay the nanny", "Sat 05 00:00")],
        ),
        ("dentist tues and call mum on the 20th", [("dentist", "Tue 08 00:00"), ("call mum", "Sun 20 00:00")]),
    ],
)
def test_one_day_each_is_read(text: str, todos: list[tuple[str, str | None]]) -> None:
    """Negatives: a day, then a to-do of its own."""
    found = READ(text)
    assert all(isinstance(i, NewCommitment) for i in found)
    assert READ.todos(found) == todos


@pytest.mark.parametrize(
    ("text", "day", "two"),
    [
        ("gym tues and thurs", "tues", True),
        ("gym tues and thurs", "thurs", True),
        ("off between mon and wed", "mon", False),
        ("from tues and thurs", "tues", False),
        ("call mum sun and tell her", "sun", False),
    ],
)
def test_one_of_two_days(text: str, day: str, two: bool) -> None:
    start = text.index(day)
    assert one_of_two_days(text, start, start + len(day)) is two
