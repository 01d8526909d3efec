"""Waiting for someone's answer: "still waiting to hear back from the landlord about the deposit",
"waiting on a reply from Raj re the contract", "waiting on the bank re the mortgage".

What the user waits for is the other side's reply, theirs to give: a to-do of theirs ("reply about
the deposit", owner the landlord), so that "the landlord got back to me" finishes it and the
briefing lists it as owed. Who is named as a person, a role or a body ("the landlord", "the bank",
"HR"); a wait for a thing or an event ("waiting to hear back about the job") names no one and is
left to the other readers.
Hand-written: one shape, a regex.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _Ctx, _person
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, NewCommitment

_HEAR_BACK = gated(re.compile(
    r"^(?:i'm\s+|i\s+am\s+|im\s+|we're\s+|we\s+are\s+)?(?:still\s+)?(?:waiting|waitin)\s+"
    r"(?:to\s+hear\s+(?:back\s+)?from|on\s+(?:a\s+)?(?:reply|response|answer|word)\s+from"
    r"|for\s+(?:a\s+)?(?:reply|response|answer|word)\s+from|on|for)\s+"
    r"(?P<p>(?:the|my|our)\s+[a-z]+(?:\s+[a-z]+)?|[A-Z][\w\-]*|[a-z][\w\-]*)"
    r"\s+(?:about|re:?|regarding|on)\s+(?P<about>\S.*?)[.!]*$",
    _I,
))
_ONE_SAID = re.compile(r"^(?:the|my|our)\s+", _I)


def heard_back(s: str, ctx: _Ctx) -> list[Intent] | None:
    """The reply someone owes the user (see the module doc), or None."""
    m = _HEAR_BACK.match(s.strip())
    if m is None:
        return None
    who = m["p"] if _ONE_SAID.match(m["p"]) else _person(m["p"], ctx)
    if who is None or who == "me":
        return None
    return [NewCommitment(f"reply about {m['about']}", who, None, None)]
