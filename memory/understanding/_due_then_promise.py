"""A thing said due, then the user's promise to do it, by pronoun: "Q1 board deck is due 3/30,
I'll put it together", "the grant report's due friday so I'll write it", "rent is due on the
1st, gonna pay it".

The first half names the thing and its date, the second says what the user will do to "it".
Said with "need to" ("…, need to write it") the pair is already read as one to-do (see
:mod:`._referring` and :mod:`._it_said_next`); said as a promise ("I'll", "gonna") the second
half alone reads as nothing, since "I'll write it" with no date is too weak a to-do on its own.
So after a "… is due <date>" clause, the promise words are read as "need to", and the pair
becomes one to-do of the user's, due that date. A promise with its own subject ("Ana will
write it") or a clause with no "due" before it is left alone.

Written by hand: one shape, a due clause and then a pronoun promise.
"""

from __future__ import annotations

import re

__all__ = ["promised_after_due"]

_DUE_THEN_WILL = re.compile(
    r"\b(?:is|are|'s|was)\s+due\b[^,;.!?]*?(?P<cut>\s*(?:,|;|\s-|\.)\s*(?:and\s+|so\s+)?|\s+(?:so|and)\s+)"
    r"(?P<will>i'll|ill|i\s+will|i'm\s+gonna|im\s+gonna|gonna|i'm\s+going\s+to|im\s+going\s+to|i\s+can|will)\s+"
    r"(?=(?:just\s+)?[a-z]+\s+(?:it|them)(?:\s+(?:together|up|out|off|done|in|over|back|sorted))?\s*[.!]*$)",
    re.IGNORECASE,
)


def promised_after_due(text: str) -> str:
    """``text`` with a pronoun promise after a due clause said as the to-do it is ("…, need to
    put it together")."""
    if "due" not in text.lower():
        return text
    m = _DUE_THEN_WILL.search(text)
    if m is None:
        return text
    return f"{text[: m.start('will')]}need to {text[m.end() :]}"
