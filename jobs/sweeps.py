"""The periodic sweeps. Each decides from the store what is due at ``now`` and does it.

One sweep serves every user: it reads an index (open slices by last activity, users by next
briefing time) instead of keeping a job per user, so a restart loses nothing — whatever came
due while recap was down is found by the next sweep.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import replace
from datetime import datetime, timedelta

import structlog

from memory import briefing
from memory.model import EventKind
from memory.schedule import next_briefing_after
from memory.service import Memory
from memory.store import User
from memory.timefmt import iso_utc, zone
from memory.timeline import IDLE

log = structlog.get_logger(__name__)

# A briefing missed while recap was down is still sent if recap is back within this time.
BRIEFING_GRACE = timedelta(hours=3)

# Hands a finished briefing to the user's adapter: (user name, text).
Deliver = Callable[[str, str], Awaitable[None]]
# Whether this process can reach a user now (their platform is being served).
Reaches = Callable[[str], bool]


def everyone(name: str) -> bool:
    return True


async def close_idle_slices(memory: Memory, now: datetime) -> int:
    return len(await memory.close_idle_slices(now))


async def send_due_briefings(memory: Memory, now: datetime, deliver: Deliver, reaches: Reaches = everyone) -> int:
    """Send every briefing whose time has come; returns how many were sent.

    A user this process cannot reach (their platform is not being served) keeps their due
    briefing: it goes out if their platform starts within the grace period, and is never
    recorded as sent without being handed to an adapter.
    """
    sent = 0
    for user in await memory.store.users_due_for_briefing(now):
        scheduled = user.next_briefing_at
        assert scheduled is not None
        late = now - scheduled > BRIEFING_GRACE
        if late:
            log.warning("briefing_skipped", user=user.id, scheduled=iso_utc(scheduled), reason="past grace period")
        elif not reaches(user.name):
            continue
        elif not await _already_sent(memory, user, scheduled):
            sent += await _send_briefing(memory, user, now, scheduled, deliver)
        following = next_briefing_after(now, user.briefing_time, zone(user.timezone))
        await memory.store.update_user(replace(user, next_briefing_at=following))
    return sent


async def _already_sent(memory: Memory, user: User, scheduled: datetime) -> bool:
    last = await memory.store.last_event(user.id, EventKind.BRIEFING)
    return last is not None and last.at >= scheduled


async def _send_briefing(memory: Memory, user: User, now: datetime, scheduled: datetime, deliver: Deliver) -> int:
    composed = await briefing.compose(memory, user, now)
    text = composed.text or (briefing.NOTHING_DUE if user.nothing_due_line else "")
    if not text:
        return 0
    # Recorded before delivery: the timeline is the proof of sending, so a crash between the
    # two cannot send the same briefing twice after a restart.
    await memory.record(
        user, at=now, kind=EventKind.BRIEFING, text=text, payload={"scheduled_for": iso_utc(scheduled)}
    )
    try:
        await deliver(user.name, text)
    except Exception:
        log.exception("briefing_delivery_failed", user=user.id)
    return 1


async def run_due(memory: Memory, now: datetime, deliver: Deliver, reaches: Reaches = everyone) -> None:
    """One tick of every sweep, in order."""
    await close_idle_slices(memory, now)
    await send_due_briefings(memory, now, deliver, reaches)


async def next_due(memory: Memory) -> datetime | None:
    """The earliest moment any sweep has something to do (for the virtual clock)."""
    candidates = []
    oldest_activity = await memory.store.oldest_open_slice_activity()
    if oldest_activity is not None:
        candidates.append(oldest_activity + IDLE)
    next_briefing = await memory.store.next_briefing_due()
    if next_briefing is not None:
        candidates.append(next_briefing)
    return min(candidates, default=None)
