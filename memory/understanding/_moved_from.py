"""A move said in two steps, where from and then where now: "Anh moved over from Data, she's on
Growth now", "Tomás relocated from Leeds - he's in York these days", "Ines switched from sales and
is in ops now".

The first clause alone says only what was left ("moved over from Data"): no fact, and asked about
on its own. The clause after it says where the same person is now, by "she"/"he" or with the
subject left out. Together they are one move, the old value beside the new, so the message is put
as the one sentence the fact forms read ("Anh moved from Data to Growth").

Written by hand: one shape over the words, run before the sentence is cut into clauses (the cut
would part the two halves).
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I

__all__ = ["moved_from_then_now"]

_MOVED = r"(?:moved|moving|relocated|transferred|switched|shifted|went)(?:\s+(?:over|across|back))?"
_THEN_NOW = re.compile(
    r"^(?!(?:i|we|they|you|it|he|she|the|my|our)\s)(?P<p>[A-ZÀ-ÖØ-Þ][\w\-]*(?:\s+[A-ZÀ-ÖØ-Þ][\w\-]*)?)\s+(?:has\s+|just\s+)*"
    + _MOVED
    + r"\s+from\s+(?P<old>(?:the\s+)?[\w&\- ]+?)\s*(?:,|;|\s[-–—])\s*(?:and\s+|so\s+|now\s+)?"
    r"(?:(?:she|he)(?:'s|\s+is)|is)\s+(?:now\s+)?(?P<at>on|in)\s+(?P<new>(?:the\s+)?[\w&\- ]+?)"
    r"\s+(?:now|these\s+days)$",
    _I,
)


def moved_from_then_now(text: str) -> str:
    """``text`` as one move when it says where someone moved from and then where they are now
    ("Anh moved over from Data, she's on Growth now" -> "Anh moved from Data to Growth"), else as
    it was."""
    m = _THEN_NOW.match(text.strip())
    if m is None:
        return text
    return f"{m['p']} moved from {m['old']} to {m['new']}"
