"""A correction that puts a month in another year: "it was april last year actually, not this
year", "no, march next year". The year is said relative to now; recap reads it as the year it
names ("april 2025"), so the date readers take the month with its year and the "not this year"
side as the old date.

An "actually" said after the new date and before the old one ("…, actually, not this year")
marks the correction, no part of either date.

Hand-written: three relative words (last, this, next) on a month name; timex reads the rest.
"""

from __future__ import annotations

import re
from datetime import datetime

from memory.understanding._phrases import _I
from memory.understanding.timex import _MONTHS

_MONTH = "|".join(sorted(_MONTHS, key=len, reverse=True))
# "april last year", "april of last year", "last year in april"
_MONTH_YEAR = re.compile(
    rf"\b(?P<m>{_MONTH})\s+(?:of\s+)?(?P<rel>last|this|next)\s+year\b"
    rf"|\b(?P<rel2>last|this|next)\s+year\s+in\s+(?P<m2>{_MONTH})\b",
    _I,
)
_STEP = {"last": -1, "this": 0, "next": 1}
_ACTUALLY_BEFORE_NOT = re.compile(r"\s*,?\s+actually(?=\s*,?\s+not\b)", _I)


def with_years(text: str, now: datetime) -> str:
    """``text`` with each "<month> last/this/next year" said as "<month> <year>"."""
    if "year" not in text.lower():
        return text

    def named(m: re.Match[str]) -> str:
        month, rel = m["m"] or m["m2"], (m["rel"] or m["rel2"]).lower()
        return f"{month} {now.year + _STEP[rel]}"

    return _MONTH_YEAR.sub(named, text)


def year_corrected(text: str, now: datetime) -> str:
    """The correction with its months' years named and a mid "actually" left out."""
    said = with_years(text, now)
    return _ACTUALLY_BEFORE_NOT.sub("", said) if "actually" in said.lower() else said
