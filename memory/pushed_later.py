"""A move said as a delay ("pushed to tues", "postponed till the 9th") can only make a to-do
later. When the day said falls on an earlier day than the to-do's due as read against now:

- a bare weekday, with the to-do's own day named beside it ("dentist (thurs) pushed to tues"),
  plainly means that weekday after the due;
- a bare day of the month that comes after the due in the due's own month is that day ("report
  slipped to the 22nd" of one due 20 January is 22 January, not the 22nd of this month);
- another day said with "postpone" or "delay" ("postponed the dentist to the 9th" of one due the
  10th) is asked about, never taken; "push" is said of any move ("push it to tmrw").

A bare weekday alone ("push the vet to thurs" of a vet due by monday) keeps its plain reading:
people say "push" of any move. A time on the same day ("bump the vet to 9") is no day moved.
Words that move a thing earlier ("bumped up", "pushed forward", "sooner") are no delay.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date, datetime
from zoneinfo import ZoneInfo

from memory import understanding
from memory.moved_due import moved_due
from memory.understanding._phrases import WEEKDAY_NAME
from memory.understanding.timex import day_spec

__all__ = ["delayed"]

_PUSH = re.compile(r"\b(?:push(?:ed|es|ing)?|postpon(?:e|ed|es|ing)|delay(?:ed|s|ing)?|slip(?:s|ped|ping)?)\b", re.I)
# said only of a delay: a date before the due with these is asked about ("push" is said of any move:
# "push the dentist to tmrw"; "bump" of one made earlier too: "bump the landlord call to tmrw")
_DELAY = re.compile(r"\b(?:postpon(?:e|ed|es|ing)|delay(?:ed|s|ing)?)\b", re.I)
_EARLIER = re.compile(r"\b(?:up|forward|forwards|earlier|sooner|ahead|brought|bring)\b", re.I)
_WEEKDAY = re.compile(rf"^(?:on\s+)?{WEEKDAY_NAME}\.?$", re.I)
_NAMED_DAY = re.compile(rf"\b{WEEKDAY_NAME}\b", re.I)
_DAY_OF_MONTH = re.compile(r"^(?:the\s+)?(?P<d>\d{1,2})(?:st|nd|rd|th)?$", re.I)
_NUMBER = {"mon": 0, "tue": 1, "wed": 2, "thu": 3, "fri": 4, "sat": 5, "sun": 6}


def delayed(
    move: understanding.MoveCommitment, current: datetime | None, text: str, tz: ZoneInfo
) -> understanding.MoveCommitment | None:
    """``move`` as a delay of a to-do due ``current`` said in ``text``: unchanged unless said as
    a delay to a day before ``current``'s; then to that weekday after ``current`` when ``text``
    names ``current``'s weekday too, unchanged for a bare weekday, or None (ask) for a date."""
    if current is None or move.shift is not None or move.weekday_after is not None:
        return move
    if not _PUSH.search(text) or _EARLIER.search(text):
        return move
    if moved_due(move, current, tz).astimezone(tz).date() >= current.astimezone(tz).date():
        return move
    if (day := _DAY_OF_MONTH.match(move.due.text.strip())) is not None and (
        later := _day_after(current.astimezone(tz).date(), int(day["d"]))
    ):
        # "report slipped to the 22nd" of one due 20 January: January's, not the 22nd to come first
        return replace(move, due=day_spec(move.due.text, later, tz))
    if not _WEEKDAY.match(move.due.text.strip()):
        return None if _DELAY.search(text) else move
    said = {_NUMBER[m[0][:3].lower()] for m in _NAMED_DAY.finditer(text)}
    if current.astimezone(tz).weekday() in said:  # "dentist (thurs) pushed to tues"
        return replace(move, weekday_after=move.due.start.astimezone(tz).weekday())
    return move


def _day_after(due: date, day: int) -> date | None:
    """``day`` of ``due``'s own month when it comes after ``due``: the day a delay of it names
    (one said for a day before it, "pushed to the 9th" of the 20th, is another question)."""
    try:
        later = due.replace(day=day)
    except ValueError:
        return None
    return later if later > due else None
