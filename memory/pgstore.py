"""recap's store on PostgreSQL: the interface of :class:`memory.store.Store` on an asyncpg pool.

Chosen by ``RECAP_DATABASE_URL=postgresql://…`` (see :mod:`memory.stores`). The tables are
the SQLite store's, column for column (``migrations_pg/``), so the same row converters read
both; what differs is said where it happens:

- :meth:`PgStore.write` takes a pooled connection for one transaction, behind one lock per
  process as the SQLite store has. Reads made inside it, by the task that holds it, go through
  its connection and see its rows; every other read takes any connection from the pool and
  sees what is committed.
- Full text: a generated ``tsvector`` column (summary weighted A, body B) with a GIN index,
  matched by ``websearch_to_tsquery`` and ranked by ``ts_rank_cd`` with the summary counting
  twice the body, as the FTS5 path's BM25 weights do. Queries arrive in recap's own FTS5 form
  (quoted terms OR-ed, :func:`memory.recall._request.fts_query`) and are rewritten by
  :func:`websearch_text`.
- The per-user cache of derived rows is invalidated by triggers on a real table, so it holds
  across connections and workers (see ``migrations_pg/0001_initial.sql``).
- Event ids come from a sequence, which never moves back: an id once given is never given
  again, without SQLite's ``event_id_floor``.
- ``recap rebuild`` builds a schema beside the live one and swaps it in (:meth:`PgStore.rebuilding`).
- PostgreSQL text cannot hold NUL (U+0000): a message carrying one is not stored (the
  dispatcher reports it as not stored, as for any fault of the database).
"""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import AsyncIterator, Awaitable, Callable, Collection, Iterable, Sequence
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
    DERIVED_CACHE_ENTRIES,
    DuplicateEvent,
    User,
    _claim,
    _commitment_record,
    _commitment_version,
    _episode,
    _event,
    _event_row,
    _replace_id,
    _slice,
    _user,
)
from memory.timefmt import iso_utc, opt_from_iso, opt_iso

DEFAULT_SCHEMA = "recap"

# The write transaction the running task holds, if any: (its store, its connection).
_writing: ContextVar[tuple[PgStore, asyncpg.Connection] | None] = ContextVar("recap_pg_writing", default=None)

# Summary twice the body, as the FTS5 path's bm25(…, 2.0, 1.0): ts_rank_cd's weights are
# {D, C, B, A}, each at most 1.
_WEIGHTS = "{0, 0, 0.5, 1.0}"
# ts_rank_cd normalization 1: divided by 1 + log(document length), as BM25 discounts long
# documents (more weakly: ts_rank_cd does not saturate term frequency as BM25 does).
_NORMALIZATION = 1

_PHRASE = re.compile(r'"((?:[^"]|"")*)"|(\S+)')
_NOT_A_WORD = re.compile(r"[^\w]+")

_INSERT_EVENT = (
    'INSERT INTO events (id, "user", at, kind, author, text, payload, platform_ref, slice_id)'
    " VALUES (COALESCE($1::bigint, nextval(pg_get_serial_sequence('events', 'id'))), $2, $3, $4, $5, $6, $7, $8, $9)"
    " RETURNING id"
)
# Move the event id sequence past $1 and every id in the table; it never moves back, so an id
# once given (and its event since deleted) is never given again.
_KEEP_EVENT_IDS_ABOVE = (
    "SELECT setval(pg_get_serial_sequence('events', 'id'), GREATEST($1::bigint, 1,"
    " pg_sequence_last_value(pg_get_serial_sequence('events', 'id')::regclass), (SELECT max(id) FROM events)))"
)


def websearch_text(match: str) -> str:
    """An FTS5 query as recap writes it (quoted phrases and bare words, OR-ed) in
    ``websearch_to_tsquery`` syntax: every phrase quoted and reduced to its words, so nothing
    in it is read as an operator, joined by ``or``."""
    phrases = []
    for quoted, bare in _PHRASE.findall(match):
        if not quoted and bare == "OR":
            continue
        words = _NOT_A_WORD.sub(" ", quoted.replace('""', '"') if quoted else bare).strip()
        if words:
            phrases.append(f'"{words}"')
    return " or ".join(phrases)


def schema_of(url: str) -> str:
    """The schema recap keeps its tables in: the first of the URL's ``search_path``, else ``recap``."""
    given = parse_qs(urlsplit(url).query).get("search_path", [""])[0]
    return given.split(",")[0].strip().strip('"') or DEFAULT_SCHEMA


