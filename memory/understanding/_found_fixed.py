"""A repair told by what the repairer found: "kwik fit said brake pads, all fixed now", "garage
said it was the alternator - sorted", "the plumber reckons it was a washer, all good now".

The finding names what was wrong and the tail says it is over, so the open issue about it ends
(:class:`ResolveEpisode` of the finding: an issue "brakes" is the one of "brake pads"). With no
such issue nothing is kept: no to-do "brake pads" is done, no fact of who said it. A finding
with no "fixed" after it ("garage said brake pads") is news of what is wrong, left to the other
forms. Hand-written: one shape, a closed list of the words that say it is over.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _Ctx
from memory.understanding.intents import Intent, ResolveEpisode

_FOUND_THEN_FIXED = re.compile(
    r"^(?:the\s+)?(?P<who>[\w'&.-]+(?:\s+[\w'&.-]+){0,2}?)\s+(?:said|says|reckons|reckoned|found|thinks|thought)"
    r"\s+(?P<cause>it\s+was\s+|it's\s+|its\s+|it\s+is\s+)?(?:the\s+|a\s+|an\s+)?"
    r"(?P<f>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?)"
    r"\s*(?:,|;|\s[-–—])\s*(?:(?:all|it's|its|it\s+is|everything's|now|and|been|got|all\s+been)\s+)*"
    r"(?:(?P<repair>fixed|replaced|repaired|changed|swapped)|sorted|done|good|fine)(?:\s+(?:now|again))?[.!]*$",
    _I,
)
# who may say what was wrong: never the user ("i said …", "we reckon …") nor someone's say on a plan
_NOT_A_REPAIRER = re.compile(r"^(?:i|we|you|he|she|they|it|that|this)$", _I)


def found_fixed(s: str, ctx: _Ctx) -> list[Intent] | None:
    """The issue a repairer's finding names, over (see the module), or None."""
    m = _FOUND_THEN_FIXED.match(s.strip())
    if m is None or _NOT_A_REPAIRER.match(m["who"]) or not (m["cause"] or m["repair"]):
        return None  # "Tom said the report, all done": a to-do of his or mine done, no fault found
    return [ResolveEpisode(m["f"])]
