"""Someone came for their own thing: "Mo came and got his ladder", "Priya picked up her
bike", "the neighbours collected their drill", "Ben came round and took the drill back".

Whoever owns the thing took it back, so the user's to-do of returning it ("return Mo's
ladder", "give Priya her bike back") is done: read as that return, past (which to-do it is,
:mod:`memory.derive` decides by the thing's words). Only a thing said as the taker's own
("his", "her", "their") or taken "back", taken by a name or a person of the household or trade
("the neighbours", "my brother"): "Mo picked up the kids" fetched no thing of his.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _Ctx, _phrase
from memory.understanding._prefilter import gated
from memory.understanding.intents import CompleteCommitment, Intent

__all__ = ["fetched_own"]

_FETCHED = gated(re.compile(
    r"^(?P<who>(?!(?:i|we|you|he|she|they|it|that|this|someone|somebody)\b)[a-z][\w-]*"
    r"|(?:the|my|our)\s+[a-z][\w-]*)\s+(?:(?:finally|just|already)\s+)?"
    r"(?:came\s+(?:over\s+|round\s+|by\s+)?(?:and|&|n)\s+(?:got|grabbed|took|collected|picked\s+up)"
    r"|came\s+(?:for|to\s+(?:get|collect|pick\s+up|grab))"
    r"|(?:got|grabbed|took|collected|picked\s+up|fetched)(?=\s+(?:back\s+)?(?:his|her|their|the)\b))"
    r"\s+(?P<before>back\s+)?(?:(?P<whose>his|her|their)|the)\s+(?P<thing>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)"
    r"(?P<back>\s+back)?"
    r"(?:\s+(?:today|yesterday|this\s+morning|earlier|last\s+night))?[\s!.]*$",
    _I,
))


def fetched_own(clause: str, ctx: _Ctx) -> list[Intent] | None:
    """The return of the thing its owner came and took, or None."""
    m = _FETCHED.match(clause.strip())
    if m is None or not (m["whose"] or m["before"] or m["back"]):
        return None  # "Mo picked up the kids": no thing of his; "Ben took the drill back": his, taken back
    who = re.sub(r"^(?:the|my|our)\s+", "", m["who"], flags=_I)
    whose = f"{who}'" if who.lower().endswith("s") else f"{who}'s"  # "the neighbours' drill"
    return [CompleteCommitment(_phrase(f"return {whose} {m['thing']}"), past_tense=True)]
