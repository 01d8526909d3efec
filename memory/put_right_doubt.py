"""Why a day a to-do's due is put right to is in doubt, as it would be for a new to-do.

"renew the passport by 5/6" said in October asks: this year's 5/6 went by months ago, so the next
comes round only after more than half a year (most likely a slip of a digit or the other order;
:func:`memory.understanding.timex._lately_passed`). "wait, 5/6" putting right the due of that
to-do is the same day in the same words, so it asks the same, rather than moving the due to the
occurrence nearest the old one, half a year away. A day written with its month's name ("may 6")
is no slip of a digit, and is read as a new to-do reads it.
"""

from __future__ import annotations

import re
from datetime import date, datetime
from zoneinfo import ZoneInfo

from memory import understanding
from memory.understanding.timex import ROLLED_OVER_DAYS, Precision

__all__ = ["due_doubt"]

_NUMERIC = re.compile(r"^\d{1,2}[/.]\d{1,2}\.?$")  # "5/6", "6.5": a day and a month, no year


def due_doubt(intent: understanding.CorrectTime, now: datetime, tz: ZoneInfo) -> str | None:
    """Why the numeric day of ``intent`` would be asked about as a new to-do's due: it went by
    this year and comes round again only after more than half a year; else None."""
    new, written = intent.new, intent.new_text.strip()
    if new is None or new.year_given or new.precision is not Precision.DAY or not _NUMERIC.match(written):
        return None
    today = now.astimezone(tz).date()
    said = new.start.astimezone(tz).date()
    if said >= today:
        return None
    try:
        again = date(said.year + 1, said.month, said.day)
    except ValueError:  # 29 February
        return None
    return f"“{written}” has already passed this year" if (again - today).days > ROLLED_OVER_DAYS else None
