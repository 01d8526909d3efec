"""A user driven the way `recap eval` drives one: through the dispatcher and imports, under a
virtual clock that runs the sweeps on the way to each step."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from bot.dispatcher import Dispatcher
from bot.types import Inbound
from jobs.virtual import advance
from memory import portability
from memory.clock import VirtualClock
from memory.service import Memory
from memory.store import User


def at(text: str) -> datetime:
    """An ISO time with its offset, as scenario files write them."""
    return datetime.fromisoformat(text)


class Outbox:
    """Collects the briefings the sweeps deliver."""

    def __init__(self) -> None:
        self.sent: list[str] = []

    async def __call__(self, name: str, text: str) -> None:
        self.sent.append(text)


class Person:
    def __init__(self, memory: Memory, name: str, timezone: str, start: str) -> None:
        self.memory = memory
        self.name = name
        self.timezone = timezone
        self.clock = VirtualClock(at(start))
        self.dispatcher = Dispatcher(memory, self.clock)
        self.outbox = Outbox()
        self.user: User

    async def create(self) -> Person:
        self.user = await self.memory.users.get_or_create(self.name, self.clock.now(), timezone=self.timezone)
        return self

    async def at(self, when: str) -> None:
        await advance(self.memory, self.clock, at(when), self.outbox)

    async def say(self, when: str, text: str) -> str:
        await self.at(when)
        return (await self.dispatcher.handle(Inbound(user=self.name, text=text)))[0]

    async def source(self, when: str, name: str, authority: float, **claim: Any) -> None:
        await self.at(when)
        await portability.record_source(
            self.memory, self.user, self.clock.now(), {"name": name, "authority": authority}, claim=claim
        )


async def _ignore(name: str, text: str) -> None:
    return None


async def chat(memory: Memory, start: str, tz: str, lines: list[str]) -> tuple[VirtualClock, str, list[str]]:
    """Say ``lines`` a minute apart from ``start`` as the user "dana" in ``tz``: the clock, the
    user id and the last reply."""
    clock = VirtualClock(at(start))
    user = await memory.users.get_or_create("dana", clock.now(), timezone=tz)
    dispatcher = Dispatcher(memory, clock)
    replies: list[str] = []
    for n, text in enumerate(lines):
        await advance(memory, clock, at(start) + timedelta(minutes=n), _ignore)
        replies = await dispatcher.handle(Inbound(user="dana", text=text))
    return clock, user.id, replies
