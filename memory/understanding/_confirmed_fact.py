"""A fact said again to agree with it: "yep that's right, jess is project lead", "yes correct,
Omar's the CFO", "exactly - the wifi password is kauri777".

The agreement says the user checks a fact recap holds, so the fact is read as a correction
(:class:`CorrectValue`): the same value changes nothing ("… already; nothing changed"), a fact
recap does not hold yet is kept, and a different value puts the stored one right, which is what
the user just said. Read as news instead, the agreement would keep the fact a second time.

Hand-written: one closed set of agreeing leads, and only a fact with its subject named after
them ("yep, I'll send it friday" is a to-do, read as any other).
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _Ctx
from memory.understanding._referents import SOMEONE
from memory.understanding.intents import CorrectValue, StateClaim

_AGREEING = re.compile(
    r"^(?:(?:yes|yeah|yep|yup|ya|correct|right|exactly|indeed|spot\s+on|confirmed)\s*[,!.…\-–—]*\s*)*"
    r"(?:(?:that's|thats|that\s+is|it's|its|you're|youre)\s+(?:right|correct|spot\s+on)"
    r"|yes|yeah|yep|yup|correct|exactly|confirmed)\s*[,!.…:\-–—]+\s*(?P<fact>\S.+)$",
    _I,
)


def confirmed_fact(text: str, ctx: _Ctx) -> list[CorrectValue] | None:
    """The facts ``text`` agrees with, each as a correction of what recap holds; None when it
    is no agreement followed by a fact."""
    from memory.understanding._facts import _facts

    m = _AGREEING.match(text.strip())
    if m is None:
        return None
    claims = [c for c in _facts(m["fact"], ctx) if isinstance(c, StateClaim)]
    if not claims or any(c.subject in SOMEONE or c.effective is not None for c in claims):
        return None
    return [CorrectValue(c.subject, c.anchor or c.predicate, c.value, c.scope) for c in claims]
