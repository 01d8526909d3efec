"""The SQLite store: migrations, WAL, one writer, idempotent events, FTS5 search and the sweep indexes."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.dispatcher import Dispatcher
from bot.types import Inbound
from memory.clock import VirtualClock
from memory.home import Home
from memory.model import Event, EventKind, Slice
from memory.service import Memory
from memory.store import DuplicateEvent, Store, User
from memory.stores import open_store
from tests.conftest import REPO

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def _user(user_id: str, next_briefing_at: datetime | None = None) -> User:
    return User(
        id=user_id,
        name=user_id,
        timezone="UTC",
        briefing_time="08:00",
        nothing_due_line=False,
        next_briefing_at=next_briefing_at,
        created_at=T0,
    )


def _event(user: str, at: datetime, text: str, *, ref: str | None = None, slice_id: str = "s1") -> Event:
    return Event(
        id=0, user=user, at=at, kind=EventKind.MESSAGE, author=user, text=text, platform_ref=ref, slice_id=slice_id
    )


def _slice(user: str, slice_id: str, started: datetime, ended: datetime, status: str = "open", summary: str = ""):
    return Slice(id=slice_id, user=user, started_at=started, ended_at=ended, status=status, summary=summary,
                 path=f"users/{user}/episodic/slices/{slice_id}.md")


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    opened = await open_store(Home(tmp_path))
    await opened.add_user(_user("alice"))
    await opened.add_user(_user("bob"))
    yield opened
    await opened.close()


@pytest.mark.sqlite_only
async def test_migrations_are_applied_once_and_recorded(tmp_path: Path) -> None:
    """A fresh database records each migration; reopening applies none again and keeps the data."""
    path = tmp_path / "recap.db"
    first = await Store.open(path)
    await first.add_user(_user("alice"))
    await first.close()
    second = await Store.open(path)  # would fail on CREATE TABLE if 0001 ran again
    assert [user.id for user in await second.users()] == ["alice"]
    await second.close()
    with sqlite3.connect(path) as raw:
        versions = [row[0] for row in raw.execute("SELECT version FROM schema_migrations ORDER BY version")]
    files = sorted((REPO / "memory" / "migrations").glob("*.sql"))
    assert versions == [int(path.name.split("_", 1)[0]) for path in files]


@pytest.mark.sqlite_only
async def test_database_is_in_wal_mode(tmp_path: Path) -> None:
    """The database file is in write-ahead-log mode, as any other connection sees it."""
    path = tmp_path / "recap.db"
    store = await Store.open(path)
    try:
        with sqlite3.connect(path) as raw:
            assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    finally:
        await store.close()


@pytest.mark.sqlite_only
async def test_in_memory_database_opens_for_tests() -> None:
    """':memory:' opens with the full schema."""
    store = await Store.open(":memory:")
    try:
        await store.add_user(_user("alice"))
        assert await store.user("alice") == _user("alice")
    finally:
        await store.close()


async def test_same_platform_ref_twice_raises_duplicate_and_keeps_one(store: Store) -> None:
    """A second event with a known platform_ref raises DuplicateEvent and its transaction leaves nothing."""
    async with store.write() as db:
        await store.insert_event(db, _event("alice", T0, "first", ref="tg:1:7"))
    with pytest.raises(DuplicateEvent):
        async with store.write() as db:
            await store.insert_event(db, _event("alice", T0, "unrelated, same transaction"))
            await store.insert_event(db, _event("alice", T0, "redelivered", ref="tg:1:7"))
    assert [event.text for event in await store.events("alice")] == ["first"]
    assert await store.has_platform_ref("tg:1:7")
    assert not await store.has_platform_ref("tg:1:8")


async def test_a_users_date_order_is_kept_added_and_updated(store: Store) -> None:
    """date_order goes in with a new user and changes with an update, back to None too."""
    await store.add_user(User(**{**_user("carol").__dict__, "date_order": "MDY"}))
    assert (await store.user("carol") or _user("carol")).date_order == "MDY"
    await store.update_user(User(**{**_user("alice").__dict__, "date_order": "DMY"}))
    assert (await store.user("alice") or _user("alice")).date_order == "DMY"
    await store.update_user(_user("alice"))
    assert await store.user("alice") == _user("alice")


async def test_events_without_platform_ref_are_never_duplicates(store: Store) -> None:
    """Console events carry no platform_ref and any number of them are kept."""
    async with store.write() as db:
        for text in ("a", "b", "c"):
            await store.insert_event(db, _event("alice", T0, text))
    assert len(await store.events("alice")) == 3


async def test_event_round_trip_and_filters(store: Store) -> None:
    """An event reads back as written; kinds and since filter; last_event finds the latest of a kind."""
    reply = Event(id=0, user="alice", at=T0 + timedelta(minutes=1), kind=EventKind.REPLY, author="recap",
                  text="Noted — ✓", payload={"tz": "Europe/Berlin", "n": [1, 2]}, slice_id="s1")
    async with store.write() as db:
        message = await store.insert_event(db, _event("alice", T0, "hello"))
        reply = await store.insert_event(db, reply)
        await store.insert_event(db, _event("bob", T0, "not alice's"))
    assert message.id and reply.id and message.id != reply.id
    assert await store.event(reply.id) == reply
    assert [e.text for e in await store.events("alice", kinds=[EventKind.REPLY])] == ["Noted — ✓"]
    assert [e.text for e in await store.events("alice", since=T0 + timedelta(seconds=30))] == ["Noted — ✓"]
    assert (await store.last_event("alice", EventKind.MESSAGE)) == message
    assert await store.last_event("alice", EventKind.BRIEFING) is None


async def test_events_until_a_moment_include_it_and_leave_what_came_after(store: Store) -> None:
    """``until`` bounds the events read as ``since`` does, both included (a re-derivation reads up
    to the event it derives, not the rest of the history)."""
    async with store.write() as db:
        for minute, text in enumerate(["one", "two", "three", "four"]):
            await store.insert_event(db, _event("alice", T0 + timedelta(minutes=minute), text))
    assert [e.text for e in await store.events("alice", until=T0 + timedelta(minutes=1))] == ["one", "two"]
    assert [e.text for e in await store.events("alice", until=T0 + timedelta(seconds=90))] == ["one", "two"]
    assert [
        e.text for e in await store.events("alice", since=T0 + timedelta(minutes=1), until=T0 + timedelta(minutes=2))
    ] == ["two", "three"]
    assert await store.events("alice", kinds=[EventKind.REPLY], until=T0 + timedelta(minutes=3)) == []
    assert await store.events("alice", until=T0 - timedelta(microseconds=1)) == []


async def test_a_failed_write_rolls_back_entirely(store: Store) -> None:
    """An error inside write() undoes every statement of that transaction."""
    with pytest.raises(RuntimeError):
        async with store.write() as db:
            await store.insert_event(db, _event("alice", T0, "half"))
            raise RuntimeError("boom")
    assert await store.events("alice") == []


async def test_concurrent_writes_are_serialised(store: Store) -> None:
    """Two tasks writing at once never interleave: each transaction runs whole, one after the other."""
    trace: list[str] = []

    async def writer(name: str) -> None:
        async with store.write() as db:
            trace.append(f"{name} begin")
            for number in range(3):
                await store.insert_event(db, _event("alice", T0, f"{name}{number}"))
                await asyncio.sleep(0)  # yield to the other task mid-transaction
            trace.append(f"{name} end")

    await asyncio.gather(writer("a"), writer("b"), writer("c"))
    assert trace in (
        [f"{n} {step}" for n in order for step in ("begin", "end")]
        for order in ("abc", "acb", "bac", "bca", "cab", "cba")
    )
    assert len(await store.events("alice")) == 9


@pytest.mark.sqlite_only
async def test_other_connections_see_a_write_whole_or_not_at_all(store: Store, tmp_path: Path) -> None:
    """Until a write commits, another connection sees none of its rows; afterwards it sees all."""
    with sqlite3.connect(tmp_path / "recap.db") as raw:
        async with store.write() as db:
            await store.insert_event(db, _event("alice", T0, "one"))
            await store.insert_event(db, _event("alice", T0, "two"))
            assert raw.execute("SELECT COUNT(*) FROM events").fetchone()[0] == 0
        assert raw.execute("SELECT COUNT(*) FROM events").fetchone()[0] == 2


async def test_fts_search_ranks_more_relevant_slices_first(store: Store) -> None:
    """BM25 ranks the slice that is about the query above one that mentions it once; stems match."""
    texts = {
        "s1": ("Lunch with Kenji", "We had ramen. Kenji mentioned climbing once."),
        "s2": ("Climbing club plans", "Climbing gym, climbing shoes, a climbing trip with the club."),
        "s3": ("Budget review", "Numbers for the quarterly budget."),
    }
    async with store.write() as db:
        for slice_id, (summary, body) in texts.items():
            piece = _slice("alice", slice_id, T0, T0, "closed", summary)
            await store.upsert_slice(db, piece)
            await store.index_slice_text(db, piece, body)
    hits = await store.search_spans("alice", "climb", 5)
    assert [piece.id for piece, _ in hits] == ["s2", "s1"]
    assert hits[0][1] > hits[1][1] > 0
    assert await store.search_spans("alice", "zanzibar", 5) == []


async def test_fts_search_is_per_user_and_reindexing_replaces(store: Store) -> None:
    """Another user's slices are never found, and re-indexing a slice drops its old text."""
    async with store.write() as db:
        for user in ("alice", "bob"):
            piece = _slice(user, "s1", T0, T0, "closed", "offsite venue")
            await store.upsert_slice(db, piece)
            await store.index_slice_text(db, piece, "book the offsite venue")
    assert [piece.id for piece, _ in await store.search_spans("alice", "venue", 5)] == ["s1"]
    async with store.write() as db:
        piece = _slice("alice", "s1", T0, T0, "closed", "corrected")
        await store.index_slice_text(db, piece, "nothing about it any more")
    assert await store.search_spans("alice", "venue", 5) == []
    assert len(await store.search_spans("bob", "venue", 5)) == 1


