"""Rows and files written behind the store's back, in either store: where the benches' bulk paths
(:mod:`jobs.clone`, :mod:`jobs.history_tiles`) meet the two SQL dialects.

The bulk paths write their SQL once, SQLite's way (``?`` marks, ``"user"`` quoted: PostgreSQL
reserves the word and SQLite takes the quotes), and run it through :class:`Rows`. On PostgreSQL
it numbers the marks, leaves the generated columns (a ``tsvector``, a word count) out of what it
inserts, keeps the ids it is given (``OVERRIDING SYSTEM VALUE``) and, when the transaction ends,
moves each id sequence past them. Files go where the store keeps the Markdown of record
(:func:`write_files`); :func:`copy_home` copies a scratch home with its database.

Nothing here is durable on its own (files are written without fsync): it builds scratch homes.
"""

from __future__ import annotations

import shutil
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from graphlib import TopologicalSorter
from pathlib import Path
from typing import Any

import asyncpg

from memory.home import Home
from memory.migrate import set_sequences
from memory.pgstore import PgStore, quoted, schema_of
from memory.service import Memory
from memory.slicestore import PUT_FILE
from memory.store import Store
from memory.stores import database_url

__all__ = ["Rows", "copy_home", "numbered", "write_files", "writing"]

_PG_SYSTEM = ("schema_migrations",)  # bookkeeping the target schema has from its own migrations


class Rows:
    """One write transaction of either store, for SQL written SQLite's way (see the module)."""

    def __init__(self, db: Any, generated: dict[str, set[str]] | None) -> None:
        self._db = db
        self._generated = generated  # table → its generated columns; None on SQLite
        self.inserted: set[str] = set()

    @property
    def postgresql(self) -> bool:
        return self._generated is not None

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[dict[str, Any]]:
        """The rows ``sql`` selects, as dicts."""
        if self._generated is None:
            return [dict(row) for row in await self._db.execute_fetchall(sql, params)]
        return [dict(row) for row in await self._db.fetch(numbered(sql), *params)]

    async def value(self, sql: str, params: Sequence[Any] = ()) -> Any:
        """The first column of the first row ``sql`` selects."""
        return next(iter((await self.fetch(sql, params))[0].values()))

    def columns(self, table: str, names: Sequence[str]) -> list[str]:
        """Of ``names`` (a row's columns as read), those an insert into ``table`` gives."""
        left_out = () if self._generated is None else self._generated.get(table, set())
        return [name for name in names if name not in left_out]

    async def insert(self, table: str, columns: Sequence[str], values: Sequence[Sequence[Any]]) -> None:
        """Insert ``values`` (rows of ``columns``) into ``table``, ids as given."""
        if not values:
            return
        override = " OVERRIDING SYSTEM VALUE" if self.postgresql else ""
        sql = (
            f"INSERT INTO {table} ({', '.join(map(quoted, columns))}){override}"
            f" VALUES ({', '.join('?' * len(columns))})"
        )
        await self._db.executemany(numbered(sql) if self.postgresql else sql, values)
        self.inserted.add(table)


@asynccontextmanager
async def writing(store: Store | PgStore) -> AsyncIterator[Rows]:
    """One write transaction of ``store`` as :class:`Rows`."""
    async with store.write() as db:
        if not isinstance(store, PgStore):
            yield Rows(db, None)
            return
        rows = Rows(db, await _generated_columns(db))
        yield rows
        await set_sequences(db, sorted(rows.inserted))


async def _generated_columns(db: asyncpg.Connection) -> dict[str, set[str]]:
    """Each table of the current schema: the columns the database computes."""
    return {table: {name for name, computed in found if computed} for table, found in (await _columns(db)).items()}


async def _columns(db: asyncpg.Connection) -> dict[str, list[tuple[str, bool]]]:
    """Each table of the current schema: its columns in order, each with whether the database
    computes it (a generated column)."""
    found: dict[str, list[tuple[str, bool]]] = {}
    for row in await db.fetch(
        "SELECT table_name, column_name, is_generated <> 'NEVER' AS computed FROM information_schema.columns"
        " WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position"
    ):
        found.setdefault(row["table_name"], []).append((row["column_name"], row["computed"]))
    return found


def numbered(sql: str) -> str:
    """``sql`` with its ``?`` marks as PostgreSQL's ``$1``, ``$2``, …"""
    first, *rest = sql.split("?")
    return first + "".join(f"${number}{part}" for number, part in enumerate(rest, 1))


async def write_files(memory: Memory, files: Sequence[tuple[str, str, str]]) -> None:
    """Write each (user, path relative to the home, text) of ``files`` where the store keeps the
    Markdown of record: the home's folder; on PostgreSQL also ``user_files``, in one transaction."""
    if isinstance(memory.store, PgStore) and files:
        async with memory.store.write() as db:
            await db.executemany(PUT_FILE, files)
    for _, path, text in files:
        _write_file(memory.home.root / path, text)


def _write_file(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8", newline="")


async def copy_home(source: Home, source_url: str | None, target: Home) -> None:
    """Copy the closed home ``source`` to ``target``: its folder (on SQLite the database with
    it); on PostgreSQL also every row of the schema ``source_url`` names into the one
    ``RECAP_DATABASE_URL`` names now, on the same server (created by the store's migrations)."""
    shutil.copytree(source.root, target.root)
    url = database_url()
    if source_url is None or url is None:
        return
    await (await PgStore.open(url)).close()  # the target's tables, as the store makes them
    db = await asyncpg.connect(url, server_settings={"search_path": schema_of(url)})
    try:
        async with db.transaction():
            await _copy_schema(db, schema_of(source_url))
    finally:
        await db.close()


async def _copy_schema(db: asyncpg.Connection, source: str) -> None:
    """Every row of every table of schema ``source`` into the current schema, ids kept: the
    tables a row points into first; rows the target's triggers already made (strands from the
    slices' tags, the derived rows' generations) are left as they made them."""
    columns = {
        table: [name for name, computed in found if not computed]
        for table, found in (await _columns(db)).items()
        if table not in _PG_SYSTEM
    }
    for table in await _referenced_first(db, list(columns)):
        names = ", ".join(map(quoted, columns[table]))
        await db.execute(
            f"INSERT INTO {quoted(table)} ({names}) OVERRIDING SYSTEM VALUE"
            f" SELECT {names} FROM {quoted(source)}.{quoted(table)} ON CONFLICT DO NOTHING"
        )
    await set_sequences(db, list(columns))


async def _referenced_first(db: asyncpg.Connection, tables: list[str]) -> list[str]:
    """``tables`` ordered so that a table comes after every other one its rows point into."""
    order: TopologicalSorter[str] = TopologicalSorter({table: () for table in tables})
    for row in await db.fetch(
        "SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent FROM pg_constraint c"
        " WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace AND c.conrelid <> c.confrelid"
    ):
        order.add(row["child"].strip('"'), row["parent"].strip('"'))
    return [table for table in order.static_order() if table in tables]
