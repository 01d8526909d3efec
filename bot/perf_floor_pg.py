"""The floor of ``recap bench perf`` on PostgreSQL: bare asyncpg on the server recap's store uses,
doing the work :class:`bot.perf_bench.Floor` does on SQLite, in a schema of its own.

The same tables in PostgreSQL's words (a ``tsvector`` column with a GIN index for the text, as
``memory/migrations_pg`` has), every write a committed transaction at the server's durability
(recap's store changes none of it). The bench's floor is called synchronously between recap's
awaited steps, so this one runs its connection on an event loop of its own, in a thread; each
figure is timed there, around the database work alone.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Awaitable, Callable, Coroutine, Iterable, Sequence
from datetime import datetime, timedelta
from typing import Any, TypeVar

import asyncpg

from memory.pgstore import websearch_text

T = TypeVar("T")

_SCHEMA = """
CREATE TABLE events (id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, "user" TEXT NOT NULL,
    at TEXT COLLATE "C" NOT NULL, kind TEXT NOT NULL, author TEXT NOT NULL, text TEXT NOT NULL,
    payload TEXT NOT NULL DEFAULT '{}', slice_id TEXT NOT NULL);
CREATE INDEX events_user_at ON events("user", at);
CREATE INDEX events_slice ON events("user", slice_id);
CREATE TABLE slices ("user" TEXT NOT NULL, id TEXT NOT NULL, started_at TEXT COLLATE "C" NOT NULL,
    ended_at TEXT COLLATE "C" NOT NULL, status TEXT NOT NULL, summary TEXT NOT NULL DEFAULT '',
    PRIMARY KEY ("user", id));
CREATE INDEX slices_open ON slices(status, ended_at);
CREATE TABLE slice_text (id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, "user" TEXT NOT NULL,
    slice_id TEXT NOT NULL, summary TEXT NOT NULL DEFAULT '', body TEXT NOT NULL DEFAULT '',
    document tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', summary), 'A')
        || setweight(to_tsvector('english', body), 'B')) STORED);
CREATE INDEX slice_text_document ON slice_text USING GIN (document);
CREATE INDEX slice_text_slice ON slice_text("user", slice_id);
CREATE TABLE commitments (id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, "user" TEXT NOT NULL,
    action TEXT NOT NULL, due TEXT COLLATE "C");
