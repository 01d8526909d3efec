"""A move to a numeric date that reads both ways: "move the book swap to 5/6", said where people write
dates month first but the user's own order is unknown, with 6 May and 5 June both ahead.

A new to-do on such a date is asked about (:mod:`memory.understanding.timex` marks the scanned span
undecided), but the move forms read their date as a phrase on its own, which keeps the zone's
reading: the to-do was moved to a day the user may never have meant, a wrong memory kept with
confidence. The clause is scanned again, as a to-do's would be, and the move is asked about
instead when its date is one the scan could not decide.

Written by hand: one check on the reader's own spans and its own question (:func:`undecided`).
"""

from __future__ import annotations

from memory.understanding._date_order import undecided_date
from memory.understanding._phrases import _Ctx
from memory.understanding.intents import Intent, MoveCommitment, Unclear
from memory.understanding.timex import find_spans


def undecided_move(intent: Intent, clause: str, ctx: _Ctx) -> Intent:
    """``intent``, or a question when it is a move to a numeric date ``clause`` says both ways."""
    if not isinstance(intent, MoveCommitment) or intent.shift is not None or "/" not in intent.due.text:
        return intent
    for span in find_spans(clause, now=ctx.now, tz=ctx.tz):
        written = undecided_date(span.problem or "") if span.spec is None else None
        if written is not None and written in intent.due.text:
            return Unclear(f"Which day should “{intent.action}” move to? {span.problem}.", written)
    return intent
