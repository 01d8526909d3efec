"""A request to put it right, said after the correction: "the lovo is on the 14th not the 10th, fix it",
"Omar is COO not CEO - pls update that", "that's wrong, can you correct it".

The request is how the correction was said, no to-do of the user's: read with it, "…, fix it" kept a
to-do "fix the lovo" (a wrong memory) and "that's wrong, fix it" read "fix it" as the value put right.
Only after words that say something is wrong ("not", "actually", "wrong", "meant", "should be", …);
"the gate's broken, fix it" or "Tom's bike has a flat, can you fix it" ask for a repair, kept as they are.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I

__all__ = ["without_fix_request"]

_FIX_AFTER = re.compile(
    r"\s*[,;.!–—-]+\s*(?:(?:pls|please|plz|can\s+you|could\s+you|would\s+you)\s+)?(?:fix|update|change|correct|amend)"
    r"\s+(?:it|that|this|that\s+one)(?:\s+(?:pls|please|plz|for\s+me|thanks|thx|ty))*[\s!.?]*$",
    _I,
)
# what says the words before it put something right
_WRONG = re.compile(
    r"\b(?:not|actually|wrong|meant|mean|correction|mistake|typo|should\s+be|shd\s+be|isn'?t|wasn'?t)\b|\s->\s", _I
)


def without_fix_request(text: str) -> str:
    """``text`` without a request to put it right said after its correction (see the module doc)."""
    found = _FIX_AFTER.search(text)
    return text[: found.start()] if found is not None and _WRONG.search(text[: found.start()]) else text
