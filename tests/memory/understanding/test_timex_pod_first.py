"""Tests for a part of the day said before its day or after it with "at" ("before lunch tmrw",
"at lunch tomorrow", "the morning of the 5th", "tomorrow at lunch"): that day's part; "before"
one is by its start. Without a connector the part of the day is a thing ("grab lunch tomorrow"),
and after "for" a meal is what it is for ("meet Ana for lunch tomorrow")."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding.timex import parse_date
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
NOW = datetime(2026, 12, 2, 9, 5, tzinfo=LONDON)  # a Wednesday
READ = Reading(NOW, LONDON)


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("email Jo before lunch tmrw", ("email Jo", "Thu 03 12:00")),
        ("email Jo at lunch tomorrow", ("email Jo", "Thu 03 12:00")),
        ("call mum tomorrow at lunch", ("call mum", "Thu 03 12:00")),
        ("email Jo by lunch on friday", ("email Jo", "Fri 04 12:00")),
        ("book a taxi for the morning of the 5th", ("book a taxi", "Sat 05 05:00")),
        ("call the bank b4 tonight", ("call the bank", "Wed 02 18:00")),
        ("call Jo before the evening", ("call Jo", "Wed 02 17:00")),
        ("send it before 4 tomorrow", ("send it", "Thu 03 16:00")),
    ],
)
def test_the_part_of_that_day(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("grab lunch tomorrow", ("grab lunch", "Thu 03 00:00")),
        ("grab lunch with Sam on friday", ("grab lunch with Sam", "Fri 04 00:00")),
        ("meet Ana for lunch tomorrow", ("meet Ana for lunch", "Thu 03 00:00")),
        ("finish the report before eod", ("finish the report", "Wed 02 00:00")),
    ],
)
def test_the_part_of_the_day_as_a_thing(text: str, todo: tuple[str, str]) -> None:
    """Negatives: the lunch is what is grabbed or met for; "before eod" is by the end of the day."""
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "start"),
    [
        ("lunch on friday", None),  # no connector: a lunch, not a time
        ("on the morning of the 5th", "Sat 05 05:00"),
        ("at lunch tomorrow", "Thu 03 12:00"),
        ("tomorrow at night", "Thu 03 18:00"),
        ("friday at lunchtime", "Fri 04 12:00"),
    ],
)
def test_parse(text: str, start: str | None) -> None:
    spec = parse_date(text, now=NOW, tz=LONDON)
    assert (None if spec is None else f"{spec.start.astimezone(LONDON):%a %d %H:%M}") == start
