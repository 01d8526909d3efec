"""Other people's plans: a move someone is about to make ("Kemal is moving the standup to 10
tomorrow", "Ines will push our 1:1 to friday") and a job someone has taken on, said without a
date ("Jia's bringing the cake", "Ama's handling catering", "Kofi's booking the venue").

A move by someone is a :class:`~memory.understanding.intents.MoveCommitment` with ``by``, read
as :mod:`._lifecycle_others` reads "Kemal moved the standup to 10": :mod:`memory.derive` moves
the gathering with them or of that kind, and asks when none fits. It is never their to-do
"move the standup to".

A job taken on with no date ("Jia's bringing the cake") is read by ``_others`` in
:mod:`._commitment_intro`, with :func:`._jobs_taken.taking_on`. Hand-written like the rest of
the lifecycle: a closed vocabulary, read on every message.
"""

from __future__ import annotations

import re

from memory.understanding._lifecycle import _read_date, _target
from memory.understanding._lifecycle_others import _NOT_A_THING, _actor
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, MoveCommitment

_WILL = (
    r"(?:is|'s|are|will|'ll|is\s+going\s+to|'s\s+going\s+to|are\s+going\s+to|wants\s+to|plans\s+to|is\s+planning\s+to"
    r"|'s\s+planning\s+to|has\s+to|needs\s+to)"
)
_MOVING = (
    r"(?:mov(?:e|ing)|push(?:ing)?(?:\s+back)?|reschedul(?:e|ing)|postpon(?:e|ing)|bump(?:ing)?|shift(?:ing)?"
    r"|bring(?:ing)?\s+forward|put(?:ting)?\s+back)"
)
_THEIR_MOVE = gated(re.compile(
    r"^(?P<p>.+?)\s*"
    + _WILL
    + r"\s+(?:probably\s+|likely\s+|just\s+|also\s+)?"
    + _MOVING
    + r"\s+(?P<a>.+?)\s+(?:back\s+|forward\s+)?(?:to|till|until|til|for|->|→)\s+(?P<d>.+)$",
    _I,
))


def their_move(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "Kemal is moving the standup to 10 tomorrow": someone's move of a shared thing."""
    m = _THEIR_MOVE.match(s.strip(" .!"))
    if m is None or _NOT_A_THING.match(m["a"]):
        return None
    who, thing, due = _actor(m["p"], ctx), _target(m["a"]), _read_date(m["d"], ctx)
    if who is None or thing is None or thing == "that" or due is None:
        return None
    return [MoveCommitment(thing, due, by=who)]
