"""A plan said again: "i'm going to fix the latch on sat, like we agreed", "will ring gran
sunday as planned".

The words say the plan is not new. Read as a new to-do, it would keep a second copy of one
recap already holds; so the reading becomes a move of the to-do it names to the date said,
which :mod:`memory.derive` leaves as it is when that is its due already, and which keeps the
new to-do (``otherwise``) when recap holds none: it may never have heard the plan.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, MoveCommitment, NewCommitment

_AGAIN = gated(re.compile(
    r"\b(?:like|as)\s+(?:i\s+said|i\s+told\s+you|we\s+said|we\s+agreed|planned|promised|agreed|discussed|arranged)"
    r"\W*$",
    _I,
))


def said_again(intent: Intent, sentence: str) -> Intent:
    """``intent``, or the move it is when ``sentence`` says a dated plan of the user's again."""
    if (
        isinstance(intent, NewCommitment)
        and intent.owner == "me"
        and intent.due is not None
        and _AGAIN.search(sentence.strip())
    ):
        return MoveCommitment(intent.action, intent.due, otherwise=intent)
    return intent
