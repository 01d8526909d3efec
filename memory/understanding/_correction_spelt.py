"""A name's spelling put right without the wrong spelling: "sorry, Jon with no h", "it's spelt
Aoibhe", "Sinéad with an é", "Mikkel, two k's", "Katharine with an a in the middle".

Only the right name is said; the wrong one is the name word of what the conversation touched
last that is spelt almost like it (:func:`spelt_alike`: a letter or two added, dropped, swapped
or changed). Which one that is, or asking when none or two fit, is :mod:`memory.derive`'s part;
here the reading gives a :class:`CorrectName` with an empty ``wrong``.
"""

from __future__ import annotations

import re

from rapidfuzz.distance import OSA

from memory.understanding._correction_bare import _LEAD
from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated
from memory.understanding.intents import CorrectName

_NAME = r"(?P<n>[A-ZÀ-Ý][\w'’\-]*(?:\s+[A-ZÀ-Ý][\w'’\-]*)?)"
_LETTER = (
    r"(?:an?\s+|the\s+|one\s+|two\s+|double\s+|single\s+|no\s+|only\s+one\s+)?(?:[a-zà-ÿ]|[A-ZÀ-Ý](?![a-z]))(?:['’]?s)?"
)
_SPELT = re.compile(
    r"^(?:(?:it's|its|it\s+is|that's|the\s+name's|the\s+name\s+is|(?:it's\s+|its\s+)?(?:spelt|spelled))\s+)?"
    + _NAME
    + r"(?:\s*,?\s*(?:with|without|w/o?|w)\s+"
    + _LETTER
    + r"(?:\s+(?:not|instead\s+of)\s+"
    + _LETTER
    + r")?"
    r"(?:\s+(?:at\s+the\s+end|in\s+the\s+middle|at\s+the\s+start))?"
    r"|\s*,\s*(?:two|double|one|single)\s+[a-zà-ÿ](?:['’]?s)?)$",
    re.UNICODE,
)
_SPELT_ONLY = gated(re.compile(r"^(?:it's\s+|its\s+|it\s+is\s+)?(?:spelt|spelled)\s+" + _NAME + r"$", _I))
_TRAIL = re.compile(r"[\s.!]+$|\s*(?:,\s*)?(?:sorry|my\s+bad|oops|typo)[.!]*$", _I)
MAX_SLIPS = 2  # letters added, dropped, changed or swapped between two spellings of one name


def spelt_correction(s: str) -> CorrectName | None:
    """The right spelling of a name said with how it differs, or None."""
    rest = _TRAIL.sub("", _LEAD.sub("", s.strip()))
    m = _SPELT.match(rest) or _SPELT_ONLY.match(rest)
    if m is None or len(m["n"]) < 2:
        return None
    return CorrectName(wrong="", right=m["n"])


def spelt_alike(a: str, b: str) -> bool:
    """Whether ``a`` and ``b`` are two spellings of one name: different, and at most
    :data:`MAX_SLIPS` edits apart (one for a name of four letters or fewer, "Jon"/"Jo" but
    not "Jon"/"Ian")."""
    x, y = a.casefold(), b.casefold()
    if x == y or x[:1] != y[:1]:
        return False
    allowed = 1 if min(len(x), len(y)) <= 4 else MAX_SLIPS
    return OSA.distance(x, y) <= allowed  # edits: insert, delete, change, swap of neighbours

