"""A call or a message promised with no one after its verb: "promised the client I'd call after
the hearing tomorrow", "promised Dana I'd call tomorrow", "told the landlord I'd text tonight",
"assured Priya I'd follow up", "told mrs patel id pop round thurs" (read "visit").

Whom the promise was made to is whom the call is to: "call the client after the hearing",
"text the landlord", "follow up with Priya", never a bare "call" or "text" that names no one.
A verb with its own object ("promised Dana I'd call the bank") is left as said.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._phrases import _I
from memory.understanding.intents import Intent, NewCommitment

__all__ = ["to_whom_promised"]

# the verb, then nothing or only when/why/how: "call", "call after the hearing", "text re the keys"
_BARE = re.compile(
    r"^(?P<v>call|ring|phone|text|email|e-mail|message|msg|dm|whatsapp|write|reply|get\s+back|follow\s+up|check\s+in"
    r"|touch\s+base|circle\s+back|visit)(?P<rest>(?:\s+(?:after|before|about|re|regarding|when|once|on|at|first|back|later"
    r"|asap|again|tonight|today|tomorrow|tmrw)\b.*)?)$",
    _I,
)
_WITH = {"follow up": "with", "check in": "with", "touch base": "with", "circle back": "with", "reply": "to",
         "get back": "to", "write": "to"}  # fmt: skip


def to_whom_promised(read: list[Intent] | None, whom: str) -> list[Intent] | None:
    """``read`` with a bare call or message to ``whom`` (the one the promise was made to)."""
    if not read or not whom:
        return read
    out: list[Intent] = []
    for intent in read:
        m = _BARE.match(intent.action) if isinstance(intent, NewCommitment) else None
        if m is not None and isinstance(intent, NewCommitment):
            verb = re.sub(r"\s+", " ", m["v"].lower())
            to = f" {_WITH[verb]}" if verb in _WITH else ""
            intent = replace(intent, action=f"{m['v']}{to} {whom}{m['rest']}", counterparty=intent.counterparty or whom)
        out.append(intent)
    return out
