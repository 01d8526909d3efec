"""The due a move gives a to-do, from the words said and the due it has: by an amount, to
another day at its own time of day, or to a time of day on its own day ("lunch is at 12:30
now" for a lunch on Thursday is Thursday 12:30, not tomorrow's 12:30 as read against now).

Shared by :mod:`memory.derive`, which applies a move, and :mod:`memory.asks`, whose question
offering a move must name the day the move would give.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, time, timedelta
from zoneinfo import ZoneInfo

from memory import understanding
from memory.clock import as_utc
from memory.understanding._bare_hour import BARE_HOUR
from memory.understanding._lifecycle import SAME_TIME_MARK
from memory.understanding._time_only import clock_only
from memory.understanding.timex import DateSpec, Precision, day_spec

__all__ = ["CLOCK", "has_clock_time_due", "moved_due", "nearest_half", "on_own_day"]

# a part of a day said alone ("after lunch", "the afternoon", "first thing"): of the to-do's own day
_DAY_PART = re.compile(
    r"^(?:(?:after|before|around|about|at|by|over|in|during|for)\s+)?(?:the\s+)?(?:lunch|lunchtime|lunch\s+time|noon"
    r"|midday|mid-day|morning|afternoon|late\s+afternoon|early\s+afternoon|evening|first\s+thing)$",
    re.IGNORECASE,
)
# a time of day that says its half of the day: "pm", "noon", a 24-hour clock ("21:30", "09:30", "0:30")
_HALF_SAID = re.compile(
    r"(?<![a-z])(?:am|pm|a\.m\.?|p\.m\.?|noon|midday|midnight|hrs|hours)(?=\W|$)"  # "4pm": after a digit too
    r"|(?<![\d:.])(?:0\d?(?=[:.h]\d\d)|(?:1[3-9]|2[0-3])(?!\d))",
    re.IGNORECASE,
)
# a day of the month said alone: "the 25th", "to the 3rd", "25th"
_BARE_DAY = re.compile(r"^(?:(?:on|to|till|until)\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)$", re.IGNORECASE)
CLOCK = re.compile(r"^(?:at\s+)?(?P<h>\d{1,2})(?::(?P<m>\d\d))?\s*(?P<ap>am|pm|a\.m\.|p\.m\.)?$", re.IGNORECASE)


def moved_due(move: understanding.MoveCommitment, current: datetime | None, tz: ZoneInfo) -> datetime:
    """The due a move gives a commitment now due ``current``: moved by the amount said ("slipped
    a week"), to another day at its own time of day ("push the 10:00 dentist to friday"), at the
    time said on its own day ("move the Diego call to 4:30"), else the date said."""
    if current is not None and move.shift is not None:
        return as_utc(current.astimezone(tz) + move.shift)  # local wall-clock time, across DST
    if current is not None and move.weekday_after is not None:  # "the following sunday": after its due
        local = current.astimezone(tz)
        return as_utc(local + timedelta(days=(move.weekday_after - local.weekday() - 1) % 7 + 1))
    if current is not None and (in_its_month := _in_its_month(move.due, current, tz)) is not None:
        move = replace(move, due=in_its_month)
    if current is not None and (in_its_week := _in_its_week(move.due, current, tz)) is not None:
        move = replace(move, due=in_its_week)
    if current is not None and has_clock_time_due(current, tz) and (
        move.due.text.endswith(SAME_TIME_MARK) or move.due.precision is Precision.DAY
    ):
        # "moved to monday, same time", "push the dentist to friday": that day, at its time of day
        day = move.due.start.astimezone(tz).date()
        return as_utc(datetime.combine(day, current.astimezone(tz).time(), tzinfo=tz))
    if current is not None and BARE_HOUR.match(move.due.text):
        # "push the bank call to 2": that hour on its own day, in the half nearest its old time
        return nearest_half(current.astimezone(tz), int(move.due.text), 0)
    if current is not None and move.due.precision is Precision.INSTANT and _DAY_PART.match(move.due.text.strip()):
        # "bump the landlord call to after lunch": that part of its own day, not of today
        at = move.due.last_moment.astimezone(tz).time()
        return as_utc(datetime.combine(current.astimezone(tz).date(), at, tzinfo=tz))
    if current is not None and move.due.precision is Precision.INSTANT and clock_only(move.due.text):
        # "lunch is at 12:30", "call's at half 9 now": that time on its own day
        return on_own_day(move.due.text, move.due.last_moment.astimezone(tz).time(), current.astimezone(tz), tz)
    return move.due.last_moment


def _in_its_month(said: DateSpec, current: datetime, tz: ZoneInfo) -> DateSpec | None:
    """A bare day of the month ("moved to the 25th") for a to-do due in a later month than the
    one the reader took (the next 25th from now): that day of the to-do's own month when it is the
    nearer to the due, as "the 25th" said of a thing due 18 January is the 25th of January. None
    when another date was said, when its month is no later, when that month has no such day, or
    when the reader's day is the nearer (rent due 1 October "by the 28th": 28 September)."""
    if said.precision is not Precision.DAY or said.year_given or _BARE_DAY.match(said.text.strip()) is None:
        return None
    read = said.start.astimezone(tz).date()
    due = current.astimezone(tz).date()
    if (due.year, due.month) <= (read.year, read.month):
        return None
    try:
        day = read.replace(year=due.year, month=due.month)
    except ValueError:
        return None  # "the 31st" of a month of 30 days: the reader's own reading stands
    if abs(day - due) >= abs(read - due):
        return None  # rent due the 1st, "by the 28th": the 28th before it, nearer than the one after
    return day_spec(said.text, day, tz)


# a weekday said with "the" ("moved to the sat", "make it the thursday"): the one of the to-do's own week
_THE_WEEKDAY = re.compile(
    r"^(?:the|that)\s+(?P<d>mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|rsday|urday)?\.?$",
    re.IGNORECASE,
)


def _in_its_week(said: DateSpec, current: datetime, tz: ZoneInfo) -> DateSpec | None:
    """A weekday said with "the" ("moved to the sat") for a to-do due in a later week than the
    one the reader took (the next Saturday from now): that weekday nearest the due (three days
    either side), as "the sat" said of a thing due next Friday is the day after it. None when
    another date was said or that day comes before the reader's own (the due is this week's)."""
    m = _THE_WEEKDAY.match(said.text.strip())
    if m is None or said.precision is not Precision.DAY:
        return None
    read = said.start.astimezone(tz).date()
    due = current.astimezone(tz).date()
    offset = (read.weekday() - due.weekday()) % 7  # days from the due on to the weekday said
    day = due + timedelta(days=offset if offset <= 3 else offset - 7)
    return day_spec(said.text, day, tz) if day > read else None


def on_own_day(said: str, at: time, local: datetime, tz: ZoneInfo) -> datetime:
    """The time of day ``at``, as the reader took ``said``, on ``local``'s day. Said without its
    half of the day ("half 9", "9:15", "twenty to 6"), the reader picked the next one after the
    message; a to-do with a time of day keeps the half nearer it instead (a 9am call put right
    as "half 9" at 16:45 is 9:30, not 21:30)."""
    if has_clock_time_due(local, tz) and not _HALF_SAID.search(said):
        return nearest_half(local, at.hour, at.minute)
    return as_utc(datetime.combine(local.date(), at, tzinfo=tz))


def nearest_half(local: datetime, hour: int, minute: int) -> datetime:
    """``hour``:``minute`` (said without am or pm) on ``local``'s day, in the half of the day
    nearer ``local``: a 1pm lunch made "11" is at 11:00, a 9pm call made "10" at 22:00."""
    options = [local.replace(hour=h, minute=minute, second=0, microsecond=0) for h in (hour % 12, hour % 12 + 12)]
    return as_utc(min(options, key=lambda at: abs(at - local)))


def has_clock_time_due(due: datetime, tz: ZoneInfo) -> bool:
    return due.astimezone(tz).time() != time(23, 59, 59)
