"""A user's claims and commitments, and their folded states, are kept in memory and, while rows
were only added, read again only from where they ended (:meth:`memory.store.Store.grown`): what
every path of change leaves must be what a fresh read of SQLite gives."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import aiosqlite
import pytest

from jobs.bulk_rows import numbered
from memory import commitments as commitment_rules
from memory.derive import commitments_of
from memory.home import Home
from memory.model import (
    Claim,
    CommitmentRecord,
    CommitmentStatus,
    CommitmentVersion,
    Epistemic,
    Precision,
    Source,
)
from memory.store import Store, User
from memory.stores import open_store
from tests.conftest import ON_POSTGRESQL

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
SOURCE = Source(None, "chat", 1.0)
St = CommitmentStatus


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    opened = await open_store(Home(tmp_path))  # SQLite, or PostgreSQL (RECAP_TEST_STORE)
    await opened.add_users([User(name, name, "UTC", "08:00", False, None, T0) for name in ("ann", "bob")])
    yield opened
    await opened.close()


def _claim(user: str, value: str) -> Claim:
    return Claim(
        id=0, user=user, subject="Maya", predicate="role", value=value, scope=None, observed_at=T0,
        effective_from=T0, effective_to=None, precision=Precision.INSTANT, explicit_time=False,
        epistemic=Epistemic.EXPLICIT, source=SOURCE,
    )  # fmt: skip


async def _add_claim(store: Store, user: str, value: str) -> None:
    async with store.write() as db:
        await store.insert_claim(db, _claim(user, value), "maya")


async def _add_commitment(store: Store, user: str, action: str) -> int:
    async with store.write() as db:
        record = await store.insert_commitment(db, CommitmentRecord(0, user, action, "me", None, T0, SOURCE))
        await store.insert_commitment_version(db, CommitmentVersion(record.id, T0, St.ACCEPTED, None, SOURCE))
    return record.id


async def _version(store: Store, commitment_id: int, status: CommitmentStatus, minutes: int) -> None:
    async with store.write() as db:
        await store.insert_commitment_version(
            db, CommitmentVersion(commitment_id, T0 + timedelta(minutes=minutes), status, None, SOURCE)
        )


async def _fresh(home: Home, user: str) -> tuple[list[Claim], list[tuple[CommitmentRecord, list[CommitmentVersion]]]]:
    """What a new connection, with nothing kept, reads."""
    other = await open_store(home)
    try:
        return await other.claims(user), await other.commitments(user)
    finally:
        await other.close()


async def _assert_fresh(store: Store, home: Home, user: str) -> None:
    claims, commitments = await _fresh(home, user)
    assert await store.claims(user) == claims
    assert await store.commitments(user) == commitments
    assert await commitments_of(store, user) == [commitment_rules.fold(*pair) for pair in commitments]


async def _execute(db: Any, sql: str, *values: Any) -> None:
    """``sql`` with ``?`` marks in the store's transaction, on either store."""
    if isinstance(db, aiosqlite.Connection):
        await db.execute(sql, values)
    else:
        await db.execute(numbered(sql), *values)


@pytest.mark.skipif(not ON_POSTGRESQL, reason="on SQLite, one writer: a new row is numbered above every row")
async def test_a_row_that_commits_late_below_the_mark_is_not_missed(store: Store, tmp_path: Path) -> None:
    """Another worker's claim, numbered below one already read, commits after it (ids come from
    a sequence on PostgreSQL): the next read has it, as a fresh one does."""
    await _add_claim(store, "ann", "CTO")
    async with store.write() as db:  # a row numbered high, read below
        await _execute(db, "UPDATE claims SET id = 100")
    assert [c.value for c in await store.claims("ann")] == ["CTO"]
    async with store.write() as db:  # the late one: an insert, numbered below the mark
        await _execute(db, "CREATE TEMP TABLE late AS SELECT * FROM claims")
        await _execute(db, "UPDATE late SET id = 50, value = 'COO'")
        await _execute(db, "INSERT INTO claims SELECT * FROM late")
    await _assert_fresh(store, Home(tmp_path), "ann")
    assert [c.value for c in await store.claims("ann")] == ["COO", "CTO"]


