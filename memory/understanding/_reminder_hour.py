"""The hour a reminder is asked for after a to-do said with its day: "trash goes out tonight,
remind me at 11", "call the vet tmrw - remind me at 9am", "pay Jo back fri, remind me @ 5pm".

The hour is when the user wants the to-do, on the day the to-do already says: read as one
to-do due then ("trash goes out tonight at 11"), never as a second to-do named "remind me".
Only a bare clock time after the request, and only when the part before ends with a day and
says no time of its own. Hand-written: one shape, a regex; the rewrite is the text the
sentence reader then reads.
"""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.model import Precision
from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated
from memory.understanding.timex import find_spans

__all__ = ["reminder_hour"]

_HOUR = gated(re.compile(
    r"^(?P<todo>.+?)\s*(?:[,;]|\s[-–—]+)\s*(?:(?:and|so|pls|please|plz)\s+)*remind\s+me\s+(?:at\s+|@\s*)?"
    r"(?P<t>\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.?|p\.m\.?)?)\s*(?:pls|please|plz|thx|thanks)?[\s.!]*$",
    _I,
))

_EVENING = re.compile(r"\b(?:tonight|tonite|this\s+evening)\b", _I)  # a part of the day, no hour yet


def reminder_hour(text: str, *, now: datetime, tz: ZoneInfo) -> str:
    """``text`` with a trailing "remind me at <hour>" folded into the day before it, or as said."""
    m = _HOUR.match(text.strip())
    if m is None:
        return text
    todo = m["todo"]
    spans = find_spans(todo, now=now, tz=tz)
    last = spans[-1] if spans else None
    if last is None or last.spec is None or todo[last.end :].strip(" ,.!"):
        return text  # the day must end what comes before: "… tonight, remind me at 11"
    if last.spec.precision is Precision.INSTANT and not _EVENING.search(last.spec.text):
        return text  # "… at 3pm, remind me at 2": a time already said, and another one
    return f"{todo} at {m['t']}"