async def _highest_event_id(connection: asyncpg.Connection, schema: str) -> int:
    """The highest event id ``schema`` gave (0 when it has no events table)."""
    table = f"{_quoted(schema)}.events"
    if await connection.fetchval("SELECT to_regclass($1)", table) is None:
        return 0
    return await connection.fetchval(
        f"SELECT GREATEST(0, pg_sequence_last_value(pg_get_serial_sequence($1, 'id')::regclass),"
        f" (SELECT max(id) FROM {table}))",
        table,
    )


def _quoted(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


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
        # (what, user, key) -> (generation, rows), as Store keeps them (least recently used out first).
        self._derived: LRUCache[tuple[str, str, str | None], tuple[tuple[Any, ...], list[Any]]] = LRUCache(
            DERIVED_CACHE_ENTRIES
        )

    @classmethod
    async def open(cls, url: str, *, schema: str | None = None) -> PgStore:
        """Connect to the database at ``url`` and bring ``schema`` (by default the one the URL's
        ``search_path`` names, else ``recap``) up to date, creating it when it is missing."""
        schema = schema or schema_of(url)
        pool = await asyncpg.create_pool(url, min_size=1, max_size=8, server_settings={"search_path": schema})
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
        scratch = f"{live}_rebuild"
        connection = await asyncpg.connect(url)
        try:
            await connection.execute(f"DROP SCHEMA IF EXISTS {_quoted(scratch)} CASCADE")  # a killed rebuild's
            try:
                store = await cls.open(url, schema=scratch)
                try:
                    yield store
                    async with store.write() as db:  # no id the live schema gave is given again
                        await store.keep_event_ids_above(db, await _highest_event_id(connection, live))
                finally:
                    await store.close()
                async with connection.transaction():
                    await connection.execute(f"DROP SCHEMA IF EXISTS {_quoted(live)} CASCADE")
                    await connection.execute(f"ALTER SCHEMA {_quoted(scratch)} RENAME TO {_quoted(live)}")
            except BaseException:
                await connection.execute(f"DROP SCHEMA IF EXISTS {_quoted(scratch)} CASCADE")
                raise
        finally:
            await connection.close()

    async def close(self) -> None:
        await self._pool.close()

    async def ping(self) -> None:
        """Ask the database one query that reads it (for readiness); raises when it cannot answer."""
        await self._one("SELECT max(version) FROM schema_migrations")

    async def _migrate(self, schema: str) -> None:
        async with self._pool.acquire() as connection, connection.transaction():
            # Workers starting at once take turns; the lock ends with the transaction.
            await connection.execute("SELECT pg_advisory_xact_lock(hashtext('recap schema_migrations'))")
            await connection.execute(f"CREATE SCHEMA IF NOT EXISTS {_quoted(schema)}")
            await connection.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY)")
            applied = {row[0] for row in await connection.fetch("SELECT version FROM schema_migrations")}
            for version, script in _migrations():
                if version not in applied:
                    await connection.execute(script)
                    await connection.execute("INSERT INTO schema_migrations (version) VALUES ($1)", version)

    @asynccontextmanager
    async def write(self) -> AsyncIterator[asyncpg.Connection]:
        """One write transaction; the single writer of this process."""
        async with self._write_lock, self._pool.acquire() as connection:
            token = _writing.set((self, connection))
            try:
                async with connection.transaction():
                    yield connection
            except BaseException:
                # Rows read inside the transaction may be gone.
                self._derived.clear()
                raise
            finally:
                _writing.reset(token)

    async def purge(self) -> None:
        """Leave no copy of deleted text in the tables (for /forget): they are rewritten whole,
        without the dead row versions an UPDATE or DELETE leaves behind. (The write-ahead log
        keeps its copy until the server recycles the segment.)"""
        async with self._write_lock:
            await self._pool.execute(
                "VACUUM (FULL) events, slice_docs, slices, claims, commitments, commitment_versions, episodes"
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
        self, what: str, user: str, key: str | None, load: Callable[[], Awaitable[list[Any]]]
    ) -> list[Any]:
        """As :meth:`memory.store.Store.cached`, with the generations of ``derived_generation``."""
        rows = await self._all(
            'SELECT "user", generation FROM derived_generation WHERE "user" IN ($1, \'*\')', (user,)
        )
        generation = tuple(sorted(tuple(row) for row in rows))
        cached = self._derived.get((what, user, key))
        if cached is None or cached[0] != generation:
            cached = self._derived[(what, user, key)] = (generation, await load())
        return list(cached[1])

    # -- users -------------------------------------------------------------------------

    async def user_by_name(self, name: str) -> User | None:
        row = await self._one("SELECT * FROM users WHERE name = $1", (name,))
        return None if row is None else _user(row)

    async def user(self, user_id: str) -> User | None:
        row = await self._one("SELECT * FROM users WHERE id = $1", (user_id,))
        return None if row is None else _user(row)

    async def users(self) -> list[User]:
        return [_user(row) for row in await self._all("SELECT * FROM users ORDER BY id")]

    async def user_ids(self) -> set[str]:
        return {row[0] for row in await self._all("SELECT id FROM users")}

    async def add_user(self, user: User) -> None:
        await self.add_users([user])

    async def add_users(self, users: Iterable[User]) -> None:
        async with self.write() as db:
            await db.executemany(
                "INSERT INTO users (id, name, timezone, briefing_time, nothing_due_line, next_briefing_at,"
                " created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)",
                [
                    (user.id, user.name, user.timezone, user.briefing_time, user.nothing_due_line,
                     opt_iso(user.next_briefing_at), iso_utc(user.created_at))
                    for user in users
                ],
            )  # fmt: skip

    async def update_user(self, user: User) -> None:
        async with self.write() as db:
            await db.execute(
                "UPDATE users SET timezone = $1, briefing_time = $2, nothing_due_line = $3, next_briefing_at = $4"
                " WHERE id = $5",
                user.timezone, user.briefing_time, user.nothing_due_line, opt_iso(user.next_briefing_at), user.id,
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

    async def insert_events(self, db: asyncpg.Connection, events: Iterable[Event]) -> None:
        """Insert events that keep their ids (a rebuild from the files) in one statement."""
        rows = [_event_row(event) for event in events]
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

    async def events(
        self, user: str, *, kinds: Iterable[EventKind] | None = None, since: datetime | None = None
    ) -> list[Event]:
        sql = 'SELECT * FROM events WHERE "user" = $1'
        params: list[Any] = [user]
        if kinds is not None:
            params.append([str(kind) for kind in kinds])
            sql += f" AND kind = ANY(${len(params)}::text[])"
        if since is not None:
            params.append(iso_utc(since))
            sql += f" AND at >= ${len(params)}"
        return [_event(row) for row in await self._all(sql + " ORDER BY at, id", params)]

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
        await db.execute(
            'INSERT INTO slices ("user", id, started_at, ended_at, status, summary, tags, path)'
            ' VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT ("user", id) DO UPDATE SET'
            " ended_at = excluded.ended_at, status = excluded.status, summary = excluded.summary,"
            " tags = excluded.tags, path = excluded.path",
            piece.user, piece.id, iso_utc(piece.started_at), iso_utc(piece.ended_at), piece.status, piece.summary,
            json.dumps(list(piece.tags), ensure_ascii=False), piece.path,
        )  # fmt: skip

    async def index_slice_text(self, db: asyncpg.Connection, piece: Slice, body: str) -> None:
        """Make ``piece`` searchable as one document: its summary and ``body``, replacing its rows."""
        await db.execute('DELETE FROM slice_docs WHERE "user" = $1 AND slice_id = $2', piece.user, piece.id)
        await db.execute(
            'INSERT INTO slice_docs ("user", slice_id, summary, body) VALUES ($1, $2, $3, $4)',
            piece.user, piece.id, piece.summary, body,
        )  # fmt: skip

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

    async def open_slice(self, user: str) -> Slice | None:
        row = await self._one(
            "SELECT * FROM slices WHERE \"user\" = $1 AND status = 'open' ORDER BY started_at DESC LIMIT 1", (user,)
        )
        return None if row is None else _slice(row)

    async def idle_slices(self, cutoff: datetime) -> list[Slice]:
        rows = await self._all(
            "SELECT * FROM slices WHERE status = 'open' AND ended_at <= $1 ORDER BY ended_at", (iso_utc(cutoff),)
        )
        return [_slice(row) for row in rows]

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
            sql += f" AND ended_at >= ${len(params)}"
        return [_slice(row) for row in await self._all(sql + " ORDER BY started_at, id", params)]

    async def latest_slices(self, user: str, limit: int) -> list[Slice]:
        rows = await self._all(
            'SELECT * FROM slices WHERE "user" = $1 ORDER BY started_at DESC, id DESC LIMIT $2', (user, limit)
        )
        return [_slice(row) for row in rows]

    async def search_slices(self, user: str, match: str, limit: int) -> list[tuple[Slice, float]]:
        """Full-text match of ``match`` (an FTS5 query, see :func:`websearch_text`) ranked by
        ``ts_rank_cd``; higher is better. An open slice with several rows scores as its best."""
        rows = await self._all(
            "WITH matched AS (SELECT d.slice_id, d.id AS doc,"
            f" ts_rank_cd('{_WEIGHTS}'::float4[], d.document, q, {_NORMALIZATION}) AS score"
            " FROM slice_docs d, websearch_to_tsquery('english', $1) q WHERE d.\"user\" = $2 AND d.document @@ q)"
            " SELECT s.*, MAX(m.score) AS score FROM matched m"
            ' JOIN slices s ON s."user" = $2 AND s.id = m.slice_id'
            ' GROUP BY s."user", s.id ORDER BY score DESC, MIN(m.doc) LIMIT $3',
            (websearch_text(match), user, limit),
        )
        return [(_slice(row), row["score"]) for row in rows]

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
        new_id = await db.fetchval(
            'INSERT INTO claims ("user", subject, subject_key, predicate, value, scope, observed_at,'
            " effective_from, effective_to, precision, explicit_time, epistemic, source_event, source_name,"
            " authority, quoted, corrects, correction_kind, detail)"
            " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)"
            " RETURNING id",
            claim.user, claim.subject, subject_key, claim.predicate, claim.value, claim.scope,
            iso_utc(claim.observed_at), iso_utc(claim.effective_from), opt_iso(claim.effective_to),
            str(claim.precision), claim.explicit_time, str(claim.epistemic), claim.source.event_id,
            claim.source.name, claim.source.authority, claim.quoted, claim.corrects, claim.correction_kind,
            json.dumps(claim.detail, ensure_ascii=False, sort_keys=True),
        )  # fmt: skip
        return _replace_id(claim, new_id)

    async def claims(self, user: str, subject_key: str | None = None) -> list[Claim]:
        return await self.cached("claims", user, subject_key, lambda: self._claims(user, subject_key))

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
        new_id = await db.fetchval(
            'INSERT INTO commitments ("user", action, owner, counterparty, created_at, source_event,'
            " source_name, authority) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
            record.user, record.action, record.owner, record.counterparty, iso_utc(record.created_at),
            record.source.event_id, record.source.name, record.source.authority,
        )  # fmt: skip
        return _replace_id(record, new_id)

    async def insert_commitment_version(self, db: asyncpg.Connection, version: CommitmentVersion) -> None:
        await db.execute(
            "INSERT INTO commitment_versions (commitment_id, at, status, due, source_event, source_name,"
            " authority, note) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
            version.commitment_id, iso_utc(version.at), str(version.status), opt_iso(version.due),
            version.source.event_id, version.source.name, version.source.authority, version.note,
        )  # fmt: skip

    async def commitments(self, user: str) -> list[tuple[CommitmentRecord, list[CommitmentVersion]]]:
        return await self.cached("commitments", user, None, lambda: self._commitments(user))

    async def _commitments(self, user: str) -> list[tuple[CommitmentRecord, list[CommitmentVersion]]]:
        records = await self._all('SELECT * FROM commitments WHERE "user" = $1 ORDER BY id', (user,))
        versions = await self._all(
            "SELECT v.* FROM commitment_versions v JOIN commitments c ON c.id = v.commitment_id"
            ' WHERE c."user" = $1 ORDER BY v.id',
            (user,),
        )
        return _with_versions(records, versions)

    async def derived_from(
        self, user: str, event_ids: Collection[int]
    ) -> tuple[list[Claim], list[tuple[CommitmentRecord, list[CommitmentVersion]]], list[IssueEpisode]]:
        """As :meth:`memory.store.Store.derived_from`: the rows ``event_ids`` are the source of."""
        ids = list(event_ids)
        claims = await self._all(
            'WITH RECURSIVE kept(id) AS (SELECT id FROM claims WHERE source_event = ANY($1::bigint[]) AND "user" = $2'
            " UNION SELECT c.id FROM claims c JOIN kept ON c.corrects = kept.id)"
            " SELECT * FROM claims WHERE id IN (SELECT id FROM kept) ORDER BY id",
            (ids, user),
        )
        records = await self._all(
            'SELECT * FROM commitments WHERE source_event = ANY($1::bigint[]) AND "user" = $2 ORDER BY id', (ids, user)
        )
        versions = await self._all(
            "SELECT * FROM commitment_versions WHERE commitment_id = ANY($1::bigint[]) ORDER BY id",
            ([row["id"] for row in records],),
        )
        episodes = await self._all(
            'SELECT * FROM episodes WHERE source_event = ANY($1::bigint[]) AND "user" = $2 ORDER BY id', (ids, user)
        )
        return [_claim(row) for row in claims], _with_versions(records, versions), [_episode(row) for row in episodes]

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


def _with_versions(
    records: Sequence[asyncpg.Record], versions: Sequence[asyncpg.Record]
) -> list[tuple[CommitmentRecord, list[CommitmentVersion]]]:
    by_commitment: dict[int, list[CommitmentVersion]] = {}
    for row in versions:
        by_commitment.setdefault(row["commitment_id"], []).append(_commitment_version(row))
    return [(_commitment_record(row), by_commitment.get(row["id"], [])) for row in records]
