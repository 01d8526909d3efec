"""``recap migrate --to postgresql://…``: a single-machine home moved into PostgreSQL.

Everything the home keeps goes over in one PostgreSQL transaction, so a failure leaves the
target as it was:

- every row of every table of the SQLite database, ids kept (the references between rows are
  ids), each table's id sequence set above its highest id, and the events' above every id the
  home ever gave (SQLite's ``event_id_floor``), so no id is given twice;
- the users' files (slices, ``profile.md``, ``strands.json``) as the same text, into
  ``user_files`` (``migrations_pg/0004_user_files.sql``), where a home on PostgreSQL keeps the
  Markdown of record. Git history stays in the home's folders.

The tables are copied generically, by name and column, from what SQLite holds into what the
PostgreSQL schema has, so a table both stores gain later moves without a change here; a SQLite
table (or column) with rows and no place in the target stops the move before anything is
written. Full-text rows go over as text: PostgreSQL computes their ``tsvector``.

The caller holds the home lock (:mod:`memory.homelock`): nothing writes the home meanwhile.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import asyncpg

from memory import slicestore
from memory.home import Home
from memory.pgstore import PgStore, quoted, schema_of
from memory.store import Store

# SQLite tables that have no rows to move: bookkeeping each store keeps its own way (PostgreSQL
# numbers events from a sequence instead of event_id_floor, set here from it; search_owners
# keys SQLite's full-text index, which PostgreSQL does not have; longest_slices is kept by
# triggers from the slices on both).
_NOT_MOVED = frozenset({"schema_migrations", "event_id_floor", "search_owners", "longest_slices"})
_BATCH = 5000
# PostgreSQL column types the SQLite values are converted into (SQLite keeps booleans as 0/1).
_CONVERT: dict[str, Callable[[Any], Any]] = {
    "boolean": bool,
    "bigint": int,
    "integer": int,
    "smallint": int,
    "double precision": float,
    "real": float,
    "text": str,
}


class MigrateRefused(Exception):
    """The move cannot be made as asked; nothing was written (the message says why)."""


@dataclass
class Moved:
    """What a move copied: rows per table, in the order they went over, and files."""

    rows: dict[str, int] = field(default_factory=dict)
    files: int = 0
    schema: str = ""

    def summary(self) -> str:
        tables = ", ".join(f"{count} {table}" for table, count in self.rows.items())
        return f"moved {tables}; {self.files} file(s) into schema {self.schema}"


@dataclass(frozen=True)
class _Column:
    name: str
    convert: Callable[[Any], Any]


async def migrate_home(home: Home, url: str, *, force: bool = False) -> Moved:
    """Copy ``home`` into the PostgreSQL database at ``url`` (see the module). Raises
    :class:`MigrateRefused` when the home has no database, when the target already holds data
    (unless ``force``, which replaces it) or when a table of the home has no place there."""
    if not home.database.is_file():
        raise MigrateRefused(f"{home.database} does not exist: there is no home to move")
    await (await Store.open(home.database)).close()  # its schema brought up to date first
    store = await PgStore.open(url)
    try:
        moved = Moved(schema=schema_of(url))
        async with store.write() as db:
            targets = await _target_columns(db)
            with contextlib.closing(sqlite3.connect(f"file:{home.database}?mode=ro", uri=True)) as source:
                tables = _source_tables(source)
                _check_fits(source, tables, targets)
                await _make_room(db, [table for table in tables if table in targets], force=force)
                for table in tables:
                    if table in targets:
                        moved.rows[table] = await _copy_table(db, source, table, targets[table])
                floor = _event_id_floor(source)
            await set_sequences(db, [table for table in tables if table in targets])
            await store.keep_event_ids_above(db, floor)
            moved.files = await slicestore.copy_home(db, home)
        return moved
    finally:
        await store.close()


# --------------------------------------------------------------------------- the two schemas


def _source_tables(source: sqlite3.Connection) -> list[str]:
    """The home's tables that hold rows to move, in the order they were created (a table
    referenced by another was created before it): not full-text tables nor their shadows."""
    rows = source.execute("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY rowid").fetchall()
    virtual = [name for name, sql in rows if (sql or "").upper().startswith("CREATE VIRTUAL TABLE")]
    return [
        name
        for name, _ in rows
        if name not in _NOT_MOVED
        and not name.startswith("sqlite_")
        and name not in virtual
        and not any(name.startswith(f"{table}_") for table in virtual)
    ]


async def _target_columns(db: asyncpg.Connection) -> dict[str, list[_Column]]:
    """The target schema's tables and the columns a row can be given (not generated ones)."""
    rows = await db.fetch(
        "SELECT table_name, column_name, data_type FROM information_schema.columns"
        " WHERE table_schema = current_schema() AND is_generated = 'NEVER' ORDER BY table_name, ordinal_position"
    )
    found: dict[str, list[_Column]] = {}
    for row in rows:
        convert = _CONVERT.get(row["data_type"])
        if convert is None:
            continue  # a column recap does not give (a tsvector kept up by a trigger, say)
        found.setdefault(row["table_name"], []).append(_Column(row["column_name"], convert))
    return found


