"""``recap bench sweep``: what one sweep tick costs when recap holds many users.

The sweeps read two indexes (open slices by last activity, users by next briefing time), so a
tick with nothing due should cost about the same for a hundred users as for a hundred
thousand; the work grows only with what is actually due. This builds that situation in a
scratch home and times it: ticks with nothing due, a tick in which some briefings fall due
(with nothing to report, so they are re-planned), and one in which some slices go idle (each
closed with its summary, file and git commit).
"""

from __future__ import annotations

import resource
import statistics
import time
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

from jobs.sweeps import run_due
from memory.home import Home
from memory.model import Slice
from memory.schedule import next_briefing_after
from memory.service import Memory
from memory.store import User
from memory.timefmt import zone
from memory.timeline import IDLE

ZONES = ("UTC", "Europe/Berlin", "America/Chicago", "Asia/Tokyo", "Australia/Sydney", "Asia/Kolkata")
START = datetime(2026, 1, 5, 12, 0, tzinfo=UTC)
QUIET_TICKS = 5


@dataclass(frozen=True)
class SweepReport:
    users: int
    populate_seconds: float
    quiet_tick_seconds: float  # median tick with nothing due
    due_briefings: int
    briefing_tick_seconds: float
    idle_slices: int
    closing_tick_seconds: float
    peak_rss_mb: float

    def as_text(self) -> str:
        per_briefing = 1000 * self.briefing_tick_seconds / max(self.due_briefings, 1)
        per_slice = 1000 * self.closing_tick_seconds / max(self.idle_slices, 1)
        return "\n".join(
            [
                f"recap bench sweep · {self.users:,} users, each with an open slice and a planned briefing",
                f"populate: {self.populate_seconds:.1f} s",
                f"tick with nothing due: {1000 * self.quiet_tick_seconds:.2f} ms (median of {QUIET_TICKS})",
                f"tick with {self.due_briefings:,} briefings due: {self.briefing_tick_seconds:.2f} s"
                f" ({per_briefing:.2f} ms each)",
                f"tick with {self.idle_slices:,} idle slices: {self.closing_tick_seconds:.2f} s"
                f" ({per_slice:.1f} ms each, summary + file + git commit)",
                f"peak memory (max RSS): {self.peak_rss_mb:.0f} MB",
            ]
        )


async def _nobody(name: str, text: str) -> None:
    raise AssertionError("a user with nothing to report was sent a briefing")


async def run(root: Path, *, users: int, due: int, idle: int) -> SweepReport:
    """Build ``users`` users in ``root`` and time the sweeps over them."""
    memory = await Memory.open(Home(root))
    try:
        started = time.perf_counter()
        await _populate(memory, users)
        populated = time.perf_counter() - started

        quiet = []
        for _ in range(QUIET_TICKS):
            began = time.perf_counter()
            await run_due(memory, START, _nobody)
            quiet.append(time.perf_counter() - began)

        await _make_due(memory, due)
        began = time.perf_counter()
        await run_due(memory, START, _nobody)
        briefing_tick = time.perf_counter() - began

        await _make_idle(memory, idle)
        began = time.perf_counter()
        closed = len(await memory.close_idle_slices(START))
        closing_tick = time.perf_counter() - began
    finally:
        await memory.close()
    return SweepReport(
        users=users,
        populate_seconds=populated,
        quiet_tick_seconds=statistics.median(quiet),
        due_briefings=due,
        briefing_tick_seconds=briefing_tick,
        idle_slices=closed,
        closing_tick_seconds=closing_tick,
        peak_rss_mb=resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    )


async def _populate(memory: Memory, count: int) -> None:
    people = []
    for number in range(count):
        tz_name = ZONES[number % len(ZONES)]
        people.append(
            User(
                id=f"u{number:07d}",
                name=f"bench:{number}",
                timezone=tz_name,
                briefing_time="08:00",
                nothing_due_line=False,
                next_briefing_at=next_briefing_after(START, "08:00", zone(tz_name)),
                created_at=START - timedelta(days=1),
            )
        )
    await memory.store.add_users(people)
    async with memory.store.write() as db:
        for number, person in enumerate(people):
            # Activity spread over the last 29 minutes: open, but none idle yet.
            last = START - timedelta(seconds=number % (29 * 60))
            await memory.store.upsert_slice(
                db,
                Slice(
                    id=f"{last:%Y/%m/%d/%H%M}",
                    user=person.id,
                    started_at=last,
                    ended_at=last,
                    status="open",
                    path=f"users/{person.id}/episodic/slices/{last:%Y/%m/%d/%H%M}.md",
                ),
            )


async def _make_due(memory: Memory, count: int) -> None:
    """Move the first ``count`` users' briefings to a minute before the tick."""
    for user in (await memory.store.users())[:count]:
        await memory.store.update_user(replace(user, next_briefing_at=START - timedelta(minutes=1)))


async def _make_idle(memory: Memory, count: int) -> None:
    """Make the first ``count`` users' open slices idle for just over :data:`IDLE`."""
    chosen = (await memory.store.users())[:count]
    async with memory.store.write() as db:
        for user in chosen:
            piece = await memory.store.open_slice(user.id)
            if piece is not None:
                await memory.store.upsert_slice(db, replace(piece, ended_at=START - IDLE - timedelta(minutes=1)))
