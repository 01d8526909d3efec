"""recap's store on PostgreSQL: the interface of :class:`memory.store.Store` on an asyncpg pool.

Chosen by ``RECAP_DATABASE_URL=postgresql://…`` (see :mod:`memory.stores`). The tables are
the SQLite store's, column for column (``migrations_pg/``), so the same row converters read
both; what differs is said where it happens:

- :meth:`PgStore.write` takes a pooled connection for one transaction, behind one lock per
  process as the SQLite store has. Reads made inside it, by the task that holds it, go through
  its connection and see its rows; every other read takes any connection from the pool and
  sees what is committed.
- Full text: a generated ``tsvector`` column (summary weighted A, body B) with a GIN index,
  matched by ``websearch_to_tsquery`` and ranked by BM25 computed as FTS5 computes it, the
  summary counting twice the body (:data:`_BM25_SEARCH`). Queries arrive in recap's own FTS5 form
  (quoted terms OR-ed, :func:`memory.recall._request.fts_query`) and are rewritten by
  :func:`websearch_text`.
- The per-user cache of derived rows is invalidated by triggers on a real table, so it holds
  across connections and workers (see ``migrations_pg/0001_initial.sql``).
- Event ids come from a sequence, which never moves back: an id once given is never given
  again, without SQLite's ``event_id_floor``.
- ``recap rebuild`` builds a schema beside the live one and swaps it in (:meth:`PgStore.rebuilding`).
- Several workers share the database: a user's turn is an advisory lock (:meth:`PgStore.user_turn`)
  and the sweeps claim rows with ``FOR UPDATE SKIP LOCKED`` (:meth:`PgStore.claim_idle_slices`,
  :meth:`PgStore.claim_due_users`); see :mod:`memory.claiming`.
- PostgreSQL text cannot hold NUL (U+0000): every connection's text codec writes it (and the
  escape) as an escape sequence and reads it back (:func:`_escape_nul`), so a message carrying
  one is stored and read back as it came.
"""

from __future__ import annotations

import asyncio
import json
import re
import string
from collections.abc import AsyncIterator, Awaitable, Callable, Collection, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager
from contextvars import ContextVar
from datetime import datetime
from importlib import resources
from typing import Any
from urllib.parse import parse_qs, urlsplit

import asyncpg
from cachetools import LRUCache

from memory.model import Claim, CommitmentRecord, CommitmentVersion, Event, EventKind, IssueEpisode, Slice
from memory.store import (
    CLAIM_COLUMNS,
    COMMITMENT_COLUMNS,
    DERIVED_CACHE_ENTRIES,
    DERIVED_TABLES,
    VERSION_COLUMNS,
    Derivations,
    DuplicateEvent,
    SliceSpan,
    User,
    _claim,
    _claim_row,
    _commitment_record,
    _commitment_row,
    _commitment_version,
    _episode,
    _event,
    _event_row,
    _event_rows,
    _replace_id,
    _slice,
    _span,
    _user,
    _version_row,
    commitments_grown,
    derivations,
    keep_cached,
    keep_grown,
    strands_of,
)
from memory.timefmt import from_iso, iso_utc, opt_from_iso, opt_iso

DEFAULT_SCHEMA = "recap"

# The write transaction the running task holds, if any: (its store, its connection).
_writing: ContextVar[tuple[PgStore, asyncpg.Connection] | None] = ContextVar("recap_pg_writing", default=None)

# The FTS5 path's ranking, bm25(slice_text, 2.0, 1.0), as SQLite computes it
# (fts5_aux.c): for each phrase of the query, IDF × f·(k1 + 1) / (f + k1·(1 − b + b·|D|/avgdl)),
# summed, with f the phrase's occurrences in the row, a summary one (weight A) counting 2 and a
# body one 1; |D| the row's words (slice_docs.tokens, counted as FTS5 counts them); IDF
# ln((N − n + 0.5)/(n + 0.5)), 1e-6 when not positive, from N rows of which n hold the phrase.
# FTS5's N and avgdl span its whole table; here they span the user's rows (the same for a home
# of one user, and a user's own words are what their questions are about). A phrase of several
# words occurs as often as its rarest word. $1: the phrases, $2: the user, $3: the whole query
# for websearch_to_tsquery, $4: the limit.
_BM25_SEARCH = """
WITH phrases AS (
    SELECT p.n, phraseto_tsquery('english', p.words) AS q,
           ARRAY(SELECT lexeme FROM unnest(to_tsvector('english', p.words))) AS lexemes
    FROM unnest($1::text[]) WITH ORDINALITY AS p(words, n)
), stats AS (
    SELECT count(*)::float8 AS total, COALESCE(avg(tokens), 1)::float8 AS avgdl FROM slice_docs WHERE "user" = $2
), idf AS (
    SELECT u.q, u.lexemes, CASE WHEN raw > 0 THEN raw ELSE 1e-6 END AS idf
    FROM phrases u CROSS JOIN stats s CROSS JOIN LATERAL (SELECT ln((s.total - hits + 0.5) / (hits + 0.5)) AS raw
        FROM (SELECT count(*)::float8 AS hits FROM slice_docs d WHERE d."user" = $2 AND d.document @@ u.q) c) r
    WHERE cardinality(u.lexemes) > 0
), matched AS (
    SELECT d.id, d.slice_id, d.document, d.tokens FROM slice_docs d
    WHERE d."user" = $2 AND d.document @@ websearch_to_tsquery('english', $3)
), scored AS (
    SELECT m.id, m.slice_id,
           sum(i.idf * f.freq * 2.2 / (f.freq + 1.2 * (0.25 + 0.75 * m.tokens / s.avgdl))) AS score
    FROM matched m CROSS JOIN stats s JOIN idf i ON m.document @@ i.q
    CROSS JOIN LATERAL (SELECT min(c)::float8 AS freq FROM (
        SELECT sum(CASE WHEN w = 'A' THEN 2 ELSE 1 END) AS c
        FROM unnest(m.document) AS t(lexeme, positions, weights), unnest(t.weights) AS w
        WHERE t.lexeme = ANY(i.lexemes) GROUP BY t.lexeme) per_word) f
    GROUP BY m.id, m.slice_id
)
SELECT s.id, s.started_at, s.ended_at, MAX(c.score) AS score
FROM scored c JOIN slices s ON s."user" = $2 AND s.id = c.slice_id
GROUP BY s."user", s.id ORDER BY score DESC, MIN(c.id) LIMIT $4
"""

_PHRASE = re.compile(r'"((?:[^"]|"")*)"|(\S+)')
_NOT_A_WORD = re.compile(r"[^\w]+")

_INSERT_EVENT = (
    'INSERT INTO events (id, "user", at, kind, author, text, payload, platform_ref, slice_id)'
    " VALUES (COALESCE($1::bigint, nextval(pg_get_serial_sequence('events', 'id'))), $2, $3, $4, $5, $6, $7, $8, $9)"
    " RETURNING id"
)
_UPSERT_SLICE = (
    'INSERT INTO slices ("user", id, started_at, ended_at, status, summary, tags, path)'
    ' VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT ("user", id) DO UPDATE SET'
    " ended_at = excluded.ended_at, status = excluded.status, summary = excluded.summary,"
    " tags = excluded.tags, path = excluded.path"
)
# Move the event id sequence past $1 and every id in the table; it never moves back, so an id
# once given (and its event since deleted) is never given again.
_KEEP_EVENT_IDS_ABOVE = (
    "SELECT setval(pg_get_serial_sequence('events', 'id'), GREATEST($1::bigint, 1,"
    " pg_sequence_last_value(pg_get_serial_sequence('events', 'id')::regclass), (SELECT max(id) FROM events)))"
)


