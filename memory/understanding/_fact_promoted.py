"""A promotion said first and the new job after the comma: "Chloé's been promoted, she's a
principal now", "Jin got promoted - now head of sales", "Ade got bumped up, he's the charge nurse".

The first clause says only that the job changed; the second, about the same person by a pronoun
or with no subject, says what it is. Read apart, neither is a fact (and read whole, "promoted,
she's a principal" would be taken for the job): so the second is read as the person's role, and
only a role is kept. Hand-written: the ways of saying "promoted" are a short closed list.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memory.understanding._phrases import _I, _NAME_TOKEN, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding._role_words import ROLE_WORDS
from memory.understanding.intents import Intent, StateClaim

_PROMOTED = gated(re.compile(
    r"^(?P<p>" + _NAME_TOKEN + r"(?:\s+" + _NAME_TOKEN + r")?)(?:\s*'s\s+been|\s+has\s+been|\s+was|\s+got|\s+just\s+got"
    r"|\s+finally\s+got|\s+is|\s*'s)(?:\s+(?:just|finally|officially))?\s+(?:promoted|bumped\s+up|moved\s+up)(?:\s+(?:again|at\s+last|finally|today|this\s+week))?$",
    _I,
))
# the job after the comma: "she's a principal now", "now head of sales", "he's the new charge nurse"
_NEW_JOB = re.compile(
    r"^(?:(?:and\s+|so\s+)?(?:she|he|they)(?:'s|\s+is|'re|\s+are)\s+|(?:and\s+|so\s+)?(?=now\s))(?:now\s+)?(?P<v>.+)$",
    _I,
)

_Read = Callable[[str, _Ctx], list[Intent]]


def promoted_to(clause: str, detail: str, ctx: _Ctx, read: _Read) -> list[Intent] | None:
    """The role a promotion's second clause names (``read`` is the fact reader), or None."""
    m = _PROMOTED.match(clause.strip())
    said = _NEW_JOB.match(detail.strip()) if m is not None else None
    if m is None or said is None:
        return None
    found = read(f"{m['p']} is now {said['v']}", ctx)
    if len(found) != 1 or not isinstance(found[0], StateClaim) or found[0].predicate != "role":
        return None
    if not ROLE_WORDS.search(found[0].value) and not (found[0].value[:1].isupper() and not ctx.lowercase):
        return None  # "Mia got promoted, she's thrilled": a mood, no job
    return found if found[0].subject == m["p"] else None
