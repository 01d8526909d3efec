"""The wrong day first, then the right one and what it is for: "sorry not sunday, monday the
meeting", "no wait not thurs - friday the dentist", "not the 12th, the movers are the 13th".

Said that way round, the clause after the comma read as a new to-do ("meeting" due monday) beside
the one it puts right, still on sunday. It is the same correction as "the meeting is monday not
sunday", which the correction readers know: the line is said that way. Only when both days read
as dates and what follows names a thing without a date of its own. Written by hand: two shapes of
one line.
"""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding._phrases import _I
from memory.understanding.timex import has_date_words, parse_date

__all__ = ["not_day_first"]

_LEAD = r"^(?:(?:sorry|soz|no|nope|oops|wait|hang\s+on|my\s+bad|actually)\s*[,!.\-–—]*\s+)*"
_NOT_DAY_FIRST = re.compile(
    _LEAD + r"not\s+(?P<old>[^,;—–]+?)\s*(?:[,;]|\s[-–—])\s*"
    r"(?:(?:the|my|our)\s+(?P<thing2>[^,;]+?)\s*(?:'s|\s+is|\s+are)\s+(?:on\s+)?(?P<new2>[^,;]+?)"
    r"|(?P<new>[^,;]+?)\s+(?:the|my|our)\s+(?P<thing>[^,;]+?))[\s.!]*$",
    _I,
)


def not_day_first(text: str, *, now: datetime, tz: ZoneInfo) -> str:
    """``text`` said as "the <thing> is <new> not <old>" when it puts a day right wrong-first
    (module doc); any other text as it was."""
    m = _NOT_DAY_FIRST.match(text.strip()) if "not" in text.lower() else None
    if m is None:
        return text
    new, thing = (m["new"], m["thing"]) if m["new"] else (m["new2"], m["thing2"])
    if has_date_words(thing) or not has_date_words(new) or not has_date_words(m["old"]):
        return text
    if parse_date(new, now=now, tz=tz) is None or parse_date(m["old"], now=now, tz=tz) is None:
        return text
    return f"the {thing} is {new} not {m['old']}"
