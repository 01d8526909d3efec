"""A plan's end told, never a thing to do: "the swap w hemi fell thru, back on sat", "the deal fell
apart", "the sale didn't go ahead". What fell through is news (or a cancel of an open to-do that the
lifecycle reads); its words never make a to-do or an offer to track one."""

from __future__ import annotations

import re

_FELL_THROUGH = re.compile(
    r"\b(?:fell|has\s+fallen|have\s+fallen|'s\s+fallen)\s+(?:through|thru|apart)\b"
    r"|\bdid(?:n'?t|\s+not)\s+(?:happen|go\s+ahead|work\s+out)\b",
    re.IGNORECASE,
)


def fell_through(words: str) -> bool:
    """Whether ``words`` tell that a plan fell through (in the past: "make sure it doesn't fall
    through" is still a thing to do)."""
    return _FELL_THROUGH.search(words) is not None
