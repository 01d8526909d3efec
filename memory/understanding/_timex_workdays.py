"""Working days: "in 3 business days", "within 5 working days", "10 business days from today",
"the 5th working day of next month", "the last business day of the month".

Counted on the days the user works: Monday to Friday, less the public days off of their country
(:func:`._holiday_calendar.days_off`), so "in 3 working days" said on the Wednesday before
Christmas in London is not the Monday after it. Unread, the words stayed in the to-do ("send the
report in 3 business days", no due) or read as another day ("the 5th business day": the 5th).
A working day counted in no month ("by the 5th business day") is asked about.

:func:`install` adds the rules after :mod:`.timex`'s own, through the module handed over at
install time, as :mod:`._timex_everyday` does.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date, timedelta
from types import ModuleType
from typing import Any

from memory.model import Precision
from memory.understanding import _holiday_calendar as calendar
from memory.understanding import _timex_words as words

__all__ = ["install"]

_COUNTS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
           "nine": 9, "ten": 10, "fifteen": 15, "twenty": 20}  # fmt: skip
_N = r"\d{1,3}|" + "|".join(_COUNTS)
_WORKDAY = r"(?:business|working|work)\s+days?"
_ORDINAL = r"(?P<nth>\d{1,2}(?:st|nd|rd|th)|" + words.ORDINAL_PATTERN + r"|last|final)"
_MOST_DAYS = 400  # a count this far ahead is no plan recap reads
_THE_MONTH = re.compile(r"^(?:the\s+)?month$")


def _worked(day: date, zone: str) -> bool:
    return day.weekday() < 5 and day not in calendar.days_off(day.year, zone)


def install(t: ModuleType) -> None:
    """Register the rules with :mod:`.timex` (``t``: that module), after its own."""

    @t._rule(r"(?:in|within)?\s*(?P<n>" + _N + r")\s+" + _WORKDAY + r"(?P<from>\s+from\s+(?:now|today))?")
    def _working_days_ahead(m: re.Match[str], ctx: Any) -> Any:
        """ "in 3 business days", "5 working days from today": that many working days after today."""
        said_in = m.group(0).startswith(("in", "within")) or ctx.connector in ("in", "within")
        if not (said_in or m["from"]):
            return None  # "3 working days" alone: how long, not when
        n = _COUNTS.get(m["n"]) or int(m["n"])
        if not 0 < n <= _MOST_DAYS:
            return None
        day = ctx.today
        while n:
            day += timedelta(days=1)
            n -= _worked(day, ctx.tz.key)
        return t._days(ctx, day)

    @t._rule(r"(?:the\s+)?next\s+(?:business|working|work)\s+day")
    def _next_working_day(m: re.Match[str], ctx: Any) -> Any:
        """ "the next business day", "next working day": the first working day after today."""
        day = ctx.today + timedelta(days=1)
        while not _worked(day, ctx.tz.key):
            day += timedelta(days=1)
        return t._days(ctx, day)

    @t._rule(r"(?:the\s+)?" + _ORDINAL + r"\s+" + _WORKDAY + r"(?:\s+(?:of|in)\s+(?P<rest>.+))?")
    def _nth_working_day(m: re.Match[str], ctx: Any) -> Any:
        """ "the 5th working day of next month", "the last business day of the month"."""
        if not m["rest"]:
            raise t._Impossible(f"“{m.group(0)}” names no month")
        rest = _THE_MONTH.sub("this month", m["rest"])  # "of the month": this one
        month = t._apply(rest, replace(ctx, strict=False, connector=None))
        if month is None or month[2] != Precision.MONTH:
            return None
        first, last = month[0].date(), (month[1] - timedelta(hours=12)).date()
        worked = [first + timedelta(days=k) for k in range((last - first).days + 1)]
        worked = [day for day in worked if _worked(day, ctx.tz.key)]
        nth = m["nth"].lower()
        n = len(worked) if nth in ("last", "final") else words.ORDINAL_NUMBER.get(nth) or int(nth[:-2])
        if not 1 <= n <= len(worked):
            raise t._Impossible(f"that month has no {m['nth']} working day")
        return t._days(ctx, worked[n - 1], yg=month[3])