async def test_idle_slices_and_oldest_open_activity(store: Store) -> None:
    """Open slices idle since the cutoff are found, oldest activity first; closed ones never are."""
    async with store.write() as db:
        await store.upsert_slice(db, _slice("alice", "a1", T0, T0 + timedelta(minutes=20)))
        await store.upsert_slice(db, _slice("bob", "b1", T0, T0 + timedelta(minutes=5)))
        await store.upsert_slice(db, _slice("bob", "b0", T0 - timedelta(days=1), T0 - timedelta(days=1), "closed"))
    assert await store.oldest_open_slice_activity() == T0 + timedelta(minutes=5)
    assert [s.id for s in await store.idle_slices(T0 + timedelta(minutes=4))] == []
    assert [s.id for s in await store.idle_slices(T0 + timedelta(minutes=5))] == ["b1"]
    assert [s.id for s in await store.idle_slices(T0 + timedelta(hours=1))] == ["b1", "a1"]
    async with store.write() as db:
        await store.upsert_slice(db, _slice("bob", "b1", T0, T0 + timedelta(minutes=5), "closed"))
        await store.upsert_slice(db, _slice("alice", "a1", T0, T0 + timedelta(minutes=20), "closed"))
    assert await store.oldest_open_slice_activity() is None
    assert await store.idle_slices(T0 + timedelta(days=9)) == []


