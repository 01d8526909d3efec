"""A 24-hour clock typed last with no "at": "monday week BLS recert class 0800", "tmrw standup 0930".

Nurses, crews and the forces write the hour as four digits after the occasion. The time reader
takes "0800" as a clock only beside its day ("thurs 1400") or after "at", so said last it stayed
in the occasion's name ("BLS recert class 0800") and the due lost its hour. Put as "at 0800", it
is read as the clock on the day said before.

Only an hour with its leading zero ("0000" to "0959"), or one marked "hrs"/"h" ("1930hrs"), is
taken: no amount is written with a leading zero, while "fri pay Ali 1500" may be money. The
clock must end its clause, and the sentence must already say a day before it; "call the 0800
number" or "ring 0800 123 456" end with no such clock.
"""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding._phrases import _I
from memory.understanding.timex import says_a_date

__all__ = ["military_clock_last"]

# a word, then the four digits ending a clause: "class 0800", "briefing 1930hrs" (never after "at", "by" or a digit)
_LAST_CLOCK = re.compile(
    r"(?<![\w'])(?P<w>[a-z'][\w']*)\s+"
    r"(?P<c>0\d[0-5]\d(?:\s*(?:hrs?|h)\b)?|(?:[01]\d|2[0-3])[0-5]\d\s*(?:hrs?|h)\b)(?=\s*(?:[,;.!]|$))",
    _I,
)
# words that already say how the clock goes with the line: "by 0600", "from 0800", "till 1400hrs"
_CONNECTORS = frozenset({"at", "by", "till", "until", "til", "from", "to", "before", "after", "b4", "around", "about"})


def military_clock_last(text: str, *, now: datetime, tz: ZoneInfo) -> str:
    """``text`` with a four-digit clock that ends a clause after a day said as "at <clock>"."""

    def at(m: re.Match[str]) -> str:
        if m["w"].lower() in _CONNECTORS or not says_a_date(text[: m.start("c")], now=now, tz=tz):
            return m.group(0)
        return f"{m['w']} at {m['c']}"

    return _LAST_CLOCK.sub(at, text) if re.search(r"\d{4}", text) else text
