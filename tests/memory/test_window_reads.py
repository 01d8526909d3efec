"""A time window's slices are read as a range bounded on both sides (issue 11): the slices
overlapping [start, end) are exactly those a filter over every slice finds, whatever the slices'
lengths, overlaps, growth while open and deletions."""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from memory import store as store_module
from memory.home import Home
from memory.model import Slice
from memory.store import Store, User
from memory.stores import open_store

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def _slice(slice_id: str, start: datetime, length: timedelta, status: str = "closed", user: str = "ann") -> Slice:
    return Slice(
        id=slice_id,
        user=user,
        started_at=start,
        ended_at=start + length,
        status=status,
        summary="",
        path=f"users/{user}/episodic/slices/{slice_id}.md",
    )


def _user(name: str) -> User:
    return User(
        id=name,
        name=name,
        timezone="UTC",
        briefing_time="08:00",
        nothing_due_line=False,
        next_briefing_at=None,
        created_at=T0,
    )


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    opened = await open_store(Home(tmp_path))
    for name in ("ann", "bob"):
        await opened.add_user(_user(name))
    yield opened
    await opened.close()


def _windows() -> list[tuple[datetime, datetime]]:
    """Windows of every length from a minute to a month, at times all over the slices."""
    lengths = [timedelta(minutes=1), timedelta(minutes=50), timedelta(hours=7), timedelta(days=3), timedelta(days=30)]
    return [(T0 + timedelta(hours=h, minutes=7 * h), T0 + timedelta(hours=h, minutes=7 * h) + length)
            for h in range(-30, 24 * 12, 5) for length in lengths]  # fmt: skip


async def _assert_exact(store: Store, user: str = "ann") -> None:
    every = await store.slices(user)
    for start, end in _windows():
        expected = [piece for piece in every if piece.started_at < end and piece.ended_at >= start]
        assert await store.slices(user, start=start, end=end) == expected, (start, end)
        assert await store.slices(user, start=start) == [piece for piece in every if piece.ended_at >= start]


async def test_every_overlapping_slice_is_found_whatever_the_lengths(store: Store) -> None:
    """Short slices, a long one that holds several, one as long as a week written last, an open
    slice that grows message by message, and another user's slices that must not count."""
    async with store.write() as db:
        for n in range(60):
            await store.upsert_slice(db, _slice(f"s{n:02d}", T0 + timedelta(hours=4 * n), timedelta(minutes=40)))
        await store.upsert_slice(db, _slice("long", T0 + timedelta(hours=30), timedelta(hours=20)))
        await store.upsert_slice(db, _slice("bob-week", T0 - timedelta(days=2), timedelta(days=20), user="bob"))
    await _assert_exact(store)

    async with store.write() as db:
        await store.upsert_slice(db, _slice("week", T0 + timedelta(days=2), timedelta(days=7)))
    await _assert_exact(store)

    growing = _slice("open", T0 + timedelta(days=9), timedelta(0), status="open")
    # each message moves its end, at last past the week's length: the later windows reach it
    for hours in (1, 30, 24 * 3, 24 * 8, 24 * 9):
        async with store.write() as db:
            await store.upsert_slice(db, replace(growing, ended_at=growing.started_at + timedelta(hours=hours)))
        await _assert_exact(store)


async def test_a_user_without_slices_and_a_cleared_one_find_none(store: Store) -> None:
    assert await store.slices("ann", start=T0, end=T0 + timedelta(days=1)) == []
    async with store.write() as db:
        await store.upsert_slice(db, _slice("a", T0, timedelta(hours=2)))
    assert len(await store.slices("ann", start=T0, end=T0 + timedelta(days=1))) == 1
    async with store.write() as db:
        await store.clear_user(db, "ann")  # /forget and rebuild start here
    assert await store.slices("ann", start=T0, end=T0 + timedelta(days=1)) == []


@pytest.mark.sqlite_only
async def test_the_migration_finds_the_longest_slice_of_a_home_made_before_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A database at the migration before keeps its slices; after it, windows read them all."""
    real = store_module._migrations
    monkeypatch.setattr(store_module, "_migrations", lambda: [(v, sql) for v, sql in real() if v < 10])
    path = tmp_path / "recap.db"
    older = await Store.open(path)
    async with older.write() as db:  # the user as that schema held them (this code's insert names later columns)
        await db.execute(
            "INSERT INTO users (id, name, timezone, briefing_time, nothing_due_line, created_at)"
            " VALUES ('ann', 'ann', 'UTC', '08:00', 0, ?)",
            (T0.isoformat(),),
        )
        for n in range(20):
            await older.upsert_slice(db, _slice(f"s{n:02d}", T0 + timedelta(hours=6 * n), timedelta(hours=n % 7)))
    await older.close()
    with sqlite3.connect(path) as raw:
        assert "longest_slices" not in {row[0] for row in raw.execute("SELECT name FROM sqlite_master")}
    monkeypatch.setattr(store_module, "_migrations", real)
    store = await Store.open(path)
    try:
        await _assert_exact(store)
    finally:
        await store.close()
