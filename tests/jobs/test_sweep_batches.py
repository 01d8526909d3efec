"""The sweeps work a batch at a time: closing many slices, or briefing many users, reads and
writes for the whole batch at once and gives what doing each alone gives."""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from typing import Any

import pytest

from bot.dispatcher import Dispatcher
from bot.types import Inbound
from jobs import sweeps
from memory import briefing
from memory.clock import VirtualClock
from memory.model import EventKind, Slice
from memory.service import Memory
from memory.store import Store
from memory.timeline import IDLE

START = datetime.fromisoformat("2026-05-04T09:00:00+00:00")
# What each user says, one slice a day: facts, a correction, commitments, an issue, small talk;
# {person} and {thing} differ between users, so what one user's slice holds is theirs alone.
DAYS = (
    ("{person} is now CTO", "I need to send {person} the {thing} by Friday", "The {thing} is down."),
    ("Actually {person} is CFO, not CTO", "Lunch with Kenji about the launch {thing}", "thanks!"),
)
PEOPLE = ("Maya", "Omar", "Lena", "Ravi", "Ines", "Tomas", "Aiko", "Bruno", "Chloe", "Dev", "Elif", "Femi")
THINGS = ("budget", "VPN", "printer", "roadmap", "invoice", "deck")
ZONES = ("UTC", "Europe/Berlin", "America/Chicago", "Asia/Tokyo")


async def _say(memory: Memory, names: list[str], day: int) -> VirtualClock:
    """Each of ``names`` says the lines of ``DAYS[day]``, a minute apart, on that day."""
    clock = VirtualClock(START + timedelta(days=day))
    dispatcher = Dispatcher(memory, clock)
    for name in names:
        await memory.users.get_or_create(name, clock.now(), timezone=ZONES[_number(name) % len(ZONES)])
    for line in DAYS[day]:
        for name in names:
            number = _number(name)
            said = line.format(person=PEOPLE[number % len(PEOPLE)], thing=THINGS[number % len(THINGS)])
            await dispatcher.handle(Inbound(user=name, text=said))
        clock.set(clock.now() + timedelta(minutes=1))
    return clock


def _number(name: str) -> int:
    """The number that ends ``name``: what the user says, and their zone, go by it."""
    found = re.search(r"\d+$", name)
    assert found is not None
    return int(found[0])


async def _closed(memory: Memory, name: str) -> list[tuple[Slice, str]]:
    """``name``'s slices, each with its file's text, their name written as ``<user>`` and the
    events' metadata left out (it holds their ids, which differ between users)."""
    user = await memory.store.user_by_name(name)
    assert user is not None
    found = []
    for piece in await memory.store.slices(user.id):
        lines = (memory.home.root / piece.path).read_text(encoding="utf-8").replace(user.id, "<user>").splitlines()
        found.append((piece, "\n".join(line for line in lines if not line.startswith("<!-- recap "))))
    return found


async def test_a_batch_closes_each_slice_as_closing_it_alone_does(memory: Memory) -> None:
    """Slices closed by one sweep batch get the summaries, tags, notes and files that closing
    each on its own gives (users in several zones, with strands from an earlier slice)."""
    batched = [f"batch{number}" for number in range(6)]
    alone = [f"alone{number}" for number in range(6)]
    await _say(memory, batched + alone, 0)
    await sweeps.close_idle_slices(memory, START + IDLE + timedelta(hours=1))
    clock = await _say(memory, batched + alone, 1)
    later = clock.now() + IDLE
    for name in alone:
        user = await memory.store.user_by_name(name)
        assert user is not None
        piece = await memory.store.open_slice(user.id)
        assert piece is not None
        await memory.close_slice(user, piece)
    assert len(await memory.close_idle_slices(later)) == len(batched)
    for one, other in zip(batched, alone, strict=True):
        mine, theirs = await _closed(memory, one), await _closed(memory, other)
        assert [(p.summary, p.tags, p.status, text) for p, text in mine] == [
            (p.summary, p.tags, p.status, text) for p, text in theirs
        ]
    assert any("corrected" in piece.summary or "CFO" in piece.summary for piece, _ in mine)


async def test_each_briefing_of_a_batch_reads_as_composed_alone(memory: Memory) -> None:
    """The sweep briefs many users a batch at a time; each gets the text composing their
    briefing alone gives, and each is recorded once."""
    names = [f"user{number}" for number in range(8)]
    await _say(memory, names, 0)
    await sweeps.close_idle_slices(memory, START + IDLE + timedelta(hours=1))
    morning = START + timedelta(days=1, hours=-1)
    users = [await memory.store.user_by_name(name) for name in names]
    await memory.store.plan_briefings((user.id, morning) for user in users if user is not None)
    alone = {user.name: (await briefing.compose(memory, user, morning)).text for user in users if user is not None}
    sent: list[tuple[str, str]] = []

    async def deliver(name: str, text: str) -> None:
        sent.append((name, text))

    assert await sweeps.send_due_briefings(memory, morning, deliver) == len(names)
    assert dict(sent) == alone and len(sent) == len(names)
    assert all(PEOPLE[_number(name)] in text for name, text in alone.items())
    assert await sweeps.send_due_briefings(memory, morning, deliver) == 0