CREATE INDEX commitments_user ON commitments("user", due);
"""


class PgFloor:
    """Bare asyncpg doing one unit of work per method; each returns the seconds it took."""

    def __init__(self, url: str, schema: str) -> None:
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="perf-floor", daemon=True)
        self._thread.start()
        self._schema = schema
        self.db: asyncpg.Connection = self._run(asyncpg.connect(url, server_settings={"search_path": schema}))
        self._run(self.db.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE; CREATE SCHEMA "{schema}"; {_SCHEMA}'))

    def _run(self, work: Coroutine[Any, Any, T]) -> T:
        return asyncio.run_coroutine_threadsafe(work, self._loop).result()

    def close(self) -> None:
        try:
            self._run(self.db.execute(f'DROP SCHEMA "{self._schema}" CASCADE'))
            self._run(self.db.close())
        finally:
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join()
            self._loop.close()

    def _timed(self, work: Callable[[asyncpg.Connection], Awaitable[object]]) -> float:
        async def timed() -> float:
            began = time.perf_counter()
            async with self.db.transaction():
                await work(self.db)
            return time.perf_counter() - began

        return self._run(timed())

    def _read(self, sql: str, *params: Any) -> tuple[float, list[asyncpg.Record]]:
        async def timed() -> tuple[float, list[asyncpg.Record]]:
            began = time.perf_counter()
            rows = await self.db.fetch(sql, *params)
            return time.perf_counter() - began, rows

        return self._run(timed())

    def insert(self, user: str, at: datetime, text: str, slice_id: str, kind: str = "message") -> float:
        """One event, durably, in its own transaction (what acknowledging a message needs)."""
        return self._timed(
            lambda db: db.execute(
                'INSERT INTO events ("user", at, kind, author, text, slice_id) VALUES ($1, $2, $3, $1, $4, $5)',
                user, at.isoformat(), kind, text, slice_id,
            )
        )  # fmt: skip

    def insert_many(self, rows: Sequence[tuple[str, datetime, str, str]]) -> float:
        """Events of many users (user, at, text, slice id), durably, in one transaction."""
        return self._timed(
            lambda db: db.executemany(
                "INSERT INTO events (\"user\", at, kind, author, text, slice_id)"
                " VALUES ($1, $2, 'message', $1, $3, $4)",
                [(user, at.isoformat(), text, slice_id) for user, at, text, slice_id in rows],
            )
        )

    def open_slice(self, user: str, slice_id: str, at: datetime) -> None:
        self._run(self.db.execute(
            "INSERT INTO slices (\"user\", id, started_at, ended_at, status) VALUES ($1, $2, $3, $3, 'open')",
            user, slice_id, at.isoformat(),
        ))  # fmt: skip

    def add_commitment(self, user: str, action: str, due: datetime) -> None:
        self._run(self.db.execute(
            'INSERT INTO commitments ("user", action, due) VALUES ($1, $2, $3)', user, action, due.isoformat()
        ))  # fmt: skip

    def close_slice(self, user: str, slice_id: str, body: str) -> float:
        """Mark a slice closed and index its text, in one transaction."""

        async def work(db: asyncpg.Connection) -> None:
            await db.execute("UPDATE slices SET status = 'closed', summary = $1 WHERE \"user\" = $2 AND id = $3",
                             body[:200], user, slice_id)  # fmt: skip
            await db.execute('DELETE FROM slice_text WHERE "user" = $1 AND slice_id = $2', user, slice_id)
            await db.execute('INSERT INTO slice_text ("user", slice_id, summary, body) VALUES ($1, $2, $3, $4)',
                             user, slice_id, body[:200], body)  # fmt: skip

        return self._timed(work)

    def search(self, user: str, match: str, limit: int) -> tuple[float, list[str]]:
        """A full-text query (recap's FTS5 form, as the store rewrites it) ranked by
        ``ts_rank_cd``: the seconds and the slice ids found."""
        spent, rows = self._read(
            "SELECT slice_id FROM slice_text, websearch_to_tsquery('english', $1) q"
            ' WHERE document @@ q AND "user" = $2 ORDER BY ts_rank_cd(document, q) DESC LIMIT $3',
            websearch_text(match), user, limit,
        )  # fmt: skip
        return spent, [row[0] for row in rows]

    def latest(self, user: str, limit: int) -> tuple[float, list[str]]:
        """The latest slices: the seconds and their ids."""
        spent, rows = self._read(
            'SELECT id FROM slices WHERE "user" = $1 ORDER BY started_at DESC LIMIT $2', user, limit
        )
        return spent, [row[0] for row in rows]

    def read_slices(self, user: str, slice_ids: Iterable[str]) -> float:
        """Every event of the slices named, as the deep read reads them."""

        async def timed() -> float:
            began = time.perf_counter()
            for slice_id in slice_ids:
                await self.db.fetch('SELECT * FROM events WHERE "user" = $1 AND slice_id = $2 ORDER BY at, id',
                                    user, slice_id)  # fmt: skip
            return time.perf_counter() - began

        return self._run(timed())

    def idle(self, cutoff: datetime) -> float:
        return self._read(
            "SELECT * FROM slices WHERE status = 'open' AND ended_at <= $1 ORDER BY ended_at", cutoff.isoformat()
        )[0]

    def briefing(self, user: str, now: datetime, text: str | None) -> float:
        """Read the user's commitments due within a week; record the briefing when there is one."""

        async def work(db: asyncpg.Connection) -> None:
            await db.fetch('SELECT * FROM commitments WHERE "user" = $1 AND due <= $2',
                           user, (now + timedelta(days=7)).isoformat())  # fmt: skip
            if text is not None:
                await db.execute(
                    "INSERT INTO events (\"user\", at, kind, author, text, slice_id)"
                    " VALUES ($1, $2, 'briefing', 'recap', $3, $2)",
                    user, now.isoformat(), text,
                )  # fmt: skip

        return self._timed(work)

    def bulk(self, rows: list[tuple[Any, ...]], bodies: dict[str, str]) -> float:
        """A rebuild's floor: events (user, at, kind, author, text, payload, slice id) and slice
        texts bulk-inserted in one transaction."""

        async def work(db: asyncpg.Connection) -> None:
            await db.copy_records_to_table(
                "events", records=rows, columns=["user", "at", "kind", "author", "text", "payload", "slice_id"]
            )
            await db.copy_records_to_table(
                "slice_text", records=[("u", slice_id, body) for slice_id, body in bodies.items()],
                columns=["user", "slice_id", "body"],
            )  # fmt: skip

        return self._timed(work)
