"""What comes next when the look ahead is empty: "what's coming up" with nothing due in the next
seven days still has an answer, the soonest to-dos due after them.

A due question that names no window ("what's coming up", "what's due", "anything upcoming")
looks seven days ahead (:func:`memory.views.due_text`); "Nothing due in the next 7 days" is
true but leaves out the board pack due on the 12th that the question was about. The soonest of
the later ones follow, a chat list long (:mod:`memory.shortlist`), in the user's timezone.
"""

from __future__ import annotations

from datetime import datetime

from memory import commitments as commitment_rules
from memory import shortlist
from memory.derive import commitments_of
from memory.phrasing import describe_commitment, describe_due
from memory.service import Memory
from memory.store import User
from memory.timefmt import zone

LOOK_AHEAD_DAYS = 7  # the window of a due question that names none (memory.views.due_text)


async def later_lines(memory: Memory, user: User, now: datetime) -> list[str]:
    """The soonest open to-dos due after the look ahead, when none is due within it; [] when
    one is (the look ahead answered) or none is due later."""
    tz = zone(user.timezone)
    commitments = [c for c in await commitments_of(memory.store, user.id) if c.created_at <= now and c.is_open]
    if commitment_rules.due_within(commitments, now, LOOK_AHEAD_DAYS, tz):
        return []
    end = commitment_rules.end_of_local_day(now, LOOK_AHEAD_DAYS, tz)
    later, total = shortlist.pick(
        (c for c in commitments if c.due is not None and c.due >= end), shortlist.CHAT, shortlist.soonest
    )
    if not later:
        return []
    later.sort(key=shortlist.soonest)
    lines = ["Next after that:", *(f"• {describe_commitment(c)} — due {describe_due(c.due, tz)}" for c in later)]
    if total > len(later):
        lines.append(shortlist.more_line(total - len(later), "due later", shortlist.ALL_OPEN))
    return lines
