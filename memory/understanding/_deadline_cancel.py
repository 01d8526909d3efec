"""A cancellation with a deadline is a to-do: "cancel gym by 12/31", "cancel my netflix before
the 3rd". Calling off one of the user's to-dos takes effect when said; a date it must be done
by says there is something to do (end a membership, a subscription), never a to-do to drop.
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import _read
from memory.understanding._phrases import _I, _Ctx
from memory.understanding.intents import CancelCommitment, Intent, NewCommitment
from memory.understanding.timex import has_date_words

_CANCEL = re.compile(r"\bcancel\s+\S.*$", _I)
_BY = re.compile(r"^(?P<a>.+?)\s+(?P<by>by|before|no\s+later\s+than)\s+(?P<d>\S.*)$", _I)


def deadline_cancel(intent: Intent, clause: str, ctx: _Ctx) -> Intent:
    """``intent``, or the to-do to cancel something by a date when it is a cancellation whose
    object ends with a deadline (its words as ``clause`` said them, "cancel the gym membership")."""
    if not isinstance(intent, CancelCommitment):
        return intent
    m = _BY.match(intent.action)
    if m is None or not has_date_words(m["d"]):
        return intent
    said = _CANCEL.search(clause)
    words = clause[said.start() :] if said else f"cancel {m['a']} {m['by']} {m['d']}"
    read = _read(words, ctx, "me", None, needs_date=True) or []
    return read[0] if len(read) == 1 and isinstance(read[0], NewCommitment) and read[0].due is not None else intent
