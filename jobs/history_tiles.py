"""A long history for one user from a short one: the bulk path of ``recap bench recall-scale``.

Playing 200,000 messages through the dispatcher takes hours (reading every message is most of
it); a user's history of a thousand messages played that way, laid end to end over and over,
takes seconds. :func:`tile_history` adds ``tiles - 1`` copies of a user's whole timeline to
the same user, copy ``k`` ``k × shift`` later (``shift`` whole weeks, so "by thursday" still
falls on a Thursday), every row of the template — events, slices and their search rows,
claims, commitments and their versions, issue episodes — with its times moved, its ids moved
by the same amount per copy (so references between rows still point inside the copy), its
slice ids and paths named by its new start, and the slice files rendered as real use leaves
them (:func:`jobs.clone.slice_file`).

Each copy is what the dispatcher makes of the same messages said by a new user ``k × shift``
later, save the dates written into texts (a reply's "due Thu 4 January 2024" stays as the
template said it) — ``tests/jobs/test_history_tiles.py`` proves it, table by table and file by
file. What no copy has is the reach of one copy into the next (a fact of copy 2 does not
correct one of copy 1): the sizes are real, the cross-references are those of a shorter life.

Either store (:mod:`jobs.bulk_rows` speaks its SQL); nothing here is durable on its own (files
are written without fsync): it builds scratch homes.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from datetime import timedelta
from typing import Any

from jobs.bulk_rows import write_files, writing
from jobs.clone import EVENT_KEYS, rows_of, slice_file, top_id
from memory import readings, strands
from memory.service import Memory
from memory.timefmt import from_iso, iso_utc, zone

__all__ = ["tile_history"]

# Every stored time is written by memory.timefmt.iso_utc: fixed width, always UTC.
_TIME = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}\+00:00")
# table → the columns holding a row id (its own or another's): each moves by the copy's id shift
_ID_COLUMNS: dict[str, tuple[str, ...]] = {
    "events": ("id",),
    "slice_docs": ("id",),
    "claims": ("id", "source_event", "corrects"),
    "commitments": ("id", "source_event"),
    "commitment_versions": ("id", "commitment_id", "source_event"),
    "episodes": ("id", "source_event", "previous_id"),
}
_ZULU = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z")
_PAYLOAD_ID = re.compile(r'"(' + "|".join(EVENT_KEYS) + r')": (\d+)')


class _Tile:
    """One copy: how far its times and its ids move, and its slices' new ids."""

    def __init__(self, shift: timedelta, ids: int) -> None:
        self.shift = shift
        self.ids = ids
        self.slice_ids: dict[str, str] = {}

    def times(self, text: str) -> str:
        return _TIME.sub(lambda m: iso_utc(from_iso(m[0]) + self.shift), text)

    def payload(self, text: str) -> str:
        moved = _PAYLOAD_ID.sub(lambda m: f'"{m[1]}": {int(m[2]) + self.ids}', self.times(text))
        # a message's reading record writes its dates as pydantic does ("…T00:00:00Z")
        return _ZULU.sub(lambda m: (from_iso(m[0]) + self.shift).isoformat().replace("+00:00", "Z"), moved)


async def tile_history(memory: Memory, user_id: str, tiles: int, shift: timedelta) -> None:
    """Lay ``tiles - 1`` copies of ``user_id``'s timeline after it, ``shift`` apart (whole
    weeks, longer than the timeline), in one transaction; then their slice files and the
    user's strands export."""
    if shift.total_seconds() % timedelta(weeks=1).total_seconds():
        raise ValueError("tiles must be whole weeks apart, so each weekday stays one")
    user = await memory.store.user(user_id)
    assert user is not None
    tz = zone(user.timezone)
    store = memory.store
    async with writing(store) as db:
        rows = await rows_of(db, [user_id])
        del rows["users"]
        if any(row["platform_ref"] is not None for row in rows["events"]):
            raise ValueError("a history with platform references cannot be tiled: they are unique")
        ended = max(from_iso(row["ended_at"]) for row in rows["slices"])
        started = min(from_iso(row["started_at"]) for row in rows["slices"])
        if ended - started >= shift:
            raise ValueError(f"the history spans {ended - started}, more than the shift {shift}")
        top = await top_id(db)
        plans = [_Tile(shift * k, k * (top + 1)) for k in range(1, tiles)]
        for plan in plans:
            for row in rows["slices"]:
                local = (from_iso(row["started_at"]) + plan.shift).astimezone(tz)
                suffix = row["id"].rpartition("/")[2].partition("-")[2]
                plan.slice_ids[row["id"]] = f"{local:%Y/%m/%d/%H%M}" + (f"-{suffix}" if suffix else "")
        for table, found in rows.items():
            if not found:
                continue
            columns = [name for name in found[0] if name != "template"]
            values = [
                tuple(_moved(plan, table, name, row[name]) for name in columns) for plan in plans for row in found
            ]
            if table == "events":
                values = [_reading_moved(columns, row) for row in values]
            await db.insert(table, columns, values)
    files = []
    for plan in plans:
        for old_id, new_id in plan.slice_ids.items():
            piece = await store.slice(user_id, new_id)
            assert piece is not None, old_id
            files.append((user_id, piece.path, slice_file(piece, await store.events_of_slice(user_id, new_id), tz)))
    await write_files(memory, files)
    await strands.export(store, memory.home, user_id)


def _reading_moved(columns: list[str], row: tuple[Any, ...]) -> tuple[Any, ...]:
    """A copied message's row whose reading record names the copy's time (its dates moved with
    the payload's other times), as real use at that time records it."""
    named = dict(zip(columns, row, strict=True))
    if named.get("kind") != "message" or not named.get("payload"):
        return row
    payload = readings.moved(json.loads(named["payload"]), named["text"], from_iso(named["at"]))
    written = json.dumps(payload, ensure_ascii=False, sort_keys=True)  # as the store writes it
    return tuple(written if name == "payload" else named[name] for name in columns)


def _moved(plan: _Tile, table: str, column: str, value: Any) -> Any:
    """``value`` of ``table.column`` as copy ``plan`` holds it."""
    if value is None:
        return None
    if column in _ID_COLUMNS.get(table, ()):
        return value + plan.ids
    change: Callable[[str], str] | None = {
        "slice_id": plan.slice_ids.__getitem__,
        "payload": plan.payload,
    }.get(column)
    if table == "slices" and column == "id":
        return plan.slice_ids[value]
    if table == "slices" and column == "path":
        old = value.rpartition("episodic/slices/")
        return old[0] + old[1] + plan.slice_ids[old[2].removesuffix(".md")] + ".md"
    if change is not None:
        return change(value)
    if isinstance(value, str) and column not in ("text", "summary", "body"):
        return plan.times(value)  # a time, or JSON holding times (a claim's detail, an episode's updates)
    return value
