"""Tests for a date that runs on over a comma ("dentist Jul 18, Fri", "pay rent by the 19th, fri",
"dentist on the 18th, 3pm"): the weekday after it is checked against the date (a date it
contradicts is asked about, never stored), and the clock time after it is the date's; a comma
before a to-do of its own still cuts."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import Unclear
from memory.understanding._date_over_comma import continues_date
from tests.memory.understanding.reading import Reading

NEW_YORK = ZoneInfo("America/New_York")
READ = Reading(datetime(2025, 7, 1, 9, 0, tzinfo=NEW_YORK), NEW_YORK)  # 18 July 2025 is a Friday


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("dentist Jul 18, Fri", ("dentist", "Fri 18 00:00")),
        ("dentist on Jul 18, Fri at 3pm", ("dentist", "Fri 18 15:00")),
        ("book the vet for Jul 18, Fri", ("book the vet", "Fri 18 00:00")),
        ("pay rent by the 18th, fri", ("pay rent", "Fri 18 00:00")),
        ("renew the permit by 18 july, a friday", ("renew the permit", "Fri 18 00:00")),
        ("dentist 7/18, fri", ("dentist", "Fri 18 00:00")),
        ("dentist on the 18th, 3pm", ("dentist", "Fri 18 15:00")),
        ("dentist on the 18th, fri, 3pm", ("dentist", "Fri 18 15:00")),
        ("call Sam tmrw, 9am", ("call Sam", "Wed 02 09:00")),
    ],
)
def test_the_weekday_or_time_after_the_comma_is_the_dates(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    "text",
    [
        "dentist Jul 19, Fri",
        "pay rent by the 19th, fri",
        "renew the permit by 19 july, a friday",
        "pay rent by the 19th (fri)",
    ],
)
def test_a_weekday_that_disagrees_is_asked_about(text: str) -> None:
    """The 19th is a Saturday: neither the 19th nor a Friday is stored."""
    found = READ(text)
    assert found and all(isinstance(i, Unclear) for i in found)


@pytest.mark.parametrize(
    ("main", "detail", "continues"),
    [
        ("dentist Jul 18", "Fri", True),
        ("pay rent by the 18th", "a friday", True),
        ("dentist on the 18th", "3pm", True),
        ("call Sam tmrw", "at 9:30", True),
        ("dentist Jul 18", "fri then call mum", False),
        ("call mum sun", "dentist tues", False),
        ("call mum", "fri", False),  # no date before the comma to go on with
        ("the deadline is the 18th", "so get going", False),
    ],
)
def test_continues_date(main: str, detail: str, continues: bool) -> None:
    assert continues_date(main, detail) is continues


def test_a_todo_after_the_comma_is_still_its_own() -> None:
    assert READ.todos(READ("call mum sun, dentist tues")) == [("call mum", "Sun 06 00:00"), ("dentist", "Tue 08 00:00")]
