"""Runs the sweeps under a virtual clock: every job due on the way to a time, at its own time."""

from __future__ import annotations

from datetime import datetime

from jobs.sweeps import Deliver, next_due, run_due
from memory.clock import VirtualClock, as_utc
from memory.service import Memory


async def advance(memory: Memory, clock: VirtualClock, target: datetime, deliver: Deliver) -> None:
    """Move ``clock`` to ``target``, stopping at each moment a sweep has work, in order."""
    target = as_utc(target)
    while (due := await next_due(memory)) is not None and due <= target:
        clock.set(max(due, clock.now()))
        await run_due(memory, clock.now(), deliver)
    clock.set(target)
