"""``recap bench serve-memory``: the peak memory of the serving process with many users on disk.

1. **Users on disk.** ``users`` users with real content (:func:`jobs.bench.populate`: a few
   templates through the dispatcher, copied), every one with an open slice gone idle and a
   briefing due at :data:`TICK` (every zone's morning is past by then).
2. **The serving process**, in a process of its own as ``recap serve`` runs: it imports what
   serve imports, opens the home, builds the dispatcher and the scheduler, and runs the
   start-up tick serve runs for what came due while it was down
   (:func:`jobs.sweeps.run_due`): the idle sweep closes every idle slice, then every user's
   morning briefing is composed and recorded (delivered nowhere: no platform is served).
   Its peak resident memory (``VmHWM``, its own address space's: :func:`_peak_mb`) is the figure.
3. **Beside it**, the same process on an empty home, and the bare process (serve's imports
   only).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import resource
import subprocess
import sys
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from jobs.bench import populate
from memory.home import Home
from memory.service import Memory
from memory.stores import scratch_schema

__all__ = ["TICK", "ServeMemory", "run"]

TICK = datetime(2026, 1, 6, 15, 0, tzinfo=UTC)  # past 08:00 in every zone of jobs.bench.ZONES


@dataclass(frozen=True)
class ServeMemory:
    users: int
    closed: int  # slices the idle sweep closed
    briefings: int  # briefings recorded
    peak_mb: float  # the serving process, ``users`` users on disk
    empty_mb: float  # the same process on an empty home
    bare_mb: float  # serve's imports only

    def as_text(self) -> str:
        return (
            f"recap serve with {self.users:,} users on disk, after the idle sweep ({self.closed:,} slices closed)"
            f" and the morning's briefings ({self.briefings:,}):\n"
            f"peak memory {self.peak_mb:.0f} MB · empty home {self.empty_mb:.0f} MB"
            f" · bare process {self.bare_mb:.0f} MB"
        )


async def build(home: Home, users: int) -> None:
    """Part 1 of the module docstring."""
    memory = await Memory.open(home)
    try:
        await populate(memory, users=users, idle=users)
        due = TICK - timedelta(minutes=1)
        await memory.store.plan_briefings([(user, due) for user in sorted(await memory.store.user_ids())])
    finally:
        await memory.close()


def run(root: Path, *, users: int) -> ServeMemory:
    """Parts 1–3 of the module docstring, in ``root``."""
    return asyncio.run(_run(root, users))


async def _run(root: Path, users: int) -> ServeMemory:
    """On PostgreSQL each home's database is a schema of its own, which the children are given."""
    async with scratch_schema():
        home = Home(root / "users")
        await build(home, users)
        served = _child("serve", home.root)
    async with scratch_schema():
        empty = _child("serve", root / "empty")
    bare = _child("bare", root / "empty")
    return ServeMemory(
        users=users,
        closed=served["closed"],
        briefings=served["briefings"],
        peak_mb=served["peak_mb"],
        empty_mb=empty["peak_mb"],
        bare_mb=bare["peak_mb"],
    )


def _child(what: str, home: Path) -> dict[str, float]:
    """Run :func:`_serve` (or the bare imports) in a fresh process; its JSON line."""
    done = subprocess.run(
        [sys.executable, "-m", "jobs.serve_memory", what, str(home)], capture_output=True, text=True, check=True
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


async def _serve(home: Path) -> dict[str, float]:
    """Part 2 of the module docstring, in this process."""
    from bot.dispatcher import Dispatcher
    from jobs.scheduler import build_scheduler
    from jobs.sweeps import run_due
    from memory.clock import VirtualClock
    from memory.timeline import IDLE

    memory = await Memory.open(Home(home))
    try:
        clock = VirtualClock(TICK)
        delivered: list[str] = []

        async def deliver(name: str, text: str) -> None:
            delivered.append(name)

        Dispatcher(memory, clock)
        build_scheduler(memory, clock, deliver)
        open_before = len(await memory.store.idle_slice_keys(TICK - IDLE))
        await run_due(memory, TICK, deliver)
        open_after = len(await memory.store.idle_slice_keys(TICK - IDLE))
        return {"closed": open_before - open_after, "briefings": len(delivered), "peak_mb": _peak_mb()}
    finally:
        await memory.close()


def _peak_mb() -> float:
    """This process's peak resident memory. On Linux from ``VmHWM``, kept per address space, so
    a new one at exec: ``ru_maxrss`` is carried over from the parent at fork, and this process's
    parent (the bench, holding the users it made) may have been larger than it ever is."""
    with contextlib.suppress(OSError):
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _bare() -> dict[str, float]:
    """What serve imports, nothing opened."""
    import bot.dispatcher
    import bot.serve  # noqa: F401
    import jobs.scheduler
    import jobs.sweeps  # noqa: F401

    return {"peak_mb": _peak_mb()}


if __name__ == "__main__":
    which, folder = sys.argv[1], Path(sys.argv[2])
    found = asyncio.run(_serve(folder)) if which == "serve" else _bare()
    print(json.dumps(found))