def fts_phrases(match: str) -> list[str]:
    """The phrases of an FTS5 query as recap writes it (quoted phrases and bare words, OR-ed),
    each reduced to its words."""
    phrases = []
    for quoted, bare in _PHRASE.findall(match):
        if not quoted and bare == "OR":
            continue
        words = _NOT_A_WORD.sub(" ", quoted.replace('""', '"') if quoted else bare).strip()
        if words:
            phrases.append(words)
    return phrases


def websearch_text(match: str) -> str:
    """An FTS5 query as recap writes it in ``websearch_to_tsquery`` syntax: every phrase quoted
    (so nothing in it is read as an operator), joined by ``or``."""
    return " or ".join(f'"{words}"' for words in fts_phrases(match))


def schema_of(url: str) -> str:
    """The schema recap keeps its tables in: the first of the URL's ``search_path``, else ``recap``."""
    given = parse_qs(urlsplit(url).query).get("search_path", [""])[0]
    return given.split(",")[0].strip().strip('"') or DEFAULT_SCHEMA


async def _highest_event_id(connection: asyncpg.Connection, schema: str) -> int:
    """The highest event id ``schema`` gave (0 when it has no events table)."""
    table = f"{quoted(schema)}.events"
    if await connection.fetchval("SELECT to_regclass($1)", table) is None:
        return 0
    return await connection.fetchval(
        f"SELECT GREATEST(0, pg_sequence_last_value(pg_get_serial_sequence($1, 'id')::regclass),"
        f" (SELECT max(id) FROM {table}))",
        table,
    )


