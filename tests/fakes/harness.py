"""Pieces the adapter tests share: a recap memory under a virtual clock, and sleeps that do not sleep."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from pathlib import Path

from bot.dispatcher import Dispatcher
from memory.clock import VirtualClock
from memory.home import Home
from memory.model import EventKind
from memory.service import Memory

# A Monday morning, so "by Friday" is four days away.
START = datetime(2026, 4, 6, 9, 0, tzinfo=UTC)


class Naps:
    """A stand-in for asyncio.sleep that records how long it was asked to wait and returns at once."""

    def __init__(self) -> None:
        self.durations: list[float] = []

    async def __call__(self, seconds: float) -> None:
        self.durations.append(seconds)
        await asyncio.sleep(0)


class Recap:
    """A memory in a temporary home, its dispatcher and the virtual clock they share."""

    def __init__(self, memory: Memory, clock: VirtualClock) -> None:
        self.memory = memory
        self.clock = clock
        self.dispatcher = Dispatcher(memory, clock)

    @classmethod
    async def open(cls, root: Path) -> Recap:
        return cls(await Memory.open(Home(root)), VirtualClock(START))

    async def close(self) -> None:
        await self.memory.close()

    async def texts(self, name: str, *kinds: EventKind) -> list[str]:
        """What the timeline of the user called ``name`` holds, optionally of some kinds only."""
        user = await self.memory.store.user_by_name(name)
        if user is None:
            return []
        return [event.text for event in await self.memory.store.events(user.id, kinds=kinds or None)]

    async def knows(self, name: str) -> bool:
        return await self.memory.store.user_by_name(name) is not None
