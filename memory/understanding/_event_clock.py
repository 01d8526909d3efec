"""A bare clock time in a to-do under a heading that has a day and a time: "gig sat 8pm: book
taxi home at 11" is Saturday 23:00, never 11:00 today. Said after such an event in a clause of its
own ("gig sat 8pm, book taxi home at 11"), the clock is offered on the event's day and asked
about, since a clause of its own may mean today.

The heading's day is the to-do's day (as "tmrw: dentist at 9" is tomorrow's), and a clock said
without am/pm is the one of its two readings nearer the heading's time: "at 11" after an 8pm
gig is 23:00 (three hours after, not nine before), "at 4" before a 6am flight is 04:00, "at 5"
before a 7pm dinner 17:00. When both readings are about as near (an event at noon, "at 6"), the
due keeps a doubt, so it is asked about, never stored as a guess. A clock with am/pm is kept as
written, on the heading's day. Hand-written: one comparison.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import UTC, datetime, timedelta, tzinfo

from memory.model import Precision
from memory.understanding._due_doubt import unsure_dues
from memory.understanding._phrases import _I, _Ctx
from memory.understanding.intents import Intent, NewCommitment
from memory.understanding.timex import DateSpec

# a clock with no day: "at 11", "@ 4", "by 10:30", "11pm", "around 9.15"
_CLOCK = re.compile(
    r"^(?:(?:at|@|by|around|about|before|b4|after)\s*)?(?P<h>\d{1,2})(?:[:.](?P<m>\d{2}))?\s*(?P<ap>am|pm|a\.m\.|p\.m\.)?$",
    _I,
)
# two readings about as near the event as each other: which one is meant, the heading does not say
_TIE = timedelta(hours=2)


def clock_on_event_day(event: DateSpec, written: str, tz: tzinfo) -> DateSpec | None:
    """The clock ``written`` in a to-do, on the day of ``event`` (a heading's day and time); None
    when ``written`` is more than a clock or ``event`` is no moment."""
    m = _CLOCK.match(written.strip())
    if m is None or event.precision is not Precision.INSTANT:
        return None
    hour, minute = int(m["h"]), int(m["m"] or 0)
    if hour > 23 or minute > 59:
        return None
    at = event.start.astimezone(tz)
    ap = (m["ap"] or "").lower()[:1]
    if ap or hour == 0 or hour > 12:
        hour = hour % 12 + (12 if ap == "p" else 0) if ap else hour
        return _spec(event, written, _at(at, hour, minute))
    morning, evening = _at(at, hour % 12, minute), _at(at, hour % 12 + 12, minute)
    near_morning, near_evening = abs(morning - at), abs(evening - at)
    chosen = morning if near_morning < near_evening else evening
    spec = _spec(event, written, chosen)
    if abs(near_morning - near_evening) < _TIE:
        return replace(spec, doubt=f"“{written.strip()}” may be morning or evening")
    return spec


def _at(day: datetime, hour: int, minute: int) -> datetime:
    return day.replace(hour=hour, minute=minute, second=0, microsecond=0)


def _spec(event: DateSpec, written: str, local: datetime) -> DateSpec:
    start = local.astimezone(UTC)
    return DateSpec(f"{event.text} {written.strip()}", start, start + timedelta(seconds=1), Precision.INSTANT,
                    event.year_given)


def after_event(intent: Intent, clause: str, earlier: list[Intent], ctx: _Ctx) -> Intent:
    """``intent`` (read from ``clause``) with its bare clock offered on the day of the last event
    before it that has a day and a time (``earlier``: what the message said before); else as it
    is, asked. A deadline ("call the bank by 12") keeps today's reading: by then, whatever comes after."""
    if not isinstance(intent, NewCommitment) or intent.due is None or _CLOCK.match(intent.due.text.strip()) is None:
        return intent
    if re.search(r"\b(?:by|before|b4|till|until|til)\s+" + re.escape(intent.due.text.strip()), clause, _I):
        return intent
    tz = ctx.tz
    events = [i.due for i in earlier if isinstance(i, NewCommitment) and i.due is not None]
    if not events or events[-1].precision is not Precision.INSTANT or _CLOCK.match(events[-1].text.strip()):
        return intent  # no event, or one at a clock alone ("at 9am …, and at 9pm …"): no day said
    if events[-1].start.astimezone(tz).date() == intent.due.start.astimezone(tz).date():
        return intent  # the same day already: its own reading of the clock stands
    moved = clock_on_event_day(events[-1], intent.due.text, tz)
    if moved is None:
        return intent
    # said after the event, not under it: the event's day is likelier than today's, yet asked
    doubt = moved.doubt or f"It may be today at {intent.due.text.strip()} instead"
    return unsure_dues([replace(intent, due=replace(moved, doubt=doubt))], ctx)[0]
