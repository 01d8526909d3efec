"""What someone is waiting on from the user: "Bree needs the receipts by the 10th", "Keisha
wants the headcount plan by friday". Said to a memory bot, a named person's need of a document,
with a date, is the user's to-do to get it to them (as "I owe Bree the receipts" is). Only for
things one sends (a report, the receipts, the rota), and only with a date: "Tom needs a lift"
or "Ana wants the deck" with no date is news about them, not a deadline kept.
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import _SENDABLE, _owed_action, _read
from memory.understanding._phrases import _I, _P, _Ctx, _person
from memory.understanding.intents import Intent, NewCommitment

_WANTED = re.compile(
    r"^" + _P + r"(?:\s+(?:now\s+)?(?:needs|wants|expects|is\s+waiting\s+(?:on|for)|'s\s+waiting\s+(?:on|for)))\s+"
    r"(?P<thing>(?:the|her|his|their|my|our|a|an)\s+(?:[\w'&-]+\s+){0,3}?" + _SENDABLE + r")\s+(?P<d>(?:by|before"
    r"|no\s+later\s+than|for)\s+\S.*"
    # a deadline said bare: "wants the KPI report eow", "needs the rota tmrw"
    r"|(?:eod|eow|cob|eom|end\s+of\s+(?:the\s+)?(?:day|week|month)|today|tonight|tomorrow|tmrw|tmr|2moro)$)$",
    _I,
)


def wanted(s: str, ctx: _Ctx) -> list[Intent] | None:
    """The to-do to get a named person the document they need by a date; None otherwise."""
    m = _WANTED.match(s)
    person = _person(m["p"], ctx) if m else None
    if m is None or person is None or person == "me":
        return None
    read = _read(f"{m['thing']} {m['d']}", ctx, "me", person, needs_date=True) or []
    if len(read) != 1 or not isinstance(read[0], NewCommitment) or read[0].due is None:
        return None
    thing = re.sub(r"^(?:her|his|their)\s+", "the ", m["thing"], flags=_I)  # "send Bree her receipts": the
    return [NewCommitment(_owed_action(person, thing), "me", person, read[0].due)]
