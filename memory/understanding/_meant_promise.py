"""A promise said again with "I meant" to put its date right: "oops i meant Ethan will send it
by thurs", "sorry, I meant I'll call her on monday", "no i meant Priya will do the slides fri".

"I meant" says the promise was told already and something in it was wrong; with a due date in
it, that is the date. So it is a move of the open to-do it names (the to-do's verb, and its
object unless a pronoun stands for it), and recap asks when none fits: never a second to-do.

Hand-written: one lead ("I meant", after any apology), and the promise read as any other.
"""

from __future__ import annotations

import re

from memory.phrasing import describe_due
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, MoveCommitment, NewCommitment, Unclear

_I_MEANT = gated(re.compile(
    # ("sorry i mixed up, Pablo signs it mon": the slip named, then what was meant)
    r"^(?:(?:oops|sorry|soz|no|nope|wait|ah|oh|whoops|my\s+bad|typo)\s*[,!.\-–—]*\s*)*i\s+(?:meant\s+(?:that\s+)?"
    r"|(?:got\s+)?mixed\s+(?:(?:it|that|them|things)\s+)?up\s*[,:;\-–—]+\s*)(?P<rest>.+)$",
    _I,
))
_PRONOUN_OBJECT = re.compile(r"\s+(?:it|that|this|them|those|these|one)$", _I)


def meant_promise(s: str, ctx: _Ctx) -> list[Intent] | None:
    """The move ``s`` makes of a promise told before, or None when it says no dated promise."""
    from memory.understanding._dispatch import _statement

    m = _I_MEANT.match(s.strip())
    if m is None:
        return None
    found = _statement(m["rest"], ctx)
    promises = [i for i in found if isinstance(i, NewCommitment) and i.due is not None]
    if len(promises) != 1 or len(found) != 1:
        return None
    promise = promises[0]
    assert promise.due is not None
    action = _PRONOUN_OBJECT.sub("", promise.action)
    ask = Unclear(f"I have no open to-do like “{promise.action}”. Should I track it, due "
                  f"{describe_due(promise.due.last_moment, ctx.tz)}?", promise.action, promise)
    return [MoveCommitment(action, promise.due, otherwise=ask)]
