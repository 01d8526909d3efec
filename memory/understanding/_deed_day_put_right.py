"""The day of something the user (or someone) did, put right by saying the deed again: "oh no, I
started them on tuesday not monday", "sorry, we moved in on the 3rd not the 4th", "she left on
friday, not thursday".

The deed is the one the conversation just stored ("started new meds (sertraline 50mg) on monday"),
so the words say no more than "no, it was tuesday not monday" does: the day it happened, put right.
Read as the deed it was a new report with two days and nothing kept. The line is put as that
correction only when a past-tense verb, at most a pronoun object, then two readable days joined by
"not" are all it says. Hand-written: one shape of a line.
"""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated
from memory.understanding.timex import parse_date

__all__ = ["deed_day_put_right"]

_DEED_DAY = gated(re.compile(
    r"^(?:(?:oh\s+)?(?:no|nah|nope|sorry|oops|actually|wait|correction)\b[\s,.:;!-]*)*"
    r"(?:i|we|he|she|they)\s+(?:actually\s+|really\s+)?"
    r"(?:[a-z]{3,}ed|began|went|got|took|did|came|left|flew|drove|sent|paid|bought|made|met|saw)(?:\s+(?:in|out|off|up|back))?"
    r"(?:\s+(?:it|them|that|this|those|these))?"
    r"\s+(?:on\s+|in\s+)?(?P<new>[^,;]+?)\s*,?\s+not\s+(?:on\s+|in\s+)?(?P<old>[^,;]+?)[\s.!]*$",
    _I,
))


def deed_day_put_right(text: str, *, now: datetime, tz: ZoneInfo) -> str:
    """``text`` as "no, it was <day>, not <day>" when it says a deed again with its day put right
    (module doc); else as it was."""
    m = _DEED_DAY.match(text.strip())
    if m is None or parse_date(m["new"], now=now, tz=tz) is None or parse_date(m["old"], now=now, tz=tz) is None:
        return text
    return f"no, it was {m['new']}, not {m['old']}"
