"""A copied user (the bench's bulk path) is the user real use would have made: same rows, same files."""

from __future__ import annotations

import re
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest

from jobs import clone
from jobs.bench import TEMPLATES, play
from memory.home import Home
from memory.service import Memory

pytestmark = pytest.mark.sqlite_only(
    "the sweep bench copies users with SQLite's SQL (jobs/clone.py) and reads its floor from the file; not yet ported"
)

BEGIN = datetime(2026, 1, 5, 11, 20, tzinfo=UTC)
LINES = (*(line for template in TEMPLATES for line in template), "No wait, by friday")

# Columns holding a row id of the named table (the ids differ between the homes; what they
# point at must not).
_REFS = {
    "events": {"id": "events"},
    "slice_docs": {"id": "slice_docs"},
    "claims": {"id": "claims", "source_event": "events", "corrects": "claims"},
    "commitments": {"id": "commitments", "source_event": "events"},
    "commitment_versions": {"id": "commitment_versions", "commitment_id": "commitments", "source_event": "events"},
    "episodes": {"id": "episodes", "source_event": "events", "previous_id": "episodes"},
}


def _tables(database: Path, user: str) -> dict[str, list[dict]]:
    """Every row of ``user``, each id replaced by its rank among the user's ids of its table."""
    with sqlite3.connect(database) as db:
        db.row_factory = sqlite3.Row
        rows = {
            table: [dict(row) for row in db.execute(sql.format(marks="?"), (user,))]
            for table, sql in clone.TABLES.items()
        }
    ranks = {table: {row["id"]: rank for rank, row in enumerate(found)} for table, found in rows.items()}
    for table, found in rows.items():
        for row in found:
            for column, target in _REFS.get(table, {}).items():
                if row[column] is not None:
                    row[column] = ranks[target][row[column]]
            if table == "events":
                row["payload"] = re.sub(
                    r'"(about|ask|undoes)": (\d+)', lambda m: f'"{m[1]}": {ranks["events"][int(m[2])]}', row["payload"]
                )
    return rows


def _files(home: Home, user: str, event_ids: list[int]) -> dict[str, str]:
    """The user's files, each event id written in them replaced by its rank."""
    rank = {event_id: number for number, event_id in enumerate(sorted(event_ids))}
    folder = home.user_dir(user)
    return {
        path.relative_to(folder).as_posix(): re.sub(
            r'"(id|about|ask|undoes)": (\d+)', lambda m: f'"{m[1]}": {rank[int(m[2])]}', path.read_text("utf-8")
        )
        for path in sorted(folder.rglob("*"))
        if path.is_file() and ".git" not in path.parts
    }


def _event_ids(database: Path, user: str) -> list[int]:
    with sqlite3.connect(database) as db:
        return [row[0] for row in db.execute("SELECT id FROM events WHERE user = ?", (user,))]


async def test_a_copy_equals_the_user_real_use_makes(tmp_path: Path) -> None:
    """A template says a commitment, its correction, a fact, an issue and small talk through the
    dispatcher; its copy (after another template, so every id is shifted) has the rows and the
    files of a user who said the same through the dispatcher in a home of their own."""
    bulk = await Memory.open(Home(tmp_path / "bulk"))
    real = await Memory.open(Home(tmp_path / "real"))
    try:
        await play(bulk, "tpl-01", "Asia/Tokyo", BEGIN, ("hi", "Omar moved to Berlin"))
        await play(bulk, "tpl-00", "Europe/Berlin", BEGIN, LINES)
        await clone.copy_users(bulk, [("tpl-01", "bx0"), ("tpl-00", "bx1")])
        await play(real, "bx1", "Europe/Berlin", BEGIN, LINES)
        copied = _tables(bulk.home.database, "bx1")
        played = _tables(real.home.database, "bx1")
        assert all(copied[table] for table in clone.TABLES), "every table has rows to compare"
        assert copied == played
        assert _files(bulk.home, "bx1", _event_ids(bulk.home.database, "bx1")) == _files(
            real.home, "bx1", _event_ids(real.home.database, "bx1")
        )
        assert _tables(bulk.home.database, "bx0")["claims"][0]["value"] == "Berlin"
    finally:
        await bulk.close()
        await real.close()
