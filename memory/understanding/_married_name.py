"""A married name, said after the wedding: "Lakshmi got married on sunday, she's Lakshmi Menon now"
is Lakshmi's surname (Menon) from the wedding's day, never "Lakshmi Menon" as her role.

The name after "she's"/"he's" must start with the first name of whoever got married, so it is the
same person's name; the wedding's date, when said, is when the surname holds from.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._fact_time import fact_time
from memory.understanding._phrases import _I, _Ctx
from memory.understanding.intents import StateClaim

_WED = re.compile(
    r"^(?P<p>(?-i:[A-ZÀ-Ý])[\w'-]+)\s+(?:got|just\s+got|has\s+got|'s\s+got|is)\s+married\b(?P<when>.*)$", _I
)
_NOW_CALLED = re.compile(
    r"^(?:she|he|they)(?:'s|\s+is|'re|\s+are)\s+(?:now\s+)?(?P<first>(?-i:[A-ZÀ-Ý])[\w'-]+)\s+"
    r"(?P<last>(?-i:[A-ZÀ-Ý])[\w'-]+(?:[\s-](?-i:[A-ZÀ-Ý])[\w'-]+)?)(?:\s+now)?[\s.!]*$",
    _I,
)


def wed_then_named(clause: str, detail: str) -> bool:
    """Whether ``detail`` names by a new surname whoever ``clause`` says got married: one sentence, never cut."""
    wed, called = _WED.match(clause.strip()), _NOW_CALLED.match(detail.strip())
    return wed is not None and called is not None and called["first"].lower() == wed["p"].lower()


def married_name(clause: str, detail: str, ctx: _Ctx) -> list[StateClaim] | None:
    """The surname ``detail`` gives whoever ``clause`` says got married; None when it says no such thing."""
    if not wed_then_named(clause, detail):
        return None
    wed, called = _WED.match(clause.strip()), _NOW_CALLED.match(detail.strip())
    assert wed is not None and called is not None
    claim = StateClaim(wed["p"], "surname", called["last"], explicit_now=True)
    if not wed["when"].strip():
        return [claim]
    timed = fact_time(wed["when"], ctx, "past")
    if timed.problem is not None or timed.core.strip(" ,.") or timed.effective is None:
        return None
    return [replace(claim, effective=timed.effective, explicit_now=False)]
