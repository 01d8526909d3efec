"""Closing a slice at any history length: its notes and its strands, from its own rows.

Profiled at 200,000 messages (21,000 slices), closing one slice took 1.6–4 s: 1.4 s in the
summary's notes, which read and folded every claim and commitment of the user; 0.5 s in
drawing every strand again from every slice; 0.3 s in ``git add --all``. Here the notes read
the rows the slice's events gave rise to, and the strands move the one slice.

:meth:`memory.derive.Deriver.notes_for` reads a store's claims, commitments and episodes and
keeps those the slice's events are the source of. Handed the whole store, it reads the user's
whole derived history on every close (1.4 s at 200,000 messages); handed :class:`_Rows`, which
holds only the rows :meth:`memory.store.Store.derived_from` finds by index, it reads what the
slice needs. :mod:`memory.rebuild` does the same over its in-memory tables.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from datetime import UTC, datetime
from typing import Any, cast

from memory import strands
from memory.derive import Deriver
from memory.model import Claim, CommitmentRecord, CommitmentVersion, Event, IssueEpisode, Slice
from memory.store import Store, User

_EARLIEST = datetime.min.replace(tzinfo=UTC)


class _Rows:
    """The part of :class:`~memory.store.Store` ``notes_for`` reads, holding given rows only."""

    def __init__(
        self,
        claims: list[Claim],
        commitments: list[tuple[CommitmentRecord, list[CommitmentVersion]]],
        episodes: list[IssueEpisode],
    ) -> None:
        self._claims = claims
        self._commitments = commitments
        self._episodes = episodes

    async def claims(self, user: str, subject_key: str | None = None) -> list[Claim]:
        return list(self._claims)

    async def commitments(self, user: str) -> list[tuple[CommitmentRecord, list[CommitmentVersion]]]:
        return list(self._commitments)

    async def episodes(self, user: str) -> list[IssueEpisode]:
        return list(self._episodes)

    async def cached(
        self, what: str, user: str, key: str | None, load: Callable[[], Awaitable[list[Any]]]
    ) -> list[Any]:
        """Rows held for one slice are not worth keeping: computed each time."""
        return await load()


async def notes(store: Store, user: User, events: Sequence[Event]) -> list[str]:
    """What ``events`` gave rise to, in its current form, as :meth:`Deriver.notes_for` words it."""
    ids = [event.id for event in events]
    if not ids:
        return []
    rows = _Rows(*await store.derived_from(user.id, ids))
    return await Deriver(cast(Store, rows)).notes_for(user, ids)


async def restrand(store: Store, known: dict[str, list[str]], piece: Slice, before: Sequence[str]) -> None:
    """Move ``piece`` in ``known`` (in place) from the strands of its tags ``before`` to the
    strands of its tags now, each at its place in time: what :func:`strands.index` over every
    slice would give, for the cost of a few indexed reads (one when the slice is the latest)."""
    strands.without(known, piece.id, before)
    for tag in piece.tags:
        members = known.get(tag, [])
        strands.join(known, tag, piece.id, await _position(store, members, piece))


async def _position(store: Store, members: list[str], piece: Slice) -> int:
    """Where ``piece`` goes among ``members`` (ordered by start, then id, as the store lists
    slices): after the last when it starts last, else found by bisection."""
    key = (piece.started_at, piece.id)

    async def key_of(slice_id: str) -> tuple[datetime, str]:
        other = await store.slice(piece.user, slice_id)
        return (other.started_at, other.id) if other is not None else (_EARLIEST, slice_id)

    if not members or await key_of(members[-1]) <= key:
        return len(members)
    low, high = 0, len(members) - 1
    while low < high:
        middle = (low + high) // 2
        if await key_of(members[middle]) <= key:
            low = middle + 1
        else:
            high = middle
    return low
