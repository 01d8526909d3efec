"""A booking called off by the other side and set again, the new slot said after a comma:
"plumber cancelled, now monday", "physio cancelled on me, now thurs 3pm", "the plumber cancelled,
coming monday instead".

It is one move of that booking to the slot said, as "plumber now monday" is: the booking still
happens. A bare day after the cancel ("plumber cancelled, monday") says neither when it was nor
when it will be, and "…, now i need to find another one" names no slot: both are left to the
other readers (the cancel, and the to-do said after it).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memory.understanding._phrases import _I, _Ctx
from memory.understanding.intents import Intent, MoveCommitment
from memory.understanding.timex import has_date_words

_CANCELLED_NOW = re.compile(
    r"^(?P<t>[^,;:]+?)\s+(?:(?:got|was|has\s+been|'s\s+been)\s+)?(?:cancell?ed|called\s+off)(?:\s+on\s+(?:me|us))?"
    r"\s*(?:[,;:]|\s[-–—])\s*(?:so\s+)?(?:(?:it's|its|it\s+is|he's|hes|she's|shes|they're|theyre)\s+)?"
    r"(?:now\s+(?:coming\s+|on\s+)?(?P<d>[^,;:]+?)|(?:coming\s+)?(?P<d2>[^,;:]+?)\s+instead)\W*$",
    _I,
)
_MAX_SLOT_WORDS = 4  # "thurs 3pm", "monday morning": a slot; longer is a clause of its own


def cancelled_then_set(
    clause: str, ctx: _Ctx, detail: str, move: Callable[[str, _Ctx], list[Intent] | None]
) -> list[Intent] | None:
    """The move of the booking called off to the slot said after it (see the module doc), or None."""
    m = _CANCELLED_NOW.match(f"{clause.strip()}, {detail.strip()}" if detail.strip() else clause.strip())
    if m is None:
        return None
    when = m["d"] or m["d2"]
    if len(when.split()) > _MAX_SLOT_WORDS or not has_date_words(when):
        return None
    found = move(f"{m['t'].strip()} moved to {when}", ctx) or []
    return found if found and all(isinstance(i, MoveCommitment) for i in found) else None
