"""A bare number said against a day of a month: "Olu starts jan 5 not 4", "the 14th not 12".

The old side of a date put right is often typed short: the month said once, for the new day. Read
alone, "4" is no date (or an hour), so the correction was taken for a value "jan 5" replacing "4".
Said right after a day of a month, the number is that month's day. Hand-written: one shape.
"""

from __future__ import annotations

import re
from zoneinfo import ZoneInfo

from memory.understanding.timex import DateSpec, Precision, day_spec

__all__ = ["day_of_same_month"]

_DAY_NUMBER = re.compile(r"(?:the\s+)?(?P<d>[0-3]?\d)(?:st|nd|rd|th)?[\s.!]*", re.IGNORECASE)


def day_of_same_month(said: str, other: DateSpec, tz: ZoneInfo) -> DateSpec | None:
    """The day numbered ``said`` ("4", "the 4th") in the month of ``other`` (a single day); None for any
    other words, an ``other`` that is no single day, or a day its month does not have."""
    m = _DAY_NUMBER.fullmatch(said.strip())
    if m is None or other.precision is not Precision.DAY:
        return None
    try:
        day = other.start.astimezone(tz).date().replace(day=int(m["d"]))
    except ValueError:
        return None
    return day_spec(said.strip(), day, tz)
