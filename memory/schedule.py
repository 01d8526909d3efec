"""When a user's next morning briefing falls, in their own timezone."""

from __future__ import annotations

import re
from datetime import datetime, time, timedelta
from zoneinfo import ZoneInfo

_HHMM = re.compile(r"^([01]?\d|2[0-3]):([0-5]\d)$")


def parse_hhmm(text: str) -> time:
    """'07:30' -> time(7, 30); a clear ValueError for anything else."""
    match = _HHMM.match(text.strip())
    if not match:
        raise ValueError(f"{text!r} is not a time of day; use HH:MM, e.g. 07:30")
    return time(int(match[1]), int(match[2]))


def next_briefing_after(now: datetime, briefing_time: str, tz: ZoneInfo) -> datetime:
    """The first local ``briefing_time`` strictly after ``now``, as aware UTC.

    Built from the local calendar day each time, so the UTC hour follows daylight-saving
    changes. A local time that does not exist that day (a spring-forward gap) falls an hour
    later, as a wall clock would show it.
    """
    at = parse_hhmm(briefing_time)
    day = now.astimezone(tz).date()
    while True:
        candidate = _local(datetime.combine(day, at), tz)
        if candidate > now:
            return candidate
        day += timedelta(days=1)


def _local(naive: datetime, tz: ZoneInfo) -> datetime:
    aware = naive.replace(tzinfo=tz)
    # Round-trip through UTC to land a non-existent wall time on a real instant.
    return aware.astimezone(ZoneInfo("UTC"))
