"""A trouble told as none of the user's to keep: disowned ("the Chilean network says their server is
down, not our problem eh", "their build is broken, not my circus", "the evening flight got cancelled
for the Chilean team, not us") or lived with ("my phone screen
broke ages ago, I just live with it", "the back door sticks, we've learnt to live with it").

The failure words open an issue, yet the same message says the user will not follow it: nothing
to track, and no question either. Never when the message also asks for something ("… not our
problem but we need to tell Ana", "I live with it but should get it fixed": the issue stays).

Hand-written: a closed list of the ways these are said.
"""

from __future__ import annotations

import re

from memory.understanding._not_corrections import for_others
from memory.understanding._phrases import _I
from memory.understanding.intents import Intent, OpenEpisode

__all__ = ["left_alone", "not_ours"]

_DISOWNED = re.compile(
    r"\bnot\s+(?:our|my)\s+(?:problem|issue|concern|circus|monkeys|headache|job\s+to\s+fix)\b"
    r"|\b(?:their|his|her)\s+(?:problem|headache)\s+(?:not|now)\b",
    _I,
)
_LIVED_WITH = re.compile(
    r"\b(?:(?:just|learn(?:ed|t)?\s+to|we\s+can|i\s+can|gonna|going\s+to)\s+)?live\s+with\s+it\b(?!\s+(?:for\s+now|until|till|til))"
    r"|\bcan['’]?t\s+be\s+bothered\s+(?:to\s+)?(?:fix|get\s+it\s+fixed)|\bdoesn['’]?t\s+(?:bother|bug)\s+me\b",
    _I,
)
# what still asks for something: "… but we need to tell Ana", "should get it fixed", "remind me"
_WANTED = re.compile(
    r"\b(?:need|needs|gotta|got\s+to|have\s+to|has\s+to|must|should|remind|will\s+(?:fix|call|get)|['’]ll\s+(?:fix|call|get)"
    r"|until|till|for\s+now)\b",
    _I,
)


def left_alone(text: str) -> bool:
    """Whether ``text`` says the trouble it tells is none of the user's to follow (see the module doc)."""
    return not _WANTED.search(text) and bool(_DISOWNED.search(text) or _LIVED_WITH.search(text) or for_others(text))


def not_ours(intent: Intent, raw: str) -> bool:
    """Whether ``intent`` opens a trouble ``raw`` (the whole message) says the user will not follow."""
    return isinstance(intent, OpenEpisode) and left_alone(raw)
