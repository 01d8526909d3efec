"""A shift's hours said as two bare numbers: "night shift sat 7-7", "early shift tmrw 6-2", "late
shift fri 2-10".

Which half of the day each number is in, the kind of shift says: a night shift starts in the
evening and ends in the morning (7pm-7am), an early or day shift starts in the morning (6am-2pm),
a late or evening one in the afternoon (2pm-10pm). Read without it, "6-2" was 18:00, "10-6" 10:00
and "7-7" nothing. The hours are spelt out before the readers see them. A shift of no kind ("shift
sat 7-7") is left as said: either half may be meant.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I

__all__ = ["shift_hours"]

_SHIFT = re.compile(
    r"\b(?P<kind>night|nights|overnight|graveyard|early|morning|day|late|evening|twilight)\s+shift\b"
    r"(?P<mid>[^\d]{0,30}?)(?P<a>\d{1,2})\s*(?:-|–|to)\s*(?P<b>\d{1,2})\b(?!\s*(?:am|pm|a\.m|p\.m|[:.]\d|%))"
    # a count, not hours: "3-4 people", "2-3 times", "5-6 hrs"
    r"(?!\s*(?:people|ppl|persons?|staff|nurses|times|x|hours?|hrs?|days?|weeks?|quid|dollars|euros|pounds|k|percent)\b)",
    _I,
)
_NIGHT = frozenset({"night", "nights", "overnight", "graveyard"})
_MORNING = frozenset({"early", "morning", "day"})
_HOURS = 12


def _spelt(m: re.Match[str]) -> str:
    a, b, kind = int(m["a"]), int(m["b"]), m["kind"].lower()
    if not (0 < a <= _HOURS and 0 < b <= _HOURS):
        return m.group(0)  # "night shift 19-7": a 24-hour clock, read as it is
    if kind in _NIGHT:
        start, end = ("am" if a == _HOURS else "pm"), "am"  # "11-7", "12-8": from midnight
    elif kind in _MORNING:
        start, end = "am", ("pm" if b <= a or b == _HOURS else "am")  # "6-2", "7-7": into the afternoon
    else:
        start, end = "pm", ("pm" if a < b < _HOURS else "am")  # "2-10"; "4-12", "5-1": past midnight
    return f"{m['kind']} shift{m['mid']}{a}{start}-{b}{end}"


def shift_hours(text: str) -> str:
    """``text`` with a shift's bare hours spelt with the half of the day its kind says (see the
    module doc); any other ``text`` as it is."""
    return _SHIFT.sub(_spelt, text)
