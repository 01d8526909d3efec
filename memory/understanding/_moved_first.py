"""A move reported as news, read before the to-do forms can take it for a new to-do:
"gutter cleaning can wait till the 28th", "Pádraig moved his review to monday same time",
"roofer pushed us to monday, same time", "car service moved up to thurs", "chamber call moved
to 11", and, after a reason and a comma, "Thursday's a bank holiday, doing the Lisowski call
friday instead" or "scan results arent back yet, will look thurs".

Each of these has a date and a verb the to-do forms read as a new to-do ("clean can wait",
"Pádraig moved his review to same time"): a wrong memory. A clause with a move word is read
first by the move forms (the user's, then someone else's); only a move is kept, so anything
they cannot read is left to the other forms as before. "same time" keeps the to-do's time of
day (:data:`memory.understanding._lifecycle.SAME_TIME_MARK`); "moved up to" and "brought
forward to" are moves to the date said.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._bare_hour import passive_bare_hour
from memory.understanding._lifecycle import _SAME_TIME, SAME_TIME_MARK, later
from memory.understanding._lifecycle import _move as lc_move
from memory.understanding._lifecycle_others import moved_by
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding._time_only import now_at
from memory.understanding.intents import Intent, MoveCommitment
from memory.understanding.timex import Precision

_MOVE_WORD = gated(re.compile(
    r"\b(?:moved|pushed|postponed|rescheduled|bumped|shifted|delayed|brought\s+forward|(?:can|could)\s+wait)\b", _I
))
_FORWARD = re.compile(r"\b(moved|brought|pulled|bumped)\s+(?:up|forward|forwards)\s+(?=to\b)", _I)
# "…, doing the X call friday instead", "…, will look thurs": the change after a reason
_REASON_CUT = re.compile(r"\s*(?:,|;|\s[-–—])\s*(?:so\s+)?(?=\S)", _I)
_CHANGE_WORD = re.compile(r"\binstead\b|^(?:i'll|ill|i\s+will|will|gonna|i'm\s+gonna)\s", _I)
# what any clause _CHANGE_WORD finds after a cut holds (a cheap check before cutting the clause)
_ANY_CHANGE_WORD = re.compile(r"\binstead\b|\b(?:i'll|ill|will|gonna)\s", _I)


def moved_first(s: str, ctx: _Ctx) -> list[Intent] | None:
    """The move ``s`` reports (see the module doc), or None."""
    s = s.strip()
    retimed = now_at(s, ctx)  # "lunch's at 4 now": the time of its own day
    if retimed:
        return retimed
    if _MOVE_WORD.search(s):
        found = _moved(s, ctx)
        if found:
            return found
    cuts = list(_REASON_CUT.finditer(s)) if _ANY_CHANGE_WORD.search(s) else []
    if cuts:
        change = s[cuts[-1].end() :]
        if _CHANGE_WORD.search(change):
            return _only_moves(lc_move(change, ctx) or later(change, ctx))
    return None



def _moved(s: str, ctx: _Ctx) -> list[Intent] | None:
    text = _FORWARD.sub(r"\1 ", s)
    same = _SAME_TIME.search(text)
    core = text[: same.start()] if same else text
    found = _only_moves(lc_move(core, ctx) or moved_by(core, ctx) or passive_bare_hour(core, ctx))
    if not found or not same:
        return found
    return [
        replace(i, due=replace(i.due, text=f"{i.due.text} {SAME_TIME_MARK}"))
        if isinstance(i, MoveCommitment) and i.due.precision is Precision.DAY and i.shift is None
        else i
        for i in found
    ]


def _only_moves(found: list[Intent] | None) -> list[Intent] | None:
    return found if found and all(isinstance(i, MoveCommitment) for i in found) else None
