"""The full-text search maps only its best matches to slices (issue 11): the ranking it gives for
a few slices is the start of the ranking it gives for all, an open slice's several rows included."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from memory.home import Home
from memory.model import Slice
from memory.store import Store, User
from memory.stores import open_store

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def _slice(slice_id: str, at: datetime, status: str, user: str = "ann") -> Slice:
    return Slice(
        id=slice_id,
        user=user,
        started_at=at,
        ended_at=at,
        status=status,
        summary="",
        path=f"users/{user}/episodic/slices/{slice_id}.md",
    )


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    opened = await open_store(Home(tmp_path))
    for user in ("ann", "bob"):
        await opened.add_user(
            User(
                id=user,
                name=user,
                timezone="UTC",
                briefing_time="08:00",
                nothing_due_line=False,
                next_briefing_at=None,
                created_at=T0,
            )
        )
    yield opened
    await opened.close()


async def test_the_best_few_are_the_start_of_the_whole_ranking(store: Store) -> None:
    """Closed slices of several strengths and exact ties, and an open slice whose first row is a
    weak match and whose later row ties the best closed ones: its first row, below any cut by
    score, still makes it first among the ties (ties go to the slice whose matches start first)."""
    async with store.write() as db:
        opened = _slice("open", T0, "open")
        await store.upsert_slice(db, opened)
        await store.index_more_text(db, opened, "venue " + "filler words " * 30)
        for n in range(12):
            piece = _slice(f"c{n:02d}", T0 + timedelta(hours=n + 1), "closed")
            await store.upsert_slice(db, piece)
            body = "venue venue" if n % 3 == 0 else "the venue and " + "more words " * n
            await store.index_slice_text(db, piece, body)
        await store.index_more_text(db, opened, "venue venue")
        other = _slice("bob1", T0, "closed", user="bob")  # never among ann's
        await store.upsert_slice(db, other)
        await store.index_slice_text(db, other, "venue venue")

    everything = await _each_limit_a_prefix(store, "ann", 13)
    assert everything[0] == "open"  # tied with c00, c03, c06, c09 and its matches start first
    assert everything[1:5] == ["c00", "c03", "c06", "c09"]


async def test_an_open_slice_leading_with_several_rows_leaves_room_for_others(store: Store) -> None:
    """An open slice whose rows are the best few matches still counts once: the others fill the rest."""
    async with store.write() as db:
        opened = _slice("open", T0, "open", user="bob")
        await store.upsert_slice(db, opened)
        for _ in range(3):
            await store.index_more_text(db, opened, "venue venue venue")
        for n in range(6):
            piece = _slice(f"c{n}", T0 + timedelta(hours=n + 1), "closed", user="bob")
            await store.upsert_slice(db, piece)
            await store.index_slice_text(db, piece, "the venue and " + "more words " * n)
    assert (await _each_limit_a_prefix(store, "bob", 7))[:3] == ["open", "c0", "c1"]


async def _each_limit_a_prefix(store: Store, user: str, slices: int) -> list[str]:
    """The ranking of ``user``'s slices for "venue" (``slices`` of them, each once), after checking
    that every smaller limit gives its start, scores included."""
    everything = [(piece.id, score) for piece, score in await store.search_spans(user, "venue", 100)]
    assert len(everything) == slices and len({slice_id for slice_id, _ in everything}) == slices
    for limit in range(1, slices + 1):
        found = [(piece.id, score) for piece, score in await store.search_spans(user, "venue", limit)]
        assert found == everything[:limit], limit
    return [slice_id for slice_id, _ in everything]
