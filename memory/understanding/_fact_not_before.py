"""A change said with the value it replaces: "marta's now at a16z not sequoia", "Tomas is in Madrid
now, not Lisbon", "works at Stripe now not Google".

With "now" the words after "not" name what was true before, never part of the new value (as "is
COO, not CEO" without "now" puts a wrong value right: :mod:`memory.understanding._corrections`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from memory.understanding._phrases import has_date_words
from memory.understanding.intents import Intent, StateClaim

_NOW_NOT = re.compile(
    r"^(?P<new>.*?\bnow\b.*?)\s*,?\s+(?:and\s+)?not\s+(?:in\s+|at\s+|with\s+|on\s+|for\s+)?"
    r"(?!(?:sure|yet|for|till|until|going|coming|doing|much|really|anymore|any\s+more|so|too|that|the\s+same)\b)"
    r"(?P<old>[\w&'\-]+(?:\s+[\w&'\-]+){0,2})[\s.!]*$",
    re.IGNORECASE,
)


def changed_from(
    clause: str, detail: str, read: Callable[[str], list[Intent]]
) -> list[Intent] | None:
    """The one fact ``read`` finds in the words before "not", its old value the words after, when
    the clause (with ``detail``, said after a comma) says a value is now another; else None."""
    m = _NOW_NOT.match(f"{clause}, {detail}" if detail else clause)
    if m is None or has_date_words(m["old"]):
        return None
    found = read(m["new"].rstrip(" ,"))
    if len(found) != 1 or not isinstance(claim := found[0], StateClaim):
        return None
    if not claim.explicit_now or claim.old_value is not None or claim.value.casefold() == m["old"].casefold():
        return None
    return [replace(claim, old_value=m["old"])]
