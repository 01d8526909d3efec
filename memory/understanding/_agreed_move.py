"""Someone asked to move a to-do and the user agreed: "the Venters asked if we could do it
tomorrow instead, fine by me", "client asked to push the call to friday, agreed", "Wanjiru wants
to do it on the 12th instead - works for me".

The request alone is someone else's wish (recap asks, or keeps nothing); the user's agreement
after it ("fine by me", "agreed", "said yes") makes it the user's move. The request's own words
say what moves and to when, read by the lifecycle forms as if the user had said them ("push the
call to friday"); "do it D instead" names the to-do just talked about. Hand-written: a closed set
of ways to ask and to agree.
"""

from __future__ import annotations

import re

from memory.understanding._lifecycle import _move, _read_date, _target
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, MoveCommitment

# the agreement that ends the message: "fine by me", "agreed", "works for me", "said yes 👍"
_AGREED_END = re.compile(
    r"\s*(?:[,;.]|\s[-–—])\s*(?:(?:that's|thats|which\s+is|it's|its)\s+)?(?:(?:fine|ok|okay|cool|all\s+good|good)"
    r"(?:\s+(?:by|with)\s+me)?|agreed|works\s+for\s+me|suits\s+me|no\s+problem|np|(?:i\s+)?said\s+(?:yes|yeah|ok"
    r"|fine|sure)|sure|happy\s+to)[\s!.👍]*$",
    _I,
)
# the request: "<someone> asked if we could <move>", "<someone> asked (me|us) to <move>", "<someone> wants to <move>"
_ASKED = gated(re.compile(
    r"^(?P<who>(?!(?:i|we)\b)\S+(?:\s+\S+){0,3}?)\s+(?:asked|asked\s+(?:me|us)|wanted|wants|would\s+like|'d\s+like"
    r"|requested|prefers|would\s+prefer)\s+(?:if|whether|to)\s+(?:(?:we|i)\s+(?:could|can|might)\s+)?(?P<change>.+)$",
    _I,
))
# "do it tomorrow instead", "have it on the 12th": the to-do just talked about, on another day
_DO_IT = re.compile(r"^(?:do|have|make)\s+(?:it|that|this)\s+(?P<d>.+?)(?:\s+instead)?$", _I)


def agreed_move(text: str, ctx: _Ctx) -> list[Intent] | None:
    """The move someone asked for, when the user agreed to it after (see the module doc)."""
    s = text.strip()
    agreed = _AGREED_END.search(s)
    asked = _ASKED.match(s[: agreed.start()].strip()) if agreed is not None else None
    if asked is None:
        return None
    change = asked["change"].strip()
    said = _DO_IT.match(change)
    if said is not None:
        due = _read_date(said["d"], ctx)
        return [MoveCommitment("that", due)] if due is not None else None
    moved = [i for i in _move(change, ctx) or [] if isinstance(i, MoveCommitment) and i.otherwise is None]
    target = _target(moved[0].action) if len(moved) == 1 else None
    return moved if target else None
