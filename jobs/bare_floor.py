"""The benches' floor on recap's own database: the query recap's store makes, on the same rows,
with nothing around it — bare :mod:`sqlite3` on the home's file, or bare asyncpg on the
PostgreSQL schema ``RECAP_DATABASE_URL`` names (:mod:`memory.stores`).

SQL is written once, SQLite's way (``?`` marks, ``"user"`` quoted; :func:`jobs.bulk_rows.numbered`
makes it PostgreSQL's); full-text search is the one query each store words its own way
(:meth:`Bare.search`). Only reads: the floor's writes have databases of their own
(:class:`bot.perf_bench.Floor`, :class:`bot.perf_floor_pg.PgFloor`).
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Sequence
from typing import Any

import asyncpg

from jobs.bulk_rows import numbered
from memory.home import Home
from memory.pgstore import schema_of, websearch_text
from memory.stores import database_url

__all__ = ["Bare"]

# The best slices for a full-text query (recap's FTS5 form), as each store ranks them.
_SEARCH_SQLITE = (
    "SELECT d.slice_id FROM slice_text t JOIN slice_docs d ON d.id = t.rowid & 4294967295"
    " WHERE slice_text MATCH ?1 AND t.rowid BETWEEN (SELECT n << 32 FROM search_owners WHERE user = ?2)"
    " AND (SELECT (n << 32) + 4294967295 FROM search_owners WHERE user = ?2) ORDER BY bm25(slice_text) LIMIT ?3"
)
_SEARCH_PG = (
    "SELECT slice_id FROM slice_docs, websearch_to_tsquery('english', $1) q"
    ' WHERE document @@ q AND "user" = $2 ORDER BY ts_rank_cd(document, q) DESC LIMIT $3'
)


class Bare:
    """A read-only connection to the database of a home (see the module); each query returns
    the seconds it took beside its rows."""

    def __init__(self, lite: sqlite3.Connection | None, pg: asyncpg.Connection | None) -> None:
        self._lite = lite
        self._pg = pg

    @classmethod
    async def open(cls, home: Home) -> Bare:
        url = database_url()
        if url is None:
            return cls(sqlite3.connect(f"file:{home.database}?mode=ro", uri=True), None)
        return cls(None, await asyncpg.connect(url, server_settings={"search_path": schema_of(url)}))

    async def close(self) -> None:
        if self._lite is not None:
            self._lite.close()
        if self._pg is not None:
            await self._pg.close()

    async def timed(self, sql: str, params: Sequence[Any] = ()) -> tuple[float, list[tuple[Any, ...]]]:
        """``sql`` (SQLite's way) run: the seconds it took and its rows."""
        if self._pg is not None:
            began = time.perf_counter()
            rows = await self._pg.fetch(numbered(sql), *params)
            return time.perf_counter() - began, [tuple(row) for row in rows]
        assert self._lite is not None
        began = time.perf_counter()
        found = self._lite.execute(sql, params).fetchall()
        return time.perf_counter() - began, found

    async def search(self, user: str, match: str, limit: int) -> tuple[float, list[str]]:
        """The best ``limit`` slices of ``user`` for ``match`` (recap's FTS5 form): the seconds
        and their ids."""
        if self._pg is not None:
            began = time.perf_counter()
            rows = await self._pg.fetch(_SEARCH_PG, websearch_text(match), user, limit)
            return time.perf_counter() - began, [row[0] for row in rows]
        spent, rows = await self.timed(_SEARCH_SQLITE, (match, user, limit))
        return spent, [row[0] for row in rows]
