"""Something said of one of two people, the user unsure which: "either Orry or Illiam has the key
for the compound", "either Oksana or Lilya is doing the audit, can't remember which".

Whose key, whose audit? Kept as either one's, the fact or the to-do would be wrong half the
time; kept as both, wrong always. Nothing is stored: recap asks which of the two it is.
"""

from __future__ import annotations

import re

from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, Unclear

__all__ = ["either_person"]

_NAME = r"(?-i:[A-ZÀ-Ý])[\w'’\-]+"
# "either Orry or Illiam has …", "Orry or Illiam has …, not sure which": two people by name, then their verb
_EITHER = gated(re.compile(
    r"^(?P<either>either\s+)?(?P<a>" + _NAME + r")\s+or\s+(?P<b>" + _NAME + r")\s+"
    r"(?:has|have|had|is|are|was|were|'s|got|knows|owns|runs|handles|keeps)\b"
    r"(?P<rest>.*)$",
    re.IGNORECASE,
))
# the doubt said after it: "can't remember which", "not sure which", "one of them"
_WHICH = re.compile(
    r"\b(?:(?:can'?t|cannot|don'?t)\s+(?:remember|recall)|not\s+sure|no\s+idea|dunno|forget|forgot)\s+which\b"
    r"|\bone\s+of\s+(?:them|the\s+two)\b",
    re.IGNORECASE,
)


def either_person(clause: str) -> list[Intent] | None:
    """An :class:`Unclear` asking which of the two people ``clause`` names it is of, or None when
    it says no such thing ("Orry or Illiam" with neither "either" nor a doubt said after it is a
    pair, left to the other readers)."""
    m = _EITHER.match(clause.strip())
    if m is None or not (m["either"] or _WHICH.search(m["rest"])):
        return None
    return [Unclear(
        question=f"Which one is it, {m['a']} or {m['b']}? I'll note it once you know.", text=clause.strip()
    )]
