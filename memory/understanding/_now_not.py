"""A new day said with "now" and the old one after "not", with no comma between: "the office move
is now jan 15 not jan 8", "standup is at 10 now not 9", "rent is now due the 5th not the 1st".

Written with the comma ("…now jan 15, not jan 8") the old day is an aside after the move and the
readers know it; without one, "jan 15 not jan 8" read as one date that is none, and the message
kept nothing. The comma is put in where people leave it out: only when "now" comes before the
"not", the words after "not" are one time expression and nothing else, and the words before it end
on date words. Written by hand: one shape of a line.
"""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding._phrases import _I
from memory.understanding.timex import has_date_words, parse_date

__all__ = ["now_not"]

_NOW_NOT = re.compile(r"^(?P<new>.*\bnow\b.*?)\s+(?P<not>not\s+(?P<old>[^,;]+?))(?P<end>[\s.!]*)$", _I)
_LAST_WORDS = 3  # "jan 15", "the 5th", "at 10 now": the new day ends what was said before "not"
_HOUR = re.compile(r"^\d{1,2}(?::\d{2})?\s*(?:am|pm)?$", _I)  # "not 9": an hour, after a new one
_HOUR_SAID = re.compile(r"\b(?:at\s+)?\d{1,2}(?::\d{2})?\s*(?:am|pm)?(?:\s+now)?$", _I)


def now_not(text: str, *, now: datetime, tz: ZoneInfo) -> str:
    """``text`` with a comma before the "not <old day>" of a move said with "now" (module doc);
    any other text as it was."""
    m = _NOW_NOT.match(text.strip()) if " not " in text.lower() else None
    if m is None or m["new"].rstrip().endswith(","):
        return text
    said = " ".join(m["new"].split()[-_LAST_WORDS:])
    old = m["old"].strip()
    hours = bool(_HOUR.match(old) and _HOUR_SAID.search(said))  # "at 10 now not 9"
    if not has_date_words(said) or not (hours or parse_date(old, now=now, tz=tz) is not None):
        return text  # "it's now clear not cloudy": no days
    return f"{m['new']}, {m['not']}{m['end']}"
