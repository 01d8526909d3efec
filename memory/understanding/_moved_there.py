"""When the move to a place said just before happened: "Olga's in Brisbane now, moved there in
august" is one fact, Olga's location, from August (never a second clause asked about).

Only a clause that is the move and its time ("moved there in august", "she relocated here last
spring", "moved over in march") after a clause that read as one place someone is in, not yet
dated: the time dates that place. Hand-written: one shape.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._fact_time import fact_time
from memory.understanding._phrases import _I, _Ctx
from memory.understanding.intents import Intent, StateClaim

_MOVED_THERE = re.compile(
    r"^(?:(?:she|he|they|i|we)\s+)?(?:just\s+)?(?:moved|relocated)\s+(?:back\s+)?(?:there|here|over)?\s*(?P<when>\S.*)$",
    _I,
)


def moved_there(clause: str, earlier: list[tuple[Intent, str]], ctx: _Ctx) -> list[tuple[Intent, str]] | None:
    """``earlier`` with its last place dated by ``clause`` when that is the move there and when;
    None when ``clause`` is no such thing or nothing before is a place to date."""
    m = _MOVED_THERE.match(clause.strip())
    if m is None:
        return None
    timed = fact_time(m["when"], ctx, "past")
    if timed.problem is not None or timed.effective is None or timed.until is not None or timed.core.strip(" ,."):
        return None
    places = [k for k, (intent, _) in enumerate(earlier) if isinstance(intent, StateClaim)]
    if not places:
        return None
    k = places[-1]
    claim, said = earlier[k]
    assert isinstance(claim, StateClaim)
    if claim.predicate != "location" or claim.effective is not None or claim.until is not None:
        return None
    # the time as said is the whole move ("moved there in august"), so no part of it is left unread
    effective = replace(timed.effective, text=clause.strip())
    return [*earlier[:k], (replace(claim, effective=effective, explicit_now=False), said), *earlier[k + 1 :]]
