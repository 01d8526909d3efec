"""A yearly date kept as the user typed it ("June 3", "3rd of june", "jun 3") said back the way
recap writes every date (:func:`memory.timefmt.local_date_text`: day, then month): "3 June".

A birthday or an anniversary is a fact whose value is the words of the message, not a date
recap resolved, so an answer would otherwise echo "June 3" beside dates written "3 June". Only
a month and a day are rewritten; any other value ("next week", "in the spring") is said as kept.
Hand-written: two orders of English month and day, the month names from :mod:`calendar`.
"""

from __future__ import annotations

import calendar
import re

_MONTHS = {name.lower(): name for name in calendar.month_name if name}
_MONTHS |= {name.lower()[:3]: name for name in calendar.month_name if name}
_MONTHS["sept"] = "September"
_MONTH = r"(?P<m{n}>" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")\.?"
_DAY = r"(?P<d{n}>[0-3]?\d)(?:st|nd|rd|th)?"
_MONTH_DAY = re.compile(
    rf"^(?:{_MONTH.format(n=1)}\s+(?:the\s+)?{_DAY.format(n=1)}|(?:the\s+)?{_DAY.format(n=2)}\s+(?:of\s+)?{_MONTH.format(n=2)})$",
    re.IGNORECASE,
)
_LAST_DAY = 31


def yearly_date(value: str) -> str:
    """``value`` as "3 June" when it is a month and a day, else unchanged."""
    m = _MONTH_DAY.match(value.strip())
    if m is None:
        return value
    day, month = int(m["d1"] or m["d2"]), _MONTHS[(m["m1"] or m["m2"]).lower()]
    return f"{day} {month}" if 1 <= day <= _LAST_DAY else value
