"""Someone who cannot keep the day, and the day it is now: "garage can't do wed, now fri",
"plumber can't make thurs, coming fri instead", "the dentist can't fit me in tues so it's thurs".

Read clause by clause, the first part was nothing (or a cancellation by them) and the second a
date alone, so recap kept "garage can't do" as a new to-do due friday: a wrong memory beside the
real one, still due wednesday. Said together, it is the to-do with them moved to the new day;
the one who cannot names it ("garage" of "get the car to the garage"), as a move says its target.

Only when both days read as dates, the old one is said right after what they cannot do, and the
new one is still ahead. Hand-written: one shape of English over the date reader.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _Ctx, _phrase
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, MoveCommitment

__all__ = ["cant_then"]

_CANT_THEN = gated(re.compile(
    # "actually the tech can't make thurs, pushed to mon": the aside before it is not who cannot
    r"^(?:(?:actually|so|oh|ugh+|argh+|update|well|welp|and|also|hmm+|bad\s+news)\s*[,:!\-–—]?\s+)?"
    r"(?P<who>(?:(?:the|my|our)\s+)?[\w'\-]+(?:\s+[\w'\-]+)?)\s+(?:can't|cant|can\s*not|couldn't|couldnt)\s+"
    r"(?:do|make(?:\s+it)?|manage|come|take\s+(?:it|us|me|her|him|them|the\s+\w+)|fit\s+(?:me|us|it|her|him|them)\s+in"
    r"|see\s+(?:me|us|her|him|them))\s+(?:on\s+)?(?P<old>[^,;]+?)"
    r"\s*(?:,|;|\s[-–—]\s|\s+so|\s+but)\s*(?:(?:so|but|and)\s+)?"
    r"(?:(?:it's|its|it\s+is|now|moved\s+to|moving\s+to|pushed\s+to|coming|doing\s+it|they'll\s+do\s+it|can\s+do"
    r"|booked\s+(?:me\s+|us\s+|it\s+)?(?:in\s+)?for|offered|going\s+with)\s+)*"
    r"(?P<new>.+?)(?:\s+(?:instead|now|then|it\s+is))?[\s.!]*$",
    _I,
))


def cant_then(text: str, ctx: _Ctx) -> list[Intent] | None:
    """The move of the to-do with whoever cannot keep its day, to the day said after; else None."""
    m = _CANT_THEN.match(text.strip())
    if m is None:
        return None
    old, new = ctx.date(m["old"]), ctx.date(m["new"])
    if old is None or new is None or new.end <= ctx.now or new.start == old.start:
        return None
    who = _phrase(m["who"])
    return [MoveCommitment(who, new)] if who else None
