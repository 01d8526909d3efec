"""Owing someone for something: "I still owe Nadia for lunch", "owe Tom for the taxi".

Money owed for a thing had, said with "for" and no amount: the to-do is paying them back
("pay Nadia back for lunch", as the corpus keeps "pay Hiroshi back for lunch"), owed to them.
"I owe Omar the figures" (a thing owed) is :func:`._commitment_intro._promise`'s. The thing
after "for" is never a time ("for lunch" is the lunch paid for, see :mod:`._meal_purpose`); a
thing with a date in it ("for lunch on friday": when the lunch was, or when to pay?) is left to
the forms that ask.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _Ctx, _person
from memory.understanding.intents import Intent, NewCommitment, Unclear
from memory.understanding.timex import DateSpec, find_spans

__all__ = ["owed_for"]

_OWED_FOR = re.compile(
    r"^(?:i\s+)?(?:(?:still|also|really|definitely)\s+)?owe\s+(?P<p>\S+(?:\s+(?-i:[A-Z])\S*)?)\s+for\s+"
    r"(?P<thing>(?!it\b|that\b|this\b)\S.*?)[\s.!]*$",
    _I,
)


def owed_for(body: str, ctx: _Ctx, due: DateSpec | None) -> list[Intent] | None:
    """Paying back the person ``body`` says the user owes for a thing, due ``due`` (a date said
    before it, if any); asked about when the thing carries a date of its own; else None."""
    m = _OWED_FOR.match(body.strip())
    if m is None:
        return None
    person = _person(m["p"], ctx)
    if person is None or person == "me":
        return None
    thing, spans = m["thing"], find_spans(m["thing"], now=ctx.now, tz=ctx.tz)
    if spans:  # "for lunch on friday": the day of the lunch, or of paying it back?
        thing = thing[: spans[0].start].strip(" ,")
        if not thing:
            return None
        action = f"pay {person} back for {thing}"
        proposal = NewCommitment(action, "me", person, None)
        return [Unclear(f"Should I track “{action}” for you? When is it due?", body, proposal)]
    return [NewCommitment(f"pay {person} back for {thing}", "me", person, due)]
