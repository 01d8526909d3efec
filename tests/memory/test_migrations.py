"""Migrations run whole or not at all, and in one process only: the home lock keeps a second one out."""

from __future__ import annotations

import asyncio
import sqlite3
import sys
from pathlib import Path

import pytest

from memory import store as store_module
from memory.store import Store
from tests.conftest import REPO

BROKEN = "CREATE TABLE half_done (x INTEGER);\nINSERT INTO no_such_table VALUES (1);"


def _versions(path: Path) -> list[int]:
    with sqlite3.connect(path) as raw:
        return [row[0] for row in raw.execute("SELECT version FROM schema_migrations ORDER BY version")]


def _tables(path: Path) -> set[str]:
    with sqlite3.connect(path) as raw:
        return {row[0] for row in raw.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


async def test_a_failing_migration_leaves_nothing_of_itself(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A migration that fails halfway applies none of its statements and records no version; the next start
    (without it) opens the database as before."""
    path = tmp_path / "recap.db"
    await (await Store.open(path)).close()
    before = _versions(path)
    real = store_module._migrations
    monkeypatch.setattr(store_module, "_migrations", lambda: [*real(), (9999, BROKEN)])
    with pytest.raises(sqlite3.OperationalError, match="no_such_table"):
        await Store.open(path)
    assert _versions(path) == before
    assert "half_done" not in _tables(path)
    monkeypatch.setattr(store_module, "_migrations", real)
    await (await Store.open(path)).close()
    assert _versions(path) == before


@pytest.mark.sqlite_only
async def test_two_processes_starting_together_migrate_once(tmp_path: Path) -> None:
    """Two `recap chat` started at once on a fresh home: one takes the home and migrates, the other is refused
    naming it, before touching the database; every migration is recorded once."""
    home = tmp_path / "home"

    async def start() -> asyncio.subprocess.Process:
        return await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot.cli", "chat", "--user", "ann", "--home", str(home),
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE, cwd=REPO,
        )

    processes = await asyncio.gather(start(), start())
    # The one refused ends on its own; the one holding the home waits for its input until told to end.
    waits = {asyncio.ensure_future(process.wait()): process for process in processes}
    done, _ = await asyncio.wait(waits, timeout=60, return_when=asyncio.FIRST_COMPLETED)
    assert done, "neither recap chat ended within 60 s"
    refused = waits[done.pop()]
    holder = next(process for process in processes if process is not refused)
    _, refused_err = await refused.communicate()
    assert refused.returncode == 1, refused_err
    assert b"is in use by recap chat (pid" in refused_err
    _, err = await asyncio.wait_for(holder.communicate(b"hello\n"), 60)
    assert holder.returncode == 0, err
    files = sorted((REPO / "memory" / "migrations").glob("*.sql"))
    assert _versions(home / "recap.db") == [int(file.name.split("_", 1)[0]) for file in files]
