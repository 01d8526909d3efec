"""The answer to "what have I got coming up" (and "anything on the horizon", "what's next"):
every open to-do still ahead, whenever it is due, soonest first.

A question that names what is coming but no window (:mod:`memory.understanding._coming_asks`)
asks what lies ahead, not what falls in the next seven days: "renew the TV licence by the 20th"
is coming up as much as "book the MOT by the 9th". So the horizon is everything open and dated:
the overdue first (they come first in any list of what to do), then the rest soonest first,
a chat list long (:mod:`memory.shortlist`) with a line saying how many more are due later, and
a last line counting the open ones with no due date, which no horizon holds.
"""

from __future__ import annotations

from datetime import UTC, datetime

from memory import shortlist, views
from memory.derive import commitments_of
from memory.model import Precision
from memory.service import Memory
from memory.store import User
from memory.understanding.timex import DateSpec

_END_OF_TIME = datetime.max.replace(tzinfo=UTC)


async def coming_text(memory: Memory, user: User, now: datetime) -> str:
    """The overdue, then every open to-do due from ``now`` on, soonest first (a chat list long,
    with how many more), then how many open ones have no due date."""
    everything = [c for c in await commitments_of(memory.store, user.id) if c.created_at <= now and c.is_open]
    undated = sum(1 for c in everything if c.due is None)
    if not everything:
        return "Nothing coming up: your list is clear."
    if undated == len(everything):
        said = "Nothing coming up with a due date."
    else:
        ahead = DateSpec("ahead", now, _END_OF_TIME, Precision.DAY, year_given=True)
        said = await views.due_text(memory, user, now, window=ahead)
    if not undated:
        return said
    return f"{said}\n+ {undated:,} open with no due date — {shortlist.ALL_OPEN}."