def quoted(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


# A rebuild of a schema (PgStore.rebuilding) holds this session-level advisory lock, keyed by the
# live schema's name, while its schema beside the live one exists: a schema found there while no
# one holds the lock is what a killed rebuild left.
_REBUILD_KEY = "hashtext('recap rebuild'), hashtext($1)"


def _rebuild_schema(live: str) -> str:
    return f"{live}_rebuild"


async def drop_schema(url: str, schema: str) -> None:
    """Drop ``schema`` and what a rebuild left beside it (see :meth:`PgStore.rebuilding`), if there."""
    connection = await asyncpg.connect(url)
    try:
        for name in (schema, _rebuild_schema(schema)):
            await connection.execute(f"DROP SCHEMA IF EXISTS {quoted(name)} CASCADE")
    finally:
        await connection.close()


# PostgreSQL text cannot hold NUL (U+0000), which a message may carry: every text value passes
# through these on its way in and out (a codec of each connection, _text_codec), NUL written as
# _ESCAPE "0" and _ESCAPE itself as _ESCAPE "1", so what comes out is exactly what went in.
# _ESCAPE is a noncharacter, which no text exchanged between programs should hold.
_ESCAPE = "\uffff"
_ESCAPED = re.compile(_ESCAPE + "[01]")


def _escape_nul(text: str) -> str:
    if "\x00" not in text and _ESCAPE not in text:
        return text
    return text.replace(_ESCAPE, _ESCAPE + "1").replace("\x00", _ESCAPE + "0")


def _restore_nul(text: str) -> str:
    if _ESCAPE not in text:
        return text
    return _ESCAPED.sub(lambda found: "\x00" if found[0][1] == "0" else _ESCAPE, text)


async def _text_codec(connection: asyncpg.Connection) -> None:
    """Give ``connection`` the text codec that keeps NUL (see :func:`_escape_nul`)."""
    await connection.set_type_codec(
        "text", schema="pg_catalog", encoder=_escape_nul, decoder=_restore_nul, format="text"
    )


# A user's turn (PgStore.user_turn): an advisory lock in a key space of its own (the two-key
# form), keyed by the schema and the user's name, so that test schemas on one server never share one.
_TURN_KEY = "hashtext('recap user turn'), hashtext(current_schema() || ' ' || $1)"
# User turns held at once by one process (its pool has 8 connections).
_TURNS = 4
_UPPER = string.ascii_uppercase  # the letters message_texts lower-cases


async def _take_turn(db: asyncpg.Connection, name: str) -> bool:
    """Take user ``name``'s turn for the rest of ``db``'s transaction if no one holds it."""
    return bool(await db.fetchval(f"SELECT pg_try_advisory_xact_lock({_TURN_KEY})", _turn_name(name)))


def _turn_name(name: str) -> str:
    """``name`` as text PostgreSQL takes whatever it holds (a name recap will refuse may carry
    a lone surrogate, and its turn comes before it is refused)."""
    return name.encode("utf-8", "surrogatepass").hex()


def _migrations() -> list[tuple[int, str]]:
    folder = resources.files("memory") / "migrations_pg"
    found = []
    for entry in folder.iterdir():
        if entry.name.endswith(".sql"):
            found.append((int(entry.name.split("_", 1)[0]), entry.read_text(encoding="utf-8")))
    return sorted(found)


class PgStore:
    def __init__(self, pool: asyncpg.Pool) -> None:
        self._pool = pool
        self._write_lock = asyncio.Lock()
        self._turns = asyncio.Semaphore(_TURNS)
        # (what, user, key) -> (generation, rows), as Store keeps them (least recently used out first).
        self._derived: LRUCache[tuple[str, str, str | None], tuple[tuple[Any, ...], list[Any]]] = LRUCache(
            DERIVED_CACHE_ENTRIES
        )
        # (what, user) -> (generation, rows, mark): rows that new ones only follow (see grown).
        self._grown: LRUCache[tuple[str, str], tuple[tuple[Any, ...], list[Any], Any]] = LRUCache(
            DERIVED_CACHE_ENTRIES
        )

    @classmethod
    async def open(cls, url: str, *, schema: str | None = None) -> PgStore:
        """Connect to the database at ``url`` and bring ``schema`` (by default the one the URL's
        ``search_path`` names, else ``recap``) up to date, creating it when it is missing."""
        schema = schema or schema_of(url)
        pool = await asyncpg.create_pool(
            url, min_size=1, max_size=8, server_settings={"search_path": schema}, init=_text_codec
        )
        store = cls(pool)
        try:
            await store._migrate(schema)
        except BaseException:
            await pool.close()
            raise
        return store

    @classmethod
    @asynccontextmanager
    async def rebuilding(cls, url: str) -> AsyncIterator[PgStore]:
        """An empty store in a schema beside the live one, for ``recap rebuild`` to fill: when
        the block ends it replaces the live schema in one transaction (the PostgreSQL form of
        swapping in a new file); when the block fails it is dropped and the live one stays."""
        live = schema_of(url)
        scratch = _rebuild_schema(live)
        connection = await asyncpg.connect(url)
        try:
            # One rebuild at a time; held until the connection closes (see _REBUILD_KEY).
            await connection.execute(f"SELECT pg_advisory_lock({_REBUILD_KEY})", live)
            await connection.execute(f"DROP SCHEMA IF EXISTS {quoted(scratch)} CASCADE")  # a killed rebuild's
            try:
                store = await cls.open(url, schema=scratch)
                try:
                    yield store
                    async with store.write() as db:  # no id the live schema gave is given again
                        await store.keep_event_ids_above(db, await _highest_event_id(connection, live))
                finally:
                    await store.close()
                async with connection.transaction():
                    await connection.execute(f"DROP SCHEMA IF EXISTS {quoted(live)} CASCADE")
                    await connection.execute(f"ALTER SCHEMA {quoted(scratch)} RENAME TO {quoted(live)}")
            except BaseException:
                await connection.execute(f"DROP SCHEMA IF EXISTS {quoted(scratch)} CASCADE")
                raise
        finally:
            await connection.close()

    async def close(self) -> None:
        await self._pool.close()

    async def drop_rebuild_leftover(self, *, drop: bool = True) -> str | None:
        """The schema a killed rebuild of this store's schema left beside it (every message is
        in it), dropped unless ``drop`` is false; None when there is none, or a rebuild is
        running now (on any machine: see :data:`_REBUILD_KEY`). ``/forget`` and ``recap check
        --repair`` (at start-up too) drop it; ``recap check`` names it."""
        async with self._pool.acquire() as connection:
            live = await connection.fetchval("SELECT current_schema()")
            if not await connection.fetchval(f"SELECT pg_try_advisory_lock({_REBUILD_KEY})", live):
                return None
            try:
                scratch = _rebuild_schema(live)
                if await connection.fetchval("SELECT to_regnamespace($1)", quoted(scratch)) is None:
                    return None
                if drop:
                    await connection.execute(f"DROP SCHEMA {quoted(scratch)} CASCADE")
                return scratch
            finally:
                await connection.execute(f"SELECT pg_advisory_unlock({_REBUILD_KEY})", live)

    async def ping(self) -> None:
        """Ask the database one query that reads it (for readiness); raises when it cannot answer."""
        await self._one("SELECT max(version) FROM schema_migrations")

    async def _migrate(self, schema: str) -> None:
        async with self._pool.acquire() as connection, connection.transaction():
            # Workers starting at once take turns; the lock ends with the transaction.
            await connection.execute("SELECT pg_advisory_xact_lock(hashtext('recap schema_migrations'))")
            await connection.execute(f"CREATE SCHEMA IF NOT EXISTS {quoted(schema)}")
            await connection.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY)")
            applied = {row[0] for row in await connection.fetch("SELECT version FROM schema_migrations")}
            for version, script in _migrations():
                if version not in applied:
                    await connection.execute(script)
                    await connection.execute("INSERT INTO schema_migrations (version) VALUES ($1)", version)

    @asynccontextmanager
    async def write(self) -> AsyncIterator[asyncpg.Connection]:
        """One write transaction; the single writer of this process. Inside one the running
        task already holds (a sweep's claim, see :meth:`claim_idle_slices`) it is a savepoint
        of that transaction, so what the claim holds is held until the claim ends."""
        writing = _writing.get()
        if writing is not None and writing[0] is self:
            try:
                async with writing[1].transaction():
                    yield writing[1]
            except BaseException:
                self._derived.clear()  # rows read inside the savepoint may be gone
                raise
            return
        async with self._write_lock, self._pool.acquire() as connection:
            token = _writing.set((self, connection))
            try:
                async with connection.transaction():
                    yield connection
            except BaseException:
                # Rows read inside the transaction may be gone.
                self._derived.clear()
                self._grown.clear()
                raise
            finally:
                _writing.reset(token)

    async def _write_one(self, sql: str, *args: Any) -> Any:
        """The value ``sql`` returns, run as one statement in a transaction of its own (one
        round trip to the server instead of three: begin, it, commit) under this process's
        writer, or in a savepoint of the transaction the running task holds, as :meth:`write`."""
        writing = _writing.get()
        if writing is not None and writing[0] is self:
            async with self.write() as db:
                return await db.fetchval(sql, *args)
        async with self._write_lock:
            try:
                return await self._pool.fetchval(sql, *args)
            except BaseException:
                self._derived.clear()  # as write() does on a rollback
                self._grown.clear()
                raise

    # -- several workers on one database ------------------------------------------------

    @asynccontextmanager
    async def user_turn(self, name: str) -> AsyncIterator[None]:
        """Hold user ``name``'s turn while the block runs: no other task or worker on this
        database handles that user meanwhile. The turn is a transaction-level advisory lock on
        a connection of its own, so it ends with the block, or with the connection when the
        worker dies. At most :data:`_TURNS` are held at once per process: each holds a pooled
        connection, and the handling inside needs others."""
        async with self._turns, self._pool.acquire() as connection, connection.transaction():
            await connection.execute(f"SELECT pg_advisory_xact_lock({_TURN_KEY})", _turn_name(name))
            yield

    @asynccontextmanager
    async def claim_idle_slices(self, cutoff: datetime, limit: int) -> AsyncIterator[list[Slice]]:
        """Up to ``limit`` open slices idle since ``cutoff``, for this worker alone: the block
        runs inside the write transaction that locked their rows (``FOR UPDATE SKIP LOCKED``:
        rows another worker holds are passed over) and took their users' turns (without
        waiting: a slice whose user is being served is left for the next sweep), so what the
        block writes closes each slice once, whatever the other workers do."""
        async with self.write() as db:
            rows = await db.fetch(
                'SELECT s.*, u.name AS user_name FROM slices s JOIN users u ON u.id = s."user"'
                " WHERE s.status = 'open' AND s.ended_at <= $1 ORDER BY s.ended_at LIMIT $2"
                " FOR UPDATE OF s SKIP LOCKED",
                iso_utc(cutoff), limit,
            )  # fmt: skip
            yield [_slice(row) for row in rows if await _take_turn(db, row["user_name"])]

    @asynccontextmanager
    async def claim_due_users(
        self, now: datetime, limit: int, passed: Collection[str] = ()
    ) -> AsyncIterator[list[User]]:
        """Up to ``limit`` users whose briefing is due at ``now`` (less the ids ``passed``), for
        this worker alone, as :meth:`claim_idle_slices` claims slices: what the block records
        (the briefing, the next briefing time) commits with the claim, or not at all."""
        async with self.write() as db:
            rows = await db.fetch(
                "SELECT * FROM users WHERE next_briefing_at IS NOT NULL AND next_briefing_at <= $1"
                " AND NOT (id = ANY($3::text[])) ORDER BY next_briefing_at LIMIT $2 FOR UPDATE SKIP LOCKED",
                iso_utc(now), limit, list(passed),
            )  # fmt: skip
            yield [_user(row) for row in rows if await _take_turn(db, row["name"])]

    async def purge(self) -> None:
        """Leave no copy of deleted text in the tables (for /forget): they are rewritten whole,
        without the dead row versions an UPDATE or DELETE leaves behind. (The write-ahead log
        keeps its copy until the server recycles the segment.)"""
        async with self._write_lock:
            await self._pool.execute(
                "VACUUM (FULL) events, slice_docs, slices, claims, commitments, commitment_versions, episodes,"
                " user_files"  # the Markdown of record (memory.slicestore)
            )

    async def _all(self, sql: str, params: Sequence[Any] = ()) -> list[asyncpg.Record]:
        writing = _writing.get()
        if writing is not None and writing[0] is self:
            return await writing[1].fetch(sql, *params)
        return await self._pool.fetch(sql, *params)

    async def _one(self, sql: str, params: Sequence[Any] = ()) -> asyncpg.Record | None:
        rows = await self._all(sql, params)
        return rows[0] if rows else None

    async def cached(
        self, what: str, user: str, key: str | None, load: Callable[[], Awaitable[list[Any]]],
        tables: Collection[str] = DERIVED_TABLES,
    ) -> list[Any]:  # fmt: skip
        """As :meth:`memory.store.Store.cached`, with the generations of ``derived_generation``:
        one count a user, whatever the table (``tables`` is not told apart here)."""
        return await keep_cached(self._derived, (what, user, key), await self._generation(user), load)

    async def _generation(self, user: str) -> tuple[Any, ...]:
        """(user, generation, rewrites) of ``user`` and of '*' (``derived_generation``)."""
        rows = await self._all(
            'SELECT "user", generation, rewrites FROM derived_generation WHERE "user" IN ($1, \'*\')', (user,)
        )
        return tuple(sorted(tuple(row) for row in rows))

    async def grown(
        self,
        what: str,
        user: str,
        load: Callable[[], Awaitable[tuple[list[Any], Any]]],
        grow: Callable[[list[Any], Any], Awaitable[tuple[list[Any], Any]]],
        tables: Collection[str] = DERIVED_TABLES,
    ) -> list[Any]:
        """As :meth:`memory.store.Store.grown` (``tables`` as in :meth:`cached`). Here ids come
        from sequences, and another worker's row may commit after a higher id was read: each
        ``grow`` of this store checks its rows against the user's count and rewrites
        (:meth:`_still_grown`) and loads them whole when they do not add up."""
        return await keep_grown(self._grown, (what, user), await self._generation(user), load, grow)

    async def _rewrites(self, user: str) -> int:
        """How many of ``user``'s derived rows (and of '*') were ever updated or deleted."""
        row = await self._one(
            'SELECT COALESCE(sum(rewrites), 0) FROM derived_generation WHERE "user" IN ($1, \'*\')', (user,)
        )
        return int(row[0]) if row else 0

    async def _still_grown(self, user: str, rewrites: int, counts_sql: str, counts: tuple[int, ...]) -> bool:
        """Whether rows read above a mark, with those known, are all of ``user``'s: asked after
        reading them, nothing was rewritten since the mark (``rewrites``, read before the known
        rows were) and ``counts_sql`` (its ``$1`` the user) counts ``counts``. A row that
        committed late below the mark, or a row deleted, makes them not add up."""
        row = await self._one(
            f"SELECT ({counts_sql}), (SELECT COALESCE(sum(rewrites), 0) FROM derived_generation"
            " WHERE \"user\" IN ($1, '*'))",
            (user,),
        )
        return row is not None and (tuple(row[0]), int(row[1])) == (counts, rewrites)

    # -- users -------------------------------------------------------------------------

    async def user_by_name(self, name: str) -> User | None:
        row = await self._one("SELECT * FROM users WHERE name = $1", (name,))
        return None if row is None else _user(row)

    async def user_and_last_event(
        self, name: str, kind: EventKind, *, unless_after: Collection[EventKind] = ()
    ) -> tuple[User | None, Event | None]:
        """As :meth:`memory.store.Store.user_and_last_event` (two queries: a trip each)."""
        user = await self.user_by_name(name)
        if user is None:
            return None, None
        row = await self._one(
            'SELECT * FROM (SELECT * FROM events WHERE "user" = $1 AND kind = $2 ORDER BY at DESC, id DESC LIMIT 1) r'
            ' WHERE NOT EXISTS (SELECT 1 FROM events e WHERE e."user" = r."user" AND e.at >= r.at AND e.id > r.id'
            " AND e.kind = ANY($3::text[]))",
            (user.id, str(kind), [str(later) for later in unless_after]),
        )
        return user, None if row is None else _event(row)

    async def user(self, user_id: str) -> User | None:
        row = await self._one("SELECT * FROM users WHERE id = $1", (user_id,))
        return None if row is None else _user(row)

    async def users(self) -> list[User]:
        return [_user(row) for row in await self._all("SELECT * FROM users ORDER BY id")]

    async def users_by_id(self, user_ids: Collection[str]) -> dict[str, User]:
        """As :meth:`memory.store.Store.users_by_id`."""
        rows = await self._all("SELECT * FROM users WHERE id = ANY($1::text[])", (sorted(user_ids),))
        return {row["id"]: _user(row) for row in rows}

    async def user_ids(self) -> set[str]:
        return {row[0] for row in await self._all("SELECT id FROM users")}

    async def add_user(self, user: User) -> None:
        await self.add_users([user])

    async def add_users(self, users: Iterable[User]) -> None:
        async with self.write() as db:
            await db.executemany(
                "INSERT INTO users (id, name, timezone, briefing_time, nothing_due_line, next_briefing_at,"
                " created_at, date_order) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
                [
                    (user.id, user.name, user.timezone, user.briefing_time, user.nothing_due_line,
                     opt_iso(user.next_briefing_at), iso_utc(user.created_at), user.date_order)
                    for user in users
                ],
            )  # fmt: skip

    async def update_user(self, user: User) -> None:
        async with self.write() as db:
            await db.execute(
                "UPDATE users SET timezone = $1, briefing_time = $2, nothing_due_line = $3, next_briefing_at = $4,"
                " date_order = $5 WHERE id = $6",
                user.timezone, user.briefing_time, user.nothing_due_line, opt_iso(user.next_briefing_at),
                user.date_order, user.id,
            )  # fmt: skip

    async def users_due_for_briefing(self, now: datetime) -> list[User]:
        rows = await self._all(
            "SELECT * FROM users WHERE next_briefing_at IS NOT NULL AND next_briefing_at <= $1"
            " ORDER BY next_briefing_at",
            (iso_utc(now),),
        )
        return [_user(row) for row in rows]

    async def plan_briefings(self, plans: Iterable[tuple[str, datetime]]) -> None:
        async with self.write() as db:
            await db.executemany(
                "UPDATE users SET next_briefing_at = $1 WHERE id = $2", [(iso_utc(at), user) for user, at in plans]
            )

    async def briefing_news(self, now: datetime, recent: datetime, horizon: datetime) -> set[str]:
        """As :meth:`memory.store.Store.briefing_news` (the same query, in PostgreSQL's words)."""
        rows = await self._all(
            'WITH due AS (SELECT u.id AS "user", (SELECT max(e.at) FROM events e WHERE e."user" = u.id'
            "   AND e.kind = 'briefing' AND e.at < $1) AS since"
            "   FROM users u WHERE u.next_briefing_at IS NOT NULL AND u.next_briefing_at <= $1),"
            " bounded AS (SELECT \"user\", CASE WHEN since IS NULL THEN '' ELSE LEAST(since, $2) END AS lower"
            "   FROM due)"
            ' SELECT "user" FROM bounded d WHERE'
            ' EXISTS (SELECT 1 FROM events e WHERE e."user" = d."user"'
            "   AND e.kind IN ('message', 'source', 'answer', 'reply') AND e.at >= $2 AND e.at <= $1)"
            ' OR EXISTS (SELECT 1 FROM claims c WHERE c."user" = d."user" AND c.observed_at > d.lower'
            "   AND c.observed_at <= $1)"
            " OR EXISTS (SELECT 1 FROM commitments c JOIN commitment_versions v ON v.commitment_id = c.id"
            '   WHERE c."user" = d."user" AND v.at > d.lower AND v.at <= $1)'
            ' OR EXISTS (SELECT 1 FROM commitments c WHERE c."user" = d."user"'
            "   AND (SELECT v.status FROM commitment_versions v WHERE v.commitment_id = c.id"
            "     ORDER BY v.at DESC, v.id DESC LIMIT 1) NOT IN ('completed', 'cancelled')"
            "   AND EXISTS (SELECT 1 FROM commitment_versions v WHERE v.commitment_id = c.id AND v.due < $3))"
            ' OR EXISTS (SELECT 1 FROM episodes p WHERE p."user" = d."user" AND p.resolved_at IS NULL)'
            ' OR EXISTS (SELECT 1 FROM episodes p WHERE p."user" = d."user" AND p.resolved_at >= $2)'
            ' OR EXISTS (SELECT 1 FROM claims a JOIN claims b ON b."user" = a."user" AND b.subject_key = a.subject_key'
            '   AND b.id > a.id AND b.value != a.value WHERE a."user" = d."user")',
            (iso_utc(now), iso_utc(recent), iso_utc(horizon)),
        )
        return {row[0] for row in rows}

    async def next_briefing_due(self) -> datetime | None:
        row = await self._one("SELECT MIN(next_briefing_at) FROM users")
        return opt_from_iso(row[0]) if row else None

    # -- events ------------------------------------------------------------------------

    async def has_platform_ref(self, platform_ref: str) -> bool:
        return await self._one("SELECT 1 FROM events WHERE platform_ref = $1", (platform_ref,)) is not None

    async def insert_event(self, db: asyncpg.Connection, event: Event) -> Event:
        """Insert inside an open write transaction; ``event.id`` 0 asks for a new id."""
        try:
            new_id = await db.fetchval(_INSERT_EVENT, *_event_row(event))
        except asyncpg.UniqueViolationError as error:
            if event.platform_ref and error.constraint_name == "events_platform_ref":
                raise DuplicateEvent(event.platform_ref) from error
            raise
        if event.id:
            await self.keep_event_ids_above(db, event.id)
        return _replace_id(event, new_id)

    async def insert_events(
        self, db: asyncpg.Connection, events: Sequence[Event], payloads: Sequence[str] | None = None
    ) -> None:
        """Insert events that keep their ids (a rebuild from the files) in one statement
        (``payloads`` as :meth:`memory.store.Store.insert_events`)."""
        rows = _event_rows(events, payloads)
        await db.executemany(_INSERT_EVENT, rows)
        await self.keep_event_ids_above(db, max((row[0] or 0 for row in rows), default=0))

    async def keep_event_ids_above(self, db: asyncpg.Connection, event_id: int) -> None:
        """Number every new event above ``event_id`` (and above every id given before)."""
        await db.execute(_KEEP_EVENT_IDS_ABOVE, event_id)

    async def events_of_slice(self, user: str, slice_id: str) -> list[Event]:
        rows = await self._all(
            'SELECT * FROM events WHERE "user" = $1 AND slice_id = $2 ORDER BY at, id', (user, slice_id)
        )
        return [_event(row) for row in rows]

    async def events_of_slices(self, keys: Collection[tuple[str, str]]) -> dict[tuple[str, str], list[Event]]:
        """As :meth:`memory.store.Store.events_of_slices`."""
        users, ids = _unzipped(keys)
        rows = await self._all(
            'SELECT e.* FROM unnest($1::text[], $2::text[]) AS k(u, s) JOIN events e ON e."user" = k.u'
            ' AND e.slice_id = k.s ORDER BY e."user", e.slice_id, e.at, e.id',
            (users, ids),
        )
        found: dict[tuple[str, str], list[Event]] = {key: [] for key in keys}
        for row in rows:
            found[(row["user"], row["slice_id"])].append(_event(row))
        return found

    async def slice_texts(
        self, user: str, slice_ids: Collection[str], kinds: Collection[EventKind], *, before: datetime | None = None
    ) -> dict[str, list[str]]:
        rows = await self._all(
            'SELECT slice_id, text FROM events WHERE "user" = $1 AND slice_id = ANY($2::text[])'
            " AND kind = ANY($3::text[]) AND at < $4 ORDER BY slice_id, at, id",
            (user, sorted(slice_ids), sorted(map(str, kinds)), "9999" if before is None else iso_utc(before)),
        )
        found: dict[str, list[str]] = {}
        for slice_id, text in rows:
            found.setdefault(slice_id, []).append(text)
        return found

    async def message_texts(
        self, user: str, since: datetime, holding: Collection[str]
    ) -> list[tuple[datetime, int, str]]:
        """As :meth:`memory.store.Store.message_texts` (ASCII letters lower-cased by ``translate``, as
        SQLite's ``lower`` does, whatever the database's locale)."""
        rows = await self._all(
            'SELECT at, id, text FROM events WHERE "user" = $1 AND kind = $2 AND at >= $3 AND EXISTS'
            " (SELECT 1 FROM unnest($4::text[]) n WHERE strpos(translate(text, $5, $6), n) > 0) ORDER BY at, id",
            (user, str(EventKind.MESSAGE), iso_utc(since), sorted(holding), _UPPER, _UPPER.lower()),
        )
        return [(from_iso(at), event_id, text) for at, event_id, text in rows]

    async def events(
        self,
        user: str,
        *,
        kinds: Iterable[EventKind] | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
    ) -> list[Event]:
        """As :meth:`memory.store.Store.events`."""
        sql = 'SELECT * FROM events WHERE "user" = $1'
        params: list[Any] = [user]
        if kinds is not None:
            params.append([str(kind) for kind in kinds])
            sql += f" AND kind = ANY(${len(params)}::text[])"
        if since is not None:
            params.append(iso_utc(since))
            sql += f" AND at >= ${len(params)}"
        if until is not None:
            params.append(iso_utc(until))
            sql += f" AND at <= ${len(params)}"
        return [_event(row) for row in await self._all(sql + " ORDER BY at, id", params)]

    async def events_within(
        self, windows: Mapping[str, tuple[datetime, datetime]], kinds: Collection[EventKind]
    ) -> dict[str, list[Event]]:
        """As :meth:`memory.store.Store.events_within`."""
        ordered = sorted((user, iso_utc(start), iso_utc(end)) for user, (start, end) in windows.items())
        rows = await self._all(
            "SELECT e.* FROM unnest($1::text[], $2::text[], $3::text[]) AS w(u, s, t) JOIN events e"
            ' ON e."user" = w.u AND e.kind = ANY($4::text[]) AND e.at >= w.s AND e.at < w.t'
            ' ORDER BY e."user", e.at, e.id',
            (
                [user for user, _, _ in ordered], [start for _, start, _ in ordered], [end for _, _, end in ordered],
                sorted(map(str, kinds)),
            ),
        )  # fmt: skip
        found: dict[str, list[Event]] = {user: [] for user in windows}
        for row in rows:
            found[row["user"]].append(_event(row))
        return found

    async def last_event_times(self, user_ids: Collection[str], kind: EventKind) -> dict[str, datetime]:
        """As :meth:`memory.store.Store.last_event_times`."""
        rows = await self._all(
            'SELECT w.u, (SELECT max(at) FROM events WHERE "user" = w.u AND kind = $2)'
            " FROM unnest($1::text[]) AS w(u)",
            (sorted(user_ids), str(kind)),
        )
        return {user: from_iso(at) for user, at in rows if at is not None}

    async def redact_event(self, db: asyncpg.Connection, event_id: int, text: str) -> None:
        """Replace an event's text (and drop its payload): the one sanctioned rewrite, for /forget."""
        await db.execute("UPDATE events SET text = $1, payload = '{}' WHERE id = $2", text, event_id)

    async def event(self, event_id: int) -> Event | None:
        row = await self._one("SELECT * FROM events WHERE id = $1", (event_id,))
        return None if row is None else _event(row)

    async def last_event(self, user: str, kind: EventKind) -> Event | None:
        row = await self._one(
            'SELECT * FROM events WHERE "user" = $1 AND kind = $2 ORDER BY at DESC, id DESC LIMIT 1',
            (user, str(kind)),
        )
        return None if row is None else _event(row)

    # -- slices ------------------------------------------------------------------------

    async def upsert_slice(self, db: asyncpg.Connection, piece: Slice) -> None:
        await db.execute(_UPSERT_SLICE, *_slice_args(piece))

    async def index_slice_text(self, db: asyncpg.Connection, piece: Slice, body: str) -> None:
        """Make ``piece`` searchable as one document: its summary and ``body``, replacing its rows."""
        await db.execute('DELETE FROM slice_docs WHERE "user" = $1 AND slice_id = $2', piece.user, piece.id)
        await db.execute(
            'INSERT INTO slice_docs ("user", slice_id, summary, body) VALUES ($1, $2, $3, $4)',
            piece.user, piece.id, piece.summary, body,
        )  # fmt: skip

    async def save_slices(self, db: asyncpg.Connection, saved: Sequence[tuple[Slice, str]]) -> None:
        """As :meth:`memory.store.Store.save_slices`: each slice stored and indexed, a statement
        each for all of them."""
        await db.executemany(_UPSERT_SLICE, [_slice_args(piece) for piece, _ in saved])
        users, ids = _unzipped([(piece.user, piece.id) for piece, _ in saved])
        await db.execute(
            'DELETE FROM slice_docs d USING unnest($1::text[], $2::text[]) AS k(u, s)'
            ' WHERE d."user" = k.u AND d.slice_id = k.s',
            users, ids,
        )  # fmt: skip
        await db.executemany(
            'INSERT INTO slice_docs ("user", slice_id, summary, body) VALUES ($1, $2, $3, $4)',
            [(piece.user, piece.id, piece.summary, body) for piece, body in saved],
        )

    async def index_more_text(self, db: asyncpg.Connection, piece: Slice, text: str) -> int:
        """Add ``text`` to an open slice's searchable text as a row of its own; returns its id."""
        return await db.fetchval(
            'INSERT INTO slice_docs ("user", slice_id, body) VALUES ($1, $2, $3) RETURNING id',
            piece.user, piece.id, text,
        )  # fmt: skip

    async def take_back_event(self, db: asyncpg.Connection, event: Event, before: Slice | None,
                              doc: int | None) -> None:
        """As :meth:`memory.store.Store.take_back_event`."""
        await db.execute("DELETE FROM events WHERE id = $1", event.id)
        if doc is not None:
            await db.execute("DELETE FROM slice_docs WHERE id = $1", doc)
        if before is None:
            await db.execute('DELETE FROM slices WHERE "user" = $1 AND id = $2', event.user, event.slice_id)
        else:
            await self.upsert_slice(db, before)

    async def slice(self, user: str, slice_id: str) -> Slice | None:
        row = await self._one('SELECT * FROM slices WHERE "user" = $1 AND id = $2', (user, slice_id))
        return None if row is None else _slice(row)

    async def slices_of(self, keys: Collection[tuple[str, str]]) -> dict[tuple[str, str], Slice]:
        """As :meth:`memory.store.Store.slices_of`."""
        rows = await self._all(
            'SELECT s.* FROM unnest($1::text[], $2::text[]) AS k(u, i) JOIN slices s ON s."user" = k.u AND s.id = k.i',
            _unzipped(keys),
        )
        return {(row["user"], row["id"]): _slice(row) for row in rows}

    async def open_slice(self, user: str) -> Slice | None:
        row = await self._one(
            "SELECT * FROM slices WHERE \"user\" = $1 AND status = 'open' ORDER BY started_at DESC LIMIT 1", (user,)
        )
        return None if row is None else _slice(row)

    async def open_slices_of(self, user_ids: Collection[str]) -> dict[str, Slice]:
        """As :meth:`memory.store.Store.open_slices_of`."""
        rows = await self._all(
            "SELECT * FROM slices WHERE status = 'open' AND \"user\" = ANY($1::text[]) ORDER BY \"user\", started_at",
            (sorted(user_ids),),
        )
        return {row["user"]: _slice(row) for row in rows}  # the latest started of each user wins

    async def idle_slices(self, cutoff: datetime, limit: int = -1) -> list[Slice]:
        rows = await self._all(
            "SELECT * FROM slices WHERE status = 'open' AND ended_at <= $1 ORDER BY ended_at LIMIT $2",
            (iso_utc(cutoff), None if limit < 0 else limit),
        )
        return [_slice(row) for row in rows]

    async def idle_slice_keys(self, cutoff: datetime) -> list[tuple[str, str]]:
        rows = await self._all(
            "SELECT \"user\", id FROM slices WHERE status = 'open' AND ended_at <= $1 ORDER BY ended_at",
            (iso_utc(cutoff),),
        )
        return [(row[0], row[1]) for row in rows]

    async def oldest_open_slice_activity(self) -> datetime | None:
        row = await self._one("SELECT MIN(ended_at) FROM slices WHERE status = 'open'")
        return opt_from_iso(row[0]) if row else None

    async def slices(
        self, user: str, *, start: datetime | None = None, end: datetime | None = None
    ) -> list[Slice]:
        """Slices overlapping [start, end), oldest first."""
        sql = 'SELECT * FROM slices WHERE "user" = $1'
        params: list[Any] = [user]
        if end is not None:
            params.append(iso_utc(end))
            sql += f" AND started_at < ${len(params)}"
        if start is not None:
            params.append(iso_utc(start))
            n = len(params)
            # bounded from below too: a slice ending at or after start began at most the user's
            # longest slice before it (migrations_pg/0008_window_reads.sql; to_char truncates down)
            sql += (
                f" AND ended_at >= ${n} AND started_at >= (SELECT to_char((${n}::timestamptz - length)"
                """ AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') FROM longest_slices WHERE "user" = $1)"""
            )
        return [_slice(row) for row in await self._all(sql + " ORDER BY started_at, id", params)]

    async def strands(self, user: str) -> dict[str, list[str]]:
        rows = await self._all(
            'SELECT tag, slice_id FROM strands WHERE "user" = $1 ORDER BY tag, started_at, slice_id', (user,)
        )
        return strands_of(rows)

    async def strand_tags(self, user: str, spellings: Collection[str] | None = None) -> set[str]:
        if spellings is None:
            return {row[0] for row in await self._all('SELECT DISTINCT tag FROM strands WHERE "user" = $1', (user,))}
        rows = await self._all(  # one probe of the index per spelling, not every row of a long strand
            "SELECT w.tag FROM unnest($2::text[]) AS w(tag)"
            ' WHERE EXISTS (SELECT 1 FROM strands t WHERE t."user" = $1 AND t.tag = w.tag)',
            (user, sorted(spellings)),
        )
        return {row[0] for row in rows}

    async def strand_tags_of(self, spellings: Mapping[str, Collection[str]]) -> dict[str, set[str]]:
        """As :meth:`memory.store.Store.strand_tags_of`."""
        pairs = sorted((user, spelling) for user, words in spellings.items() for spelling in words)
        rows = await self._all(
            "SELECT w.u, w.tag FROM unnest($1::text[], $2::text[]) AS w(u, tag)"
            ' WHERE EXISTS (SELECT 1 FROM strands t WHERE t."user" = w.u AND t.tag = w.tag)',
            _unzipped(pairs),
        )
        found: dict[str, set[str]] = {user: set() for user in spellings}
        for user, tag in rows:
            found[user].add(tag)
        return found

    async def latest_slices(self, user: str, limit: int, *, before: datetime | None = None) -> list[Slice]:
        """As :meth:`memory.store.Store.latest_slices`."""
        rows = await self._all(
            'SELECT * FROM slices WHERE "user" = $1 AND started_at < $2 ORDER BY started_at DESC, id DESC LIMIT $3',
            (user, "9999" if before is None else iso_utc(before), limit),
        )
        return [_slice(row) for row in rows]

    async def count_slices(self, user: str, *, end: datetime) -> int:
        row = await self._one('SELECT count(*) FROM slices WHERE "user" = $1 AND started_at < $2', (user, iso_utc(end)))
        return row[0] if row else 0

    async def slices_by_id(self, user: str, slice_ids: Collection[str]) -> list[Slice]:
        rows = await self._all(
            'SELECT * FROM slices WHERE "user" = $1 AND id = ANY($2::text[]) ORDER BY started_at, id',
            (user, sorted(slice_ids)),
        )
        return [_slice(row) for row in rows]

    async def slice_spans(self, user: str, slice_ids: Collection[str]) -> list[SliceSpan]:
        rows = await self._all(
            'SELECT id, started_at, ended_at FROM slices WHERE "user" = $1 AND id = ANY($2::text[])'
            " ORDER BY started_at, id",
            (user, sorted(slice_ids)),
        )
        return [_span(row) for row in rows]

    async def strand_members(self, user: str, tags: Collection[str]) -> dict[str, list[str]]:
        rows = await self._all(
            'SELECT tag, slice_id FROM strands WHERE "user" = $1 AND tag = ANY($2::text[])'
            " ORDER BY tag, started_at, slice_id",
            (user, sorted(tags)),
        )
        return strands_of(rows)

    async def strand_tails(
        self, user: str, wanted: Collection[tuple[str, str]], *, end: datetime, limit: int
    ) -> dict[tuple[str, str], list[Slice]]:
        wanted = list(dict.fromkeys(wanted))
        rows = await self._all(
            "SELECT w.want, s.* FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS w(tag, leave_out, want)"
            " CROSS JOIN LATERAL (SELECT t.slice_id, t.started_at FROM strands t"
            ' WHERE t."user" = $1 AND t.tag = w.tag AND t.started_at < $4 AND t.slice_id <> w.leave_out'
            " ORDER BY t.started_at DESC, t.slice_id DESC LIMIT $5) t"
            ' JOIN slices s ON s."user" = $1 AND s.id = t.slice_id ORDER BY w.want, t.started_at, t.slice_id',
            (user, [tag for tag, _ in wanted], [slice_id for _, slice_id in wanted], iso_utc(end), limit),
        )
        found: dict[tuple[str, str], list[Slice]] = {key: [] for key in wanted}
        parsed: dict[str, Slice] = {}  # a slice on several of the strands is parsed once
        for row in rows:
            piece = parsed.get(row["id"])
            if piece is None:
                piece = parsed[row["id"]] = _slice(row)
            found[wanted[row["want"] - 1]].append(piece)
        return found

    async def search_spans(self, user: str, match: str, limit: int) -> list[tuple[SliceSpan, float]]:
        """Full-text match of ``match`` (an FTS5 query, see :func:`websearch_text`) ranked by
        BM25 as the FTS5 path ranks it (:data:`_BM25_SEARCH`); higher is better. An open slice
        with several rows scores as its best."""
        rows = await self._all(
            _BM25_SEARCH, (fts_phrases(match), user, websearch_text(match), limit)
        )
        return [(_span(row), row["score"]) for row in rows]

    async def search_rows(self, user: str) -> list[tuple[str, str, str]]:
        """Every full-text row of a user as (slice id, summary, body), in order (for ``recap check``)."""
        rows = await self._all('SELECT slice_id, summary, body FROM slice_docs WHERE "user" = $1 ORDER BY id', (user,))
        return [(row[0], row[1], row[2]) for row in rows]

    async def search_index_intact(self) -> bool:
        """Whether every row's stored ``tsvector`` is what its summary and body make."""
        row = await self._one(
            "SELECT NOT EXISTS (SELECT 1 FROM slice_docs"
            " WHERE document IS DISTINCT FROM recap_slice_document(summary, body))"
        )
        return bool(row and row[0])

    async def rebuild_search_index(self) -> None:
        """Build the full-text index again from the rows (``recap check --fix``)."""
        async with self.write() as db:
            await db.execute("UPDATE slice_docs SET summary = summary")  # recomputes the stored tsvector
            await db.execute("REINDEX INDEX slice_docs_document")

    # -- claims ------------------------------------------------------------------------

    async def insert_claim(self, db: asyncpg.Connection, claim: Claim, subject_key: str) -> Claim:
        return _replace_id(claim, await db.fetchval(_INSERT_CLAIM, *_claim_row(claim, subject_key)))

    async def add_claim(self, claim: Claim, subject_key: str) -> Claim:
        """As :meth:`memory.store.Store.add_claim`: one statement, its own transaction."""
        return _replace_id(claim, await self._write_one(_INSERT_CLAIM, *_claim_row(claim, subject_key)))

    async def claims(self, user: str, subject_key: str | None = None) -> list[Claim]:
        if subject_key is None:
            return await self.grown(
                "claims", user, lambda: self._claims_after(user, [], None),
                lambda known, mark: self._claims_after(user, known, mark),
            )  # fmt: skip
        return await self.cached("claims", user, subject_key, lambda: self._claims(user, subject_key))

    async def _claims_after(self, user: str, known: list[Claim], mark: int | None) -> tuple[list[Claim], int]:
        """``known`` with the claims above the last of them (``mark``: the rewrites when they
        were read); all of them read again when ``mark`` is None or the rows do not add up."""
        if mark is None:
            rewrites = await self._rewrites(user)
            return await self._claims(user, None), rewrites
        after = known[-1].id if known else 0
        rows = await self._all('SELECT * FROM claims WHERE id > $1 AND "user" = $2 ORDER BY id', (after, user))
        grown = known + [_claim(row) for row in rows]
        counted = 'SELECT ROW(count(*)) FROM claims WHERE "user" = $1'
        if not await self._still_grown(user, mark, counted, (len(grown),)):
            return await self._claims_after(user, [], None)
        return grown, mark

    async def _claims(self, user: str, subject_key: str | None) -> list[Claim]:
        if subject_key is None:
            rows = await self._all('SELECT * FROM claims WHERE "user" = $1 ORDER BY id', (user,))
        else:
            rows = await self._all(
                'SELECT * FROM claims WHERE "user" = $1 AND subject_key = $2 ORDER BY id', (user, subject_key)
            )
        return [_claim(row) for row in rows]

    # -- commitments -------------------------------------------------------------------

    async def insert_commitment(self, db: asyncpg.Connection, record: CommitmentRecord) -> CommitmentRecord:
        return _replace_id(record, await db.fetchval(_INSERT_COMMITMENT, *_commitment_row(record)))

    async def add_commitment(self, record: CommitmentRecord, first: CommitmentVersion) -> CommitmentRecord:
        """As :meth:`memory.store.Store.add_commitment`: one statement, its own transaction."""
        new_id = await self._write_one(
            f"WITH c AS ({_INSERT_COMMITMENT}) INSERT INTO commitment_versions ({VERSION_COLUMNS})"
            " VALUES ((SELECT id FROM c), $9, $10, $11, $12, $13, $14, $15, $16) RETURNING commitment_id",
            *_commitment_row(record), *_version_row(first)[1:],
        )  # fmt: skip
        return _replace_id(record, new_id)

    async def insert_commitment_version(self, db: asyncpg.Connection, version: CommitmentVersion) -> None:
        await db.execute(_INSERT_VERSION, *_version_row(version))

    async def insert_commitment_versions(self, db: asyncpg.Connection, versions: Iterable[CommitmentVersion]) -> None:
        """As :meth:`memory.store.Store.insert_commitment_versions`: in order, one statement."""
        await db.executemany(_INSERT_VERSION, [_version_row(version) for version in versions])

    async def commitments(self, user: str) -> list[tuple[CommitmentRecord, list[CommitmentVersion]]]:
        """Every commitment of ``user`` with its versions, both in id order."""
        return await self.grown(
            "commitments", user, lambda: self._commitments_after(user, [], None),
            lambda known, mark: self._commitments_after(user, known, mark),
        )  # fmt: skip

    async def _commitments_after(
        self, user: str, known: list[tuple[CommitmentRecord, list[CommitmentVersion]]],
        mark: tuple[int, int, int] | None,
    ) -> tuple[list[tuple[CommitmentRecord, list[CommitmentVersion]]], tuple[int, int, int]]:
        """As :meth:`memory.store.Store._commitments_after` (``mark`` also holds the rewrites
        when ``known`` was read), checked as :meth:`_claims_after` is."""
        rewrites = await self._rewrites(user) if mark is None else mark[2]
        above = (0, 0) if mark is None else (mark[0], mark[1])
        records = await self._all(
            'SELECT * FROM commitments WHERE id > $1 AND "user" = $2 ORDER BY id', (above[0], user)
        )
        versions = await self._all(
            "SELECT v.* FROM commitment_versions v JOIN commitments c ON c.id = v.commitment_id"
            ' WHERE v.id > $1 AND c."user" = $2 ORDER BY v.id',
            (above[1], user),
        )
        grown, (last_record, last_version) = commitments_grown(known, above, records, versions)
        if mark is None:
            return grown, (last_record, last_version, rewrites)
        counted = (
            'SELECT ROW((SELECT count(*) FROM commitments WHERE "user" = $1),'
            " (SELECT count(*) FROM commitment_versions v JOIN commitments c ON c.id = v.commitment_id"
            ' WHERE c."user" = $1))'
        )
        if not await self._still_grown(user, rewrites, counted, (len(grown), sum(len(vs) for _, vs in grown))):
            return await self._commitments_after(user, [], None)
        return grown, (last_record, last_version, rewrites)

    async def derived_from(
        self, event_ids: Collection[int]
    ) -> tuple[list[Claim], list[tuple[CommitmentRecord, list[CommitmentVersion]]], list[IssueEpisode]]:
        """As :meth:`memory.store.Store.derived_from`: the rows ``event_ids`` are the source of."""
        ids = sorted(event_ids)
        claims = await self._all(
            "WITH RECURSIVE kept(id) AS (SELECT id FROM claims WHERE source_event = ANY($1::bigint[])"
            " UNION SELECT c.id FROM claims c JOIN kept ON c.corrects = kept.id)"
            " SELECT * FROM claims WHERE id IN (SELECT id FROM kept) ORDER BY id",
            (ids,),
        )
        records = await self._all(
            "SELECT * FROM commitments WHERE source_event = ANY($1::bigint[]) ORDER BY id", (ids,)
        )
        versions = await self._all(
            "SELECT * FROM commitment_versions WHERE commitment_id = ANY($1::bigint[]) ORDER BY id",
            ([row["id"] for row in records],),
        )
        episodes = await self._all(
            "SELECT * FROM episodes WHERE source_event = ANY($1::bigint[]) ORDER BY id", (ids,)
        )
        return [_claim(row) for row in claims], _with_versions(records, versions), [_episode(row) for row in episodes]

    async def derived_of(self, user_ids: Collection[str]) -> dict[str, Derivations]:
        """As :meth:`memory.store.Store.derived_of`."""
        users = (sorted(user_ids),)
        claims = await self._all('SELECT * FROM claims WHERE "user" = ANY($1::text[]) ORDER BY id', users)
        records = await self._all('SELECT * FROM commitments WHERE "user" = ANY($1::text[]) ORDER BY id', users)
        versions = await self._all(
            "SELECT v.* FROM commitments c JOIN commitment_versions v ON v.commitment_id = c.id"
            ' WHERE c."user" = ANY($1::text[]) ORDER BY v.id',
            users,
        )
        episodes = await self._all('SELECT * FROM episodes WHERE "user" = ANY($1::text[]) ORDER BY id', users)
        return derivations(
            user_ids, [_claim(row) for row in claims], _with_versions(records, versions),
            [_episode(row) for row in episodes],
        )  # fmt: skip

    # -- issue episodes ----------------------------------------------------------------

    async def insert_episode(self, db: asyncpg.Connection, episode: IssueEpisode, topic_key: str) -> IssueEpisode:
        new_id = await db.fetchval(
            'INSERT INTO episodes ("user", topic, topic_key, opened_at, resolved_at, detail, previous_id,'
            " source_event, source_name, authority, updates)"
            " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id",
            episode.user, episode.topic, topic_key, iso_utc(episode.opened_at), opt_iso(episode.resolved_at),
            episode.detail, episode.previous_id, episode.source.event_id, episode.source.name,
            episode.source.authority, json.dumps(list(episode.updates), ensure_ascii=False),
        )  # fmt: skip
        return _replace_id(episode, new_id)

    async def update_episode(self, db: asyncpg.Connection, episode: IssueEpisode) -> None:
        await db.execute(
            "UPDATE episodes SET opened_at = $1, resolved_at = $2, updates = $3 WHERE id = $4",
            iso_utc(episode.opened_at), opt_iso(episode.resolved_at),
            json.dumps(list(episode.updates), ensure_ascii=False), episode.id,
        )  # fmt: skip

    async def episodes(self, user: str) -> list[IssueEpisode]:
        return await self.cached("episodes", user, None, lambda: self._episodes(user))

    async def _episodes(self, user: str) -> list[IssueEpisode]:
        rows = await self._all('SELECT * FROM episodes WHERE "user" = $1 ORDER BY id', (user,))
        return [_episode(row) for row in rows]

    # -- rebuild -----------------------------------------------------------------------

    async def clear_user(self, db: asyncpg.Connection, user: str) -> None:
        """Remove everything recorded or derived for one user (rebuild starts from nothing)."""
        await self.clear_derived(db, user)
        for table in ("events", "slices", "slice_docs"):
            await db.execute(f'DELETE FROM {table} WHERE "user" = $1', user)

    async def clear_derived(self, db: asyncpg.Connection, user: str) -> None:
        """Drop what extraction derived for one user, keeping events and slices."""
        await db.execute(
            'DELETE FROM commitment_versions WHERE commitment_id IN (SELECT id FROM commitments WHERE "user" = $1)',
            user,
        )
        for table in ("commitments", "claims", "episodes"):
            await db.execute(f'DELETE FROM {table} WHERE "user" = $1', user)


