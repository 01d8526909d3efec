"""A move said as an obligation: "need to move dentist to next wed", "mon is a bank holiday so gotta
move the team lunch to tues".

Read as a to-do, the new day is taken for the due and the action keeps a dangling "to" ("move
dentist to", due next Wednesday): a to-do nobody recognises, and the open dentist left where it
was. Said bare ("move dentist to next wed") it is the move recap reads: the open one re-dated, or,
with none open, a question whether to track it then. So the obligation words are dropped before a
move to a day. Only to a day: "need to move the car to the garage" is a to-do, no move.
"""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding._phrases import _I
from memory.understanding.timex import find_spans

__all__ = ["obliged_move"]

_OBLIGED_MOVE = re.compile(
    r"(?P<lead>^|[,;:]\s*|\bso\s+|\band\s+)(?:(?:i|we)\s+)?(?:(?:really|still|just|also)\s+)?"
    r"(?:need\s+to|have\s+to|gotta|got\s+to|must|should)\s+"
    r"(?P<move>(?:move|push|shift|reschedule|resched|bump|postpone|prepone)\s+\S.*?\s+(?:back\s+)?(?:to|till|until)\s+"
    r"(?P<to>[^,;.!?]+))",
    _I,
)


def obliged_move(text: str, *, now: datetime, tz: ZoneInfo) -> str:
    """``text`` with an obligation to move a thing to a day said as the move (see the module doc)."""

    def bare(m: re.Match[str]) -> str:
        spans = find_spans(f"on {m['to']}", now=now, tz=tz)  # "on the 20th": a bare ordinal is a day after "on"
        return f"{m['lead']}{m['move']}" if spans and spans[0].start == 0 else m.group(0)

    return _OBLIGED_MOVE.sub(bare, text)
