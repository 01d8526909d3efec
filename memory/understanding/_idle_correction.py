"""A "correction" with nothing to put right: "correction to my earlier rant: the traffic wasnt
THAT bad", "my bad, it was the blue one we saw, not the green", "sorry, the party was fun tho".

They open with a correction's marker, but nothing was just noted for them to correct and they
name nothing recap keeps: no number, no date, no name (a capitalised word after the first;
a word in capitals is emphasis, "THAT bad"). Asking "What does that correct?" about them is a
needless question: the user is taking back a remark, a story, an opinion. With something just
noted, or with a value in the words, recap still asks (:mod:`memory.asks`).
"""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding.timex import find_spans

_DIGIT = re.compile(r"\d")
_WORD = re.compile(r"[^\W\d_][\w'’\-]*")
_EMPHASIS = re.compile(r"^[A-Z]{2,}$|^I(?:'m|'ve|'d|'ll|’m|’ve|’d|’ll)?$")


def names_nothing_kept(text: str, *, now: datetime, tz: ZoneInfo) -> bool:
    """Whether ``text`` names no value recap keeps: no digit, no date, no name."""
    if _DIGIT.search(text) or "@" in text or find_spans(text, now=now, tz=tz):
        return False
    words = _WORD.findall(text)[1:]  # the first word is capitalised as any sentence's is
    return not any(w[0].isupper() and not _EMPHASIS.match(w) for w in words)
