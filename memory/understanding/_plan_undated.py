"""A fact said to come, with no day: "her manager will be Pieter", "Maya's team is going to be
growth", "my rent's gonna be 1200".

Stored as typed it is true now, which the user did not say: Pieter is not her manager yet. With a
day ("… from monday", "… as of the 15th") the fact forms keep it from then; with none anywhere in the
message, and nothing else read beside it, the day it starts is asked for, and nothing is kept until it
is said. Beside another fact ("Raufa's joining the spa team from next mon and her manager will be
Liusha", "Eugen is on the finance team and his manager will be Stela") the message is left as read.

Hand-written: the future copula is a handful of words.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memory.understanding._phrases import _I, _Ctx
from memory.understanding.intents import Intent, StateClaim, Unclear
from memory.understanding.timex import find_spans

__all__ = ["plan_undated"]

# an attribute, then "will be", "'ll be", "is going to be", "'s gonna be": the value to come ("Leocadia is going to be
# their manager", the person first, reads as before)
_TO_COME = re.compile(
    r"(?:['’]s|s['’]|\b(?:his|her|their|my|our))\s+[\w -]+?\s+"
    r"(?:will|(?<=\w)['’]ll|is\s+going\s+to|['’]s\s+going\s+to|is\s+gonna|['’]s\s+gonna|are\s+going\s+to"
    r"|are\s+gonna|['’]re\s+going\s+to|['’]re\s+gonna)\s+(?:be|become)\b",
    _I,
)
ASK = "When does that start? Say it again with its day (e.g. “… from monday”) and I'll keep it."


def plan_undated(found: Sequence[tuple[Intent, str]], raw: str, ctx: _Ctx) -> list[tuple[Intent, str]]:
    """``found`` (each intent with its clause), each fact said to come with no day in ``raw`` asked
    about instead of kept as true now (see the module doc)."""
    if not found or not all(_undated_plan(intent, clause) for intent, clause in found):
        return list(found)  # beside another fact ("Eugen is on the team and his manager will be Stela"): as read
    if any(isinstance(i, StateClaim) and (i.effective or i.until) for i, _ in found) or find_spans(
        raw, now=ctx.now, tz=ctx.tz
    ):
        return list(found)
    return [(Unclear(ASK, clause) if _undated_plan(i, clause) else i, clause) for i, clause in found]


def _undated_plan(intent: Intent, clause: str) -> bool:
    return (
        isinstance(intent, StateClaim)
        and intent.effective is None
        and intent.until is None
        and not intent.explicit_now
        and not intent.preference
        and _TO_COME.search(clause) is not None
    )
