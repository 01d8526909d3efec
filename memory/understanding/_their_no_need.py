"""A to-do made pointless for someone else, said as a reason and then what they need not do:
"laptop order got cancelled so aditya doesnt need to set them up", "party's off so priya doesn't
need to order the cake anymore", "the client signed already, so Tomás won't need to chase them".

It says what "…, so no need to set them up" says (:mod:`._no_need`): the job is off, whoever was
to do it (a to-do of theirs, or the user's for them). It is read as that, with the person left
out; said with no reason before it ("Priya doesn't need to order the cake"), it is left alone, as
it may be only what they were told.

Written by hand: one fixed phrasing, read by the reader of its plain form.
"""

from __future__ import annotations

import re

from memory.understanding._no_need import no_need
from memory.understanding._phrases import _I, _Ctx
from memory.understanding.intents import Intent

# "…, so aditya doesnt need to", "… so she won't have to", "… so Tomás no longer needs to"
_THEY_NEED_NOT = re.compile(
    r"(?:,|;|\s[-–—]|\s+so)\s+(?:so\s+)?(?P<who>[^\W\d][\w'\-]*)\s+(?:doesn'?t|does\s+not|won'?t|will\s+not"
    r"|no\s+longer|dont|don't|do\s+not)\s+(?:need|needs|have|has)\s+to\s+",
    _I,
)
_NOT_THEM = re.compile(r"^(?:i|we|you|it|that|this|there|which)$", _I)  # the user's own: :mod:`._no_need` reads it


def their_no_need(text: str, ctx: _Ctx) -> list[Intent] | None:
    """The to-do the reason made pointless for the person named (see the module doc), or None."""
    m = _THEY_NEED_NOT.search(text)
    if m is None or _NOT_THEM.match(m["who"]):
        return None
    return no_need(f"{text[: m.start('who')]}no need to {text[m.end() :]}", ctx)