_INSERT_VERSION = f"INSERT INTO commitment_versions ({VERSION_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)"


def _inserted(table: str, columns: Sequence[str]) -> str:
    """The insert of one row of ``columns`` into ``table``, returning its id."""
    names = ", ".join(quoted(name) if name == "user" else name for name in columns)
    values = ", ".join(f"${n}" for n in range(1, len(columns) + 1))
    return f"INSERT INTO {table} ({names}) VALUES ({values}) RETURNING id"


_INSERT_CLAIM = _inserted("claims", CLAIM_COLUMNS)
_INSERT_COMMITMENT = _inserted("commitments", COMMITMENT_COLUMNS)


def _slice_args(piece: Slice) -> tuple[Any, ...]:
    """The arguments of :data:`_UPSERT_SLICE` for ``piece``."""
    return (
        piece.user, piece.id, iso_utc(piece.started_at), iso_utc(piece.ended_at), piece.status, piece.summary,
        json.dumps(list(piece.tags), ensure_ascii=False), piece.path,
    )  # fmt: skip


def _unzipped(pairs: Collection[tuple[str, str]]) -> tuple[list[str], list[str]]:
    """(user, id) pairs as the two arrays ``unnest($1::text[], $2::text[])`` pairs again."""
    ordered = sorted(pairs)
    return [first for first, _ in ordered], [second for _, second in ordered]


def _with_versions(
    records: Sequence[asyncpg.Record], versions: Sequence[asyncpg.Record]
) -> list[tuple[CommitmentRecord, list[CommitmentVersion]]]:
    by_commitment: dict[int, list[CommitmentVersion]] = {}
    for row in versions:
        by_commitment.setdefault(row["commitment_id"], []).append(_commitment_version(row))
    return [(_commitment_record(row), by_commitment.get(row["id"], [])) for row in records]
