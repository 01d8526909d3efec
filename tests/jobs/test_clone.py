"""A copied user (the bench's bulk path) is the user real use would have made: same rows, same files."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from jobs import clone
from jobs.bench import TEMPLATES, play
from jobs.bulk_rows import writing
from memory.home import Home
from memory.service import Memory
from memory.stores import scratch_schema

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


async def _tables(memory: Memory, user: str) -> dict[str, list[dict[str, Any]]]:
    """Every row of ``user``, each id replaced by its rank among the user's ids of its table."""
    async with writing(memory.store) as db:
        rows = await clone.rows_of(db, [user])
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


async def _files(memory: Memory, user: str) -> dict[str, str]:
    """The user's files, each event id written in them replaced by its rank; the home's copy of
    each is the store's record of it (on PostgreSQL the table ``user_files``)."""
    async with writing(memory.store) as db:
        rows = await db.fetch('SELECT id FROM events WHERE "user" = ?', (user,))
    rank = {event_id: number for number, event_id in enumerate(sorted(row["id"] for row in rows))}
    home = memory.home
    texts = {
        path.relative_to(home.root).as_posix(): path.read_text("utf-8")
        for path in sorted(home.user_dir(user).rglob("*"))
        if path.is_file() and ".git" not in path.parts
    }
    assert await memory.users.files.read_each([(user, path) for path in texts]) == {
        (user, path): text for path, text in texts.items()
    }
    return {
        path.removeprefix(f"users/{user}/"): re.sub(
            r'"(id|about|ask|undoes)": (\d+)', lambda m: f'"{m[1]}": {rank[int(m[2])]}', text
        )
        for path, text in texts.items()
    }


async def test_a_copy_equals_the_user_real_use_makes(tmp_path: Path) -> None:
    """A template says a commitment, its correction, a fact, an issue and small talk through the
    dispatcher; its copy (after another template, so every id is shifted) has the rows and the
    files of a user who said the same through the dispatcher in a home (and database) of their own."""
    async with scratch_schema():
        bulk = await Memory.open(Home(tmp_path / "bulk"))
        try:
            await play(bulk, "tpl-01", "Asia/Tokyo", BEGIN, ("hi", "Omar moved to Berlin"))
            await play(bulk, "tpl-00", "Europe/Berlin", BEGIN, LINES)
            await clone.copy_users(bulk, [("tpl-01", "bx0"), ("tpl-00", "bx1")])
            copied, copied_files = await _tables(bulk, "bx1"), await _files(bulk, "bx1")
            first_copy = await _tables(bulk, "bx0")
        finally:
            await bulk.close()
    async with scratch_schema():
        real = await Memory.open(Home(tmp_path / "real"))
        try:
            await play(real, "bx1", "Europe/Berlin", BEGIN, LINES)
            played, played_files = await _tables(real, "bx1"), await _files(real, "bx1")
        finally:
            await real.close()
    assert all(copied[table] for table in clone.TABLES), "every table has rows to compare"
    assert copied == played
    assert copied_files == played_files
    assert first_copy["claims"][0]["value"] == "Berlin"
