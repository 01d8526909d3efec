"""The user taking a thing on, said after it: "the SOC2 evidence has to be uploaded by 10/15 and
that's on me", "client wants the final cut by monday so thats on me", "invoices need sending by
fri, that's my job", "… (mine)".

The aside says whose the to-do is, and the user's is every to-do recap keeps unless another is
named; it adds no words to the to-do. Left in, it stops the readers of the to-do from seeing its
due at the end (and reads as a clause of its own that says nothing). It is cut from the end of
a sentence that says something before it; said alone ("that's on me", an apology) it stays.

Hand-written: one closed set of phrasings of "mine", after "and", "so", a comma or a dash.
"""

from __future__ import annotations

import re

__all__ = ["without_owned_aside"]

_OWNED = re.compile(
    r"(?:\s*[,;(]\s*|\s+[-–—]+\s+|\s+)(?:(?:and|so|but)\s+)?"
    # (never the object of a gerund: "…and renewing it is on me" is the to-do itself)
    r"(?:(?<!ing\s)(?:that|this|it)(?:'s|’s|s|\s+is|\s+one'?s|\s+one\s+is|\s+lands|\s+falls)\s+"
    r"(?:on\s+me|my\s+(?:job|problem|responsibility|call|department|baby|thing)|mine|on\s+my\s+plate|down\s+to\s+me)"
    r"|(?:on\s+me|my\s+job|mine)\s*\))"
    r"(?:\s+(?:lol|tbh|ugh|i\s+guess|apparently|now))?\s*[.!)]*\s*$",
    re.IGNORECASE,
)
MIN_WORDS = 3  # what stays must say something: "my bad, that's on me" is an apology


def without_owned_aside(text: str) -> str:
    """``text`` without the "that's on me" that ends it (see the module doc)."""
    m = _OWNED.search(text)
    if m is None:
        return text
    head = text[: m.start()].rstrip(" ,;-–—")
    return head if len(head.split()) >= MIN_WORDS and not _APOLOGY.search(head) else text


_APOLOGY = re.compile(r"\b(?:sorry|my\s+bad|apologies|oops|whoops|my\s+fault|mistake)\b", re.IGNORECASE)
