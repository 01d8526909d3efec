"""A day said in the middle, before what the deed is for: "Sablan will take the skiff out sat to swap the
hydrophones", "I'm driving to Hilo fri to pick up the parts".

The to-do readers read a day that ends what is said; said before a purpose ("to swap the hydrophones"), the
day was left inside the action ("take the skiff out sat to swap the hydrophones", no due). Said after it
("… to swap the hydrophones sat") the day is the to-do's, and the purpose part of its name, so it is put
there.

Only one day (never a clock time) said in the message, right before "to" and a verb the to-do readers know, with
no date words after it: "book the hall sat to 5pm" is a span of time, "move the meeting from mon to wed" a move.
"""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding._commitment_intro import KNOWN_VERBS
from memory.understanding._phrases import _I
from memory.understanding.timex import Precision, find_spans, has_date_words

__all__ = ["purpose_after_day"]

_PURPOSE = re.compile(r"^\s+to\s+(?P<v>[a-z]+)\s+\S.*?(?P<end>[\s.!]*)$", _I)
_MORE_SAID = re.compile(r"[,;:!?]\s*\S|\s(?:and|but|then|so|thanks|thx|cheers|pls|please)\b", _I)
_DAY_CONNECTORS = frozenset({None, "on", "this", "next", "by"})
_REMINDER = re.compile(r"\b(?:remind|reminder|rmd|rmnd)", _I)
# the words of a move or a span, whose "to" is where it ends: "from mon to wed", "9 to 5"
_MOVE = re.compile(r"\b(?:from|move|moved|moving|push|pushed|shift|shifted|change|changed|bump|bumped)\b", _I)


def purpose_after_day(text: str, *, now: datetime, tz: ZoneInfo) -> str:
    """``text`` with a day said before "to <verb> …" put after it (see the module doc); any other ``text`` as it is."""
    if " to " not in text or not has_date_words(text) or _MOVE.search(text):
        return text
    spans = find_spans(text, now=now, tz=tz)
    if len(spans) != 1 or spans[0].spec is None or spans[0].start == 0 or spans[0].spec.precision is not Precision.DAY:
        return text  # ("remind me at 3.30 to call the school": a clock time, read where it is said)
    span = spans[0]
    if span.connector not in _DAY_CONNECTORS:
        return text  # "legal said i can have till monday to send it": how long, no day of a deed
    if _REMINDER.search(text[: span.start]):
        return text  # "remind me on the 20th to call the vet": a reminder's day, its readers' own
    if _MORE_SAID.search(text[span.end :]):
        return text  # "… sat to swap the hydrophones, and call Ana": the day is not only the purpose's
    m = _PURPOSE.match(text[span.end :])
    if m is None or m["v"].lower() not in KNOWN_VERBS or has_date_words(text[span.end :]):
        return text
    purpose = text[span.end : len(text) - len(m["end"])]
    return f"{text[: span.start].rstrip()}{purpose} {text[span.start : span.end].strip()}{m['end']}"