async def test_upsert_slice_updates_in_place(store: Store) -> None:
    """Upserting a slice again updates its end, status, summary and tags; open_slice follows."""
    piece = _slice("alice", "a1", T0, T0)
    async with store.write() as db:
        await store.upsert_slice(db, piece)
    assert await store.open_slice("alice") == piece
    closed = Slice(id="a1", user="alice", started_at=T0, ended_at=T0 + timedelta(minutes=9), status="closed",
                   summary="Lunch.", tags=("kenji",), path=piece.path)
    async with store.write() as db:
        await store.upsert_slice(db, closed)
    assert await store.slice("alice", "a1") == closed
    assert await store.open_slice("alice") is None
    assert await store.slices("alice") == [closed]


async def test_users_due_for_briefing_in_time_order(tmp_path: Path) -> None:
    """Users whose next briefing is at or before now come back earliest first; unplanned users never do."""
    store = await open_store(Home(tmp_path))
    try:
        await store.add_user(_user("late", T0 + timedelta(hours=2)))
        await store.add_user(_user("early", T0))
        await store.add_user(_user("future", T0 + timedelta(days=1)))
        await store.add_user(_user("unplanned", None))
        assert await store.users_due_for_briefing(T0 - timedelta(seconds=1)) == []
        assert [u.id for u in await store.users_due_for_briefing(T0)] == ["early"]
        assert [u.id for u in await store.users_due_for_briefing(T0 + timedelta(hours=3))] == ["early", "late"]
        assert await store.next_briefing_due() == T0
        early = await store.user("early")
        assert early is not None
        await store.update_user(User(**{**early.__dict__, "next_briefing_at": T0 + timedelta(days=2)}))
        assert await store.next_briefing_due() == T0 + timedelta(hours=2)
    finally:
        await store.close()


