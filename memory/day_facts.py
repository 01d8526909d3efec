"""Facts whose value is a day ("Priya · start date = 6 January 2027", "me · last day = 18
December 2026"), as the corrections of a bare day find them.

A correction that names only a day ("that's wrong, it was the 8th", "sorry, the 19th") puts
right the date of what the conversation touched last. For most facts that date is when the fact
became true (its effective time); a day fact has none: its day is its value. So when such a fact
was said after anything dated, the correction is of its value: "the 8th" read against its old day
(the 8th of the same month), kept in the same words ("8 January 2027").

Pure functions over claims; the timezone is passed in.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import datetime
from functools import lru_cache
from zoneinfo import ZoneInfo

from memory.answers_yearly import yearly_date
from memory.model import Claim

__all__ = ["day_of", "latest_day_fact", "next_round", "yearless"]

_FORMATS = ("%d %B %Y", "%B %Y")  # the values :func:`memory.understanding._fact_dates.day_value` gives
_YEAR = re.compile(r"\b\d{4}\b")


def day_of(claim: Claim, tz: ZoneInfo) -> datetime | None:
    """The day a day fact's value names, at its local midnight; None for any other value. A day
    said with no year ("march 3") is read in the year the fact was said."""
    return _day(claim.value, claim.observed_at.year, tz)


@lru_cache(maxsize=1 << 14)  # a correction of a bare day reads every claim's value (strptime is slow)
def _day(value: str, year: int, tz: ZoneInfo) -> datetime | None:
    for fmt in _FORMATS:
        try:
            return datetime.strptime(value.strip(), fmt).replace(tzinfo=tz)
        except ValueError:
            continue
    said = yearly_date(value)  # a birthday or an anniversary as typed: "march 3", "3rd of March"
    try:
        return datetime.strptime(f"{said} {year}", "%d %B %Y").replace(tzinfo=tz)
    except ValueError:
        return None


def next_round(day: datetime, now: datetime, tz: ZoneInfo) -> datetime:
    """The next coming round of a yearly ``day`` (a birthday, an anniversary): this year's when it
    is today or still ahead, else next year's (29 February on 28 February of a common year)."""
    local = now.astimezone(tz)
    for year in (local.year, local.year + 1):
        try:
            coming = day.replace(year=year)
        except ValueError:  # 29 February in a common year
            coming = day.replace(year=year, day=28)
        if coming.date() >= local.date():
            return coming
    return coming


def yearless(claim: Claim) -> bool:
    """Whether a day fact's value says no year ("march 3"): it is put right with none either."""
    return _YEAR.search(claim.value) is None


def latest_day_fact(claims: Iterable[Claim], now: datetime, tz: ZoneInfo) -> Claim | None:
    """The day fact in force (no later correction of it) observed last by ``now``, or None."""
    claims = [c for c in claims if c.observed_at <= now]
    corrected = {c.corrects for c in claims if c.corrects is not None}
    days = [c for c in claims if c.id not in corrected and day_of(c, tz) is not None]
    return max(days, key=lambda c: (c.observed_at, c.id), default=None)
