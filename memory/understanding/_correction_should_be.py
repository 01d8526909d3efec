"""A day or time put right by what it should have been: "it was supposed to be the 26th, my bad",
"that should've been thurs", "it's meant to be at 11", "it was meant to be the 3rd sorry".

The user names no to-do and no wrong value, only what the day was meant to be, so it reads as
"sorry, the 26th" does: the to-do the conversation touched last, re-dated. Only a date or a
time may follow ("it was supposed to be fun", "it should be fine" put nothing right), and an
apology after it ("my bad", "sorry", "typo") is no part of the day.
"""

from __future__ import annotations

import re

from memory.understanding.timex import has_date_words

__all__ = ["should_have_been"]

_SHOULD_BE = re.compile(
    r"^(?:(?:oh|oops|ugh|wait|hmm|no|sorry)[\s,.!]+)*(?:it|that|this|the\s+(?:date|day|time))"
    r"(?:(?:'s|\s+is|\s+was|s)\s+(?:supposed|meant|sposed|supposd)\s+to\s+be"
    r"|\s+should(?:\s+have|'ve|ve|a)?\s+be(?:en)?|\s+(?:ought|was)\s+to\s+be)\s+(?P<d>.+?)"
    r"(?P<tail>\s*[,;.!\-–—]\s*(?:my\s+bad|my\s+mistake|sorry|soz|oops|typo|mb|apologies)[.!]*)?$",
    re.IGNORECASE,
)
_MAX_WORDS = 5  # "the 26th", "at 11 on sunday": a day said, never a clause after it


def should_have_been(text: str) -> str | None:
    """``text`` said as "sorry, <the day>", or None when it says no day it should have been."""
    m = _SHOULD_BE.match(text.strip())
    if m is None or len(m["d"].split()) > _MAX_WORDS or not has_date_words(m["d"]):
        return None
    return f"sorry, {m['d']}"
