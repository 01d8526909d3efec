"""Two connectors said as one: "on or before the 9th" is "by the 9th"; "on or after the 9th" is
"after the 9th" (some day from then on, which recap asks about).

Read word by word, "on or before the 9th" leaves "on or" in the to-do ("file the claim on or")
and moves the due to the 8th, the day before. Said in forms, leases and bills, the pair is one
deadline: rewritten to the one connector that means it before the sentence is read.
"""

from __future__ import annotations

import re

__all__ = ["one_connector"]

_BY = re.compile(r"\b(?:on\s+or\s+(?:before|b4|by)|(?:by|before|b4)\s+or\s+on)(?=\s)", re.IGNORECASE)
_AFTER = re.compile(r"\b(?:on\s+or\s+after|after\s+or\s+on)(?=\s)", re.IGNORECASE)


def one_connector(s: str) -> str:
    """``s`` with each pair of connectors said as the one they mean ("on or before" -> "by")."""
    if " or " not in s:
        return s
    return _AFTER.sub("after", _BY.sub("by", s))
