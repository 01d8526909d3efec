"""A loan or a term renewed, with its new due: "library books - renewed online, now due the 26th",
"renewed the library books, now due the 26th", "parking permit extended, due back the 3rd now".

A renewal that says when the thing is next due moves the to-do about it (to return the books,
to renew the permit) to that day: the renewal is no job finished and the due no new to-do.
Read clause by clause, the first part finished the to-do and the second kept a to-do called
"now" or asked what it changes; said as "<thing> is now due <day>" the move readers read it.

Hand-written: one shape of English, rewritten into the words the readers already read.
"""

from __future__ import annotations

import re

_RENEWED = r"(?:renewed|extended|prolonged)(?:\s+(?:online|again|at\s+the\s+desk|for\s+another\s+\w+))?"
_NEW_DUE = (
    r"\s*[,;:]\s*(?:(?:it's|its|they're|theyre|it\s+is|they\s+are)\s+)?(?:now\s+)?due\s+(?:back\s+)?"
    r"(?P<d>[^,;]+?)(?:\s+now)?[\s.!]*$"
)
_FORMS = (
    # "library books - renewed online, now due the 26th", "library books renewed, due the 26th now"
    re.compile(
        r"^(?P<a>(?:the\s+|my\s+|our\s+)?[^\W\d_][^,;:]*?)\s*(?:[-–—:]\s*|\s+)(?:(?:got|been|were|was|are|is)\s+)?"
        + _RENEWED + _NEW_DUE,
        re.IGNORECASE,
    ),
    # "renewed the library books, now due the 26th"
    re.compile(r"^(?:i\s+|just\s+)*(?:renewed|extended|prolonged)\s+(?P<a>[^,;]+?)" + _NEW_DUE, re.IGNORECASE),
)
_ORDER = re.compile(r"^(?:i\s+|just\s+)*(?:renewed|extended|prolonged)\s+", re.IGNORECASE)


def renewed_due(text: str) -> str:
    """``text`` said as "<thing> is now due <day>" when it renews a thing and says its new due
    (see the module doc); ``text`` itself otherwise."""
    for form in _FORMS:
        m = form.match(text.strip())
        if m is not None and not _ORDER.match(m["a"]):
            return f"{m['a'].strip()} is now due {m['d'].strip()}"
    return text
