"""A tiled history (the recall-scale bench's bulk path) is the history real use makes: each
copy has the rows and the files of a new user who said the same messages that much later
through the dispatcher, ids and the dates written into texts aside."""

from __future__ import annotations

import re
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from bot.recall_scale import START, USER, build_template
from jobs import clone
from jobs.bulk_rows import copy_home, writing
from jobs.history_tiles import tile_history
from memory.home import Home
from memory.service import Memory
from memory.stores import database_url, scratch_schema

SHIFT = timedelta(weeks=2)
MESSAGES = 30

_MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December"
_DATE = re.compile(r"(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) )?\d{1,2} (?:" + _MONTHS + r") \d{4}")
_LEN = re.compile(r'"len": \d+, ')
_IDS = re.compile(r'"(id|about|ask|undoes)": (\d+)')
# table → its columns holding a row id, and the table it names
_REFS = {
    "events": {"id": "events"},
    "slice_docs": {"id": "slice_docs"},
    "claims": {"id": "claims", "source_event": "events", "corrects": "claims"},
    "commitments": {"id": "commitments", "source_event": "events"},
    "commitment_versions": {"id": "commitment_versions", "commitment_id": "commitments", "source_event": "events"},
    "episodes": {"id": "episodes", "source_event": "events", "previous_id": "episodes"},
}


def _rows(held: dict[str, list[dict[str, Any]]], since: str, until: str = "9999") -> dict[str, list[dict]]:
    """Of the user's rows ``held`` (:func:`_held`), those from ``since`` until ``until``, each id
    replaced by its rank in its table and each date written in a text masked."""
    rows = {table: [dict(row) for row in found] for table, found in held.items() if table != "users"}
    kept_slices = {r["id"] for r in rows["slices"] if since <= r["started_at"] < until}
    firsts = {"events": "at", "claims": "observed_at", "commitments": "created_at", "episodes": "opened_at"}
    for table, column in firsts.items():
        rows[table] = [row for row in rows[table] if since <= row[column] < until]
    rows["slices"] = [row for row in rows["slices"] if row["id"] in kept_slices]
    rows["slice_docs"] = [row for row in rows["slice_docs"] if row["slice_id"] in kept_slices]
    kept_commitments = {row["id"] for row in rows["commitments"]}
    rows["commitment_versions"] = [r for r in rows["commitment_versions"] if r["commitment_id"] in kept_commitments]
    ranks = {
        table: {row["id"]: rank for rank, row in enumerate(found)} for table, found in rows.items() if table in _REFS
    }
    for table, found in rows.items():
        for row in found:
            row.pop("template", None)
            for column, target in _REFS.get(table, {}).items():
                if row[column] is not None:
                    row[column] = ranks[target].get(row[column], "outside")
            for column, value in row.items():
                if isinstance(value, str):
                    value = _DATE.sub("<date>", value)
                    if table == "events" and column == "payload":
                        value = _IDS.sub(lambda m: f'"{m[1]}": {ranks["events"][int(m[2])]}', value)
                    row[column] = value
    return rows


def _files(home: Home, slice_paths: list[str]) -> dict[str, str]:
    """The slice files named, event ids replaced by their rank and dates in texts masked (with
    what the dates' digits change: the texts' lengths, where YAML wraps the summary)."""
    texts = {path: (home.root / path).read_text("utf-8") for path in slice_paths}
    ids = sorted({int(m[2]) for text in texts.values() for m in _IDS.finditer(text) if m[1] == "id"})
    rank = {event_id: number for number, event_id in enumerate(ids)}
    return {
        path: " ".join(
            _LEN.sub("", _IDS.sub(lambda m: f'"{m[1]}": {rank[int(m[2])]}', _DATE.sub("<date>", text))).split()
        )
        for path, text in texts.items()
    }


async def _held(home: Home) -> dict[str, list[dict[str, Any]]]:
    """Every row of the user in the database of ``home`` (``RECAP_DATABASE_URL``'s on PostgreSQL)."""
    memory = await Memory.open(home)
    try:
        async with writing(memory.store) as db:
            return await clone.rows_of(db, [USER])
    finally:
        await memory.close()


def _slice_paths(held: dict[str, list[dict[str, Any]]], since: str) -> list[str]:
    return sorted(row["path"] for row in held["slices"] if row["started_at"] >= since)


async def test_a_tile_equals_the_history_real_use_makes(tmp_path: Path) -> None:
    """Each home with a database of its own; the tiled one a copy of the template's."""
    since, third = (START + SHIFT).isoformat(), (START + 2 * SHIFT).isoformat()
    async with scratch_schema():
        template = Home(tmp_path / "template")
        await build_template(template, MESSAGES)
        as_built = await _held(template)
        template_url = database_url()
        async with scratch_schema():
            tiled = Home(tmp_path / "tiled")
            await copy_home(template, template_url, tiled)
            memory = await Memory.open(tiled)
            try:
                await tile_history(memory, USER, 3, SHIFT)
            finally:
                await memory.close()
            tiled_rows = await _held(tiled)
    async with scratch_schema():
        real = Home(tmp_path / "real")
        await build_template(real, MESSAGES, START + SHIFT)
        real_rows = await _held(real)

    copied, played = _rows(tiled_rows, since, third), _rows(real_rows, since)
    assert all(copied[table] for table in ("events", "slices", "slice_docs", "claims", "commitments"))
    assert copied == played
    assert _rows(tiled_rows, "", since) == _rows(as_built, ""), "the template is left as it was"
    paths = [path for path in _slice_paths(tiled_rows, since) if path not in _slice_paths(tiled_rows, third)]
    assert _files(tiled, paths) == _files(real, _slice_paths(real_rows, since))
    assert len(tiled_rows["slices"]) == 3 * len(paths)


async def test_tiles_must_keep_weekdays(tmp_path: Path) -> None:
    memory = await Memory.open(Home(tmp_path))
    try:
        with pytest.raises(ValueError, match="whole weeks"):
            await tile_history(memory, USER, 2, timedelta(days=10))
    finally:
        await memory.close()
