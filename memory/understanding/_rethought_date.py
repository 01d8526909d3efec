"""A date put right within the message that said it: "call the bank tmrw, no wait thursday",
"pay the nanny fri - actually make that thurs", "dentist weds 3pm, no 4pm", "ring Jo at 5, sorry
6". The words after the slip are the date meant, so the message is read with them in the
place of the date said first: one to-do, due then (before, "sorry thurs" became a second to-do
called "pay sorry", and "no wait thursday" was dropped).

Only when the words after the slip are a date and nothing else, and the words before it say a
date to put right; a time alone after a day and a time keeps the day ("weds 3pm, no 4pm" is
weds at 4pm). Hand-written: one shape, a closed list of the ways people take a word back.
"""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding._phrases import _I
from memory.understanding._time_only import clock_only
from memory.understanding.timex import find_spans

_RETHOUGHT = re.compile(
    r"^(?P<head>.*\S)\s*(?:,|;|\s[-–—]+)\s*(?:(?:no+|nope|nah|sorry|soz|oops|wait|actually|i\s+mean|i\s+meant"
    r"|scratch\s+that|my\s+bad)\b[\s,.!…]*)+(?:make\s+(?:that|it)\s+|it'?s\s+|(?:i\s+)?mean\s+)?(?P<d>[^,;]+?)[\s.!]*$",
    _I,
)
# a message that opens as a correction puts right what was said before it, not its own words
_CORRECTING = re.compile(r"^(?:no+|nope|nah|oh+|wait|sorry|soz|oops|hmm+|ah+|actually|i\s+mean)\b", _I)
# a subject and "is" opening the words before: a remark about a day, no date of a to-do
_REMARK = re.compile(r"^(?:(?:the|my|our)\s+)?[\w'-]+(?:\s+[\w'-]+)?(?:\s+(?:is|are|was|were)|'s)\s", _I)
_CLOCK = re.compile(r"(?:\s*(?:at|@)\s*|\s+)?\b\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?$", _I)
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
    spans = [s for s in find_spans(new, now=now, tz=tz) if s.spec is not None]
    if len(spans) != 1 or len(new) - (spans[0].end - spans[0].start) > _UNSAID_MOST:
        return text  # "…, no wait I'll do it myself": no date meant
    head = m["head"]
    said = [s for s in find_spans(head, now=now, tz=tz) if s.spec is not None]
    if not said:
        return text
    old = said[-1]
    old_words = head[old.start : old.end]
    if clock_only(new) and not clock_only(old_words):
        new = f"{_CLOCK.sub('', old_words).strip()} {new}".strip()  # "weds 3pm, no 4pm": weds at 4pm
    return f"{head[: old.start]}{new}{head[old.end :]}"
