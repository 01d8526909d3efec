"""Tests for working days ("in 3 business days", "the last working day of the month"): counted
Monday to Friday less the user's public days off; a working day of no month is asked about; a
number of working days said alone is a length, not when."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import Unclear
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
WEDNESDAY = Reading(datetime(2026, 12, 2, 9, 5, tzinfo=LONDON), LONDON, "%Y-%m-%d")
BEFORE_CHRISTMAS = Reading(datetime(2026, 12, 23, 9, 5, tzinfo=LONDON), LONDON, "%Y-%m-%d")


@pytest.mark.parametrize(
    ("reading", "text", "todo"),
    [
        (WEDNESDAY, "send the report in 3 business days", ("send the report", "2026-12-07")),
        (WEDNESDAY, "send the report in 3 working days", ("send the report", "2026-12-07")),
        (WEDNESDAY, "reply within 5 working days", ("reply", "2026-12-09")),
        (WEDNESDAY, "send the report 10 business days from today", ("send the report", "2026-12-16")),
        (WEDNESDAY, "send the report by the 5th working day of next month", ("send the report", "2027-01-08")),
        (WEDNESDAY, "pay the builder by the last working day of the month", ("pay the builder", "2026-12-31")),
        (WEDNESDAY, "pay the builder on the 2nd business day of the month", ("pay the builder", "2026-12-02")),
        (WEDNESDAY, "pay the builder by the first business day of january", ("pay the builder", "2027-01-04")),
        # Christmas Day, the weekend and the Boxing Day holiday on Monday are no working days
        (BEFORE_CHRISTMAS, "send the report in 3 working days", ("send the report", "2026-12-30")),
        (BEFORE_CHRISTMAS, "send the report in 5 business days", ("send the report", "2027-01-04")),
    ],
)
def test_working_days(reading: Reading, text: str, todo: tuple[str, str]) -> None:
    assert reading.todos(reading(text)) == [todo]


def test_a_working_day_of_no_month_is_asked() -> None:
    found = WEDNESDAY("send the report by the 5th business day")
    assert found and all(isinstance(i, Unclear) for i in found)


def test_a_length_alone_is_no_date() -> None:
    assert WEDNESDAY.todos(WEDNESDAY("it takes 3 working days")) == []
