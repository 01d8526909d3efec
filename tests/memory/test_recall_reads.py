"""What the shallow scan reads from the store, on either store: the words of several slices in
one read (passages), each word's best matches ranked before they are joined to slices, and
candidates ranked on their ids and times alone, only the hits read whole."""

from __future__ import annotations

import os
import sqlite3
from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest

from memory.model import EventKind
from memory.recall import fts_query, shallow_scan
from memory.service import Memory
from memory.store import SliceSpan, User

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


async def _user(memory: Memory) -> User:
    return await memory.users.get_or_create("ida", T0, timezone="UTC")


async def _slices(memory: Memory, user: User, count: int) -> list[str]:
    """``count`` closed slices a day apart; each says "budget" as many times as its number
    (so BM25 tells them apart) and holds a reply that must never count as the user's words."""
    made = []
    for number in range(count):
        at = T0 + timedelta(days=number)
        events = [
            (at, EventKind.MESSAGE, "ida", f"slice {number}: " + "budget " * (number % 7 + 1)),
            (at + timedelta(minutes=1), EventKind.REPLY, "recap", f"noted budget {number}"),
            (at + timedelta(minutes=2), EventKind.SOURCE, "crm", f"record {number} for Maya"),
        ]
        made.append((await memory.timeline.import_slice(user, events)).id)
    return made


async def test_slice_texts_reads_several_slices_words_in_order(memory: Memory) -> None:
    """The texts of the kinds asked, per slice, in the order events_of_slice gives them."""
    user = await _user(memory)
    ids = await _slices(memory, user, 4)
    kinds = (EventKind.MESSAGE, EventKind.SOURCE)
    texts = await memory.store.slice_texts(user.id, [ids[2], ids[0], "no-such-slice"], kinds)
    assert set(texts) == {ids[0], ids[2]}
    for slice_id in (ids[0], ids[2]):
        events = await memory.store.events_of_slice(user.id, slice_id)
        assert texts[slice_id] == [e.text for e in events if e.kind in kinds]
    assert texts[ids[2]] == ["slice 2: " + "budget " * 3, "record 2 for Maya"]
    assert await memory.store.slice_texts(user.id, [], kinds) == {}
    # only what was said before a moment (the scan's quoted lines leave out the question itself)
    before = T0 + timedelta(days=2, minutes=2)
    assert await memory.store.slice_texts(user.id, [ids[2], ids[0]], kinds, before=before) == {
        ids[0]: texts[ids[0]],
        ids[2]: ["slice 2: " + "budget " * 3],
    }


async def test_a_common_word_keeps_its_best_matches_in_order(memory: Memory) -> None:
    """More matches than the limit: the best ``limit`` by BM25, ties in index order, each with
    its slice, exactly as scoring every match and joining them all to their slices."""
    user = await _user(memory)
    await _slices(memory, user, 30)
    found = await memory.store.search_spans(user.id, fts_query(["budget"]), 12)
    assert len(found) == 12
    scores = [score for _, score in found]
    assert scores == sorted(scores, reverse=True)
    if os.environ.get("RECAP_TEST_STORE") == "postgresql":
        return
    with sqlite3.connect(memory.home.database) as db:
        every = db.execute(
            "WITH matched AS MATERIALIZED (SELECT rowid AS key, -bm25(slice_text, 2.0, 1.0) AS score"
            " FROM slice_text WHERE slice_text MATCH ?)"
            " SELECT d.slice_id, MAX(m.score) AS score FROM matched m"
            " JOIN slice_docs d ON d.id = m.key & 4294967295"
            " JOIN slices s ON s.user = d.user AND s.id = d.slice_id WHERE d.user = ?"
            " GROUP BY d.slice_id ORDER BY score DESC, MIN(d.id) LIMIT ?",
            (fts_query(["budget"]), user.id, 12),
        ).fetchall()
    assert [(piece.id, score) for piece, score in found] == [(row[0], pytest.approx(row[1])) for row in every]