@pytest.mark.sqlite_only("counts the trips to SQLite's thread")
async def test_a_batch_costs_the_same_trips_for_few_slices_as_for_many(memory: Memory) -> None:
    """Closing the idle slices of 2 users, then of 12, takes as many trips to the database:
    what a batch reads and writes does not grow with its slices."""
    trips = []
    for count, day in ((2, 0), (12, 1)):
        names = [f"d{day}u{number}" for number in range(count)]
        clock = await _say(memory, names, day)
        counted = _count_trips(memory.store)
        assert len(await memory.close_idle_slices(clock.now() + IDLE)) == count
        trips.append(counted.pop())
    assert trips[0] == trips[1]


@pytest.mark.sqlite_only("counts the trips to SQLite's thread")
async def test_a_morning_costs_the_same_trips_for_few_briefings_as_for_many(memory: Memory) -> None:
    """Briefing 2 users, then 12, takes as many trips to the database: a batch's briefings are
    read, and recorded, for all its users at once."""
    trips = []
    for count, day in ((2, 0), (12, 1)):
        names = [f"b{day}u{number}" for number in range(count)]
        clock = await _say(memory, names, day)
        morning = clock.now() + IDLE + timedelta(hours=1)
        await sweeps.close_idle_slices(memory, morning)
        due = {user.id for user in [await memory.store.user_by_name(name) for name in names] if user is not None}
        await memory.store.plan_briefings(
            (user, morning if user in due else morning + timedelta(days=7)) for user in await memory.store.user_ids()
        )
        counted = _count_trips(memory.store)
        assert await sweeps.send_due_briefings(memory, morning, _nowhere) == count
        trips.append(counted.pop())
    assert trips[0] == trips[1]


async def test_a_briefing_whose_file_cannot_be_written_leaves_its_batch_unsent(
    memory: Memory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A full disk while a batch's briefings are written: none of the batch is recorded or
    delivered, no file of it stays behind, and the next sweep sends each once."""
    names = [f"user{number}" for number in range(4)]
    await _say(memory, names, 0)
    morning = START + timedelta(days=1, hours=-1)
    await sweeps.close_idle_slices(memory, START + IDLE + timedelta(hours=1))
    users = [user for user in [await memory.store.user_by_name(name) for name in names] if user is not None]
    await memory.store.plan_briefings((user.id, morning) for user in users)
    before = {user.id: await memory.store.slices(user.id) for user in users}
    files = memory.timeline.files
    write, create = files.write, files.create
    written: list[str] = []

    def full_at_the_third(put: Any) -> Any:
        """``put`` (a rewrite, or a new file's first write), failing on the batch's third file."""

        async def putting(user: str, path: str, text: str) -> Any:
            written.append(path)
            if len(written) == 3:
                raise OSError(28, "No space left on device")
            return await put(user, path, text)

        return putting

    monkeypatch.setattr(files, "write", full_at_the_third(write))
    monkeypatch.setattr(files, "create", full_at_the_third(create))
    sent: list[str] = []

    async def deliver(name: str, text: str) -> None:
        sent.append(name)

    with pytest.raises(OSError):
        await sweeps.send_due_briefings(memory, morning, deliver)
    assert sent == [] and {user.id: await memory.store.slices(user.id) for user in users} == before
    assert not any((memory.home.root / path).exists() for path in written)
    monkeypatch.setattr(files, "write", write)
    monkeypatch.setattr(files, "create", create)
    assert await sweeps.send_due_briefings(memory, morning, deliver) == len(names)
    assert sorted(sent) == sorted(names)
    for user in users:
        assert len(await memory.store.events(user.id, kinds=[EventKind.BRIEFING])) == 1


async def _nowhere(name: str, text: str) -> None:
    """Briefings go nowhere: what is counted is what recording them costs."""


def _count_trips(store: Store) -> list[int]:
    """Count from now on each trip ``store`` makes to its connection's thread; the count is the
    list's item (popping it stops counting)."""
    connection: Any = store._db
    calls = [0]
    execute = connection._execute

    async def counting(fn: Any, *args: Any, **kwargs: Any) -> Any:
        if calls:
            calls[0] += 1
        return await execute(fn, *args, **kwargs)

    connection._execute = counting
    return calls
