"""A to-do moved to a day the words do not settle is asked about, never moved: "4/11 instead" (4 November or
11 April, before the user's order of numeric dates is known), "the magnetometer swap pushed to next month" (a
month, no day in it).

A correction says so already ("sorry, 4/11", "actually early next month": :mod:`._vague_correction`); a move
said with "instead", "now" or a verb of moving reached the store with the zone's reading or the month's last
day, a day the user never said; one to words read as no day ("push the staff party to republic day") was kept
as a new to-do "push the staff party to …". Only a move to a numeric date that reads both ways, or to "next month" alone
("end of next month", "the 5th of next month" name their day and move), or a move of "the …" (or "my",
"our", "that", "this" …) to words that name a day of some kind no reader took for one ("… day", "… eve",
"… festival"; "move the sofa to the lounge" stays a to-do).
"""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding._phrases import _Ctx
from memory.understanding._vague_correction import two_way
from memory.understanding.intents import Intent, MoveCommitment, NewCommitment, Unclear

__all__ = ["unsure_moves"]

# "push the staff party to republic day": a move to words read as no day, which is no new to-do "push …"
_MOVED_TO_UNREAD = re.compile(
    r"^(?:push|move|bump|shift|postpone|reschedule|delay|put\s+off|push\s+back|bring\s+forward)\s+"
    r"(?P<what>(?:the|my|our|that|this)\s+\S.*?)\s+(?:back\s+|forward\s+)?(?:to|till|until|til|for)\s+"
    # (the words name a day of some kind: "… to the lounge" is a place, a to-do of its own)
    r"(?P<when>\S.*?\b(?:day|eve|night|weekend|holidays?|festival|feast|fete|fête|jubilee|anniversary))[\s.!]*$",
    re.I,
)
# "next month" said alone, with no day in it
_MONTH_ALONE = re.compile(r"^(?:(?:to|till|until|til|for|into)\s+)?(?:next|the\s+following)\s+(?:month|mth|mo)$", re.I)


def unsure_moves(found: list[Intent], *, now: datetime, tz: ZoneInfo) -> list[Intent]:
    """``found`` with each move to a day its words do not settle turned into a question (see the module)."""
    if not any((isinstance(i, MoveCommitment) and i.shift is None) or isinstance(i, NewCommitment) for i in found):
        return found
    ctx = _Ctx(now=now, tz=tz, lowercase=False)
    out: list[Intent] = []
    for intent in found:
        said = intent.due.text.strip() if isinstance(intent, MoveCommitment) and intent.shift is None else ""
        if said and (both := two_way(said, ctx)) is not None:
            out.append(both)
        elif (
            isinstance(intent, NewCommitment)
            and intent.due is None
            and (moved := _MOVED_TO_UNREAD.match(intent.action))
        ):
            out.append(
                Unclear(
                    f"I couldn't read “{moved['when']}” as a day. When should {moved['what']} move to? "
                    f"Say the date, e.g. “move {moved['what']} to the 14th”.",
                    intent.action,
                )
            )
        elif said and _MONTH_ALONE.match(said):
            out.append(
                Unclear(
                    "Which day next month should it move to? Say it, e.g. “the 5th of next month” or "
                    "“end of next month”.",
                    said,
                )
            )
        else:
            out.append(intent)
    return out
