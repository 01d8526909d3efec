"""A second thing done, named bare after a done report: "power company done, mail redirect too",
"paid the gas bill, water bill too", "bins out, recycling as well".

After a clause that reports a to-do done, "<thing> too" says that thing is done as well (it carries
the report before it), never a new thing to track: it is said again as "<thing> done". A clause
with a verb of its own ("…, called jo too") is read as said, and a to-do said first ("need to pay
the gas bill, water bill too") carries no done.
"""

from __future__ import annotations

import re

# the report: a done word after the thing ("power company done", "rent paid") or a past verb first
_DONE_FIRST = (
    r"(?:[^,;]+?\s+(?:done|sorted|paid|sent|booked|fixed|finished|submitted|posted|renewed|cancell?ed|out)"
    r"|(?:i\s+)?(?:just\s+)?(?:[a-z]{3,}ed|paid|sent|rang|did|got|made|took|bought|put|gave)\s+[^,;]+?"
    r"|✅\s*[^,;]+?)"
)
_DONE_THEN_TOO = re.compile(
    r"^(?P<first>" + _DONE_FIRST + r")\s*[,;+&]\s*(?:and\s+)?"
    r"(?P<n>(?:the\s+|my\s+|our\s+)?(?!(?:i|me|we|you|it|that|this|need|have|gotta|must)\b)[a-z][\w'&\-]*"
    r"(?:\s+(?!(?:to|will|is|are|was|needs?)\b)[\w'&\-]+){0,3}?)"
    r"\s+(?:too|as\s+well|also|aswell)(?P<end>[.!]*)$",
    re.IGNORECASE,
)
_VERB_FIRST = re.compile(r"^(?:the\s+|my\s+|our\s+)?[a-z]{3,}ed\b", re.IGNORECASE)


def done_too(text: str) -> str:
    """``text`` with a bare "<thing> too" after a done report said as "<thing> done" (see the module doc)."""
    m = _DONE_THEN_TOO.match(text.strip())
    if m is None or _VERB_FIRST.match(m["n"]):
        return text  # "…, called jo too": a deed of its own, read as said
    return f"{m['first']}, {m['n']} done{m['end']}"