async def test_next_briefing_due_is_none_without_users(tmp_path: Path) -> None:
    """An empty store has no briefing due."""
    store = await open_store(Home(tmp_path))
    try:
        assert await store.next_briefing_due() is None
        assert await store.users_due_for_briefing(T0) == []
    finally:
        await store.close()


async def _fill(memory: Memory, clock: VirtualClock, name: str) -> User:
    dispatcher = Dispatcher(memory, clock)
    for text in ("Maya is VP Operations.", "I'll send the deck by 2026-03-06.", "The VPN is down."):
        await dispatcher.handle(Inbound(user=name, text=text))
    user = await memory.store.user_by_name(name)
    assert user is not None
    return user


async def test_clear_derived_keeps_events_and_slices(memory: Memory, clock: VirtualClock) -> None:
    """clear_derived drops one user's claims, commitments and episodes, and nothing of the timeline."""
    alice, bob = await _fill(memory, clock, "alice"), await _fill(memory, clock, "bob")
    store = memory.store
    events_before, slices_before = await store.events(alice.id), await store.slices(alice.id)
    assert await store.claims(alice.id) and await store.commitments(alice.id) and await store.episodes(alice.id)
    async with store.write() as db:
        await store.clear_derived(db, alice.id)
    assert await store.claims(alice.id) == []
    assert await store.commitments(alice.id) == []
    assert await store.episodes(alice.id) == []
    assert await store.events(alice.id) == events_before
    assert await store.slices(alice.id) == slices_before
    assert await store.claims(bob.id) and await store.commitments(bob.id) and await store.episodes(bob.id)


async def test_clear_user_removes_everything_of_that_user_only(memory: Memory, clock: VirtualClock) -> None:
    """clear_user empties one user's events, slices, search entries and derived rows; others keep theirs."""
    alice, bob = await _fill(memory, clock, "alice"), await _fill(memory, clock, "bob")
    store = memory.store
    piece = await store.open_slice(alice.id)
    assert piece is not None
    async with store.write() as db:
        await store.index_slice_text(db, piece, "VPN down")
    async with store.write() as db:
        await store.clear_user(db, alice.id)
    assert await store.events(alice.id) == []
    assert await store.slices(alice.id) == []
    assert await store.search_spans(alice.id, "VPN", 5) == []
    assert await store.claims(alice.id) == [] and await store.commitments(alice.id) == []
    assert await store.episodes(alice.id) == []
    assert await store.user(alice.id) is not None  # the account itself stays
    assert len(await store.events(bob.id)) == 6
    assert await store.claims(bob.id) and await store.slices(bob.id)