async def test_passages_read_in_one_go_rank_where_the_words_meet(memory: Memory) -> None:
    """The scan's passage step reads the pool's words at once: the slice where "Maya" and
    "budget" meet in one message outranks slices that only say one of them, however often."""
    user = await _user(memory)
    for number, text in enumerate(["budget " * 5, "Maya " * 5, "budget " * 4, "Maya " * 4]):
        at = T0 + timedelta(days=number)
        await memory.timeline.import_slice(user, [(at, EventKind.MESSAGE, "ida", text)])
    at = T0 + timedelta(days=10)
    both = (await memory.timeline.import_slice(user, [(at, EventKind.MESSAGE, "ida", "Maya signed off the budget")])).id
    hits = await shallow_scan(memory.store, user, "Maya budget", T0 + timedelta(days=20), k=3)
    assert hits[0].slice.id == both


async def test_spans_are_the_slices_ids_and_times_in_the_same_order(memory: Memory) -> None:
    """What the scan ranks on: each match's slice id with the times the whole slice has, and a
    strand's members by id, each with its times only."""
    user = await _user(memory)
    ids = await _slices(memory, user, 9)
    spans = await memory.store.search_spans(user.id, fts_query(["budget"]), 5)
    whole = await memory.store.slices_by_id(user.id, [span.id for span, _ in spans])
    assert len(spans) == 5
    assert {span for span, _ in spans} == {SliceSpan(piece.id, piece.started_at, piece.ended_at) for piece in whole}
    named = [ids[4], ids[1], "no-such-slice"]
    assert await memory.store.slice_spans(user.id, named) == [
        SliceSpan(piece.id, piece.started_at, piece.ended_at)
        for piece in await memory.store.slices_by_id(user.id, named)
    ]
    assert [span.id for span in await memory.store.slice_spans(user.id, named)] == [ids[1], ids[4]]
    assert await memory.store.slice_spans("someone-else", named) == []


async def test_hits_are_whole_slices(memory: Memory) -> None:
    """The scan ranks spans, but every hit it returns is the whole slice, tags and summary too."""
    user = await _user(memory)
    await _slices(memory, user, 8)
    hits = await shallow_scan(memory.store, user, "budget", T0 + timedelta(days=30), k=3)
    assert len(hits) == 3
    for hit in hits:
        assert [hit.slice] == await memory.store.slices_by_id(user.id, [hit.slice.id])


async def test_strand_tails_are_each_strands_end_read_at_once(memory: Memory) -> None:
    """strand_tails gives, for each (tag, slice) asked, what filtering that strand's members does:
    the last few started before the moment, the slice itself left out, oldest first; a pair asked
    twice, a tag no slice has and a slice on no strand read as they would alone."""
    user = await _user(memory)
    ids = await _slices(memory, user, 12)
    tags = {"maya": range(0, 12), "budget": range(0, 12, 2), "deck": (3, 7), "solo": (5,)}
    async with memory.store.write() as db:
        for number, slice_id in enumerate(ids):
            piece = (await memory.store.slices_by_id(user.id, [slice_id]))[0]
            on = tuple(tag for tag, numbers in tags.items() if number in numbers)
            await memory.store.upsert_slice(db, replace(piece, tags=on))
    strands = await memory.store.strands(user.id)
    assert set(strands) == set(tags)
    every = {piece.id: piece for piece in await memory.store.slices(user.id)}
    wanted = [("maya", ids[11]), ("maya", ids[3]), ("budget", ids[4]), ("deck", ids[7]), ("solo", ids[5])]
    wanted += [("budget", ids[1]), ("nothing", ids[0]), ("maya", ids[3])]
    for end in (T0, T0 + timedelta(days=4, hours=1), T0 + timedelta(days=30)):
        for limit in (1, 3, 20):
            tails = await memory.store.strand_tails(user.id, wanted, end=end, limit=limit)
            assert set(tails) == set(wanted)
            for tag, leave_out in wanted:
                members = [
                    every[slice_id]
                    for slice_id in strands.get(tag, [])
                    if every[slice_id].started_at < end and slice_id != leave_out
                ]
                assert tails[(tag, leave_out)] == members[-limit:], (tag, leave_out, end, limit)
    assert await memory.store.strand_tails(user.id, [], end=T0 + timedelta(days=30), limit=5) == {}
    assert await memory.store.strand_tails("someone-else", wanted[:2], end=T0 + timedelta(days=30), limit=5) == {
        wanted[0]: [],
        wanted[1]: [],
    }
