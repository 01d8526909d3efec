"""A date that runs on over a comma: "dentist Jul 18, Fri", "pay rent by the 19th, fri",
"renew the permit by 18 july, a friday", "dentist on the 18th, 3pm".

The weekday or the clock time after the comma belongs to the date before it: cut off as a detail,
the weekday is lost (and a date it contradicts, "Jul 19, Fri" when the 19th is a Saturday, is
stored as if nothing had been said) or read on its own as the coming Friday, and the clock time
is dropped. Kept with the clause, the time scan reads the date whole and checks its weekday
(:mod:`._timex_everyday`). Hand-written: the detail is one weekday or one clock time, nothing more.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import WEEKDAY_NAME

__all__ = ["continues_date"]

_I = re.IGNORECASE
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_WEEKDAY = WEEKDAY_NAME + r"\.?"
_CLOCK = r"(?:(?:at|@)\s*)?(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.?|p\.m\.?)|\d{1,2}[:.]\d{2}|noon|midday)"
# a calendar date closing the clause: "Jul 18", "18 july", "the 19th", "7/18", "18/7/2025"
_DATE = (
    r"\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?" + _MONTH + r"|\b" + _MONTH + r"\s+\d{1,2}(?:st|nd|rd|th)?"
    r"|\b\d{1,2}(?:st|nd|rd|th)|\b\d{1,2}/\d{1,2}(?:/\d{2,4})?"
)
_ENDS_WITH_DATE = re.compile(r"(?:" + _DATE + r")\s*$", _I)
# a day closing the clause, that a clock time may follow: any date above, a weekday, "tomorrow"
_ENDS_WITH_DAY = re.compile(r"(?:" + _DATE + r"|\b" + _WEEKDAY + r"|\b(?:today|tomorrow|tmrw|tmr|tomoz|2moro))\s*$", _I)
_WEEKDAY_DETAIL = re.compile(
    r"^(?:(?:which\s+is|that's)\s+)?(?:an?\s+)?" + _WEEKDAY + r"(?:,?\s+" + _CLOCK + r")?[\s.!]*$", _I
)
_CLOCK_DETAIL = re.compile(r"^" + _CLOCK + r"[\s.!]*$", _I)


def continues_date(main: str, detail: str) -> bool:
    """Whether ``detail`` (the words after the comma) only goes on with the date ``main`` ends
    with: its weekday ("Jul 18, Fri", "the 9th, a tuesday at 3pm") or its clock time ("the 18th, 3pm")."""
    detail = detail.strip()
    if _WEEKDAY_DETAIL.match(detail):
        return _ENDS_WITH_DATE.search(main) is not None
    return _CLOCK_DETAIL.match(detail) is not None and _ENDS_WITH_DAY.search(main) is not None
