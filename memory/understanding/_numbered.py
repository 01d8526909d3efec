"""Numbered things: "invoice 4471", "ticket #88", "order no. 5512", "PO 77". Their numbers name a
document, never a day or a time, so a guard that looks for date words reads past them.
Hand-written: a closed list of what people number in chat."""

from __future__ import annotations

import re

from memory.understanding._phrases import _I

NUMBERED_NOUN = r"(?:invoice|order|ticket|contract|bill|quote|claim|case|job|po|receipt|payment|item|ref|reference)s?"
_NUMBERED = re.compile(r"\b(?P<noun>" + NUMBERED_NOUN + r")\s+(?:no\.?\s*|#\s*)?\d[\w-]*|#\d[\w-]*", _I)


def without_numbers(text: str) -> str:
    """``text`` with the numbers of numbered things left out ("chase invoice 4471": "chase invoice")."""
    return _NUMBERED.sub(lambda m: m["noun"] or "", text)
