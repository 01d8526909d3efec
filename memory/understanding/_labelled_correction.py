"""A to-do read after a "correction:" label puts an open one right; it is never a new to-do.

"correction: forecast due monday" with "send the Q4 forecast to Omar" open: the words after the
label read as a thing due ("forecast", due monday), which alone would be kept as a new to-do
"forecast" beside the open one. The label says the user is fixing something already said, so
the reading is a move of the open to-do of that name, and with none open recap asks
("Should I track …?") instead of storing a to-do the user never meant to add.

Only the explicit labels ("correction", "small correction", "to correct that", "let me correct
that"); "actually, I'll call Bea tmrw" may well be new. Hand-written: one closed set of labels.
"""

from __future__ import annotations

import re

from memory.phrasing import describe_due
from memory.understanding._phrases import _I, _Ctx
from memory.understanding.intents import Intent, MoveCommitment, NewCommitment, Unclear

_LABEL = re.compile(
    r"^\s*(?:small\s+|quick\s+|minor\s+)?(?:correction|to\s+correct(?:\s+that)?|let\s+me\s+correct\s+that)"
    r"\s*[:,\-–—!]",
    _I,
)


def put_right(intent: Intent, raw: str, ctx: _Ctx) -> Intent:
    """``intent`` as a move of an open to-do (else asked) when it is a new to-do of the user's
    read from a sentence that opens with a correction label; as it was otherwise."""
    if not isinstance(intent, NewCommitment) or intent.owner != "me" or not _LABEL.match(raw):
        return intent
    if intent.due is None:
        return Unclear(f"Should I track “{intent.action}” for you?", intent.action, intent)
    when = describe_due(intent.due.last_moment, ctx.tz)
    ask = Unclear(f"Should I track “{intent.action}” for you, due {when}?", intent.action, intent)
    return MoveCommitment(intent.action, intent.due, otherwise=ask)
