"""The hour a dated thing starts, said after a comma: "workin the walmart shift the day after thanksgiving,
4am start", "school trip fri, 7:30 call time". The to-do keeps its day, and the clock is when on it.

Hand-written: one shape, the clock and a word for a start ("start", "kick-off", "call time", "check-in"), a
clock with "am"/"pm" or minutes (a bare "4 start" is no clock), after a to-do due on a whole day.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._clock_on_day import clock_on_day
from memory.understanding._phrases import _I, _Ctx
from memory.understanding.intents import Intent, NewCommitment
from memory.understanding.timex import Precision

_START = re.compile(
    r"^(?:an?\s+|the\s+)?(?P<c>\d{1,2}(?:(?::|\.)\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}:\d{2})\s+"
    r"(?:start|starts|kick-?off|call\s+time|check-?in|report\s+time)[\s.!]*$",
    _I,
)


def start_time(found: list[Intent], detail: str, ctx: _Ctx) -> list[Intent] | None:
    """``found``'s one to-do due at the start time ``detail`` says on its day; None when ``detail``
    says no such time or the to-do has no whole day."""
    m = _START.match(detail.strip())
    if m is None or len(found) != 1 or not isinstance(found[0], NewCommitment):
        return None
    due = found[0].due
    if due is None or due.precision is not Precision.DAY:
        return None
    at = clock_on_day(due.text, m["c"], ctx)
    if at is None or at.precision is not Precision.INSTANT or not due.start <= at.start < due.end:
        return None
    return [replace(found[0], due=at)]
