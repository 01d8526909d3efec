"""The slice-file seam: each store keeps a slice's Markdown where its record is (the home's folder
on SQLite; the table ``user_files`` on PostgreSQL, the folder a working copy), as the same text;
on PostgreSQL another machine's empty home is brought up to it, and a rebuild there reads it."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from bot.dispatcher import Dispatcher
from bot.types import Inbound
from memory import portability, slicefile
from memory.clock import VirtualClock
from memory.home import Home, read_text
from memory.pgstore import PgStore
from memory.service import Memory
from memory.slicestore import DatabaseFiles, LocalFiles
from memory.stores import DATABASE_URL
from tests.driver import chat
from tests.test_migrate import _recap, _sqlite_home

AS_OF = datetime(2026, 6, 28, 12, 0, tzinfo=UTC)


async def test_every_slice_is_recorded_as_its_markdown(memory: Memory) -> None:
    """Closed and open slices, written whole and appended to, read back from the record as the
    events the store holds; on PostgreSQL the record is the table, matching the working copy."""
    lines = ["Maya is VP Operations.", "I'll send the deck by Friday.", "The VPN is down"]
    _, user_id, _ = await chat(memory, "2026-03-02T09:00:00+01:00", "Europe/Berlin", lines)
    await chat(memory, "2026-03-02T11:00:00+01:00", "Europe/Berlin", ["the VPN is fixed", "thanks"])
    files = memory.timeline.files
    assert isinstance(files, DatabaseFiles) == isinstance(memory.store, PgStore)
    pieces = await memory.store.slices(user_id)
    assert [piece.status for piece in pieces] == ["closed", "open"]
    for piece in pieces:
        text = await files.read(user_id, piece.path)
        assert text is not None
        assert slicefile.parse(text)[1] == await memory.store.events_of_slice(user_id, piece.id)
        assert text == read_text(memory.home.root / piece.path)


async def test_forgotten_words_leave_the_record(memory: Memory) -> None:
    """After /forget no slice's record holds the words, on either store."""
    lines = ["The door code is zanzibar.", "Maya is VP Operations."]
    _, user_id, _ = await chat(memory, "2026-03-02T09:00:00+01:00", "Europe/Berlin", lines)
    user = await memory.store.user(user_id)
    assert user is not None
    assert (await memory.forget(user, "zanzibar")).said == 1
    for piece in await memory.store.slices(user_id):
        text = await memory.timeline.files.read(user_id, piece.path)
        assert text is not None and "Maya" in text and "zanzibar" not in text


async def test_local_files_are_the_record_on_sqlite(tmp_path: Path) -> None:
    """Without a database table, the folder is read as it is and nothing is materialised."""
    files = LocalFiles(Home(tmp_path))
    await files.write("ann", "users/ann/a.md", "one\n")
    await files.append("ann", "users/ann/a.md", "two\n")
    assert await files.read("ann", "users/ann/a.md") == "one\ntwo\n"
    assert await files.read("ann", "users/ann/b.md") is None
    assert await files.materialise("ann") == 0


@pytest.fixture
def target(postgresql_schema: str, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.delenv(DATABASE_URL)
    return postgresql_schema


async def test_another_machine_rebuilds_from_the_stored_markdown(
    tmp_path: Path, target: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A home moved to PostgreSQL, chatted on there, then rebuilt on a machine whose home is
    empty: its files are brought from the table and the memory is the one the first machine
    rebuilds from its own folder."""
    home, elsewhere = Home(tmp_path / "home"), Home(tmp_path / "elsewhere")
    await _sqlite_home(home)
    assert _recap(home, "migrate", "--to", target).returncode == 0
    monkeypatch.setenv(DATABASE_URL, target)
    memory = await Memory.open(home)
    try:
        dispatcher = Dispatcher(memory, VirtualClock(datetime(2026, 6, 28, 9, 0, tzinfo=UTC)))
        for text in ("Priya is the CFO.", "I'll call Priya by July 3."):
            await dispatcher.handle(Inbound(user="alice", text=text))
    finally:
        await memory.close()
    rebuilt_here = await _rebuilt(home)
    elsewhere.root.mkdir()
    assert await _rebuilt(elsewhere) == rebuilt_here
    assert sorted(elsewhere.slice_files("alice")) != []


async def _rebuilt(home: Home) -> list[str]:
    memory = await Memory.open(home)
    try:
        await memory.rebuild(AS_OF)
        user = await memory.store.user_by_name("alice")
        assert user is not None
        return await portability.export_lines(memory, user, AS_OF)
    finally:
        await memory.close()
