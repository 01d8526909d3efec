"""An event id is never given twice: after a rebuild that left a file out, new events are numbered above
that file's ids (read from its metadata lines, or known to the old database), so the file, repaired later,
comes back whole and without a collision."""

from __future__ import annotations

import sqlite3
from datetime import timedelta
from pathlib import Path

import pytest

from bot.dispatcher import Dispatcher
from bot.types import Inbound
from memory import slicefile
from memory.clock import VirtualClock
from memory.home import Home
from memory.model import EventKind
from memory.rebuild import rebuild_home
from memory.service import Memory
from tests.conftest import lose_database
from tests.memory.test_rebuild_safety import _history
from tests.stores import write_markdown


@pytest.fixture
def home(tmp_path: Path) -> Home:
    return Home(tmp_path / "home")


def _file_ids(path: Path) -> list[int]:
    return [event.id for event in slicefile.parse(path.read_text(encoding="utf-8"))[1]]


async def _say(home: Home, clock: VirtualClock, text: str) -> int:
    """Alice says ``text`` a day later; the id her message gets."""
    clock.set(clock.now() + timedelta(days=1))
    memory = await Memory.open(home)
    try:
        await Dispatcher(memory, clock).handle(Inbound(user="alice", text=text))
        [event] = [e for e in await memory.store.events("alice", kinds=(EventKind.MESSAGE,)) if e.text == text]
        return event.id
    finally:
        await memory.close()


async def test_ids_of_a_file_left_out_are_not_given_again_and_the_repaired_file_comes_back(home: Home) -> None:
    """With the database lost, a rebuild leaves out the newest slice (its frontmatter broken): the next
    message is numbered above that file's ids, and once the file is mended a rebuild takes it back whole."""
    clock = await _history(home)
    newest = home.slice_files("alice")[-1]
    relative = newest.relative_to(home.root).as_posix()
    good = newest.read_text(encoding="utf-8")
    left_out = _file_ids(newest)
    write_markdown(home.root, relative, good.replace("status:", "status: [", 1))
    # On PostgreSQL the Markdown of record goes with the schema: what is left is this home's copy.
    lose_database(home)

    rebuilt = await rebuild_home(home, clock.now())
    assert [problem.path for problem in rebuilt.problems] == [newest]
    assert await _say(home, clock, "Maya is back from leave.") > max(left_out)

    write_markdown(home.root, relative, good)
    again = await rebuild_home(home, clock.now())
    assert again.problems == []
    memory = await Memory.open(home)
    try:
        ids = [event.id for event in await memory.store.events("alice")]
    finally:
        await memory.close()
    assert set(left_out) <= set(ids) and len(ids) == len(set(ids))


@pytest.mark.sqlite_only  # reads SQLite's event_id_floor; PostgreSQL's sequence never moves back
async def test_ids_only_the_old_database_knew_are_not_given_again(home: Home) -> None:
    """A slice file that no longer reads at all gives no ids; those the old database held stay taken."""
    clock = await _history(home)
    newest = home.slice_files("alice")[-1]
    left_out = _file_ids(newest)
    newest.write_bytes(b"\xff\xfe not a slice any more")

    rebuilt = await rebuild_home(home, clock.now())
    assert [problem.path for problem in rebuilt.problems] == [newest]
    assert await _say(home, clock, "Maya is back from leave.") > max(left_out)
    with sqlite3.connect(home.database) as db:
        assert db.execute("SELECT max(id) FROM event_id_floor").fetchone()[0] >= max(left_out)
