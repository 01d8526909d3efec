"""A rebuild's commitment tables keep their folds, the open ones and the open ones by key
(:class:`memory.rebuild._Tables`); each must equal what is computed from every row again, after
any sequence of new commitments, moves, completions, cancellations and renames, and the
matching shortcuts (:func:`memory.fit.likely_fit`'s key test, the phrase-and-action memo of
:mod:`memory.commitments`) must find what a test of every open commitment finds."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

import pytest

from memory import commitments, fit, open_again
from memory.derive import fitting_candidates, named_candidates, open_holding_of
from memory.model import Commitment, CommitmentRecord, CommitmentStatus, CommitmentVersion, Event, EventKind, Source
from memory.rebuild import _Tables
from memory.words import content_words

_AT = datetime(2025, 3, 3, 9, tzinfo=UTC)
_SOURCE = Source(1, "chat", 1.0)

# To-dos of many shapes: people, codes, acronyms, compounds, verbs of one family and of none.
ACTIONS = [
    "call the plumber", "ring the boiler man", "email the landlord about the lease", "send the W-9 to Priya",
    "return the library books", "pay Kamau for the fundi work", "finish the DPA audit", "renew the domain",
    "back up the laptop", "book the dentist", "chase the insurer about the claim", "deep clean the oven",
    "submit my CPD points", "buy Maya a birthday present", "wash the car", "send the budget deck to Omar",
    "review the contract", "get the bins collected", "water the plants", "fix the spreadsheet formulas",
    "confirm the caterers", "reply to Tom about the offsite", "drop the parcel off at the post office",
]  # fmt: skip
RENAMES = ["send the pricing deck to Omar", "call the electrician", "renew the car insurance", "fix the latch"]
PHRASES = [
    "plumber", "the boiler guy", "rang the landlord", "w9 sent", "dropped the books back at the library",
    "sent Kamau the money", "DPA", "domain renewal", "laptop backup", "dentist", "got through to the insurers",
    "oven deep clean", "did my CPD submission", "Maya's birthday dinner", "car wash done", "the deck",
    "contract review", "bins", "plants", "sheet", "the caterers confirmed", "Tom", "parcel", "the tax thing",
    "electrician came", "insurance", "latch", "it", "the meeting", "xyz",
]  # fmt: skip
def _fits(action: str) -> bool:
    """A narrowing as derive's ``fits`` makes one (to-dos of some words only)."""
    return " the " in f" {action} "


STATUSES = [CommitmentStatus.COMPLETED, CommitmentStatus.CANCELLED, CommitmentStatus.MOVED, CommitmentStatus.DISPUTED]


async def _grown(seed: int) -> _Tables:
    """Tables after a random history of commitments and changes, read between changes."""
    rng = random.Random(seed)
    tables = _Tables({})
    ids: list[int] = []
    for step in range(60):
        at = _AT + timedelta(minutes=step)
        if not ids or rng.random() < 0.4:
            action = rng.choice(ACTIONS)
            owner = rng.choice(["me", "me", "Tom Baker", "the council"])
            record = CommitmentRecord(0, "u", action, owner, rng.choice([None, "Ines", "Omar"]), at, _SOURCE)
            record = await tables.insert_commitment(None, record)
            await tables.insert_commitment_version(
                None, CommitmentVersion(record.id, at, CommitmentStatus.ACCEPTED, None, _SOURCE)
            )
            ids.append(record.id)
        else:
            status = rng.choice(STATUSES)
            rename = rng.choice(RENAMES) if rng.random() < 0.2 else None
            due = at + timedelta(days=2) if status is CommitmentStatus.MOVED else None
            version = CommitmentVersion(rng.choice(ids), at, status, due, _SOURCE, action=rename)
            await tables.insert_commitment_version(None, version)
        if rng.random() < 0.5:  # read between changes, as deriving does
            await tables.open_candidates("u", rng.choice(PHRASES))
    return tables


@pytest.mark.parametrize("seed", range(12))
async def test_kept_folds_open_ones_and_keys_equal_computing_them_again(seed: int) -> None:
    tables = await _grown(seed)
    folded = [commitments.fold(record, versions) for record, versions in await tables.commitments("u")]
    assert await tables.folded_commitments("u") == folded
    open_ones = [c for c in folded if c.is_open]
    assert await tables.open_commitments("u") == open_ones
    for phrase in PHRASES + ACTIONS + RENAMES:
        assert await tables.open_candidates("u", phrase) == commitments.candidates(phrase, open_ones), phrase
        picked = [c for c in open_ones if _fits(c.action)]
        assert fit.likely_fit(phrase, await fitting_candidates(tables, "u", phrase, picked, _fits, every=True)) == (
            fit.likely_fit(phrase, picked)
        )
        assert await named_candidates(tables, "u", phrase, picked, _fits, every=True) == commitments.candidates(
            phrase, picked
        )


