"""The timeline appends each event to its slice's file: the file stays the format of record."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta
from importlib import resources
from pathlib import Path

import pytest

from memory import slicefile
from memory.home import Home
from memory.model import EventKind, Slice
from memory.service import Memory
from memory.store import Store, User
from memory.timefmt import zone
from tests.conftest import lose_database

T0 = datetime(2026, 3, 2, 8, 0, tzinfo=UTC)
TEXTS = ["plain words", "two\nlines", "", "trailing  ", "ctl\x1bchar", "> quoted\n### heading", "last one"]


async def _user(memory: Memory) -> User:
    return await memory.users.get_or_create("alice", T0, timezone="Europe/Berlin")


async def _say(memory: Memory, user: User, texts: list[str], start: datetime = T0) -> Slice:
    piece = None
    for n, text in enumerate(texts):
        piece = (await memory.timeline.append(
            user, at=start + timedelta(seconds=n), kind=EventKind.MESSAGE, author="alice", text=text
        )).slice
    assert piece is not None
    return piece


async def _as_stored(memory: Memory, user: User, piece: Slice) -> str:
    """The slice's file as it would be written whole from the store."""
    stored = await memory.store.slice(user.id, piece.id)
    assert stored is not None
    events = await memory.store.events_of_slice(user.id, piece.id)
    return slicefile.render(stored, events, zone(user.timezone))


def _file(home: Home, piece: Slice) -> str:
    return (home.root / piece.path).read_text(encoding="utf-8")


async def test_a_file_written_by_appends_reads_like_one_written_whole(memory: Memory, home: Home) -> None:
    """Appended blocks give the same slice and events as rendering them all at once, ended_at
    included, though the frontmatter still holds the first event's."""
    user = await _user(memory)
    piece = await _say(memory, user, TEXTS)
    appended, whole = _file(home, piece), await _as_stored(memory, user, piece)
    assert appended != whole  # the frontmatter lags: only the reader brings it up to date
    assert slicefile.parse(appended) == slicefile.parse(whole)
    assert [event.text for event in slicefile.parse(appended)[1]] == TEXTS


async def test_an_event_earlier_than_the_last_rewrites_the_file_in_order(memory: Memory, home: Home) -> None:
    """A backdated event cannot go at the end of the file: it is rewritten, in time order."""
    user = await _user(memory)
    piece = await _say(memory, user, ["first", "second"], start=T0 + timedelta(minutes=1))
    await memory.timeline.append(user, at=T0, kind=EventKind.MESSAGE, author="alice", text="earliest")
    assert [event.text for event in slicefile.parse(_file(home, piece))[1]] == ["earliest", "first", "second"]
    assert slicefile.parse(_file(home, piece)) == slicefile.parse(await _as_stored(memory, user, piece))


async def test_a_torn_last_block_is_dropped_whatever_its_length(memory: Memory, home: Home) -> None:
    """Any prefix of the last append reads as the file without that event, never as an error
    or a shortened text."""
    user = await _user(memory)
    piece = await _say(memory, user, TEXTS[:-1])
    before = _file(home, piece).encode()
    await _say(memory, user, ["a last line\nthat runs on"], start=T0 + timedelta(minutes=1))
    after = _file(home, piece).encode()
    expected = slicefile.parse(before.decode())[1]
    for cut in range(len(before), len(after) - 1):
        torn = after[:cut].decode(errors="ignore")
        assert slicefile.parse(torn)[1] == expected, repr(torn[len(before) - 10 :])
    for whole in (after, after[:-1]):  # all of it, or all but the final newline (as editors save)
        assert [event.text for event in slicefile.parse(whole.decode())[1]][-1] == "a last line\nthat runs on"


