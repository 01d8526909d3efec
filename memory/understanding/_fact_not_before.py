"""A change said with the value it replaces: "marta's now at a16z not sequoia", "Tomas is in Madrid
now, not Lisbon", "works at Stripe now not Google", "practice is now tuesdays at 5 instead of mondays".

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
# "instead of" and "rather than" say a change by themselves, and what they replace may be a day ("tuesdays
# at 5 instead of mondays"); "now" is not needed
_INSTEAD = re.compile(
    r"^(?P<new>.*?)\s*,?\s+(?:instead\s+of|rather\s+than)\s+(?:the\s+)?(?P<old>[\w&'\-:]+(?:\s+[\w&'\-:]+){0,2})[\s.!]*$",
    re.IGNORECASE,
)


def changed_from(
    clause: str, detail: str, read: Callable[[str], list[Intent]]
) -> list[Intent] | None:
    """The one fact ``read`` finds in the words before "not", its old value the words after, when
    the clause (with ``detail``, said after a comma) says a value is now another; else None."""
    said = f"{clause}, {detail}" if detail else clause
    m = _NOW_NOT.match(said)
    instead = m is None and (m := _INSTEAD.match(said)) is not None
    if m is None or (has_date_words(m["old"]) and not instead):
        return None
    found = read(m["new"].rstrip(" ,"))
    if len(found) != 1 or not isinstance(claim := found[0], StateClaim):
        return None
    if claim.old_value is not None or claim.value.casefold() == m["old"].casefold():
        return None
    if instead:  # "I prefer tea rather than coffee" is a liking, no change from one to the other
        return None if claim.preference else [replace(claim, explicit_now=True, old_value=m["old"])]
    if not claim.explicit_now:
        return None
    return [replace(claim, old_value=m["old"])]
