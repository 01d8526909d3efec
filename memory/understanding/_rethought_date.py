"""A date put right within the message that said it: "call the bank tmrw, no wait thursday",
"pay the nanny fri - actually make that thurs", "dentist weds 3pm, no 4pm", "ring Jo at 5, sorry
6". The words after the slip are the date meant, so the message is read with them in the
place of the date said first: one to-do, due then (before, "sorry thurs" became a second to-do
called "pay sorry", and "no wait thursday" was dropped).

Only when the words after the slip are a date and nothing else, and the words before it say a
date to put right; a time alone after a day and a time keeps the day ("weds 3pm, no 4pm" is
weds at 4pm). A bare number after the slip is an hour only when the date put right is a time
("ring Jo at 5, sorry 6", "pickup at 4:30, er 5"), a day of the month after one ("by the 5th,
sorry 6": the 6th), and a count after a count said outside the dates ("book the table for 8, no
7", "buy 3 bags of ice tmrw, sorry 4"); after a weekday alone ("fri, sorry 6") it may be the 6th
or 6 o'clock, so it is left unread. Hand-written: one shape, a closed list of the ways people take a
word back.
"""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding._phrases import _I
from memory.understanding._sentences import TAKEN_BACK
from memory.understanding._time_only import clock_only
from memory.understanding.timex import Precision, TimeSpan, find_spans

_RETHOUGHT = re.compile(
    r"^(?P<head>.*\S)\s*(?:,|;|\s[-–—]+|\.{2,}|…)\s*(?:" + TAKEN_BACK + r"\b[\s,.!…]*)+"
    r"(?:make\s+(?:that|it)\s+|it'?s\s+|(?:i\s+)?mean\s+)?(?P<d>[^,;]+?)[\s.!]*$",
    _I,
)
# a message that opens as a correction puts right what was said before it, not its own words
_CORRECTING = re.compile(r"^(?:no+|nope|nah|oh+|wait|sorry|soz|oops|hm+|ah+|actually|i\s+mean)\b", _I)
# a subject and "is" opening the words before: a remark about a day, no date of a to-do
_REMARK = re.compile(r"^(?:(?:the|my|our)\s+)?[\w'-]+(?:\s+[\w'-]+)?(?:\s+(?:is|are|was|were)|'s)\s", _I)
_CLOCK = re.compile(r"(?:\s*(?:at|@)\s*|\s+)?\b\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?$", _I)
_BARE = re.compile(r"^\d{1,2}(?:[:.]\d{2})?$")  # "6", "6:30": an hour, when a time is what is put right
_NUMBER = re.compile(r"(?<![\w:.,/])\d+(?![\w:.,/])")  # "for 8", "3 bags": a count said in the words before
_ORDINAL = re.compile(r"\b\d{1,2}(?:st|nd|rd|th)\b", _I)  # "the 5th": a day of the month
_UNSAID_MOST = 3  # "on", "the": a few characters of the new words that are no part of its date


def rethought(text: str, *, now: datetime, tz: ZoneInfo) -> str:
    """``text`` with a date taken back in it replaced by the one meant (see the module doc);
    ``text`` unchanged otherwise."""
    m = _RETHOUGHT.match(text.strip())
    if m is None or _CORRECTING.match(m["head"]) or _REMARK.match(m["head"]):
        # "oh wait tomorrow's a holiday, i meant thursday", "eom is today, i meant end of march": a
        # remark, then a correction of a message before
        return text
    new = m["d"].strip()
    head = m["head"]
    said = [s for s in find_spans(head, now=now, tz=tz) if s.spec is not None]
    if new.isdigit() and (count := _count(head, said)) is not None:
        return f"{head[: count.start()]}{new}{head[count.end() :]}"  # "book the table for 8, no 7": for 7
    if not said:
        return text
    old = said[-1]
    old_words = head[old.start : old.end]
    timed = old.spec is not None and old.spec.precision is Precision.INSTANT and _CLOCK.search(old_words)
    if _BARE.match(new) and timed:
        new = f"at {new}"  # "ring Jo at 5, sorry 6": the hour meant
    elif new.isdigit() and (day := _ORDINAL.search(old_words)) is not None:
        at = old.start + day.start()  # "pay rent by the 5th, sorry 6": by the 6th
        return f"{head[:at]}{new}{_suffix(int(new))}{head[old.start + day.end() :]}"
    spans = [s for s in find_spans(new, now=now, tz=tz) if s.spec is not None]
    if len(spans) != 1 or len(new) - (spans[0].end - spans[0].start) > _UNSAID_MOST:
        return text  # "…, no wait I'll do it myself": no date meant
    if clock_only(new) and not clock_only(old_words):
        new = f"{_CLOCK.sub('', old_words).strip()} {new}".strip()  # "weds 3pm, no 4pm": weds at 4pm
    return f"{head[: old.start]}{new}{head[old.end :]}"


def _count(head: str, said: list[TimeSpan]) -> re.Match[str] | None:
    """The last number ``head`` says outside its dates ("book the table for 8", "buy 3 bags of ice
    tmrw"), which a bare number after the slip puts right; None when there is none, or when a
    date with a number is said after it (then that is what was put right: "for 8 at 7, sorry 8")."""
    counts = [m for m in _NUMBER.finditer(head) if not any(s.start <= m.start() < s.end for s in said)]
    if not counts or any(s.start >= counts[-1].end() and any(c.isdigit() for c in head[s.start : s.end]) for s in said):
        return None  # "send 3 invoices by the 5th, sorry 6": the day, not the count
    return counts[-1]


def _suffix(day: int) -> str:
    """ "st", "nd", "rd" or "th": how an ordinal day ends (1st, 22nd, 13th)."""
    return "th" if day % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
