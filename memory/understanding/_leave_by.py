"""A trip on a day, then when to set off: "dec 23 drive to mums, need to leave by 7am", "fly to
Lagos fri, have to leave for the airport at 5", "sat: take the kids to Gran's, gotta head off
by 9".

Read clause by clause, the trip is kept for its day and "leave" becomes a to-do of its own
("leave", due 7am): two entries for one outing, one of them no to-do at all. Leaving is when the
trip starts, so the one to-do is the trip, due that day at the time of leaving.

Only a trip (a travel verb opens the to-do: drive, fly, go, head, travel, take, catch, visit,
pick up, drop off), dated by day alone, and a leaving said with a clock time and no day of its
own. Hand-written: one shape, the trip read by the statement reader, the time by the date reader.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from memory.model import Precision
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, NewCommitment

_LEAVE = gated(re.compile(
    r"^(?P<head>.+?)\s*(?:,|;|\s[-–—]\s)\s*(?:and\s+|so\s+)?(?:(?:i|we)\s+)?(?:(?:need|have|got)\s+to|gotta|must|should"
    r"|(?:i|we)?'ll|will)?\s*(?:leave|set\s+off|head\s+off|head\s+out|get\s+going|hit\s+the\s+road)"
    r"(?:\s+(?:for\s+(?:the\s+)?\w+|home|the\s+house))?\s+(?:by|at|@|before|around)\s+(?P<t>[^,;]+?)[\s!.]*$",
    _I,
))
_TRIP = re.compile(
    r"^(?:drive|fly|go|head|travel|take|catch|visit|pick\s+up|collect|drop\s+off|drop|get\s+to|ride|cycle|walk|move)\b",
    _I,
)
# a clock time said by itself: "7am", "7", "6:30", "half 6"
_CLOCK = re.compile(r"^(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.?|p\.m\.?)?|half\s+\d{1,2}|noon|midday)$", _I)


def leave_by(text: str, ctx: _Ctx, statement: Callable[[str], list[Intent]]) -> list[Intent] | None:
    """The trip ``text`` names, due when the user leaves; None when it is no such line."""
    m = _LEAVE.match(text.strip())
    if m is None or not _CLOCK.match(m["t"].strip()):
        return None
    found = statement(m["head"])
    if len(found) != 1 or not isinstance(found[0], NewCommitment):
        return None
    trip = found[0]
    if trip.owner != "me" or trip.due is None or trip.due.precision is not Precision.DAY:
        return None
    if not _TRIP.match(trip.action):
        return None
    at = ctx.date(f"{trip.due.text} at {m['t'].strip()}")
    if at is None or at.precision is not Precision.INSTANT or not trip.due.start <= at.start < trip.due.end:
        return None
    return [replace(trip, due=at)]
