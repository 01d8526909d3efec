"""Per-chat lanes: work for one chat runs in the order it came, different chats run side by side.

An adapter receives its platform's events in order and hands each to the lane of its chat
with :meth:`Lanes.submit`, which returns at once. One worker task per busy lane runs that
lane's work one item at a time, so a chat's messages are recorded and answered in order
(their replies too) while a slow chat never holds up another. The dispatcher's per-user lock
alone would not do: it is taken after awaits, so two messages of one chat could overtake
each other on the way to it, and their replies could interleave.
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Awaitable, Callable, Hashable

import structlog

Work = Callable[[], Awaitable[None]]

MAX_BUSY_LANES = 64


class Lanes:
    def __init__(self, name: str, *, limit: int = MAX_BUSY_LANES) -> None:
        self.name = name
        self._queues: dict[Hashable, deque[tuple[Work, asyncio.Future[None]]]] = {}
        self._workers: dict[Hashable, asyncio.Task[None]] = {}
        self._slots = asyncio.Semaphore(limit)

    def submit(self, key: Hashable, work: Work) -> asyncio.Future[None]:
        """Queue ``work`` on ``key``'s lane; the future resolves when it has run (or failed)."""
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        future.add_done_callback(_retrieve)
        self._queues.setdefault(key, deque()).append((work, future))
        if key not in self._workers:
            self._workers[key] = asyncio.create_task(self._run(key), name=f"{self.name}-lane-{key}")
        return future

    async def run(self, key: Hashable, work: Work) -> None:
        """Run ``work`` in ``key``'s lane and wait for it; its exception, if any, is raised here."""
        await self.submit(key, work)

    @property
    def busy(self) -> int:
        return len(self._workers)

    async def drain(self) -> None:
        """Wait until every lane is empty."""
        while self._workers:
            await asyncio.gather(*self._workers.values(), return_exceptions=True)

    async def close(self) -> None:
        """Cancel whatever is still queued or running."""
        for task in list(self._workers.values()):
            task.cancel()
        await asyncio.gather(*self._workers.values(), return_exceptions=True)

    async def _run(self, key: Hashable) -> None:
        queue = self._queues[key]
        try:
            while queue:
                work, future = queue.popleft()
                async with self._slots:
                    try:
                        await work()
                    except asyncio.CancelledError:
                        future.cancel()
                        raise
                    except Exception as error:
                        structlog.get_logger(__name__).exception("lane_work_failed", lane=self.name)
                        if not future.done():
                            future.set_exception(error)
                    else:
                        if not future.done():
                            future.set_result(None)
        finally:
            for _, future in queue:
                future.cancel()
            del self._workers[key]
            del self._queues[key]


def _retrieve(future: asyncio.Future[None]) -> None:
    # Work submitted without waiting would otherwise warn "exception was never retrieved";
    # the failure is logged where it happened.
    if not future.cancelled():
        future.exception()
