"""A bare hour ending an item of a timed day list (:mod:`memory.understanding._listed_hours`)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
run = Reading(datetime(2027, 3, 25, 18, 45, tzinfo=LONDON), LONDON, fmt="%a %H:%M")  # a Thursday evening


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        ("tmrw: gym 6am, standup 9", [("gym", "Fri 06:00"), ("standup", "Fri 09:00")]),
        ("fri: dentist 2:30, school run 3", [("dentist", "Fri 14:30"), ("school run", "Fri 15:00")]),
        ("tmrw: gym at 5, call mum 6 and standup 10",  # (a bare 7 on another day is asked: test_seven_oclock)
         [("gym", "Fri 17:00"), ("call mum", "Fri 18:00"), ("standup", "Fri 10:00")]),
    ],
)  # fmt: skip
def test_a_bare_hour_beside_clock_times_is_a_time(text: str, todos: list[tuple[str, str]]) -> None:
    assert run.todos(run(text)) == todos


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        ("pick up Ada at 3:15, drop Ben at karate at 4",
         [("pick up Ada", "Fri 15:15"), ("drop Ben at karate", "Fri 16:00")]),  # gone today: tomorrow's
        ("busy day: dentist at 2, then the school run at 3:30",
         [("dentist", "Fri 14:00"), ("school run", "Fri 15:30")]),
    ],
)  # fmt: skip
def test_no_list_heading_no_change(text: str, todos: list[tuple[str, str]]) -> None:
    """A clock's colon is no heading's, and "busy day" is no date: the times read as before."""
    assert run.todos(run(text)) == todos


@pytest.mark.parametrize("text", ["sat: eggs 12, milk 2", "monday: 1:1 with Ana 10am, sprint 9 review"])
def test_a_number_that_is_no_hour_stays_in_the_item(text: str) -> None:
    assert all(" at " not in action for action, _ in run.todos(run(text)))
    assert any(any(c.isdigit() for c in action) for action, _ in run.todos(run(text)))
