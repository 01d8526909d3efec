"""A user driven the way `recap eval` drives one: through the dispatcher and imports, under a
virtual clock that runs the sweeps on the way to each step."""

from __future__ import annotations

from datetime import datetime, timedelta, tzinfo
from typing import Any
from zoneinfo import ZoneInfo

from bot.dispatcher import Dispatcher
from bot.types import Inbound, Press, Reply
from jobs.virtual import advance
from memory import claims as claim_rules
from memory import portability
from memory.clock import VirtualClock
from memory.derive import commitments_of
from memory.home import Home
from memory.model import Commitment
from memory.service import Memory
from memory.store import User
from tests.conftest import lose_database


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
    return await chat_timed(memory, start, tz, list(enumerate(lines)))


async def chat_timed(
    memory: Memory, start: str, tz: str, lines: list[tuple[int, str]]
) -> tuple[VirtualClock, str, list[str]]:
    """Say each (minutes after ``start``, text) of ``lines`` as the user "dana" in ``tz``, the
    scheduler's jobs run up to each: the clock, the user id and the last reply."""
    clock = VirtualClock(at(start))
    user = await memory.users.get_or_create("dana", clock.now(), timezone=tz)
    dispatcher = Dispatcher(memory, clock)
    replies: list[str] = []
    for minutes, text in lines:
        await advance(memory, clock, at(start) + timedelta(minutes=minutes), _ignore)
        replies = await dispatcher.handle(Inbound(user="dana", text=text))
    return clock, user.id, replies


_OPEN = {"accepted": "open", "moved": "open"}


async def todo_states(
    memory: Memory, start: str, tz: str, lines: list[str]
) -> tuple[dict[str, tuple[str, str]], list[str]]:
    """Each stored to-do's (status, local due) after ``lines`` said as :func:`chat` says them ("open"
    when accepted or moved, the due "" when it has none), and recap's last replies."""
    _, user, replies = await chat(memory, start, tz, lines)
    stored = await commitments_by_action(memory, user)
    zone = ZoneInfo(tz)
    return {
        a: (_OPEN.get(c.status.value, c.status.value), local_minute(c.due, zone) if c.due else "")
        for a, c in stored.items()
    }, replies


def local_minute(when: datetime | None, tz: tzinfo) -> str:
    """``when`` as the user reads it to the minute ("2027-03-11 18:00"); it must be set."""
    assert when is not None
    return when.astimezone(tz).strftime("%Y-%m-%d %H:%M")


async def commitments_by_action(memory: Memory, user_id: str) -> dict[str, Commitment]:
    """A user's commitments by their current action, to look one up by name."""
    return {c.action: c for c in await commitments_of(memory.store, user_id)}


async def current_value(
    memory: Memory, user_id: str, subject: str, predicate: str, when: datetime, tz: tzinfo
) -> str | None:
    """The value of a user's fact at ``when`` (the top-ranked one of a conflict), or None."""
    view = claim_rules.find_view(await memory.store.claims(user_id), when, subject, predicate, tz=tz)
    return view.value if view is not None else None


async def snapshot(memory: Memory, user_id: str) -> dict[str, Any]:
    """Everything recorded and derived for one user, in a form two memories can be compared by."""
    user = await memory.store.user(user_id)
    assert user is not None
    claims = await memory.store.claims(user_id)
    return {
        "user": (user.name, user.timezone, user.briefing_time),
        "events": [
            (e.id, e.at, e.kind, e.author, e.text, e.payload, e.platform_ref, e.slice_id)
            for e in await memory.store.events(user_id)
        ],
        "slices": await memory.store.slices(user_id),
        "claims": sorted(
            (c.subject, c.predicate, c.value, c.effective_from, c.effective_to, c.quoted, c.source.name) for c in claims
        ),
        "commitments": sorted(
            (c.action, c.status, c.due, c.original_due) for c in await commitments_of(memory.store, user_id)
        ),
        "episodes": [(e.topic, e.opened_at, e.resolved_at) for e in await memory.store.episodes(user_id)],
    }


class Talk:
    """alice talking to recap a minute apart (a button pressed 20 seconds after its reply), the
    sweeps running between; the derive tests that rebuild afterwards use it."""

    def __init__(self, memory: Memory, start: str) -> None:
        self.memory = memory
        self.clock = VirtualClock(at(start))
        self.dispatcher = Dispatcher(memory, self.clock)

    async def say(self, text: str) -> Reply:
        await advance(self.memory, self.clock, self.clock.now() + timedelta(minutes=1), _ignore)
        (reply,) = await self.dispatcher.respond(Inbound(user="alice", text=text))
        return reply

    async def press(self, reply: Reply, label: str) -> Reply | None:
        await advance(self.memory, self.clock, self.clock.now() + timedelta(seconds=20), _ignore)
        button = next(b for b in reply.buttons if b.label == label)
        return await self.dispatcher.press(Press(user="alice", data=button.data, platform_ref=f"press:{button.data}"))

    async def same_after_rebuild(self, home: Home) -> None:
        """The memory rebuilt from the Markdown files alone holds what it held live."""
        user = await self.memory.store.user_by_name("alice")
        assert user is not None
        before = await snapshot(self.memory, user.id)
        fresh = await rebuilt(self.memory, home, self.clock.now())
        try:
            assert await snapshot(fresh, user.id) == before
        finally:
            await fresh.close()


async def rebuilt(memory: Memory, home: Home, now: datetime) -> Memory:
    """Close ``memory``, delete its database and rebuild one from the Markdown files alone."""
    await memory.close()
    lose_database(home)
    fresh = await Memory.open(home)
    await fresh.rebuild(now)
    return fresh
