"""What one message costs in trips to SQLite: reads between two writes ask for a user's change
counts once, an append given the open slice does not read it again, and a message through the
dispatcher costs a fixed number of trips."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from bot.dispatcher import Dispatcher
from bot.types import Inbound
from memory.clock import VirtualClock
from memory.home import Home
from memory.model import (
    Claim,
    CommitmentRecord,
    CommitmentStatus,
    CommitmentVersion,
    Epistemic,
    EventKind,
    Precision,
    Source,
)
from memory.service import Memory
from memory.store import Store, User

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)

pytestmark = pytest.mark.sqlite_only("counts the statements SQLite runs, through its trace callback")


@pytest.fixture
async def traced(tmp_path: Path) -> AsyncIterator[tuple[Store, list[str]]]:
    """A SQLite store and the statements it runs from now on."""
    store = await Store.open(tmp_path / "recap.db")
    await store.add_users([User("ann", "ann", "UTC", "08:00", False, None, T0)])
    statements: list[str] = []
    await store._db.set_trace_callback(statements.append)
    yield store, statements
    await store.close()


def _claim(value: str) -> Claim:
    return Claim(
        id=0, user="ann", subject="Maya", predicate="role", value=value, scope=None, observed_at=T0,
        effective_from=T0, effective_to=None, precision=Precision.INSTANT, explicit_time=False,
        epistemic=Epistemic.EXPLICIT, source=Source(None, "chat", 1.0),
    )  # fmt: skip


def _counts_read(statements: list[str]) -> int:
    return sum("derived_generation WHERE" in sql for sql in statements)


async def test_reads_between_writes_ask_for_the_change_counts_once(traced: tuple[Store, list[str]]) -> None:
    """Claims, commitments and episodes read three times over cost one look at the counts;
    a write makes the next read look again, and it sees the new row."""
    store, statements = traced
    for _ in range(3):
        assert await store.claims("ann") == []
        assert await store.commitments("ann") == []
        assert await store.episodes("ann") == []
    assert _counts_read(statements) == 1
    async with store.write() as db:
        await store.insert_claim(db, _claim("CTO"), "maya")
    assert [c.value for c in await store.claims("ann")] == ["CTO"]
    assert [c.value for c in await store.claims("ann")] == ["CTO"]
    assert _counts_read(statements) == 2


async def test_a_new_row_leaves_the_other_tables_reads_standing(traced: tuple[Store, list[str]]) -> None:
    """A new commitment, written in one trip that also brings back the user's change counts,
    leaves the claims and episodes read before it standing (no trip to read them again); the
    commitments are read again, and a new claim leaves them standing in turn."""
    store, statements = traced
    assert (await store.claims("ann"), await store.episodes("ann"), await store.commitments("ann")) == ([], [], [])
    source = Source(None, "chat", 1.0)
    record = await store.add_commitment(
        CommitmentRecord(0, "ann", "call Bob", "me", None, T0, source),
        CommitmentVersion(0, T0, CommitmentStatus.ACCEPTED, None, source),
    )
    statements.clear()
    assert (await store.claims("ann"), await store.episodes("ann")) == ([], [])
    assert statements == []
    assert [(r.id, [v.commitment_id for v in vs]) for r, vs in await store.commitments("ann")] == [
        (record.id, [record.id])
    ]
    await store.add_claim(_claim("CTO"), "maya")
    statements.clear()
    assert len(await store.commitments("ann")) == 1 and await store.episodes("ann") == []
    assert statements == []
    assert [c.value for c in await store.claims("ann")] == ["CTO"]


async def test_an_append_given_the_open_slice_does_not_read_it(tmp_path: Path) -> None:
    """:meth:`Memory.record` reads the open slice under the user's lock and hands it on."""
    memory = await Memory.open(Home(tmp_path))
    try:
        user = await memory.users.get_or_create("ann", T0)
        await memory.record(user, at=T0, kind=EventKind.MESSAGE, text="hello")
        statements: list[str] = []
        await memory.store._db.set_trace_callback(statements.append)
        recorded = await memory.record(user, at=T0 + timedelta(minutes=1), kind=EventKind.MESSAGE, text="again")
        assert sum("status = 'open'" in sql for sql in statements) == 1
        assert not recorded.appended.opened
        assert [e.text for e in await memory.store.events_of_slice("ann", recorded.appended.slice.id)] == [
            "hello", "again",
        ]  # fmt: skip
    finally:
        await memory.close()


async def _trips_of(memory: Memory, dispatcher: Dispatcher, monkeypatch: pytest.MonkeyPatch, text: str) -> int:
    """How many calls to the connection's thread (aiosqlite's one door to it) ``text`` costs."""
    trips = 0
    door = memory.store._db._execute

    async def counted(fn: Any, *args: Any, **kwargs: Any) -> Any:
        nonlocal trips
        trips += 1
        return await door(fn, *args, **kwargs)

    monkeypatch.setattr(memory.store._db, "_execute", counted)
    await dispatcher.handle(Inbound(user="ann", text=text))
    monkeypatch.setattr(memory.store._db, "_execute", door)
    return trips


async def test_a_message_and_its_reply_cost_a_fixed_number_of_trips(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Through the dispatcher, a message (no platform id: no duplicate check) costs: the user
    and their last reply (the pending question) in one trip, the message's transaction (event,
    slice and search row in one trip, checking the open slice kept from the turn before), what
    deriving it reads and writes, and the reply's transaction (one trip). The reply reuses the
    slice the message went to, appending events leaves the change counts read before standing,
    and earlier messages are read only when handling fails. A trip that comes back fails here."""
    memory = await Memory.open(Home(tmp_path))
    clock = VirtualClock(T0)
    dispatcher = Dispatcher(memory, clock)
    try:
        await dispatcher.handle(Inbound(user="ann", text="hello"))
        costs = {}
        for text in ("the weather is nice today", "Maya's role is CTO", "what is Maya's role?"):
            clock.set(clock.now() + timedelta(minutes=1))
            costs[text] = await _trips_of(memory, dispatcher, monkeypatch, text)
        assert costs == {
            # the "never silent" check reads the counts the message before read (no change since)
            "the weather is nice today": 2 + 1,
            # the subject's claims before the claim's transaction, one trip that brings back the
            # new change counts (a subject new to recap: all the claims too, and the last 90 days'
            # messages, for namesakes told apart there: memory.namesakes.told_apart); the subject's
            # claims again after it
            "Maya's role is CTO": 2 + 1 + 1 + 1 + 1 + 1 + 1,
            "what is Maya's role?": 2 + 1,  # the answer reads the cached claims
        }
        assert [e.kind for e in await memory.store.events("ann")][-2:] == [EventKind.MESSAGE, EventKind.REPLY]
    finally:
        await memory.close()
