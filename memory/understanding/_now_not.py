"""A new day and the old one after "not", with no comma between: "the office move is now jan 15
not jan 8", "standup is at 10 now not 9", "rent is now due the 5th not the 1st", "party sat not fri".

Written with the comma ("…now jan 15, not jan 8") the old day is an aside after the move and the
readers know it; without one, "jan 15 not jan 8" read as one date that is none, and the message
kept nothing (or, with no "now", a to-do "party sat not" due Friday). The comma is put in where
people leave it out: only when the words after "not" are one time expression and nothing else, and
the words before it end on date words. Written by hand: one shape of a line.
"""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding._phrases import _I
from memory.understanding.timex import find_spans, has_date_words, parse_date

__all__ = ["now_not"]

_NOW_NOT = re.compile(r"^(?P<new>.*\bnow\b.*?)\s+(?P<not>not\s+(?P<old>[^,;]+?))(?P<end>[\s.!]*)$", _I)
# the same with no "now": "party sat not fri", "tomas says delivery mon not thurs" (the day said last
# before "not" is the new one all the same)
_BARE_NOT = re.compile(r"^(?P<new>.*?)\s+(?P<not>not\s+(?P<old>[^,;]+?))(?P<end>[\s.!]*)$", _I)
_LAST_WORDS = 3  # "jan 15", "the 5th", "at 10 now": the new day ends what was said before "not"
_HOUR = re.compile(r"^\d{1,2}(?::\d{2})?\s*(?:am|pm)?$", _I)  # "not 9": an hour, after a new one
_HOUR_SAID = re.compile(r"\b(?:at\s+)?\d{1,2}(?::\d{2})?\s*(?:am|pm)?(?:\s+now)?$", _I)


def now_not(text: str, *, now: datetime, tz: ZoneInfo) -> str:
    """``text`` with a comma before the "not <old day>" of a day put right (module doc), and with no
    "now" a thing said bare joined to its day by "is"; any other text as it was."""
    if " not " not in text.lower():
        return text
    m = _NOW_NOT.match(text.strip())
    bare = m is None and (m := _BARE_NOT.match(text.strip())) is not None
    if m is None or m["new"].rstrip().endswith(","):
        return text
    said = " ".join(m["new"].split()[-_LAST_WORDS:])
    old = m["old"].strip()
    hours = bool(_HOUR.match(old) and _HOUR_SAID.search(said))  # "at 10 now not 9"
    if not has_date_words(said) or not (hours or parse_date(old, now=now, tz=tz) is not None):
        return text  # "it's now clear not cloudy": no days
    new = _with_copula(m["new"], now=now, tz=tz) if bare else m["new"]
    if new is None:
        return text  # "oops 4:30 not 4", "meant sun not sat": a time put right, no thing said with it
    return f"{new}, {m['not']}{m['end']}"


def _with_copula(said: str, *, now: datetime, tz: ZoneInfo) -> str | None:
    """ "party is sat" for "party sat": the thing, then the day that ends what was said, joined
    as a day put right is said ("party is sat, not fri"); as it was when no day ends it, the day
    is all of it, or a verb already joins them ("the party's sat", "moved to sat"); None when the
    words before the day name no thing ("oops 4:30", "meant sun")."""
    spans = find_spans(said, now=now, tz=tz)
    if not spans or spans[-1].end != len(said.rstrip()) or spans[-1].start == 0 or spans[-1].connector:
        return said
    thing = said[: spans[-1].start].rstrip()
    if _SAID.search(thing) or not _THING_WORD.search(_MARKERS.sub("", _JOINED.sub("", thing))):
        return None
    if _JOINED.search(thing):
        return said
    return f"{thing} is {said[spans[-1].start :]}"


# a correction's or a feeling's words before the day, naming no thing: "oops", "ugh", "meant", "sorry i meant"
_MARKERS = re.compile(
    r"\b(?:oops|ugh|argh|sorry|soz|meant|i\s+meant|no|nah|nope|wait|actually|correction|typo|my\s+bad|ok|okay"
    r"|sry|lol|i|we|it|it's|its|that|that's|thats|should\s+be|make\s+that|make\s+it|change\s+(?:it|that)\s+to)\b",
    _I,
)
_THING_WORD = re.compile(r"[^\W\d_]{2,}")
# words that already join a thing to its day: "the party's sat", "it was fri", "moved to sat"
_JOINED = re.compile(r"(?:'s|\bis|\bare|\bwas|\bwere|\bbe|\bto|\bnow|\bon|\bfor|\bby|\bat)$", _I)
# a day someone said, put right: "sorry, pavel said tues not mon" (its own readers know it as it is)
_SAID = re.compile(r"\b(?:said|says|say|reckons|meant|mean)$", _I)
