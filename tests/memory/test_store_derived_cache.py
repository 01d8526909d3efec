"""The store keeps a user's claims, commitments and episodes in memory between reads, and never
serves them stale: any change to them through the store's connection, by any path, and any
rolled-back transaction, makes the next read go to SQLite."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

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
from memory.words import normalize_key

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
SOURCE = Source(None, "chat", 1.0)


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    opened = await open_store(Home(tmp_path))
    await opened.add_users([User(name, name, "UTC", "08:00", False, None, T0) for name in ("ann", "bob")])
    yield opened
    await opened.close()


def _claim(user: str, subject: str, value: str) -> Claim:
    return Claim(
        id=0, user=user, subject=subject, predicate="role", value=value, scope=None, observed_at=T0,
        effective_from=T0, effective_to=None, precision=Precision.INSTANT, explicit_time=False,
        epistemic=Epistemic.EXPLICIT, source=SOURCE,
    )  # fmt: skip


async def _add_claim(store: Store, claim: Claim) -> None:
    async with store.write() as db:
        await store.insert_claim(db, claim, normalize_key(claim.subject))


async def test_a_new_claim_is_read_back_at_once_and_other_users_keep_theirs(store: Store) -> None:
    await _add_claim(store, _claim("ann", "Maya", "CTO"))
    assert [c.value for c in await store.claims("ann")] == ["CTO"]
    assert [c.value for c in await store.claims("ann", "maya")] == ["CTO"]
    await _add_claim(store, _claim("ann", "Maya", "COO"))
    await _add_claim(store, _claim("bob", "Omar", "CFO"))
    assert [c.value for c in await store.claims("ann")] == ["CTO", "COO"]
    assert [c.value for c in await store.claims("ann", "maya")] == ["CTO", "COO"]
    assert [c.value for c in await store.claims("bob")] == ["CFO"]


async def test_a_change_made_by_plain_sql_is_seen(store: Store) -> None:
    """The generations are kept by triggers, so a path that bypasses the store's methods (a bulk
    insert, a clean-up) cannot leave a stale copy behind."""
    await _add_claim(store, _claim("ann", "Maya", "CTO"))
    assert len(await store.claims("ann")) == 1
    async with store.write() as db:
        await db.execute("UPDATE claims SET value = 'CEO' WHERE \"user\" = 'ann'")  # quoted: a keyword in PostgreSQL
    assert [c.value for c in await store.claims("ann")] == ["CEO"]
    async with store.write() as db:
        await store.clear_derived(db, "ann")
    assert await store.claims("ann") == []


async def test_rows_read_in_a_rolled_back_transaction_are_not_served(store: Store) -> None:
    with pytest.raises(RuntimeError):
        async with store.write() as db:
            await store.insert_claim(db, _claim("ann", "Maya", "CTO"), "maya")
            assert len(await store.claims("ann")) == 1  # read (and kept) inside the transaction
            raise RuntimeError("rolled back")
    assert await store.claims("ann") == []
    await _add_claim(store, _claim("ann", "Maya", "COO"))
    assert [c.value for c in await store.claims("ann")] == ["COO"]


async def test_a_commitment_version_refreshes_its_owner(store: Store) -> None:
    async with store.write() as db:
        record = await store.insert_commitment(db, CommitmentRecord(0, "ann", "send the deck", "me", None, T0, SOURCE))
        await store.insert_commitment_version(
            db, CommitmentVersion(record.id, T0, CommitmentStatus.ACCEPTED, None, SOURCE)
        )
    [(_, versions)] = await store.commitments("ann")
    assert [v.status for v in versions] == [CommitmentStatus.ACCEPTED]
    async with store.write() as db:
        await store.insert_commitment_version(
            db, CommitmentVersion(record.id, T0, CommitmentStatus.COMPLETED, None, SOURCE)
        )
    [(_, versions)] = await store.commitments("ann")
    assert [v.status for v in versions] == [CommitmentStatus.ACCEPTED, CommitmentStatus.COMPLETED]
    assert await store.commitments("bob") == []
