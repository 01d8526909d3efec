"""A visit said before the deed it was for: "the mechanic came and fixed the generator", "fundi came n
fixed the gen", "AC tech came round & replaced the filter".

The coming is only how the deed happened; the deed is the news (an issue resolved, a to-do done), so
the sentence is read as the deed done by whoever came: "the mechanic fixed the generator". Only a
deed said in the past ("…ed") follows; "came and went", "came to fix it", "came and will fix it
tmrw" are left to the other readers. Hand-written: one shape, its preamble dropped.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I

__all__ = ["came_and_did"]

_CAME_AND = re.compile(
    r"^(?P<who>(?:(?:the|our|my)\s+)?[^\W\d][\w'-]*(?:\s+[\w'-]+){0,2}?)\s+(?:finally\s+)?came"
    r"(?:\s+(?:round|over|by|out|in|back))?(?:\s+(?:today|this\s+morning|this\s+afternoon|earlier))?"
    r"\s+(?:and|n|&|an')\s+(?P<deed>(?:finally\s+)?[a-z]{2,}ed\b.*)$",
    _I,
)


def came_and_did(text: str) -> str:
    """``text`` with a visit said before its deed dropped ("the mechanic came and fixed the
    generator": "the mechanic fixed the generator"), else ``text``."""
    m = _CAME_AND.match(text.strip())
    if m is None:
        return text
    return f"{m['who']} {m['deed']}"
