"""A to-do's clock time said inside its words and its day said at the end: "be home at 8 for the
plumber next mon", "meet Sam at 5 at the pub on friday", "call the bank at 9 about the loan tmrw".

The clock and the day are one due, the clock on that day; read as the to-do's last date alone, the
day was the due and "at 8" stayed in the action. The clause is put with the clock after its day
("be home for the plumber next mon at 8"), where the to-do reader reads the two as one. Only a
clock said with "at", "@" or "by" and nothing but an hour (with minutes or am/pm, or bare) before a
day that ends the clause and says no time of its own; an hour before a name or a street ("at 12
Main st") is an address, left as it was. Hand-written: one shape.
"""

from __future__ import annotations

import re
from datetime import timedelta

from memory.model import Precision
from memory.understanding._phrases import _I
from memory.understanding.timex import TimeSpan

__all__ = ["clock_after_day"]

# an hour alone, said with its connector: "at 8", "@ 3:30", "by 10am"
_CLOCK_ONLY = re.compile(r"^(?:at|@|by)\s*\d{1,2}(?:[:.]\d{2})?(?:\s*(?:am|pm))?$", _I)
# what makes the number after "at" an address, not an hour: "at 12 Main st", "at 4 Elm rd"
_ADDRESS_NEXT = re.compile(r"^\s+(?-i:[A-Z])|^\s+\w+\s+(?:st|street|rd|road|ave|avenue|lane|ln|dr|drive)\b", _I)
# a day's connector the clock may join: "next mon", "on friday"; never "before friday", "until sat"
_DAY_CONNECTORS = frozenset({None, "on"})
_ONE_DAY = timedelta(hours=25)  # a day's span, a clock change's included


def clock_after_day(body: str, spans: list[TimeSpan]) -> str | None:
    """``body`` with a clock said inside the to-do put after the day that ends it (see the module
    doc), or None when it says no such pair."""
    if len(spans) < 2:
        return None
    clock, day = spans[-2], spans[-1]
    if day.spec is None or day.spec.precision is not Precision.DAY or day.connector not in _DAY_CONNECTORS:
        return None
    if day.spec.end - day.spec.start > _ONE_DAY:
        return None  # "at 3:15 every day this week": a week's days, each at its time (asked as it was)
    if body[day.end :].strip(" .!") or clock.spec is None or clock.spec.precision is not Precision.INSTANT:
        return None
    said = body[clock.start : clock.end]
    if not _CLOCK_ONLY.match(said.strip()) or _ADDRESS_NEXT.match(body[clock.end :]):
        return None
    head = f"{body[: clock.start].rstrip()} {body[clock.end : day.start].strip()}".strip()
    return f"{head} {body[day.start : day.end].strip()} {said.strip()}"
