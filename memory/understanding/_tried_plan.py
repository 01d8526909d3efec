"""A dated to-do said as something to try: "try to call mum tmrw", "will try and get the invoices
done over the weekend", "im trying to get the boiler fixed by fri", "tryna finish the deck tonight".

"Try to" softens the promise; it does not change the deed or its day. Read as said, "try" was a
verb of its own ("try to call mum" kept as the action) or, at the start, a person's name ("Try",
owner of "call mum"). So the words of trying are taken out before the forms read the sentence:
"call mum tmrw", "will get the invoices done over the weekend", "im going to get the boiler fixed
by fri". Only when the sentence says a date: "try to relax" or "should try to sleep more" name
no to-do, and stay as said. Hand-written: a handful of fixed phrasings.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding.timex import has_date_words

__all__ = ["tried_as_planned"]

# "i'm trying to", "im tryin to": the plan said in the progressive
_TRYING = re.compile(r"\b(?:i'?m|i\s+am)\s+(?:trying|tryin'?)\s+to\s+(?=[a-z])", _I)
# "tryna", "gonna try and", "will try to", "try to" opening the sentence
_TRY = re.compile(
    r"(?:^|(?<=\bi'll\s)|(?<=\bill\s)|(?<=\bwill\s)|(?<=\bgonna\s)|(?<=\bgoing\sto\s)|(?<=\bi\s)|(?<=\bwe\s)"
    r"|(?<=\bwe'll\s)|(?<=,\s))(?:try\s+(?:to|and|n)|tryna)\s+(?=[a-z])",
    _I,
)


def tried_as_planned(text: str) -> str:
    """``text`` without the words of trying around a dated to-do (see the module doc)."""
    if "try" not in text.lower() or not has_date_words(text):
        return text
    text = _TRYING.sub("i'm going to ", text)
    return _TRY.sub("", text)
