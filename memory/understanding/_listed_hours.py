"""A bare hour ending an item of a dated list whose other items carry clock times: "tmrw: gym
6am, standup 9" (standup at 9), "fri: dentist 2:30, school run 3"; or ending an appointment's
name ("tmrw: dentist 9, pick up dry cleaning": an appointment is kept at an hour, no count).

Beside "6am" the 9 is a time too, and the day heading dates both; read alone, "standup 9" keeps
the 9 in the to-do's words. Only in a list under a heading that is a date ("busy day:" is none)
where another item has a clock time or the item is an appointment (a list of counts, "sat: eggs
12, milk 2", says no time at all), and only a number that can be an hour after a word that is not a count's or a
preposition's. Hand-written: one shape.
"""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding._phrases import _I
from memory.understanding._sign_forms import _EVENT
from memory.understanding.timex import parse_date

__all__ = ["listed_hours"]

_LIST = re.compile(r"^(?P<label>[^:,;]{2,30})(?<!\d):\s*(?P<items>.+)$")  # never a clock's colon ("at 3:15")
_FILLER = re.compile(r"^(?:(?:ok(?:ay)?|so|right|alright|and|also|btw)\b[\s,]*)+", _I)  # "ok so tmrw:"
_SPLIT = re.compile(r"(\s*[,;]\s*(?:and\s+|then\s+)?|\s+(?:and|then)\s+)", _I)
_CLOCK = re.compile(r"\b\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)\b|\b\d{1,2}:\d{2}\b|\b(?:at|@)\s*\d{1,2}\b", _I)
_BARE_HOUR = re.compile(r"^(?P<item>.*[a-z]\S*)\s+(?P<h>\d{1,2})(?P<end>[\s.!]*)$", _I)
# a number after these is a count, a price or a rank, never an hour
_NOT_HOURS = frozenset({
    "x", "for", "of", "to", "by", "buy", "get", "order", "need", "page", "pages", "room", "gate", "table", "bus",
    "route", "platform", "floor", "level", "aisle", "no", "number", "sprint", "at", "@", "around", "from", "until",
    "till", "til", "before", "after", "in",
})  # fmt: skip


def listed_hours(text: str, *, now: datetime, tz: ZoneInfo) -> str:
    """``text`` with a bare hour ending an item of a timed day list said "at" that hour."""
    m = _LIST.match(text.strip())
    if m is None or parse_date(_FILLER.sub("", m["label"]), now=now, tz=tz) is None:
        return text
    timed = _CLOCK.search(m["items"]) is not None
    parts = _SPLIT.split(m["items"])
    changed = False
    for i in range(0, len(parts), 2):  # the items; the separators sit between them
        bare = _BARE_HOUR.match(parts[i])
        if bare is None or not 1 <= int(bare["h"]) <= 23 or bare["item"].split()[-1].lower() in _NOT_HOURS:
            continue
        if not timed and not _EVENT.fullmatch(bare["item"].split()[-1]):
            continue  # "sat: eggs 12, milk 2": counts
        parts[i] = f"{bare['item']} at {bare['h']}{bare['end']}"
        changed = True
    return f"{m['label']}: {''.join(parts)}" if changed else text
