"""Why a day a to-do's due is put right to is in doubt, as it would be for a new to-do.

"renew the passport by 5/6" said in October asks (this year's 5/6 went by months ago, so the
next is half a year off: most likely a slip or the other order). "wait, 5/6" putting right the
due of that to-do is the same day in the same words, so it asks the same, rather than moving
the due to the occurrence nearest the old one, half a year away.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from memory import understanding
from memory.understanding.timex import Precision, find_spans

__all__ = ["due_doubt"]


def due_doubt(intent: understanding.CorrectTime, now: datetime, tz: ZoneInfo) -> str | None:
    """The reader's doubt about the day of ``intent`` read as a new to-do's due ("by <day>"),
    when that day was said without a year and is no weekday, day of the month alone, month or
    time of day (each put right against the old due on its own terms); else None."""
    new = intent.new
    if new is None or new.year_given or new.precision is not Precision.DAY:
        return None
    if intent.day_only is not None or intent.month_only is not None:
        return None
    spans = find_spans(f"by {intent.new_text.strip()}", now=now, tz=tz)
    if len(spans) != 1 or spans[0].spec is not None:
        return None
    return spans[0].problem
