"""A visitor's new day, said after they got in touch: "health visitor rang, she's coming fri
instead", "plumber texted - he's now coming thurs", "the electrician called to say they're coming
monday now", "vet called, 4:45 instead" (the new time alone).

The second clause alone is a move of "that" (:func:`memory.understanding._pronoun_move.coming_instead`),
which :mod:`memory.derive` resolves to whatever to-do was touched last: the nappies just ordered
were moved to the health visitor's day. The one who rang names the visit, as a move says its
target; when nothing open matches, derivation asks instead of moving another to-do.

Only with a word saying the day changed ("instead", "now", "actually"), as
:func:`coming_instead` requires.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _Ctx, _phrase
from memory.understanding.intents import Intent, MoveCommitment

__all__ = ["rang_instead"]

_RANG_INSTEAD = re.compile(
    r"^(?:(?:the|my|our)\s+)?(?P<who>(?!(?:i|we|you|he|she|they|it|someone|somebody)\b)[^\W\d][\w'\-]*"
    r"(?:\s+[^\W\d][\w'\-]*){0,2}?)\s+(?:rang|called|phoned|texted|messaged|emailed|was\s+in\s+touch|got\s+in\s+touch)"
    r"(?:\s*(?:,|;|\s[-–—])\s*(?:and\s+|so\s+)?|\s+(?:and|to\s+say)\s+)(?:says?\s+|said\s+)?"
    r"(?:he|she|they)\s*(?:'s|s|'re|\s+is|\s+are|'ll\s+be|\s+will\s+be)\s+(?:now\s+)?"
    r"(?:coming|arriving|visiting|popping\s+(?:over|round|by)|coming\s+(?:over|round|by))\s+"
    r"(?:now\s+)?(?P<d>.+?)(?:\s+(?P<changed>instead|now|actually))?[\s.!]*$",
    _I,
)
_CHANGED = re.compile(r"\b(?:now|instead|actually)\b", _I)
# the new time alone after who got in touch: "vet called, 4:45 instead", "garage rang - thursday instead now"
_RANG_THEN_TIME = re.compile(
    r"^(?:(?:the|my|our)\s+)?(?P<who>(?!(?:i|we|you|he|she|they|it|someone|somebody)\b)[^\W\d][\w'\-]*"
    r"(?:\s+[^\W\d][\w'\-]*){0,2}?)\s+(?:rang|called|phoned|texted|messaged|emailed)(?:\s+(?:back|me|us))?"
    r"\s*(?:,|;|\s[-–—])\s*(?:(?:it's|its|now)\s+)?(?P<d>[^,;]+?)\s+(?:instead|now)[\s.!]*$",
    _I,
)


def rang_instead(text: str, ctx: _Ctx) -> list[Intent] | None:
    """The move of the visit by whoever got in touch, to the new day they gave; else None."""
    m = _RANG_INSTEAD.match(text.strip()) or _RANG_THEN_TIME.match(text.strip())
    if m is None or not _CHANGED.search(text):
        return None  # "plumber rang, he's coming wed": a visit told, for the visit reader
    due = ctx.date(m["d"])
    who = _phrase(m["who"])
    if due is None or due.end <= ctx.now or not who:
        return None
    return [MoveCommitment(who, due)]