def _columns(source: sqlite3.Connection, table: str) -> list[str]:
    return [row[1] for row in source.execute(f"PRAGMA table_info({quoted(table)})")]


def _check_fits(source: sqlite3.Connection, tables: list[str], targets: dict[str, list[_Column]]) -> None:
    """Refuse when a table or column with data has no place in the target."""
    for table in tables:
        has_rows = source.execute(f"SELECT EXISTS (SELECT 1 FROM {quoted(table)})").fetchone()[0]
        if not has_rows:
            continue
        if table not in targets:
            raise MigrateRefused(f"the target has no table {table!r} for the home's rows; upgrade recap there")
        missing = set(_columns(source, table)) - {column.name for column in targets[table]}
        if missing:
            raise MigrateRefused(f"the target's table {table!r} lacks column(s) {', '.join(sorted(missing))}")


async def _make_room(db: asyncpg.Connection, tables: list[str], *, force: bool) -> None:
    """Refuse a target that holds data, unless ``force``: then empty it."""
    everything = [*tables, slicestore.FILES_TABLE]
    held = [table for table in everything if await db.fetchval(f"SELECT EXISTS (SELECT 1 FROM {quoted(table)})")]
    if held and not force:
        raise MigrateRefused(
            f"the target already holds data (in {', '.join(held)}); --force replaces it with this home's"
        )
    if held:
        await db.execute(f"TRUNCATE {', '.join(quoted(table) for table in everything)} CASCADE")


# --------------------------------------------------------------------------- copying


async def _copy_table(db: asyncpg.Connection, source: sqlite3.Connection, table: str, target: list[_Column]) -> int:
    """Copy every row of ``table``, in key order, ids kept; returns how many. A table the
    target's triggers already filled from the tables copied before it (strands, from the
    slices' tags) is left as they filled it, once it holds as many rows as the home's."""
    filled = await db.fetchval(f"SELECT count(*) FROM {quoted(table)}")
    if filled:
        held = source.execute(f"SELECT count(*) FROM {quoted(table)}").fetchone()[0]
        if filled != held:
            raise MigrateRefused(f"the target's triggers made {filled} row(s) of {table!r}; the home has {held}")
        return filled
    info = source.execute(f"PRAGMA table_info({quoted(table)})").fetchall()
    names = {row[1] for row in info}
    columns = [column for column in target if column.name in names]
    key = [row[1] for row in sorted(info, key=lambda row: row[5]) if row[5]]  # the primary key's, in order
    select = f"SELECT {', '.join(quoted(c.name) for c in columns)} FROM {quoted(table)}"
    if key:
        select += f" ORDER BY {', '.join(map(quoted, key))}"
    # INSERT rather than COPY: the store's connections read and write text through a codec of
    # their own (NUL kept), which COPY's binary format does not take.
    insert = (
        f"INSERT INTO {quoted(table)} ({', '.join(quoted(c.name) for c in columns)}) OVERRIDING SYSTEM VALUE"
        f" VALUES ({', '.join(f'${n}' for n in range(1, len(columns) + 1))})"
    )
    count = 0
    for batch in _batches(source.execute(select)):
        records = [tuple(None if v is None else c.convert(v) for c, v in zip(columns, row, strict=True))
                   for row in batch]  # fmt: skip
        await db.executemany(insert, records)
        count += len(records)
    return count


def _batches(cursor: sqlite3.Cursor) -> Iterator[list[tuple[Any, ...]]]:
    while batch := cursor.fetchmany(_BATCH):
        yield batch


def _event_id_floor(source: sqlite3.Connection) -> int:
    """The highest event id the home gave, its events since deleted included."""
    highest = 0
    for query in ("SELECT max(id) FROM events", "SELECT max(id) FROM event_id_floor"):
        with contextlib.suppress(sqlite3.OperationalError):  # a table an older home lacks
            highest = max(highest, source.execute(query).fetchone()[0] or 0)
    return highest


async def set_sequences(db: asyncpg.Connection, tables: list[str]) -> None:
    """Move each copied table's id sequence past its highest id (never back)."""
    rows = await db.fetch(
        "SELECT table_name, column_name FROM information_schema.columns"
        " WHERE table_schema = current_schema() AND is_identity = 'YES' AND table_name = ANY($1::text[])",
        tables,
    )
    for row in rows:
        table, column = quoted(row["table_name"]), quoted(row["column_name"])
        await db.execute(
            "SELECT setval(s.seq, m.top) FROM (SELECT pg_get_serial_sequence($1, $2)::regclass AS seq) s,"
            f" LATERAL (SELECT GREATEST((SELECT max({column}) FROM {table}),"
            " pg_sequence_last_value(s.seq)) AS top) m WHERE m.top IS NOT NULL",
            table, row["column_name"],
        )  # fmt: skip