@pytest.mark.parametrize("seed", range(6))
async def test_likely_fit_and_matching_find_what_every_open_one_tested_finds(seed: int) -> None:
    """The key test of :func:`memory.fit.likely_fit` passes over only to-dos it cannot fit."""
    tables = await _grown(100 + seed)
    open_ones = await tables.open_commitments("u")
    for phrase in PHRASES + ACTIONS:
        said = fit._read(phrase)
        if said is None:
            continue
        fitting = [c for c in open_ones if fit._fit(said, fit._read_todo(c.action))]
        assert set(fit.likely_fit(phrase, open_ones)) <= set(fitting), phrase
        every = [c for c in open_ones if fit._fit(said, fit._read_todo(c.action))]
        keyed = [c for c in open_ones if not fit._keys(said[2]).isdisjoint(fit._todo_keys(c.action))]
        assert all(c in keyed for c in every), phrase  # no fitting to-do is passed over
        keyed_by_tables = await tables.open_fitting("u", phrase)
        assert all(c in keyed_by_tables for c in every), phrase
        assert fit.likely_fit(phrase, keyed_by_tables) == fit.likely_fit(phrase, open_ones), phrase
        commitments._said_words_of.cache_clear()
        cold = [commitments.match_score(phrase, c) for c in open_ones]
        assert [commitments.match_score(phrase, c) for c in open_ones] == cold  # kept per pair, the same


class _Every:
    """A store that keeps no index of the open to-dos by their words: each one's words are tested."""

    def __init__(self, tables: _Tables) -> None:
        self._tables = tables

    async def open_commitments(self, user: str) -> list[Commitment]:
        return await self._tables.open_commitments(user)


@pytest.mark.parametrize("seed", range(8))
async def test_open_ones_by_their_words_equal_testing_every_open_one(seed: int) -> None:
    """The open to-dos kept by the words of their action (:meth:`_Tables.open_holding`), after
    any history of changes, are those whose words hold one said, in order; so a to-do said again
    (:func:`memory.open_again.open_again`), handed only those, is found as among every open one."""
    tables = await _grown(200 + seed)
    open_ones = await tables.open_commitments("u")
    said_again = ["pay kamau friday", "the w9 thing", "call him", "renewal of the domain", "ring the boiler man"]
    for phrase in PHRASES + ACTIONS + RENAMES + said_again:
        for words in (content_words(phrase), open_again.named_words(phrase)):
            every = [c for c in open_ones if not words.isdisjoint(content_words(c.action))]
            assert await open_holding_of(tables, "u", words) == every, phrase
            assert await open_holding_of(_Every(tables), "u", words) == every, phrase  # type: ignore[arg-type]
        holding = await open_holding_of(tables, "u", open_again.named_words(phrase))
        for owner in ("me", "Tom Baker", "the council"):
            for due in (None, _AT + timedelta(days=2)):
                assert open_again.open_again(phrase, owner, due, holding) == open_again.open_again(
                    phrase, owner, due, open_ones
                ), phrase


async def test_events_read_from_the_tables_between_two_moments_equal_testing_every_event() -> None:
    """A rebuild's tables hold every event of the history from the start: a read up to a moment
    (``until``, included, as ``since`` is) leaves the rest out by bisection, as the store's query does."""
    rng = random.Random(7)
    times = sorted(_AT + timedelta(minutes=rng.randrange(300)) for _ in range(120))  # some share a minute
    kinds = [EventKind.MESSAGE, EventKind.REPLY, EventKind.BRIEFING]
    events = [Event(i + 1, "u", at, rng.choice(kinds), "me", f"e{i}", {}, "s") for i, at in enumerate(times)]
    tables = _Tables({e.id: e for e in events})
    for _ in range(200):
        since = rng.choice([None, *times, _AT + timedelta(minutes=rng.randrange(-10, 310), seconds=30)])
        until = rng.choice([None, *times, _AT + timedelta(minutes=rng.randrange(-10, 310), seconds=30)])
        wanted = rng.choice([None, [EventKind.MESSAGE], [EventKind.REPLY, EventKind.BRIEFING]])
        every = [
            e for e in events
            if (wanted is None or e.kind in wanted)
            and (since is None or e.at >= since) and (until is None or e.at <= until)
        ]  # fmt: skip
        assert await tables.events("u", kinds=wanted, since=since, until=until) == every
