"""A bare number put right against a day of a month is that month's day: "Olu starts jan 5 not 4" moves
the start from 4 January, "party is the 15th not 14" the party from the 14th; never a value "jan 5"
replacing "4"."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CorrectTime
from memory.understanding._day_number import day_of_same_month
from memory.understanding.timex import parse_date
from tests.memory.understanding.reading import Reading

LAGOS = ZoneInfo("Africa/Lagos")
NOW = datetime(2026, 12, 7, 10, 0, tzinfo=LAGOS)
READ = Reading(NOW, LAGOS)


@pytest.mark.parametrize(
    ("text", "old", "new"),
    [
        ("sorry, Olu starts jan 5 not 4", "2027-01-04", "2027-01-05"),
        ("Olu starts jan 5 not the 4th", "2027-01-04", "2027-01-05"),
        ("party is the 15th not 14", "2026-12-14", "2026-12-15"),
    ],
)
def test_the_old_day_is_of_the_new_days_month(text: str, old: str, new: str) -> None:
    (fix,) = READ(text)
    assert isinstance(fix, CorrectTime) and fix.old is not None and fix.new is not None
    assert f"{fix.old.start.astimezone(LAGOS):%Y-%m-%d}" == old
    assert f"{fix.new.start.astimezone(LAGOS):%Y-%m-%d}" == new


def test_no_such_day_or_no_day_is_none() -> None:
    feb = parse_date("feb 10", now=NOW, tz=LAGOS, prefer="future")
    assert feb is not None
    assert day_of_same_month("30", feb, LAGOS) is None  # February has no 30th
    assert day_of_same_month("soon", feb, LAGOS) is None
    march = parse_date("march", now=NOW, tz=LAGOS, prefer="future")
    assert march is not None and day_of_same_month("4", march, LAGOS) is None  # a month, no single day
