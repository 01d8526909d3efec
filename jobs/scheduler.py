"""APScheduler wiring for the service: one periodic tick running every sweep."""

from __future__ import annotations

from apscheduler.schedulers.asyncio import AsyncIOScheduler
from apscheduler.triggers.interval import IntervalTrigger

from jobs.sweeps import Deliver, Reaches, everyone, run_due
from memory.clock import Clock
from memory.service import Memory

TICK_SECONDS = 30


def build_scheduler(memory: Memory, clock: Clock, deliver: Deliver, reaches: Reaches = everyone) -> AsyncIOScheduler:
    """A scheduler whose one job runs the sweeps every :data:`TICK_SECONDS`.

    ``coalesce`` and ``max_instances=1`` keep a slow tick from piling up behind itself; the
    sweeps decide from the store what is due, so a skipped tick loses nothing.
    """
    scheduler = AsyncIOScheduler(timezone="UTC")

    async def tick() -> None:
        await run_due(memory, clock.now(), deliver, reaches)

    scheduler.add_job(
        tick,
        IntervalTrigger(seconds=TICK_SECONDS),
        id="sweeps",
        coalesce=True,
        max_instances=1,
        misfire_grace_time=TICK_SECONDS,
    )
    return scheduler
