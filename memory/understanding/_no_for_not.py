"""A "no" that stands for "not" before the value it denies: "he's in St Aubin no St Helier", "Callum's at
St Michael's, no Victoria College", "budget's 52 grand no 25, typo", "naw she's the conservation officer, no
the architect" read as "…, not St Helier", "…, not the architect".

Scots says "no" for "not" ("it's no working"), and a message typed fast drops the "t"; either way the words
after it are the value being put right, named as the one that was said before. Read as "X, not Y" the reader
already knows it: the new value X, the old one Y, and a correction that only changes a fact or a date holding
Y (nothing holds it: nothing changes). A statement said for the first time keeps X, as it did with the "no Y"
left unread.

Only a "no" after words that say something and before a value: the words after it start with "the", a digit
or a capital and are few, ending the message or put before an aside ("typo", "sorry", "got it backwards").
Never "no" as a word of its own ("no, St Helier", "X, no wait …"), nor after a verb that takes it ("said no
Tom", "there's no The Crown"), nor "no one", "no idea" and the rest (none starts with a capital or "the").
"""

from __future__ import annotations

import re

from memory.understanding._prefilter import gated

__all__ = ["no_as_not"]

# "<something said>[,] no <the value before>[, aside]"
# the words after which "no" is a word of its own: a verb that takes it ("there's no …", "said no"), "yes or no"
_TAKES_NO = (
    r"is are was were be it['’]s there['’]s that['’]s what['’]s here['’]s say said says with has had have got or and"
)
_NOT_AFTER = "".join(rf"(?<!\b{word})" for word in _TAKES_NO.split())
_NO_VALUE = gated(
    re.compile(
        r"^(?P<a>.*?[\w'’)])" + _NOT_AFTER + r"\s*,?\s+no\s+"
        # the value: "the" and a word or two ("the architect"), or a name ("St Helier", "Victoria College"); never a
        # number or a day ("dentist 3pm, no 4pm", "table for 8, no 7", "sent it to no 9": the one meant, said again)
        r"(?P<b>the\s+(?![\d])[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*)?|(?-i:[A-Z])[\w'’.-]*(?:\s+(?:of\s+)?(?-i:[A-Z])[\w'’.-]*){0,3})"
        r"(?P<tail>\s*(?:[,.;!-]+\s*(?:typo|sorry|soz|my\s+bad|oops|got\s+it\s+backwards|mixed\s+(?:it|them)\s+up)"
        r"[\w\s'’,]*)?[\s.!]*)$",
    )
)
# the leads a correction starts with, which alone say nothing ("naw, no the parish" is no value said)
_LEAD_ONLY = re.compile(r"^(?:(?:no+|nope|nah|naw|wait|sorry|soz|oops|actually|hm+|um+|ah+|oh+)\W*)*$", re.IGNORECASE)


def no_as_not(text: str) -> str:
    """``text`` with a "no" that denies the value after it said as "not" (see the module); else as it is."""
    m = _NO_VALUE.match(text)
    if m is None or _LEAD_ONLY.match(m["a"]):
        return text
    return f"{m['a']}, not {m['b']}{m['tail']}"
