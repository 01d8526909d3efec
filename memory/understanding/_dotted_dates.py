"""Dates written the German and central-European way, day and month with a dot after each:
"by 1.2.", "since 1.9. Jonas leads backend", "due 14.3.".

The trailing dot is what makes "1.2." a date and not an amount or a clock time ("grew by 1.2",
"at 3.30"), but the sentence splitter and the cleaner both drop a final dot, and the date
reader (:func:`memory.understanding.timex._dotted`) then reads a bare "by 1.2" as the amount it
may be. So the date is spelt out ("1 Feb") before either runs: only after a word that
introduces a date (or at the start of a line), only for a real day and month ("v 1.2." and
"13.13." stay as written), and only where dates are written day first
(:func:`._date_order.date_order`): in New York "on 1.9." stays as written, and the reader asks
which day it is.

Hand-written: one regex; no library reads the year-less dotted form.
"""

from __future__ import annotations

import calendar
import re
from zoneinfo import ZoneInfo

from memory.understanding._date_order import date_order

_DOTTED = re.compile(
    r"(?P<lead>^|\n|\b(?:by|on|until|till|til|from|since|before|after|due|effective|starting"
    r"|as\s+of)\s+)(?P<d>\d{1,2})\.(?P<m>\d{1,2})\.(?![\w.])",
    re.IGNORECASE,
)


def spelt_out(text: str, tz: ZoneInfo) -> str:
    """``text`` with each year-less dotted date after a date word spelt out where ``tz`` writes
    the day first: "by 1.2." -> "by 1 Feb"."""
    if "." not in text or date_order(tz) != "DMY":
        return text
    return _DOTTED.sub(_spell, text)


def _spell(m: re.Match[str]) -> str:
    day, month = int(m["d"]), int(m["m"])
    if not 1 <= month <= 12 or not 1 <= day <= 31:
        return m.group(0)
    return f"{m['lead']}{day} {calendar.month_abbr[month]}"
