"""Closing a slice at any history length: its notes and its strands, from its own rows.

Profiled at 200,000 messages (21,000 slices), closing one slice took 1.6–4 s: 1.4 s in the
summary's notes, which read and folded every claim and commitment of the user; 0.5 s in
drawing every strand again from every slice; 0.3 s in ``git add --all``. Here the notes read
the rows the slice's events gave rise to, and the strands move the one slice (rows kept by the
slices' triggers, see :mod:`memory.strands`).

:meth:`memory.derive.Deriver.notes_for` reads a store's claims, commitments and episodes and
keeps those the slice's events are the source of. Handed the whole store, it reads the user's
whole derived history on every close (1.4 s at 200,000 messages); handed :class:`_Rows`, which
holds only the rows :meth:`memory.store.Store.derived_from` finds by index, it reads what the
slice needs. :mod:`memory.rebuild` does the same over its in-memory tables.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any, TypeVar, cast

from memory.derive import Deriver
from memory.model import Claim, CommitmentRecord, CommitmentVersion, Event, IssueEpisode
from memory.store import Store, User

K = TypeVar("K")  # what a caller of notes_of names each slice by


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
    return (await notes_of(store, {"": (user, events)}))[""]


async def notes_of(store: Store, slices: Mapping[K, tuple[User, Sequence[Event]]]) -> dict[K, list[str]]:
    """:func:`notes` of each slice of ``slices`` (key → its user and events) from one read of
    their rows (:meth:`memory.store.Store.derived_from`): a sweep's batch in a few queries,
    not a few per slice.

    Each slice is handed its user's rows of the read. That is what :meth:`Deriver.notes_for`
    would find in the store: it keeps the rows its slice's events are the source of, and the
    claims correcting them, which the read follows whoever wrote them.
    """
    wanted = {event.id for _, events in slices.values() for event in events}
    if not wanted:
        return {key: [] for key in slices}
    claims, commitments, episodes = await store.derived_from(wanted)
    rows: dict[str, _Rows] = {}
    for user, _ in slices.values():
        rows[user.id] = _Rows(
            [claim for claim in claims if claim.user == user.id],
            [pair for pair in commitments if pair[0].user == user.id],
            [episode for episode in episodes if episode.user == user.id],
        )
    return {
        key: await Deriver(cast(Store, rows[user.id])).notes_for(user, [event.id for event in events]) if events else []
        for key, (user, events) in slices.items()
    }
