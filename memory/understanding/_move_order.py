"""A move ordered after its reason, the new day said only in the reason: "boiler guy can't come
till the 14th, move it", "venue's only free from the 20th so push it", "Sana's off until monday -
bump it", "printer's not in stock till next week, shift that".

The order ("move it", "push it back", "bump that") names no day and no to-do: the day is the one
the reason gives as a limit ("till", "until", "from", "not before", "only on"), and the to-do is
the one just talked about ("it"), which recap asks about when it cannot tell. A day the reason
gives as when something was ("it was due friday, move it") is no limit, so nothing is read; two
days ("from the 3rd to the 5th") are a question, so nothing either. Hand-written: the orders are a
closed set of verbs, the limits a closed set of connectors.
"""

from __future__ import annotations

import re

from memory.phrasing import describe_due
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, MoveCommitment, Unclear
from memory.understanding.timex import find_spans

__all__ = ["move_order"]

_ORDER = gated(re.compile(
    r"^(?P<why>.+?)(?:\s*[,;]|\s+[-–—]|\s+so\b|\s*[,;]\s*so\b)\s*(?:(?:pls|please|just|can\s+you|could\s+you|let's|lets"
    r"|we'll|we\s+(?:need|have)\s+to|(?:i|we)\s+(?:need|have)\s+to|gotta|gonna\s+have\s+to)\s+)*"
    r"(?:move|push|bump|shift|slide|punt|reschedule|postpone|put\s+off|kick)\s+(?:it|that|this|them|those)"
    r"(?:\s+(?:back|out|along|over|down|forward|pls|please|then|too))*[\s!.]*$",
    _I,
))
# how a reason says the first day a thing can be: "till the 14th", "from monday", "not before fri"
_LIMIT = frozenset({"until", "till", "til", "untill", "from", "after", "starting"})
_ONLY_ON = re.compile(r"\b(?:only|not\s+before|no\s+sooner\s+than|earliest(?:\s+is)?)\s*(?:on\s+)?$", _I)


def move_order(text: str, ctx: _Ctx) -> list[Intent] | None:
    """The move of the to-do just talked about to the day the reason gives (see the module doc)."""
    m = _ORDER.match(text.strip())
    if m is None:
        return None
    why = m["why"]
    spans = [s for s in find_spans(why, now=ctx.now, tz=ctx.tz, prefer="future")]
    if len(spans) != 1 or spans[0].spec is None:
        return None
    span = spans[0]
    if (span.connector or "") not in _LIMIT and not _ONLY_ON.search(why[: span.start]):
        return None  # "it was due friday, move it": when it was, not when it can be
    due = span.spec
    when = describe_due(due.last_moment, ctx.tz)
    return [MoveCommitment("that", due, otherwise=Unclear(f"What should move to {when}? Say it with its name.", text))]
