"""A to-do offered (asked about, not kept) takes the day the message said for the to-do before
it, as a kept one does: "pick up the kids at 3:15 tomorrow then swim at 4" offers "swim" at 4
tomorrow, never at 4 today.

:func:`._shared_day.shared_day` gives a time said alone the day said before it, but only to a
to-do read for sure; a short one ("swim at 4") is offered with a question, and its proposal kept
today's date, so a "Yes" would store it on the wrong day. Here the same rules run on the
proposal, and the question names the day it now has. Nothing else of the offer changes.
"""

from __future__ import annotations

from dataclasses import replace

from memory.phrasing import describe_due
from memory.understanding._phrases import _Ctx
from memory.understanding._shared_day import shared_day
from memory.understanding.intents import Intent, NewCommitment, Unclear


def offered_on_day(intent: Intent, before: str, clause: str, earlier: list[Intent], ctx: _Ctx) -> Intent:
    """``intent`` with its proposal on the day :func:`shared_day` gives it, when it is an offer
    of a dated to-do whose day the message said before it; as it was otherwise."""
    if not isinstance(intent, Unclear) or not isinstance(intent.proposal, NewCommitment):
        return intent
    old = intent.proposal.due
    if old is None:
        return intent
    moved = shared_day(intent.proposal, before, clause, earlier, ctx)
    if not isinstance(moved, NewCommitment) or moved.due is None or moved.due == old:
        return intent
    said, when = describe_due(old.last_moment, ctx.tz), describe_due(moved.due.last_moment, ctx.tz)
    if said not in intent.question:
        return intent  # a question that does not name the day: nothing said wrong to put right
    return replace(intent, question=intent.question.replace(said, when), proposal=moved)
