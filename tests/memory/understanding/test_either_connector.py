"""Tests for two connectors said as one: "on or before the 9th" is by the 9th (never the 8th, nor
"on or" in the to-do); "on or after the 9th" is some day after it, asked about."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import Unclear
from memory.understanding._either_connector import one_connector
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
READ = Reading(datetime(2026, 12, 2, 9, 5, tzinfo=LONDON), LONDON)


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("sort the car tax on or before the 9th", ("sort the car tax", "Wed 09 00:00")),
        ("file the claim on or before the 9th", ("file the claim", "Wed 09 00:00")),
        ("return the form on or b4 the 3rd", ("return the form", "Thu 03 00:00")),
        ("file it by or on friday", ("file it", "Fri 04 00:00")),
        ("pay the balance on or before 20 december", ("pay the balance", "Sun 20 00:00")),
    ],
)
def test_on_or_before_is_by(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


def test_on_or_after_is_asked() -> None:
    (asked,) = READ("sort the car tax on or after the 9th")
    assert isinstance(asked, Unclear)


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("on or before the 9th", "by the 9th"),
        ("before or on friday", "by friday"),
        ("on or after the 9th", "after the 9th"),
        ("yes or no on the 9th", "yes or no on the 9th"),
        ("tea or coffee before lunch", "tea or coffee before lunch"),
    ],
)
def test_one_connector(said: str, read: str) -> None:
    assert one_connector(said) == read
