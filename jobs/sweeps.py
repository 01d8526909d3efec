"""The periodic sweeps. Each decides from the store what is due at ``now`` and does it.

One sweep serves every user: it reads an index (open slices by last activity, users by next
briefing time) instead of keeping a job per user, so a restart loses nothing — whatever came
due while recap was down is found by the next sweep.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import datetime, timedelta

import structlog

from memory import briefing, claiming
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
BATCH = claiming.CLAIM_BATCH

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
    (:func:`briefing.newsworthy`): the others are only re-planned. Users are claimed
    (:func:`memory.claiming.due_users`) :data:`BATCH` at a time; the briefings of a batch are
    recorded, and its users re-planned, in one transaction (:meth:`Memory.batch`; on
    PostgreSQL that of the claim: no other worker sends them), made durable by one group
    commit (:meth:`Memory.acknowledging`), and only then handed over.

    So a briefing is recorded exactly once, and handed over at most once: a worker killed
    after the commit and before the hand-over leaves it recorded (on the timeline, where
    "since the previous briefing" reads it) but not delivered; the user still has ``/briefing``.

    A user this process cannot reach (their platform is not being served) keeps their due
    briefing: it goes out if their platform starts within the grace period, and is never
    recorded as sent without being handed to an adapter.
    """
    news: set[str] | None = None
    passed: set[str] = set()
    sent = 0
    while True:
        outgoing: list[tuple[User, str]] = []
        # The batch's briefings are recorded in one transaction, and the slice files they open
        # fsynced side by side when it ends (Memory.batch), not one of each per briefing.
        async with (
            memory.acknowledging(),
            claiming.due_users(memory.store, now, BATCH, passed) as users,
            memory.batch({user.id for user in users}),
        ):
            if not users:
                return sent
            if news is None:
                news = await briefing.newsworthy(memory, now)
            await _brief(memory, users, news, now, reaches, outgoing, passed)
        # Handed over only once recorded durably: the timeline is the proof of sending, so a crash
        # before this point cannot send the same briefing twice after a restart.
        for user, text in outgoing:
            try:
                await deliver(user.name, text)
            except Exception:
                log.exception("briefing_delivery_failed", user=user.id)
        sent += len(outgoing)


async def _brief(
    memory: Memory,
    users: list[User],
    news: set[str],
    now: datetime,
    reaches: Reaches,
    outgoing: list[tuple[User, str]],
    passed: set[str],
) -> None:
    """Record the briefings of ``users`` (adding them to ``outgoing``) and re-plan each user;
    a user this process cannot reach is only added to ``passed``."""
    replanned: list[User] = []
    briefed: list[User] = []
    # When each was last briefed, and what the briefings of those with news read: a few reads
    # for the batch, not a few per user.
    last = await memory.store.last_event_times([user.id for user in users], EventKind.BRIEFING)
    for user in users:
        scheduled = _scheduled(user)
        if now - scheduled > BRIEFING_GRACE:
            log.warning("briefing_skipped", user=user.id, scheduled=iso_utc(scheduled), reason="past grace period")
        elif not reaches(user.name):
            passed.add(user.id)
            continue
        elif (user.id in news or user.nothing_due_line) and not (user.id in last and last[user.id] >= scheduled):
            briefed.append(user)
        replanned.append(user)
    readings = await briefing.read_many(memory, [user for user in briefed if user.id in news], now, last)
    texts = [(user, _text(user, now, readings.get(user.id))) for user in briefed]
    said = [(user, text) for user, text in texts if text]
    await memory.record_each(
        [user for user, _ in said],
        at=now,
        kind=EventKind.BRIEFING,
        texts=[text for _, text in said],
        payloads=[{"scheduled_for": iso_utc(_scheduled(user))} for user, _ in said],
    )
    outgoing += said
    if replanned:
        await memory.store.plan_briefings(
            (user.id, next_briefing_after(now, user.briefing_time, zone(user.timezone))) for user in replanned
        )


def _text(user: User, now: datetime, reading: briefing.Reading | None) -> str:
    """``user``'s briefing, composed from what was read of them (nothing to compose without a
    ``reading``: no news); empty when there is nothing to send."""
    composed = briefing.written(user, now, reading).text if reading is not None else ""
    return composed or (briefing.NOTHING_DUE if user.nothing_due_line else "")


def _scheduled(user: User) -> datetime:
    scheduled = user.next_briefing_at
    assert scheduled is not None
    return scheduled


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
