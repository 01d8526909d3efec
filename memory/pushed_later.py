"""A move said as a delay ("pushed to tues", "postponed till friday", "bumped to mon") can only
make a to-do later. When the day said falls before the to-do's due as read against now
("dentist (thurs) pushed to tues" on a Monday), a bare weekday plainly means that weekday
after the due; any other day said (a date, "tomorrow") is asked about, never taken.

Words that move a thing earlier ("bumped up", "pushed forward", "sooner") are no delay.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime
from zoneinfo import ZoneInfo

from memory import understanding
from memory.moved_due import moved_due

__all__ = ["delayed"]

_DELAY = re.compile(r"\b(?:push(?:ed|es|ing)?|bump(?:ed|s|ing)?|postpon(?:e|ed|es|ing)|delay(?:ed|s|ing)?)\b", re.I)
_EARLIER = re.compile(r"\b(?:up|forward|forwards|earlier|sooner|ahead|brought|bring)\b", re.I)
_WEEKDAY = re.compile(
    r"^(?:on\s+)?(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|rsday|urday)?\.?$", re.I
)


def delayed(
    move: understanding.MoveCommitment, current: datetime | None, text: str, tz: ZoneInfo
) -> understanding.MoveCommitment | None:
    """``move`` as a delay of a to-do due ``current`` said in ``text``: unchanged unless said as
    a delay to a day before ``current``; then to that weekday after ``current``, or None (ask)."""
    if current is None or move.shift is not None or move.weekday_after is not None:
        return move
    if not _DELAY.search(text) or _EARLIER.search(text) or moved_due(move, current, tz) >= current:
        return move
    if _WEEKDAY.match(move.due.text.strip()):
        return replace(move, weekday_after=move.due.start.astimezone(tz).weekday())
    return None
