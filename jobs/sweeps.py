"""The periodic sweeps. Each decides from the store what is due at ``now`` and does it.

One sweep serves every user: it reads an index (open slices by last activity, users by next
briefing time) instead of keeping a job per user, so a restart loses nothing — whatever came
due while recap was down is found by the next sweep.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
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
# Briefings recorded per group commit before they are handed over.
BATCH = 500

# Hands a finished briefing to the user's adapter: (user name, text).
Deliver = Callable[[str, str], Awaitable[None]]
# Whether this process can reach a user now (their platform is being served).
Reaches = Callable[[str], bool]


def everyone(name: str) -> bool:
    return True


async def close_idle_slices(memory: Memory, now: datetime) -> int:
    """Close every idle slice, then commit them to git: one commit per user for the whole
    sweep, after the closing, never on the message path (a slice a message closed is
    committed here too)."""
    closed = await memory.close_idle_slices(now)
    await memory.commit_closed()
    return len(closed)


async def send_due_briefings(memory: Memory, now: datetime, deliver: Deliver, reaches: Reaches = everyone) -> int:
    """Send every briefing whose time has come; returns how many were sent.

    One query first finds which of the users due may have anything to report
    (:func:`briefing.newsworthy`): the others are only re-planned. The briefings of up to
    :data:`BATCH` users are recorded together and made durable by one group commit
    (:meth:`Memory.acknowledging`) before any of them is handed over, instead of one each.

    A user this process cannot reach (their platform is not being served) keeps their due
    briefing: it goes out if their platform starts within the grace period, and is never
    recorded as sent without being handed to an adapter.
    """
    due = await memory.store.users_due_for_briefing(now)
    news = await briefing.newsworthy(memory, now) if due else set()
    sent = 0
    for start in range(0, len(due), BATCH):
        sent += await _brief(memory, due[start : start + BATCH], news, now, deliver, reaches)
    return sent


async def _brief(
    memory: Memory, users: list[User], news: set[str], now: datetime, deliver: Deliver, reaches: Reaches
) -> int:
    """Record the briefings of ``users`` durably together, hand them over, re-plan each user."""
    outgoing: list[tuple[User, str]] = []
    replanned: list[User] = []
    async with memory.acknowledging():
        for user in users:
            scheduled = user.next_briefing_at
            assert scheduled is not None
            if now - scheduled > BRIEFING_GRACE:
                log.warning("briefing_skipped", user=user.id, scheduled=iso_utc(scheduled), reason="past grace period")
            elif not reaches(user.name):
                continue
            elif (user.id in news or user.nothing_due_line) and not await _already_sent(memory, user, scheduled):
                text = await _record_briefing(memory, user, now, scheduled, user.id in news)
                if text:
                    outgoing.append((user, text))
            replanned.append(user)
    # Handed over only once recorded durably: the timeline is the proof of sending, so a crash
    # before this point cannot send the same briefing twice after a restart.
    for user, text in outgoing:
        try:
            await deliver(user.name, text)
        except Exception:
            log.exception("briefing_delivery_failed", user=user.id)
    await memory.store.plan_briefings(
        (user.id, next_briefing_after(now, user.briefing_time, zone(user.timezone))) for user in replanned
    )
    return len(outgoing)


async def _already_sent(memory: Memory, user: User, scheduled: datetime) -> bool:
    last = await memory.store.last_event(user.id, EventKind.BRIEFING)
    return last is not None and last.at >= scheduled


async def _record_briefing(memory: Memory, user: User, now: datetime, scheduled: datetime, news: bool) -> str:
    """Compose ``user``'s briefing (nothing to compose without ``news``) and record it; the
    text recorded, empty when there is nothing to send."""
    composed = (await briefing.compose(memory, user, now)).text if news else ""
    text = composed or (briefing.NOTHING_DUE if user.nothing_due_line else "")
    if text:
        await memory.record(
            user, at=now, kind=EventKind.BRIEFING, text=text, payload={"scheduled_for": iso_utc(scheduled)}
        )
    return text


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
