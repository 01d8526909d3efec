"""Someone asked to move a to-do and the user agreed: "the Venters asked if we could do it
tomorrow instead, fine by me", "client asked to push the call to friday, agreed", "Wanjiru wants
to do it on the 12th instead - works for me".

The request alone is someone else's wish (recap asks, or keeps nothing); the user's agreement
after it ("fine by me", "agreed", "said yes") makes it the user's move. The request's own words
say what moves and to when, read by the lifecycle forms as if the user had said them ("push the
call to friday"); "do it D instead" names the to-do just talked about. Hand-written: a closed set
of ways to ask and to agree.

A request that says the move in full needs no agreement ("bride asked to move the tasting to
sunday 2pm", "new tenants want to push to 2pm same day", "the client asked to do the call monday
instead"): a thing the user has with them is theirs to move as much as the user's. A request
with no move verb and no day ("Dana wants to push back on the proposal") moves nothing.
"""

from __future__ import annotations

import re

from memory.understanding._lifecycle import _SAME_DAY, _move, _read_date, _target
from memory.understanding._lifecycle_others import _actor
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
    r"^(?P<who>(?!(?:i|we)\b)\S+(?:\s+\S+){0,3}?)\s+(?:(?:asked(?:\s+(?:me|us))?|wanted|wants|want|would\s+like|'d\s+like"
    r"|requested|prefers|prefer|would\s+prefer)\s+(?:if|whether|to)|would\s+rather|'d\s+rather)\s+"
    r"(?:(?:we|i)\s+(?:could|can|might)\s+)?(?P<change>.+)$",
    _I,
))
_ASK_WORDS = ("ask", "want", "like", "request", "prefer", "rather")  # one of these in every request
# "do it tomorrow instead", "have it on the 12th": the to-do just talked about, on another day
_DO_IT = re.compile(r"^(?:do|have|make)\s+(?:it|that|this)\s+(?P<d>.+?)(?:\s+instead)?$", _I)


def agreed_move(text: str, ctx: _Ctx) -> list[Intent] | None:
    """The move someone asked for, when the user agreed to it after (see the module doc), or
    when the request itself says the move and its new day ("the client asked to push the call to
    friday", "new tenants want to push to 2pm same day"): a thing the user has with them is
    theirs to move as much as the user's."""
    s = text.strip()
    folded = s.casefold()
    if not any(word in folded for word in _ASK_WORDS):
        return None  # most sentences: no one asks for anything, read fast
    agreed = _AGREED_END.search(s)
    asked = _ASKED.match(s[: agreed.start()].strip() if agreed is not None else s)
    if asked is None:
        return None
    change = asked["change"].strip()
    if agreed is None:
        return _requested(change, asked["who"], ctx)
    said = _DO_IT.match(change)
    if said is not None:
        due = _read_date(said["d"], ctx)
        return [MoveCommitment("that", due)] if due is not None else None
    moved = [i for i in _move(change, ctx) or [] if isinstance(i, MoveCommitment) and i.otherwise is None]
    target = _target(moved[0].action) if len(moved) == 1 else None
    return moved if target else None


# a request that says the move itself: "to move the tasting to sunday", "to push to 2pm", "to do
# the call monday instead"
_MOVE_ASKED = re.compile(r"^(?:move|push|bump|shift|reschedule|postpone|delay|bring|pull)\b", _I)
_TO_ALONE = re.compile(
    r"^(?:move|push|bump|shift|reschedule|postpone|delay)\s+(?:it\s+|things\s+|us\s+|me\s+)?(?:back\s+|out\s+)?"
    r"(?:to|till|until|for)\s+(?P<d>.+)$",
    _I,
)
_DO_INSTEAD = re.compile(r"^(?:do|have|make)\s+(?P<a>(?:the|our|my)\s+.+?)\s+(?P<d>\S.*?)\s+instead$", _I)


def _requested(change: str, who: str, ctx: _Ctx) -> list[Intent] | None:
    """The move a request says in full (see :func:`agreed_move`), or None."""
    change = _SAME_DAY.sub("", change)
    alone = _TO_ALONE.match(change)
    if alone is not None:  # "new tenants want to push to 2pm": the thing with them
        person = _actor(who, ctx)
        due = _read_date(alone["d"], ctx)
        return [MoveCommitment(person, due, by=person)] if person and due is not None else None
    said = _DO_INSTEAD.match(change)  # "do the call monday instead": the call, moved
    if said is not None:
        due, target = _read_date(said["d"], ctx), _target(said["a"])
        return [MoveCommitment(target, due)] if due is not None and target and target != "that" else None
    if not _MOVE_ASKED.match(change):
        return None
    moved = [i for i in _move(change, ctx) or [] if isinstance(i, MoveCommitment) and i.otherwise is None]
    target = _target(moved[0].action) if len(moved) == 1 else None
    return moved if target and target != "that" else None
