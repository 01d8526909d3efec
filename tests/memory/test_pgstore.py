"""The PostgreSQL store: the query rewriting, full-text ranking, migrations, a cache that holds
across workers, and rebuild's schema swap, on a real server (skipped, saying why, without one)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta

import asyncpg
import pytest

from bot.dispatcher import Dispatcher
from bot.types import Inbound
from memory import rebuild
from memory.clock import VirtualClock
from memory.home import Home
from memory.model import Claim, Epistemic, Precision, Slice, Source
from memory.pgstore import PgStore, schema_of, websearch_text
from memory.recall._request import fts_query
from memory.service import Memory
from memory.store import User
from tests.conftest import REPO
from tests.driver import snapshot

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def test_recaps_fts5_queries_become_websearch_phrases() -> None:
    """Quoted terms OR-ed (as fts_query writes them) become quoted phrases joined by ``or``;
    operators a user typed are only words, and nothing at all gives an empty query."""
    assert websearch_text(fts_query(["climb", "lost"])) == '"climb" or "lost"'
    assert websearch_text(fts_query(['say "hi" -now', "a OR b"])) == '"say hi now" or "a OR b"'
    assert websearch_text("venue") == '"venue"'
    assert websearch_text(fts_query(["()", "--"])) == ""


def test_the_schema_comes_from_the_urls_search_path() -> None:
    """The URL's search_path names the schema; without one, recap keeps its tables in ``recap``."""
    assert schema_of("postgresql://h/db?search_path=team_a,public") == "team_a"
    assert schema_of("postgresql://h/db?sslmode=require") == "recap"


@pytest.fixture
async def store(postgresql_schema: str) -> AsyncIterator[PgStore]:
    opened = await PgStore.open(postgresql_schema)
    await opened.add_users([User(name, name, "UTC", "08:00", False, None, T0) for name in ("ann", "bob")])
    yield opened
    await opened.close()


async def _index(store: PgStore, user: str, slice_id: str, summary: str, body: str) -> None:
    piece = Slice(id=slice_id, user=user, started_at=T0, ended_at=T0, status="closed", summary=summary,
                  path=f"users/{user}/{slice_id}.md")  # fmt: skip
    async with store.write() as db:
        await store.upsert_slice(db, piece)
        await store.index_slice_text(db, piece, body)


async def test_a_word_in_the_summary_ranks_above_the_same_word_in_the_body(store: PgStore) -> None:
    """The summary weighs twice the body, as the FTS5 path's BM25 weights do; stems match."""
    await _index(store, "ann", "s1", "Budget review", "We talked about the offsite venue.")
    await _index(store, "ann", "s2", "Offsite venue", "Booked it.")
    hits = await store.search_spans("ann", fts_query(["venues"]), 5)
    assert [piece.id for piece, _ in hits] == ["s2", "s1"]
    assert hits[0][1] > hits[1][1] > 0
    assert await store.search_spans("ann", fts_query(['venue" OR -offsite']), 5) == []  # no operator gets through
    assert await store.search_spans("bob", fts_query(["venue"]), 5) == []


async def test_migrations_are_recorded_once(postgresql_schema: str) -> None:
    """Opening twice applies each file of migrations_pg once and keeps the data."""
    first = await PgStore.open(postgresql_schema)
    await first.add_user(User("ann", "ann", "UTC", "08:00", False, None, T0))
    await first.close()
    second = await PgStore.open(postgresql_schema)
    try:
        assert [user.id for user in await second.users()] == ["ann"]
        rows = await second._all("SELECT version FROM schema_migrations ORDER BY version")
        files = sorted((REPO / "memory" / "migrations_pg").glob("*.sql"))
        assert [row[0] for row in rows] == [int(path.name.split("_", 1)[0]) for path in files]
    finally:
        await second.close()


async def test_a_change_by_another_worker_is_seen_through_the_cache(store: PgStore, postgresql_schema: str) -> None:
    """Two stores on one database (two workers): a claim one inserts is read by the other at once,
    though the other had the user's claims cached."""
    other = await PgStore.open(postgresql_schema)
    try:
        assert await other.claims("ann") == []
        claim = Claim(id=0, user="ann", subject="Maya", predicate="role", value="COO", scope=None, observed_at=T0,
                      effective_from=T0, effective_to=None, precision=Precision.INSTANT, explicit_time=False,
                      epistemic=Epistemic.EXPLICIT, source=Source(None, "chat", 1.0))  # fmt: skip
        async with store.write() as db:
            await store.insert_claim(db, claim, "maya")
        assert [c.value for c in await other.claims("ann")] == ["COO"]
    finally:
        await other.close()


async def _chat(memory: Memory, clock: VirtualClock) -> str:
    dispatcher = Dispatcher(memory, clock)
    for text in ("Maya is VP Operations.", "I'll send the deck by 2026-03-06.", "The VPN is down.", "no, Maya is COO"):
        clock.set(clock.now() + timedelta(minutes=1))
        await dispatcher.handle(Inbound(user="dana", text=text))
    user = await memory.store.user_by_name("dana")
    assert user is not None
    return user.id


async def test_rebuild_replaces_the_schema_with_what_the_files_hold(
    postgresql_schema: str, home: Home, clock: VirtualClock
) -> None:
    """After the rows are lost, a rebuild finds the same memory from the Markdown files, and new
    events get ids above the rebuilt ones; no scratch schema is left."""
    memory = await Memory.open(home)
    user_id = await _chat(memory, clock)
    before = await snapshot(memory, user_id)
    async with memory.store.write() as db:
        await memory.store.clear_user(db, user_id)
    assert await memory.store.events(user_id) == []
    await memory.rebuild(clock.now())
    try:
        assert await snapshot(memory, user_id) == before
        await Dispatcher(memory, clock).handle(Inbound(user="dana", text="Omar is CFO."))
        events = await memory.store.events(user_id)
        assert events[-1].id > max(event[0] for event in before["events"])
    finally:
        await memory.close()
    assert not await _scratch_left(postgresql_schema)


async def test_a_failed_rebuild_leaves_the_live_schema_as_it_was(
    postgresql_schema: str, home: Home, clock: VirtualClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A rebuild that fails half-way drops its scratch schema; the live rows stay."""
    memory = await Memory.open(home)
    user_id = await _chat(memory, clock)
    before = await snapshot(memory, user_id)

    async def broken(*args: object) -> None:
        raise RuntimeError("disk gone")

    monkeypatch.setattr(rebuild, "_rebuild_user", broken)
    with pytest.raises(RuntimeError, match="disk gone"):
        await memory.rebuild(clock.now())
    try:
        assert await snapshot(memory, user_id) == before
    finally:
        await memory.close()
    assert not await _scratch_left(postgresql_schema)


async def _scratch_left(url: str) -> bool:
    """Whether the rebuild's scratch schema beside this test's schema exists."""
    connection = await asyncpg.connect(url)
    try:
        found = await connection.fetchval("SELECT 1 FROM pg_namespace WHERE nspname = $1", f"{schema_of(url)}_rebuild")
    finally:
        await connection.close()
    return found is not None
