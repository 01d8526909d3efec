"""A month by name with a range of days ("jan 14-16") is the range's first day, never a day in
a year made from the second number (dateparser reads "jan 14-16" as 14 January 2116)."""

from __future__ import annotations

from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

import pytest

from memory import understanding
from memory.understanding.timex import parse_date

NOW = datetime(2026, 12, 1, 22, 0, tzinfo=UTC)
TZ = ZoneInfo("America/Los_Angeles")


@pytest.mark.parametrize(
    ("said", "first"),
    [
        ("jan 14-16", date(2027, 1, 14)),
        ("Jan 14 - 16th", date(2027, 1, 14)),
        ("dec 12-14", date(2026, 12, 12)),
        ("fri jan 15-17", date(2027, 1, 15)),
        ("feb 3–5", date(2027, 2, 3)),
        ("3-5 march", date(2027, 3, 3)),
    ],
)
def test_a_range_of_days_after_a_month_is_its_first_day(said: str, first: date) -> None:
    spec = parse_date(said, now=NOW, tz=TZ)
    assert spec is not None and spec.start.astimezone(TZ).date() == first and not spec.year_given


@pytest.mark.parametrize("said", ["jan 14 16", "Jan 14, 16", "march 3 27"])
def test_a_bare_two_digit_number_after_a_month_day_is_no_year(said: str) -> None:
    spec = parse_date(said, now=NOW, tz=TZ)
    assert spec is None or spec.start.year < 2100


def test_numeric_dates_keep_their_two_digit_years() -> None:
    spec = parse_date("14/01/27", now=NOW, tz=ZoneInfo("Europe/London"))
    assert spec is not None and spec.start.date() == date(2027, 1, 14) and spec.year_given


@pytest.mark.parametrize(
    "said", ["team offsite is jan 14-16", "offsite jan 14-16", "conference in Austin feb 3-5, book hotel"]
)
def test_no_message_with_a_range_is_stored_a_century_away(said: str) -> None:
    for intent in understanding.extract(said, now=NOW, tz=TZ):
        due = getattr(intent, "due", None)
        assert due is None or due.start.year <= 2027, intent