def test_a_complete_but_malformed_last_block_is_still_an_error() -> None:
    """Only an incomplete block counts as torn: a whole one with a bad field is reported."""
    head = "---\nid: s\nuser: alice\nstarted_at: '2026-03-02T08:00:00+00:00'\n"
    head += "ended_at: '2026-03-02T08:00:00+00:00'\nstatus: open\n---\n\n"
    block = '### 08:00:00 · message · alice\n<!-- recap {"at": "2026-03-02T08:00:00+00:00", "author": "alice",'
    block += ' "id": 1, "kind": "nonsense", "len": 2} -->\n> hi\n'
    with pytest.raises(slicefile.SliceFormatError):
        slicefile.parse(head + block)


async def test_after_a_crash_the_first_event_repairs_a_torn_file(home: Home) -> None:
    """A process that did not write a slice's file rewrites it from the store on its first
    event there, dropping the torn tail a crash left; rebuild drops it too."""
    memory = await Memory.open(home)
    user = await _user(memory)
    piece = await _say(memory, user, ["one", "two", "three"])
    await memory.close()
    path = home.root / piece.path
    path.write_bytes(path.read_bytes()[:-4])  # "three" half written

    reopened = await Memory.open(home)
    assert [event.text for event in slicefile.parse(_file(home, piece))[1]] == ["one", "two"]
    await _say(reopened, user, ["four"], start=T0 + timedelta(minutes=1))
    assert [event.text for event in slicefile.parse(_file(home, piece))[1]] == ["one", "two", "three", "four"]
    assert slicefile.parse(_file(home, piece)) == slicefile.parse(await _as_stored(reopened, user, piece))
    await reopened.close()


async def test_an_open_slice_is_searchable_message_by_message_and_folded_when_saved(
    memory: Memory, home: Home
) -> None:
    """Each message adds one full-text row; saving the slice leaves one row, found once."""
    user = await _user(memory)
    piece = await _say(memory, user, ["the launch is on", "launch party after", "nothing here"])
    assert [hit.id for hit, _ in await memory.store.search_spans(user.id, "launch", 5)] == [piece.id]
    closed = await memory.close_slice(user, piece)
    assert [hit.id for hit, _ in await memory.store.search_spans(user.id, "launch", 5)] == [closed.id]
    assert len(await memory.store.search_rows(user.id)) == 1


async def test_text_indexed_before_the_migration_stays_searchable(tmp_path: Path) -> None:
    """Migration 2 moves the full text to slice_docs without losing what was indexed."""
    path = tmp_path / "recap.db"
    first = (resources.files("memory") / "migrations" / "0001_initial.sql").read_text(encoding="utf-8")
    with sqlite3.connect(path) as raw:
        raw.executescript(first)
        raw.execute("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY)")
        raw.execute("INSERT INTO schema_migrations VALUES (1)")
        raw.execute("INSERT INTO users (id, name, created_at) VALUES ('alice', 'alice', '2026-03-02')")
        raw.execute(
            "INSERT INTO slices (user, id, started_at, ended_at, status, path)"
            " VALUES ('alice', 's1', '2026-03-02T08:00:00+00:00', '2026-03-02T08:00:00+00:00', 'closed', 'p')"
        )
        raw.execute("INSERT INTO slice_text (user, slice_id, summary, body) VALUES ('alice', 's1', 'Offsite', 'venue')")
    raw.close()
    store = await Store.open(path)
    try:
        assert [piece.id for piece, _ in await store.search_spans("alice", "venue", 5)] == ["s1"]
    finally:
        await store.close()


async def test_rebuild_drops_a_torn_tail(home: Home) -> None:
    """Rebuilding from a file whose last append was cut short keeps the events before it."""
    memory = await Memory.open(home)
    user = await _user(memory)
    piece = await _say(memory, user, ["one", "two", "three"])
    await memory.close()
    path = home.root / piece.path
    path.write_bytes(path.read_bytes()[:-4])
    lose_database(home)
    rebuilt = await Memory.open(home)
    try:
        assert (await rebuilt.rebuild(T0 + timedelta(minutes=1)))["events"] == 2
        assert [event.text for event in await rebuilt.store.events_of_slice(user.id, piece.id)] == ["one", "two"]
    finally:
        await rebuilt.close()
