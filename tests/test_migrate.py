"""`recap migrate --to postgresql://…` as a subprocess: a home built through the dispatcher moves
into PostgreSQL with nothing lost (its export before equals the export after, and after a
rebuild there), ids go on above the moved ones, and a target holding data is refused unless
--force. On a real server (skipped, saying why, without one)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest

from bot.dispatcher import Dispatcher
from bot.types import Inbound
from memory import portability
from memory.gitrepo import TURN_SUFFIX
from memory.home import Home
from memory.model import EventKind
from memory.pgstore import PgStore
from memory.service import Memory
from memory.slicestore import FILES_TABLE
from memory.stores import DATABASE_URL
from tests.conftest import REPO
from tests.memory.test_portability import _rich_memory

AS_OF = datetime(2026, 6, 28, 12, 0, tzinfo=UTC)


def _recap(home: Home, *args: str) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items() if key != DATABASE_URL}
    return subprocess.run([sys.executable, "-m", "bot.cli", *args, "--home", str(home.root)],
                          capture_output=True, text=True, env=env, cwd=REPO, timeout=120)  # fmt: skip


async def _export(home: Home) -> list[str]:
    memory = await Memory.open(home)
    try:
        user = await memory.store.user_by_name("alice")
        assert user is not None
        return await portability.export_lines(memory, user, AS_OF)
    finally:
        await memory.close()


async def _sqlite_home(home: Home) -> list[str]:
    """Facts, an import, corrections, commitments in every state, issues, closed slices and an
    open one, chatted on SQLite; returns its export."""
    memory = await Memory.open(home)
    try:
        user, clock = await _rich_memory(memory)
        await Dispatcher(memory, clock).handle(Inbound(user="alice", text="I'll send the board notes by July 2."))
        assert await memory.store.open_slice(user.id) is not None
    finally:
        await memory.close()
    return await _export(home)


@pytest.fixture
def target(postgresql_schema: str, monkeypatch: pytest.MonkeyPatch) -> str:
    """An empty PostgreSQL schema to move into; the home is built on SQLite (the variable unset)."""
    monkeypatch.delenv(DATABASE_URL)
    return postgresql_schema


async def test_a_home_moves_to_postgresql_with_nothing_lost(
    tmp_path: Path, target: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Export before equals export after, and after a rebuild on PostgreSQL; the Markdown texts
    are stored as they are; a new event is numbered above every moved one."""
    home = Home(tmp_path / "home")
    before = await _sqlite_home(home)
    files = {path.relative_to(home.root).as_posix(): path.read_text(encoding="utf-8")
             for path in home.users_dir.rglob("*")
             if path.is_file() and ".git" not in path.parts and not path.name.endswith(TURN_SUFFIX)}  # fmt: skip

    done = _recap(home, "migrate", "--to", target)
    assert done.returncode == 0, done.stderr
    assert "moved 1 users" in done.stdout and f"{len(files)} file(s)" in done.stdout

    monkeypatch.setenv(DATABASE_URL, target)
    assert await _export(home) == before
    store = await PgStore.open(target)
    try:
        rows = await store._all(f'SELECT path, text FROM {FILES_TABLE} WHERE "user" = $1', ("alice",))
        assert {row["path"]: row["text"] for row in rows} == files
        highest = (await store._one("SELECT max(id) FROM events"))[0]
    finally:
        await store.close()

    memory = await Memory.open(home)
    try:
        user = await memory.store.user_by_name("alice")
        assert user is not None
        recorded = await memory.record(user, at=AS_OF, kind=EventKind.MESSAGE, text="one more", author="alice")
        assert recorded.appended.event.id > highest
    finally:
        await memory.close()


async def test_a_rebuild_on_postgresql_gives_the_same_export(
    tmp_path: Path, target: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After the move, a rebuild on PostgreSQL derives what live use did, and what a rebuild of
    the home on SQLite does."""
    home, copy = Home(tmp_path / "home"), Home(tmp_path / "copy")
    live = await _sqlite_home(home)
    shutil.copytree(home.root, copy.root)
    assert _recap(home, "migrate", "--to", target).returncode == 0
    assert await _rebuilt(copy) == live
    monkeypatch.setenv(DATABASE_URL, target)
    assert await _rebuilt(home) == live


async def _rebuilt(home: Home) -> list[str]:
    memory = await Memory.open(home)
    try:
        await memory.rebuild(AS_OF)
    finally:
        await memory.close()
    return await _export(home)


async def test_a_target_holding_data_is_refused_unless_forced(tmp_path: Path, target: str) -> None:
    """A second move into the same schema changes nothing and says why; --force replaces it."""
    home = Home(tmp_path / "home")
    await _sqlite_home(home)
    assert _recap(home, "migrate", "--to", target).returncode == 0
    again = _recap(home, "migrate", "--to", target)
    assert again.returncode != 0
    assert "already holds data" in again.stderr and "nothing was moved" in again.stderr
    forced = _recap(home, "migrate", "--to", target, "--force")
    assert forced.returncode == 0, forced.stderr


def test_only_a_postgresql_url_is_a_target(tmp_path: Path) -> None:
    """A URL of another database is refused before anything is read."""
    done = _recap(Home(tmp_path / "home"), "migrate", "--to", "mysql://h/db")
    assert done.returncode == 2 and "postgresql://" in done.stderr
