"""The open slice a process keeps between a user's turns is used only while it is still the
store's: whatever changed it behind the process's back, the next event goes where a fresh read
would have put it."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta

from memory import slicefile
from memory.home import Home
from memory.model import Event, EventKind
from memory.service import Memory
from memory.store import User

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


async def _say(memory: Memory, user: User, at: datetime, text: str) -> Event:
    """``text`` recorded as a turn of its own (its own acknowledging scope)."""
    return (await memory.record(user, at=at, kind=EventKind.MESSAGE, text=text)).appended.event


async def test_a_slice_closed_behind_the_process_is_left_closed(memory: Memory) -> None:
    """A slice closed straight in the store (not through :class:`Memory`, which would forget
    it) takes no more events: the next one opens a new slice."""
    user = await memory.users.get_or_create("ann", T0)
    first = await _say(memory, user, T0, "hello")
    piece = await memory.store.slice(user.id, str(first.slice_id))
    assert piece is not None
    async with memory.store.write() as db:
        await memory.store.upsert_slice(db, replace(piece, status="closed"))
    second = await _say(memory, user, T0 + timedelta(minutes=1), "again")
    assert second.slice_id != first.slice_id
    closed = await memory.store.slice(user.id, str(first.slice_id))
    assert closed is not None and closed.status == "closed" and closed.ended_at == T0
    assert [e.text for e in await memory.store.events_of_slice(user.id, str(first.slice_id))] == ["hello"]
    opened = await memory.store.open_slice(user.id)
    assert opened is not None and opened.id == second.slice_id


async def test_a_user_cleared_behind_the_process_starts_anew(memory: Memory) -> None:
    """After a tool cleared the user in the store, the next event opens a slice of its own,
    and nothing of the cleared one comes back."""
    user = await memory.users.get_or_create("ann", T0)
    await _say(memory, user, T0, "hello")
    async with memory.store.write() as db:
        await memory.store.clear_user(db, user.id)
    later = await _say(memory, user, T0 + timedelta(minutes=5), "again")
    assert [e.text for e in await memory.store.events(user.id)] == ["again"]
    opened = await memory.store.open_slice(user.id)
    assert opened is not None and opened.id == later.slice_id and opened.started_at == T0 + timedelta(minutes=5)


async def test_an_event_another_writer_added_is_kept_in_order(memory: Memory, home: Home) -> None:
    """Another writer's event in the same open slice (another worker on PostgreSQL) moves its
    end: the next event reads the slice again, joins it after that event, and the file holds
    all three."""
    user = await memory.users.get_or_create("ann", T0)
    first = await _say(memory, user, T0, "hello")
    piece = await memory.store.slice(user.id, str(first.slice_id))
    assert piece is not None
    elsewhere = Event(0, user.id, T0 + timedelta(minutes=1), EventKind.MESSAGE, "ann", "from elsewhere", {}, None,
                      piece.id)  # fmt: skip
    async with memory.store.write() as db:
        await memory.store.insert_event(db, elsewhere)
        await memory.store.upsert_slice(db, replace(piece, ended_at=elsewhere.at))
    third = await _say(memory, user, T0 + timedelta(minutes=2), "again")
    assert third.slice_id == piece.id
    stored = await memory.store.slice(user.id, piece.id)
    assert stored is not None and stored.ended_at == T0 + timedelta(minutes=2)
    texts = ["hello", "from elsewhere", "again"]
    assert [e.text for e in await memory.store.events_of_slice(user.id, piece.id)] == texts
    assert [e.text for e in slicefile.parse((home.root / piece.path).read_text(encoding="utf-8"))[1]] == texts
