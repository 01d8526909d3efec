"""Tests for a bare number after a word things are numbered by ("sprint 9 tomorrow", "gate 5
tmrw"): the number is the label and stays in the to-do; only the day after it is its time. A
number after any other word ("call Sam 9 tomorrow") is still a clock time."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from tests.memory.understanding.reading import Reading

NEW_YORK = ZoneInfo("America/New_York")
READ = Reading(datetime(2026, 12, 2, 9, 5, tzinfo=NEW_YORK), NEW_YORK)


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("fix the flaky test in sprint 9 tomorrow", ("fix the flaky test in sprint 9", "Thu 03 00:00")),
        ("demo the sprint 12 work fri", ("demo the sprint 12 work", "Fri 04 00:00")),
        ("check truck 9 brakes monday", ("check truck 9 brakes", "Mon 07 00:00")),
        ("ship release 3 by friday", ("ship release 3", "Fri 04 00:00")),
        ("clean out locker 12 by thurs", ("clean out locker 12", "Thu 03 00:00")),
        ("book room 4 for 3pm tomorrow", ("book room 4", "Thu 03 15:00")),
        ("ring flat 3 about the leak tmrw at 10", ("ring flat 3 about the leak", "Thu 03 10:00")),
        ("close ticket 8 tomorrow", ("close ticket 8", "Thu 03 00:00")),
        ("review the chapter 7 quizzes by wed", ("review the chapter 7 quizzes", "Wed 09 00:00")),
    ],
)
def test_a_label_number_is_no_time(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("call Sam 9 tomorrow", ("call Sam", "Thu 03 09:00")),
        ("gym 6 tomorrow", ("gym", "Thu 03 18:00")),
        ("yoga session 6 tomorrow", ("yoga session", "Thu 03 18:00")),  # a session at 7: maybe a time
    ],
)
def test_other_numbers_before_a_day_are_still_times(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]