async def test_added_rows_are_read_from_where_the_kept_ones_end(store: Store, tmp_path: Path) -> None:
    await _add_claim(store, "ann", "CTO")
    first = await _add_commitment(store, "ann", "send the deck")
    await _assert_fresh(store, Home(tmp_path), "ann")
    await _add_claim(store, "bob", "CFO")  # another user's rows in between
    await _add_commitment(store, "bob", "pay the invoice")
    await _add_claim(store, "ann", "COO")
    second = await _add_commitment(store, "ann", "book the venue")
    await _version(store, first, St.COMPLETED, 5)
    await _assert_fresh(store, Home(tmp_path), "ann")
    await _assert_fresh(store, Home(tmp_path), "bob")
    folded = {c.id: c.status for c in await commitments_of(store, "ann")}
    assert folded == {first: St.COMPLETED, second: St.ACCEPTED}


async def test_an_unchanged_commitment_keeps_its_pair_and_its_fold(store: Store) -> None:
    first = await _add_commitment(store, "ann", "send the deck")
    second = await _add_commitment(store, "ann", "book the venue")
    before = await store.commitments("ann")
    await _version(store, second, St.CANCELLED, 5)
    after = await store.commitments("ann")
    assert after[0] is before[0] and after[1] is not before[1]
    assert [c.status for c in await commitments_of(store, "ann")] == [St.ACCEPTED, St.CANCELLED]
    assert after[0][0].id == first


async def test_updates_and_deletes_make_the_next_read_start_over(store: Store, tmp_path: Path) -> None:
    await _add_claim(store, "ann", "CTO")
    await _add_claim(store, "ann", "COO")
    first = await _add_commitment(store, "ann", "send the deck")
    await _add_commitment(store, "ann", "book the venue")
    await _assert_fresh(store, Home(tmp_path), "ann")
    async with store.write() as db:
        await _execute(db, "UPDATE claims SET value = 'CEO' WHERE value = 'CTO'")
        await _execute(db, "DELETE FROM claims WHERE value = 'COO'")
        await _execute(db, "UPDATE commitment_versions SET status = 'completed' WHERE commitment_id = ?", first)
    await _assert_fresh(store, Home(tmp_path), "ann")
    assert [c.value for c in await store.claims("ann")] == ["CEO"]
    async with store.write() as db:
        await store.clear_derived(db, "ann")
    await _add_claim(store, "ann", "CFO")  # numbered after the deleted rows
    await _assert_fresh(store, Home(tmp_path), "ann")
    assert [c.value for c in await store.claims("ann")] == ["CFO"]


async def test_rows_added_in_a_rolled_back_transaction_are_not_kept(store: Store, tmp_path: Path) -> None:
    first = await _add_commitment(store, "ann", "send the deck")
    await _assert_fresh(store, Home(tmp_path), "ann")
    with pytest.raises(RuntimeError):
        async with store.write() as db:
            await store.insert_claim(db, _claim("ann", "CTO"), "maya")
            await store.insert_commitment_version(db, CommitmentVersion(first, T0, St.COMPLETED, None, SOURCE))
            assert len(await store.claims("ann")) == 1  # read, and kept, inside the transaction
            assert [c.status for c in await commitments_of(store, "ann")] == [St.COMPLETED]
            raise RuntimeError("rolled back")
    await _assert_fresh(store, Home(tmp_path), "ann")
    assert await store.claims("ann") == []
    await _add_claim(store, "ann", "COO")
    await _version(store, first, St.MOVED, 5)
    await _assert_fresh(store, Home(tmp_path), "ann")
