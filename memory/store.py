"""recap's SQLite store: events, the slice index with FTS5, and everything derived.

One aiosqlite connection in WAL mode. Every write goes through :meth:`Store.write`, which holds one
lock for the whole transaction, so the service has exactly one writer however many chats are
handled at once. Schema changes are numbered SQL files in ``migrations/``,
each applied in the same transaction as the row that records it.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import sqlite3
from bisect import bisect_left
from collections.abc import AsyncIterator, Awaitable, Callable, Collection, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager
from contextvars import ContextVar
from dataclasses import dataclass, replace
from datetime import datetime
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

import aiosqlite
from cachetools import LRUCache

from memory.model import (
    Claim,
    CommitmentRecord,
    CommitmentStatus,
    CommitmentVersion,
    Epistemic,
    Event,
    EventKind,
    IssueEpisode,
    Precision,
    Slice,
    Source,
)
from memory.timefmt import from_iso, iso_utc, opt_from_iso, opt_iso


@dataclass(frozen=True)
class User:
    id: str  # safe folder name
    name: str  # as the platform or the console gave it
    timezone: str
    briefing_time: str  # "HH:MM", local
    nothing_due_line: bool
    next_briefing_at: datetime | None
    created_at: datetime
    # "DMY" or "MDY" (:data:`memory.understanding._date_order.DateOrder`): how the user writes "3/4",
    # learned or set with /dates; None: their zone's habit, asking when a due reads both ways
    date_order: str | None = None


@dataclass(frozen=True)
class SliceSpan:
    """A slice's id and times only: all that ranking slices needs (the recall scan ranks these
    and reads whole slices only for its top few), without reading or parsing the rest of a row."""

    id: str
    started_at: datetime
    ended_at: datetime


class DuplicateEvent(Exception):
    """An event with this platform reference was ingested before."""


class SliceMoved(Exception):
    """The open slice an append was given as kept is no longer the store's (nothing was written)."""


# ``{columns}`` of the slices of ``user`` (?1) named in a JSON list (?2), oldest first, read by
# key one id at a time: the CROSS JOIN fixes the order of the loops, as with ``id IN (...)``
# and the ORDER BY the planner walked every slice of the user by the time index instead
# (2.5 ms rather than 0.03 for five ids among 6,200 slices).
_BY_ID = (
    "SELECT {columns} FROM json_each(?2) j CROSS JOIN slices s ON s.user = ?1 AND s.id = j.value"
    " ORDER BY s.started_at, s.id"
)

# The ends of several strands (:meth:`Store.strand_tails`): for each [tag, slice id] of the JSON
# list ?2 (its position ``want``), the last ?4 slices on the strand started before ?3, that slice
# left out, each end read backwards on the strands' key as one strand's would be; then those
# slices, oldest first. A strand row's started_at is its slice's (the slices' triggers keep it).
_STRAND_TAILS = (
    "WITH tails AS (SELECT w.key AS want, (SELECT json_group_array(slice_id) FROM (SELECT t.slice_id FROM strands t"
    " WHERE t.user = ?1 AND t.tag = json_extract(w.value, '$[0]') AND t.started_at < ?3"
    " AND t.slice_id <> json_extract(w.value, '$[1]') ORDER BY t.started_at DESC, t.slice_id DESC LIMIT ?4)) AS ids"
    " FROM json_each(?2) w)"
    " SELECT tails.want, s.* FROM tails, json_each(tails.ids) j CROSS JOIN slices s ON s.user = ?1 AND s.id = j.value"
    " ORDER BY tails.want, s.started_at, s.id"
)

# A slice that ends at or after a window's start (the first parameter) started at most the
# user's longest slice before it: this bound on started_at makes a window's read a range of the
# time index bounded on both sides, not every slice started before the window's end
# (migrations/0010_scan_reads.sql). The bound is a second early (stored times are ISO strings in
# UTC and compare as text; julianday's rounding is far below a second); a user without a row has
# no slice, and the NULL bound matches none.
_STARTED_IN_REACH = (
    " AND started_at >= (SELECT strftime('%Y-%m-%dT%H:%M:%S', julianday(?) - days - 1.0 / 86400)"
    " FROM longest_slices WHERE user = ?)"
)

# The full-text search of :meth:`Store.search_spans`. Only the user's range of keys is matched
# (migrations/0009_search_by_user.sql): other users' rows are never read. bm25() is not allowed
# under GROUP BY: the matches are materialized first. Mapping a match to its slice (slice_docs, by
# the low half of its key, its slice_docs id) and grouping by slice cost as much as BM25 itself,
# so only the best matches are mapped: those scoring at least the ``limit + spare``-th best
# (``cut``), where ``spare`` counts the rows of the user's open slices. A saved slice has one row
# (:meth:`Store.index_slice_text`) and an open one several (:meth:`Store.index_more_text`), so the
# matches above the cut hold at least ``limit`` slices and every slice that can rank among the
# best ``limit``; an open slice's every match is kept, so its MIN(doc), the tie-break, is the same
# as over all matches. The user is checked in slice_docs too, so a key out of range could only
# cost time, never show one user another's rows. The mapping reads an index of its own, not the
# rows' text (migrations/0010_scan_reads.sql).
_SEARCH = (
    "WITH owner AS (SELECT n << 32 AS low FROM search_owners WHERE user = ?2),"
    " open_docs AS MATERIALIZED (SELECT d.id FROM slices s CROSS JOIN slice_docs d ON d.user = s.user"
    " AND d.slice_id = s.id WHERE s.user = ?2 AND s.status = 'open'),"
    " matched AS MATERIALIZED (SELECT rowid & 4294967295 AS doc,"
    " -bm25(slice_text, 2.0, 1.0) AS score FROM slice_text WHERE slice_text MATCH ?1"
    " AND rowid BETWEEN (SELECT low FROM owner) AND (SELECT low FROM owner) + 4294967295),"
    " cut AS MATERIALIZED (SELECT score FROM matched ORDER BY score DESC"
    " LIMIT 1 OFFSET ?3 + (SELECT count(*) FROM open_docs) - 1),"
    " best AS MATERIALIZED (SELECT d.slice_id, MAX(m.score) AS score, MIN(m.doc) AS doc"
    " FROM matched m JOIN slice_docs d INDEXED BY slice_docs_owner ON d.id = m.doc"
    " WHERE (NOT EXISTS (SELECT 1 FROM cut) OR m.score >= (SELECT score FROM cut) OR m.doc IN open_docs)"
    " AND d.user = ?2 GROUP BY d.slice_id ORDER BY score DESC, doc LIMIT ?3)"
    " SELECT s.id, s.started_at, s.ended_at, best.score FROM best JOIN slices s ON s.user = ?2 AND s.id = best.slice_id"
    " ORDER BY best.score DESC, best.doc"
)


# What a user's derived rows are counted by: the table each change is counted under
# (a commitment's versions with the commitments), so a read of claims goes on serving its rows
# when only a commitment changed. :meth:`Store.cached` and :meth:`Store.grown` name the ones
# their rows are read or computed from.
DERIVED_TABLES = ("claims", "commitments", "episodes")


def _generation_triggers() -> str:
    """TEMP triggers that count, per user and per table of :data:`DERIVED_TABLES`, every change
    to what derivation reads (claims, commitments and their versions, issue episodes) made
    through this connection, whoever makes it: :meth:`Store.cached` serves a user's rows again
    only while the counts of the tables they come from stand. Updates and deletes are also
    counted apart (``rewrites``): while that count stands, the user's rows only grew, and
    :meth:`Store.grown` reads just the new ones."""
    bump = (
        "INSERT INTO derived_generation (user, tbl, generation, rewrites) VALUES ({user}, '{counted}', 1, {rewrite})"
        " ON CONFLICT (user, tbl) DO UPDATE SET generation = generation + 1, rewrites = rewrites + {rewrite};"
    )
    owner = "COALESCE((SELECT user FROM main.commitments WHERE id = {row}.commitment_id), '*')"
    script = [
        "CREATE TEMP TABLE derived_generation (user TEXT NOT NULL, tbl TEXT NOT NULL, generation INTEGER NOT NULL,"
        " rewrites INTEGER NOT NULL, PRIMARY KEY (user, tbl));"
    ]
    for table in ("claims", "commitments", "commitment_versions", "episodes"):
        counted = "commitments" if table == "commitment_versions" else table
        for change, row in (("INSERT", "new"), ("UPDATE", "new"), ("DELETE", "old")):
            user = owner.format(row=row) if table == "commitment_versions" else f"{row}.user"
            rewrite = int(change != "INSERT")
            script.append(
                f"CREATE TEMP TRIGGER {table}_{change.lower()}_generation AFTER {change} ON main.{table}"
                f" BEGIN {bump.format(user=user, counted=counted, rewrite=rewrite)} END;"
            )
    return "\n".join(script)


def _migrations() -> list[tuple[int, str]]:
    folder = resources.files("memory") / "migrations"
    found = []
    for entry in folder.iterdir():
        if entry.name.endswith(".sql"):
            found.append((int(entry.name.split("_", 1)[0]), entry.read_text(encoding="utf-8")))
    return sorted(found)


def strands_of(rows: Iterable[Sequence[str]]) -> dict[str, list[str]]:
    """(tag, slice id) rows, ordered by tag then time, as a strand index."""
    found: dict[str, list[str]] = {}
    for tag, slice_id in rows:
        found.setdefault(tag, []).append(slice_id)
    return found


async def keep_grown(
    cache: LRUCache[tuple[str, str], tuple[tuple[Any, ...], list[Any], Any]],
    key: tuple[str, str],
    generation: tuple[Any, ...],
    load: Callable[[], Awaitable[tuple[list[Any], Any]]],
    grow: Callable[[list[Any], Any], Awaitable[tuple[list[Any], Any]]],
) -> list[Any]:
    """The rows of ``cache[key]``, read again only when ``generation`` (tuples ending in a count
    of rewrites) moved on: grown when only the rows' rewrites stand, loaded whole otherwise
    (:meth:`Store.grown`, and the PostgreSQL store's)."""
    cached = cache.get(key)
    if cached is None or cached[0] != generation:
        rewrites = [(who, count) for who, *_, count in generation]
        if cached is not None and [(who, count) for who, *_, count in cached[0]] == rewrites:
            rows, mark = await grow(cached[1], cached[2])
        else:
            rows, mark = await load()
        cached = cache[key] = (generation, rows, mark)
    return list(cached[1])


async def keep_cached(
    cache: LRUCache[tuple[str, str, str | None], tuple[tuple[Any, ...], list[Any]]],
    key: tuple[str, str, str | None],
    generation: tuple[Any, ...],
    load: Callable[[], Awaitable[list[Any]]],
) -> list[Any]:
    """The rows of ``cache[key]``, loaded again only when ``generation`` moved on
    (:meth:`Store.cached`, and the PostgreSQL store's)."""
    cached = cache.get(key)
    if cached is None or cached[0] != generation:
        cached = cache[key] = (generation, await load())
    return list(cached[1])


def commitments_grown(
    known: list[tuple[CommitmentRecord, list[CommitmentVersion]]],
    mark: tuple[int, int],
    records: Sequence[Any],
    versions: Sequence[Any],
) -> tuple[list[tuple[CommitmentRecord, list[CommitmentVersion]]], tuple[int, int]]:
    """``known`` (read up to ``mark``: the last commitment id and version id) with the rows
    ``records`` and ``versions`` read above it; the changed pairs are new tuples, the others
    stay the same objects."""
    if not records and not versions:
        return known, mark
    added: dict[int, list[CommitmentVersion]] = {}
    for row in versions:
        added.setdefault(row["commitment_id"], []).append(_commitment_version(row))
    grown = list(known)
    for commitment_id, new in added.items():
        at = bisect_left(grown, commitment_id, key=lambda pair: pair[0].id)
        if at < len(grown) and grown[at][0].id == commitment_id:
            grown[at] = (grown[at][0], [*grown[at][1], *new])
    grown += [(_commitment_record(row), added.get(row["id"], [])) for row in records]
    return grown, (
        max([mark[0], *(row["id"] for row in records)]),
        max([mark[1], *(row["id"] for row in versions)]),
    )


# A user's claims, commitments (each with its versions) and issue episodes, each in id order.
Derivations = tuple[list[Claim], list[tuple[CommitmentRecord, list[CommitmentVersion]]], list[IssueEpisode]]


def derivations(
    user_ids: Collection[str],
    claims: list[Claim],
    commitments: list[tuple[CommitmentRecord, list[CommitmentVersion]]],
    episodes: list[IssueEpisode],
) -> dict[str, Derivations]:
    """Rows of several users (each list in id order) parted by user, each part in that order."""
    found: dict[str, Derivations] = {user: ([], [], []) for user in user_ids}
    for claim in claims:
        found[claim.user][0].append(claim)
    for pair in commitments:
        found[pair[0].user][1].append(pair)
    for episode in episodes:
        found[episode.user][2].append(episode)
    return found


DERIVED_CACHE_ENTRIES = 512  # (what, user, key) entries: a few per user, for the users active lately
# id(store) → the task holding its write transaction, and how deep that task's writes nest in it (0: the transaction).
_writing: ContextVar[dict[int, tuple[asyncio.Task[Any] | None, int]]] = ContextVar(
    "recap_sqlite_writing",
    default={},  # noqa: B039 (never changed: each write sets a new dict)
)


class Store:
    def __init__(self, connection: aiosqlite.Connection) -> None:
        self._db = connection
        self._write_lock = asyncio.Lock()
        # (what, user, key) -> (generation, rows): a user's derived rows as last read, which
        # derivation reads on nearly every message (see _generation_triggers).
        # Bounded, least recently used out first: a server briefing ten thousand users must not
        # keep every one's rows in memory.
        self._derived: LRUCache[tuple[str, str, str | None], tuple[tuple[Any, ...], list[Any]]] = LRUCache(
            DERIVED_CACHE_ENTRIES
        )
        # (what, user) -> (generation, rows, mark): rows that new ones only follow (see grown).
        self._grown: LRUCache[tuple[str, str], tuple[tuple[Any, ...], list[Any], Any]] = LRUCache(
            DERIVED_CACHE_ENTRIES
        )
        # user -> their change counts as last read. The counts move only inside a write
        # transaction, so they hold until the next one begins: the many cached reads of one
        # message ask the database for them once, not once each.
        self._generations: dict[str, tuple[Any, ...]] = {}
        self._writes = 0  # write transactions begun; counts read across one are not kept

    @classmethod
    async def open(cls, path: Path | str) -> Store:
        """Open (creating if needed) the database at ``path``; ":memory:" works for tests."""
        connection = await aiosqlite.connect(str(path))
        connection.row_factory = aiosqlite.Row
        await connection.execute("PRAGMA journal_mode=WAL")
        await connection.execute("PRAGMA synchronous=NORMAL")
        await connection.execute("PRAGMA foreign_keys=ON")
        await connection.execute("PRAGMA busy_timeout=5000")
        # Deleted and overwritten content is zeroed, whatever SQLite was compiled with: /forget relies on it.
        await connection.execute("PRAGMA secure_delete=ON")
        store = cls(connection)
        try:
            await store._migrate()
            await connection.executescript(_generation_triggers())
        except BaseException:
            await connection.close()  # closing rolls back a migration that failed halfway
            raise
        return store

    async def close(self) -> None:
        await self._db.close()

    async def ping(self) -> None:
        """Ask the database one query that reads it (for readiness); raises when it cannot answer."""
        await self._one("SELECT max(version) FROM schema_migrations")

    async def _migrate(self) -> None:
        await self._db.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY)")
        async with self._db.execute("SELECT version FROM schema_migrations") as cursor:
            applied = {row[0] for row in await cursor.fetchall()}
        for version, script in _migrations():
            if version in applied:
                continue
            # executescript commits on its own, so the bookkeeping row rides inside the script.
            await self._db.executescript(
                f"BEGIN;\n{script}\nINSERT INTO schema_migrations(version) VALUES ({version});\nCOMMIT;"
            )

    @asynccontextmanager
    async def write(self) -> AsyncIterator[aiosqlite.Connection]:
        """One write transaction; the single writer of the whole service. Inside one the
        running task already holds (a sweep's batch: :meth:`memory.service.Memory.batch`) it is
        a savepoint of that transaction, so the batch commits once, as on PostgreSQL."""
        task = asyncio.current_task()
        held = _writing.get().get(id(self))
        if held is not None and held[0] is task:  # not a task started inside: it would not hold the lock
            async with self._savepoint(held[1] + 1):
                yield self._db
            return
        async with self._write_lock:
            token = _writing.set({**_writing.get(), id(self): (task, 0)})
            self._writes += 1
            self._generations.clear()
            await self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db
            except BaseException:
                await self._db.rollback()
                # Rows read inside the transaction may be gone, and the generations with them.
                self._derived.clear()
                self._grown.clear()
                raise
            else:
                await self._db.commit()
            finally:
                self._generations.clear()
                _writing.reset(token)

    @asynccontextmanager
    async def _savepoint(self, depth: int) -> AsyncIterator[None]:
        """A write nested in the running task's transaction: undone alone when it fails."""
        name = f"nested_{depth}"
        token = _writing.set({**_writing.get(), id(self): (asyncio.current_task(), depth)})
        self._writes += 1
        self._generations.clear()
        await self._db.execute(f"SAVEPOINT {name}")
        try:
            yield
        except BaseException:
            await self._db.execute(f"ROLLBACK TO {name}")
            await self._db.execute(f"RELEASE {name}")
            self._derived.clear()
            self._grown.clear()
            raise
        else:
            await self._db.execute(f"RELEASE {name}")
        finally:
            self._generations.clear()
            _writing.reset(token)

    async def purge(self) -> None:
        """Leave no copy of deleted text behind (for /forget): the full-text index merged into
        one segment (FTS5 keeps a deleted document's terms in older segments until then), and
        the write-ahead log checkpointed into the database and truncated to nothing."""
        async with self.write() as db:
            await db.execute("INSERT INTO slice_text (slice_text) VALUES ('optimize')")
        async with self._write_lock, self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)") as cursor:
            busy, _, _ = await cursor.fetchone() or (1, 0, 0)
        if busy:
            raise sqlite3.OperationalError("the write-ahead log could not be checkpointed: another reader holds it")

    async def _all(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        # One trip to the connection's thread (a cursor takes three: execute, fetch, close).
        return list(await self._db.execute_fetchall(sql, params))

    async def _each(self, *queries: tuple[str, Sequence[Any]]) -> list[list[sqlite3.Row]]:
        """The rows of each of ``queries``, read in one trip to the connection's thread."""
        return await self._db._execute(_read_each, self._db._conn, queries)

    async def cached(
        self, what: str, user: str, key: str | None, load: Callable[[], Awaitable[list[Any]]],
        tables: Collection[str] = DERIVED_TABLES,
    ) -> list[Any]:  # fmt: skip
        """``user``'s ``what`` (``key`` narrowing it) as ``load`` reads or computes it from their
        rows of ``tables`` (of :data:`DERIVED_TABLES`): kept in memory, and loaded again only
        once one of those tables changed for them (counted by :func:`_generation_triggers`)."""
        return await keep_cached(self._derived, (what, user, key), await self._generation(user, tables), load)

    async def grown(
        self,
        what: str,
        user: str,
        load: Callable[[], Awaitable[tuple[list[Any], Any]]],
        grow: Callable[[list[Any], Any], Awaitable[tuple[list[Any], Any]]],
        tables: Collection[str] = DERIVED_TABLES,
    ) -> list[Any]:
        """As :meth:`cached`, for rows that only grow at the end: ``load`` reads them all, with
        a mark of where they end; once rows were only inserted since (nothing updated or
        deleted), ``grow(rows, mark)`` adds the new ones instead, so a user with a long history
        costs what changed, not what they have."""
        return await keep_grown(self._grown, (what, user), await self._generation(user, tables), load, grow)

    async def _generation(self, user: str, tables: Collection[str]) -> tuple[Any, ...]:
        """The change counts of ``user`` in ``tables`` (see :func:`_generation_triggers`); '*'
        counts the changes whose user could not be told (a version of a deleted commitment).
        All of the user's counts are read at once and kept until a write transaction begins."""
        known = self._generations.get(user)
        if known is None:
            writes = self._writes
            known = _counts(await self._all(_COUNTS, (user,)))
            if writes == self._writes and not self._write_lock.locked():  # no transaction began or is open since
                self._generations[user] = known
        return tuple(row for row in known if row[1] in tables)

    async def _one(self, sql: str, params: Sequence[Any] = ()) -> sqlite3.Row | None:
        """The first row of a query that selects one (a key, a LIMIT 1 or an aggregate)."""
        rows = await self._all(sql, params)
        return rows[0] if rows else None

    # -- users -------------------------------------------------------------------------

    async def user_by_name(self, name: str) -> User | None:
        row = await self._one("SELECT * FROM users WHERE name = ?", (name,))
        return None if row is None else _user(row)

    async def user_and_last_event(
        self, name: str, kind: EventKind, *, unless_after: Collection[EventKind] = ()
    ) -> tuple[User | None, Event | None]:
        """:meth:`user_by_name` and that user's :meth:`last_event` of ``kind`` — None when an
        event of a kind of ``unless_after`` followed it (at its time or later, with a higher
        id) — both read in one trip to the connection's thread: what every message's turn
        reads first."""
        users, events = await self._each(
            ("SELECT * FROM users WHERE name = ?", (name,)),
            (_LAST_UNFOLLOWED, (name, str(kind), json.dumps(sorted(str(later) for later in unless_after)))),
        )
        return (_user(users[0]) if users else None), (_event(events[0]) if events else None)

    async def user(self, user_id: str) -> User | None:
        row = await self._one("SELECT * FROM users WHERE id = ?", (user_id,))
        return None if row is None else _user(row)

    async def users(self) -> list[User]:
        return [_user(row) for row in await self._all("SELECT * FROM users ORDER BY id")]

    async def users_by_id(self, user_ids: Collection[str]) -> dict[str, User]:
        """The users of ``user_ids`` that exist, by id, in one read (a sweep's batch)."""
        rows = await self._all(
            "SELECT * FROM users WHERE id IN (SELECT value FROM json_each(?))", (json.dumps(sorted(user_ids)),)
        )
        return {row["id"]: _user(row) for row in rows}

    async def user_ids(self) -> set[str]:
        return {row[0] for row in await self._all("SELECT id FROM users")}

    async def add_user(self, user: User) -> None:
        await self.add_users([user])

    async def add_users(self, users: Iterable[User]) -> None:
        """Insert users in one transaction (one at sign-up; many at once for a benchmark)."""
        async with self.write() as db:
            await db.executemany(
                "INSERT INTO users (id, name, timezone, briefing_time, nothing_due_line, next_briefing_at,"
                " created_at, date_order) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        user.id,
                        user.name,
                        user.timezone,
                        user.briefing_time,
                        int(user.nothing_due_line),
                        opt_iso(user.next_briefing_at),
                        iso_utc(user.created_at),
                        user.date_order,
                    )
                    for user in users
                ],
            )

    async def update_user(self, user: User) -> None:
        async with self.write() as db:
            await db.execute(
                "UPDATE users SET timezone = ?, briefing_time = ?, nothing_due_line = ?, next_briefing_at = ?,"
                " date_order = ? WHERE id = ?",
                (user.timezone, user.briefing_time, int(user.nothing_due_line),
                 opt_iso(user.next_briefing_at), user.date_order, user.id),
            )

    async def users_due_for_briefing(
        self, now: datetime, limit: int = -1, passed: Collection[str] = ()
    ) -> list[User]:
        """The users whose briefing is due at ``now``, the earliest first, less the ids
        ``passed``, at most ``limit`` of them (every one when negative): a sweep's batch reads
        its own users, not every user due."""
        rows = await self._all(
            "SELECT * FROM users WHERE next_briefing_at IS NOT NULL AND next_briefing_at <= ?"
            " AND id NOT IN (SELECT value FROM json_each(?)) ORDER BY next_briefing_at LIMIT ?",
            (iso_utc(now), json.dumps(sorted(passed)), limit),
        )
        return [_user(row) for row in rows]

    async def plan_briefings(self, plans: Iterable[tuple[str, datetime]]) -> None:
        """Set the next briefing of many users (user id, when) in one transaction: a morning's sweep."""
        async with self.write() as db:
            await db.executemany(
                "UPDATE users SET next_briefing_at = ? WHERE id = ?", [(iso_utc(at), user) for user, at in plans]
            )

    async def briefing_news(self, now: datetime, recent: datetime, horizon: datetime) -> set[str]:
        """The ids of the users due for a briefing at ``now`` who have anything a briefing
        might report (the policy and its bounds: :func:`memory.briefing.newsworthy`): events
        since ``recent``; claims or commitment versions since their last briefing (or
        ``recent``, whichever is earlier); an open commitment due before ``horizon``; an open
        or recently resolved issue; two claims about one subject with different values."""
        rows = await self._all(
            "WITH due AS (SELECT u.id AS user, (SELECT max(e.at) FROM events e WHERE e.user = u.id"
            "   AND e.kind = 'briefing' AND e.at < ?1) AS since"
            "   FROM users u WHERE u.next_briefing_at IS NOT NULL AND u.next_briefing_at <= ?1),"
            " bounded AS (SELECT user, CASE WHEN since IS NULL THEN '' ELSE min(since, ?2) END AS lower FROM due)"
            " SELECT user FROM bounded d WHERE"
            " EXISTS (SELECT 1 FROM events e WHERE e.user = d.user"
            "   AND e.kind IN ('message', 'source', 'answer', 'reply') AND e.at >= ?2 AND e.at <= ?1)"
            " OR EXISTS (SELECT 1 FROM claims c WHERE c.user = d.user AND c.observed_at > d.lower"
            "   AND c.observed_at <= ?1)"
            " OR EXISTS (SELECT 1 FROM commitments c JOIN commitment_versions v ON v.commitment_id = c.id"
            "   WHERE c.user = d.user AND v.at > d.lower AND v.at <= ?1)"
            " OR EXISTS (SELECT 1 FROM commitments c WHERE c.user = d.user"
            "   AND (SELECT v.status FROM commitment_versions v WHERE v.commitment_id = c.id"
            "     ORDER BY v.at DESC, v.id DESC LIMIT 1) NOT IN ('completed', 'cancelled')"
            "   AND EXISTS (SELECT 1 FROM commitment_versions v WHERE v.commitment_id = c.id AND v.due < ?3))"
            " OR EXISTS (SELECT 1 FROM episodes p WHERE p.user = d.user AND p.resolved_at IS NULL)"
            " OR EXISTS (SELECT 1 FROM episodes p WHERE p.user = d.user AND p.resolved_at >= ?2)"
            " OR EXISTS (SELECT 1 FROM claims a JOIN claims b ON b.user = a.user AND b.subject_key = a.subject_key"
            "   AND b.id > a.id AND b.value != a.value WHERE a.user = d.user)",
            (iso_utc(now), iso_utc(recent), iso_utc(horizon)),
        )
        return {row[0] for row in rows}

    async def next_briefing_due(self) -> datetime | None:
        row = await self._one("SELECT MIN(next_briefing_at) FROM users")
        return opt_from_iso(row[0]) if row else None

    # -- events ------------------------------------------------------------------------

    async def has_platform_ref(self, platform_ref: str) -> bool:
        return await self._one("SELECT 1 FROM events WHERE platform_ref = ?", (platform_ref,)) is not None

    async def insert_event(self, db: aiosqlite.Connection, event: Event) -> Event:
        """Insert inside an open write transaction; ``event.id`` 0 asks for a new id."""
        try:
            cursor = await db.execute(_INSERT_EVENT, _event_row(event))
        except sqlite3.IntegrityError as error:
            if event.platform_ref and "platform_ref" in str(error):
                raise DuplicateEvent(event.platform_ref) from error
            raise
        return _replace_id(event, cursor.lastrowid)

    async def append_event(
        self, event: Event, piece: Slice, *, searchable: bool, kept: Slice | None = None
    ) -> tuple[Event, int | None]:
        """:meth:`insert_event`, :meth:`upsert_slice` and (``searchable``) :meth:`index_more_text`
        in one write transaction, sent to the connection's thread in one trip instead of one a
        statement: what every message and reply costs. Returns the event with its id and the id
        of its search row (None when not ``searchable``).

        ``kept`` is the open slice ``piece`` follows as the caller kept it from an earlier
        append, not read now: the same transaction first checks that :meth:`open_slice` would
        give that very row, and raises :class:`SliceMoved` with nothing written when it would
        not (see :meth:`memory.service.Memory._open_slice`).

        It writes no derived row, so the change counts read before it still hold after it
        (:meth:`_generation`). Inside a transaction the running task holds (a sweep's batch) it
        is a savepoint of that one, as :meth:`write` is.
        """
        guard = None if kept is None else (_STILL_OPEN, (kept.user, *_slice_row(kept)))
        return (await self._append([(event, piece, searchable)], guard))[0]

    async def append_events(self, appends: Sequence[tuple[Event, Slice, bool]]) -> list[tuple[Event, int | None]]:
        """:meth:`append_event` of each (event, its slice, searchable) of ``appends`` (a sweep's
        briefings: one for each of many users), all in one transaction and one trip; in order."""
        return await self._append(appends, None)

    async def _append(
        self, appends: Sequence[tuple[Event, Slice, bool]], guard: tuple[str, Sequence[Any]] | None
    ) -> list[tuple[Event, int | None]]:
        """:meth:`append_events`, after the query ``guard`` (when given) found a row."""
        statements = []
        for event, piece, searchable in appends:
            statements += [(_INSERT_EVENT, _event_row(event)), (_UPSERT_SLICE, _slice_row(piece))]
            if searchable:
                statements.append((_INSERT_DOC, (piece.user, piece.id, event.text)))
        try:
            ids = await self._in_one_trip(statements, guard=guard)
        except sqlite3.IntegrityError as error:
            platform_refs = [event.platform_ref for event, _, _ in appends if event.platform_ref]
            if len(platform_refs) == 1 and "platform_ref" in str(error):  # with several, which one is unknown
                raise DuplicateEvent(platform_refs[0]) from error
            raise
        appended, at = [], 0
        for event, _, searchable in appends:
            appended.append((_replace_id(event, ids[at]), ids[at + 2] if searchable else None))
            at += 3 if searchable else 2
        return appended

    async def _in_one_trip(
        self,
        statements: Sequence[tuple[str, Sequence[Any]]],
        *,
        guard: tuple[str, Sequence[Any]] | None = None,
        derived: str | None = None,
    ) -> list[Any]:
        """:func:`_in_one_transaction` of ``statements`` on the connection's thread, in one trip:
        a write transaction of its own under the writer's lock, or a savepoint of the one the
        running task holds (a sweep's batch), as :meth:`write` makes. ``derived``: the user whose
        derived rows they change; their change counts are read in the same trip once it commits
        (nothing else runs on that thread in between, and the writer's lock is held), so the
        reads after it need not ask for them again."""
        held = _writing.get().get(id(self))
        savepoint = f"nested_{held[1] + 1}" if held is not None and held[0] is asyncio.current_task() else None
        counts_now = (_COUNTS, (derived,)) if derived is not None and savepoint is None else None
        async with self._write_lock if savepoint is None else contextlib.nullcontext():
            if derived is not None:
                self._writes += 1
                self._generations.clear()
            try:
                ids, counts = await self._db._execute(
                    _written_then_read, self._db._conn, statements, savepoint, guard, counts_now
                )
            except SliceMoved:
                raise  # nothing was written
            except BaseException:
                self._derived.clear()  # as write() and _savepoint() do on a rollback
                self._grown.clear()
                raise
            finally:
                if derived is not None:
                    self._generations.clear()
            if derived is not None and counts is not None:
                self._generations[derived] = _counts(counts)
            return ids

    async def insert_events(
        self, db: aiosqlite.Connection, events: Sequence[Event], payloads: Sequence[str] | None = None
    ) -> None:
        """Insert events that keep their ids (a rebuild from the files) in one statement;
        ``payloads``, when given, are :func:`payload_text` of theirs, in the same order."""
        await db.executemany(_INSERT_EVENT, _event_rows(events, payloads))

    async def keep_event_ids_above(self, db: aiosqlite.Connection, event_id: int) -> None:
        """Number every new event above ``event_id`` (the id of an event the table lacks but a
        file may bring back), so no id is given twice."""
        if 0 < event_id <= _HIGHEST_KEPT_ID:
            await db.execute("INSERT INTO event_id_floor (id) VALUES (?)", (event_id,))

    async def events_of_slice(self, user: str, slice_id: str) -> list[Event]:
        rows = await self._all(
            "SELECT * FROM events WHERE user = ? AND slice_id = ? ORDER BY at, id", (user, slice_id)
        )
        return [_event(row) for row in rows]

    async def events_of_slices(self, keys: Collection[tuple[str, str]]) -> dict[tuple[str, str], list[Event]]:
        """(user, slice id) → its events in order, for each of ``keys``: a sweep's batch in one read."""
        rows = await self._all(
            "SELECT e.* FROM json_each(?) k JOIN events e"
            " ON e.user = json_extract(k.value, '$[0]') AND e.slice_id = json_extract(k.value, '$[1]')"
            " ORDER BY e.user, e.slice_id, e.at, e.id",
            (_keys_json(keys),),
        )
        found: dict[tuple[str, str], list[Event]] = {key: [] for key in keys}
        for row in rows:
            found[(row["user"], row["slice_id"])].append(_event(row))
        return found

    async def slice_texts(
        self, user: str, slice_ids: Collection[str], kinds: Collection[EventKind], *, before: datetime | None = None
    ) -> dict[str, list[str]]:
        """slice id → the texts of its events of ``kinds`` (those before ``before``, when given), in
        order: several slices' words in one read (recall's passages and quoted lines)."""
        rows = await self._all(
            "SELECT slice_id, text FROM events WHERE user = ? AND slice_id IN (SELECT value FROM json_each(?))"
            " AND kind IN (SELECT value FROM json_each(?)) AND at < ? ORDER BY slice_id, at, id",
            (
                user,
                json.dumps(sorted(slice_ids), ensure_ascii=False),
                json.dumps(sorted(map(str, kinds))),
                "9999" if before is None else iso_utc(before),
            ),
        )
        found: dict[str, list[str]] = {}
        for slice_id, text in rows:
            found.setdefault(slice_id, []).append(text)
        return found

    async def message_texts(
        self, user: str, since: datetime, holding: Collection[str]
    ) -> list[tuple[datetime, int, str]]:
        """(time, id, text) of the user's messages from ``since`` on whose text, its ASCII letters
        lower-cased, holds one of ``holding``, in timeline order: the few a search of months of
        messages can find anything in (:func:`memory.namesakes.told_apart`), without building
        every event of those months (2,600 of them took 22 ms of CPU at a 5,000-message history)."""
        rows = await self._all(
            "SELECT at, id, text FROM events WHERE user = ? AND kind = ? AND at >= ?"
            " AND EXISTS (SELECT 1 FROM json_each(?) n WHERE instr(lower(text), n.value) > 0) ORDER BY at, id",
            (user, str(EventKind.MESSAGE), iso_utc(since), json.dumps(sorted(holding), ensure_ascii=False)),
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
        """The user's events of ``kinds`` from ``since`` on and up to ``until`` (both included), in
        timeline order. ``until`` spares a re-derivation (undo, a rebuild) the rest of the history
        after the event it derives."""
        sql = "SELECT * FROM events WHERE user = ?"
        params: list[Any] = [user]
        if kinds is not None:
            kinds = list(kinds)
            sql += f" AND kind IN ({','.join('?' * len(kinds))})"
            params += [str(kind) for kind in kinds]
        if since is not None:
            sql += " AND at >= ?"
            params.append(iso_utc(since))
        if until is not None:
            sql += " AND at <= ?"
            params.append(iso_utc(until))
        return [_event(row) for row in await self._all(sql + " ORDER BY at, id", params)]

    async def events_within(
        self, windows: Mapping[str, tuple[datetime, datetime]], kinds: Collection[EventKind]
    ) -> dict[str, list[Event]]:
        """user → their events of ``kinds`` in [start, end) (``windows``: user → (start, end)), in
        order: one read for a batch of users, each by index (``events_user_kind``)."""
        rows = await self._all(
            "SELECT e.* FROM json_each(?) w JOIN events e ON e.user = json_extract(w.value, '$[0]')"
            " AND e.kind IN (SELECT value FROM json_each(?)) AND e.at >= json_extract(w.value, '$[1]')"
            " AND e.at < json_extract(w.value, '$[2]') ORDER BY e.user, e.at, e.id",
            (
                json.dumps(sorted((user, iso_utc(start), iso_utc(end)) for user, (start, end) in windows.items())),
                json.dumps(sorted(map(str, kinds))),
            ),
        )
        found: dict[str, list[Event]] = {user: [] for user in windows}
        for row in rows:
            found[row["user"]].append(_event(row))
        return found

    async def last_event_times(self, user_ids: Collection[str], kind: EventKind) -> dict[str, datetime]:
        """user → when their last event of ``kind`` was (:meth:`last_event`'s time), for those of
        ``user_ids`` who have one: one read for a batch of users."""
        rows = await self._all(
            "SELECT value, (SELECT max(at) FROM events WHERE user = value AND kind = ?) FROM json_each(?)",
            (str(kind), json.dumps(sorted(user_ids))),
        )
        return {user: from_iso(at) for user, at in rows if at is not None}

    async def redact_event(self, db: aiosqlite.Connection, event_id: int, text: str) -> None:
        """Replace an event's text (and drop its payload): the one sanctioned rewrite, for /forget."""
        await db.execute("UPDATE events SET text = ?, payload = '{}' WHERE id = ?", (text, event_id))

    async def event(self, event_id: int) -> Event | None:
        row = await self._one("SELECT * FROM events WHERE id = ?", (event_id,))
        return None if row is None else _event(row)

    async def last_event(self, user: str, kind: EventKind) -> Event | None:
        row = await self._one(
            "SELECT * FROM events WHERE user = ? AND kind = ? ORDER BY at DESC, id DESC LIMIT 1",
            (user, str(kind)),
        )
        return None if row is None else _event(row)

    # -- slices ------------------------------------------------------------------------

    async def upsert_slice(self, db: aiosqlite.Connection, piece: Slice) -> None:
        await db.execute(_UPSERT_SLICE, _slice_row(piece))

    async def index_slice_text(self, db: aiosqlite.Connection, piece: Slice, body: str) -> None:
        """Make ``piece`` searchable as one document: its summary and ``body``, replacing its rows."""
        await db.execute("DELETE FROM slice_docs WHERE user = ? AND slice_id = ?", (piece.user, piece.id))
        await db.execute(
            "INSERT INTO slice_docs (user, slice_id, summary, body) VALUES (?, ?, ?, ?)",
            (piece.user, piece.id, piece.summary, body),
        )

    async def save_slices(self, db: aiosqlite.Connection, saved: Sequence[tuple[Slice, str]]) -> None:
        """:meth:`upsert_slice` and :meth:`index_slice_text` of each (slice, body) of ``saved``,
        a statement each for all of them (a sweep's batch)."""
        await db.executemany(_UPSERT_SLICE, [_slice_row(piece) for piece, _ in saved])
        await db.executemany(
            "DELETE FROM slice_docs WHERE user = ? AND slice_id = ?", [(piece.user, piece.id) for piece, _ in saved]
        )
        await db.executemany(
            "INSERT INTO slice_docs (user, slice_id, summary, body) VALUES (?, ?, ?, ?)",
            [(piece.user, piece.id, piece.summary, body) for piece, body in saved],
        )

    async def index_more_text(self, db: aiosqlite.Connection, piece: Slice, text: str) -> int:
        """Add ``text`` to an open slice's searchable text as a row of its own.

        Indexing only the new text keeps the cost of a message flat however long the slice
        has run; :meth:`index_slice_text` folds the rows into one when the slice is saved.
        Returns the row's id.
        """
        cursor = await db.execute(_INSERT_DOC, (piece.user, piece.id, text))
        return cursor.lastrowid or 0

    async def take_back_event(self, db: aiosqlite.Connection, event: Event, before: Slice | None,
                              doc: int | None) -> None:
        """Remove an event just inserted, with its search row ``doc``, and put its slice back as
        it was (``before``; removed when the event opened it): for an event whose file could not
        be written, so that it counts as never stored."""
        await db.execute("DELETE FROM events WHERE id = ?", (event.id,))
        if doc is not None:
            await db.execute("DELETE FROM slice_docs WHERE id = ?", (doc,))
        if before is None:
            await db.execute("DELETE FROM slices WHERE user = ? AND id = ?", (event.user, event.slice_id))
        else:
            await self.upsert_slice(db, before)

    async def slice(self, user: str, slice_id: str) -> Slice | None:
        row = await self._one("SELECT * FROM slices WHERE user = ? AND id = ?", (user, slice_id))
        return None if row is None else _slice(row)

    async def slices_of(self, keys: Collection[tuple[str, str]]) -> dict[tuple[str, str], Slice]:
        """(user, slice id) → the slice, for each of ``keys`` there is one of."""
        rows = await self._all(
            "SELECT s.* FROM json_each(?) k JOIN slices s"
            " ON s.user = json_extract(k.value, '$[0]') AND s.id = json_extract(k.value, '$[1]')",
            (_keys_json(keys),),
        )
        return {(row["user"], row["id"]): _slice(row) for row in rows}

    async def open_slice(self, user: str) -> Slice | None:
        row = await self._one(
            "SELECT * FROM slices WHERE user = ? AND status = 'open' ORDER BY started_at DESC LIMIT 1", (user,)
        )
        return None if row is None else _slice(row)

    async def open_slices_of(self, user_ids: Collection[str]) -> dict[str, Slice]:
        """user → their open slice (:meth:`open_slice`), for those of ``user_ids`` with one: one
        read for a batch of users."""
        rows = await self._all(
            "SELECT * FROM slices WHERE status = 'open' AND user IN (SELECT value FROM json_each(?))"
            " ORDER BY user, started_at",
            (json.dumps(sorted(user_ids)),),
        )
        return {row["user"]: _slice(row) for row in rows}  # the latest started of each user wins

    async def idle_slices(self, cutoff: datetime, limit: int = -1) -> list[Slice]:
        """Open slices whose last event is at or before ``cutoff``, the longest idle first, at
        most ``limit`` of them (every one when negative)."""
        rows = await self._all(
            "SELECT * FROM slices WHERE status = 'open' AND ended_at <= ? ORDER BY ended_at LIMIT ?",
            (iso_utc(cutoff), limit),
        )
        return [_slice(row) for row in rows]

    async def idle_slice_keys(self, cutoff: datetime) -> list[tuple[str, str]]:
        """(user, slice id) of every open slice idle since ``cutoff``, the longest idle first:
        a range read of the open slices' index alone (``migrations/0006_idle_sweep.sql``)."""
        rows = await self._all(
            "SELECT user, id FROM slices WHERE status = 'open' AND ended_at <= ? ORDER BY ended_at",
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
        sql = "SELECT * FROM slices WHERE user = ?"
        params: list[Any] = [user]
        if end is not None:
            sql += " AND started_at < ?"
            params.append(iso_utc(end))
        if start is not None:
            sql += " AND ended_at >= ?" + _STARTED_IN_REACH
            params += [iso_utc(start), iso_utc(start), user]
        return [_slice(row) for row in await self._all(sql + " ORDER BY started_at, id", params)]

    async def latest_slices(self, user: str, limit: int, *, before: datetime | None = None) -> list[Slice]:
        """The ``limit`` latest slices (started before ``before``, when given), newest first."""
        rows = await self._all(
            "SELECT * FROM slices WHERE user = ? AND started_at < ? ORDER BY started_at DESC, id DESC LIMIT ?",
            (user, "9999" if before is None else iso_utc(before), limit),
        )
        return [_slice(row) for row in rows]

    async def count_slices(self, user: str, *, end: datetime) -> int:
        """How many slices of ``user`` started before ``end`` (read from the index alone)."""
        row = await self._one("SELECT count(*) FROM slices WHERE user = ? AND started_at < ?", (user, iso_utc(end)))
        return row[0] if row else 0

    async def slices_by_id(self, user: str, slice_ids: Collection[str]) -> list[Slice]:
        """The slices named (those that exist), oldest first."""
        rows = await self._all(_BY_ID.format(columns="s.*"), (user, json.dumps(sorted(set(slice_ids)))))
        return [_slice(row) for row in rows]

    async def slice_spans(self, user: str, slice_ids: Collection[str]) -> list[SliceSpan]:
        """:meth:`slices_by_id` as :class:`SliceSpan` (id and times only)."""
        rows = await self._all(
            _BY_ID.format(columns="s.id, s.started_at, s.ended_at"), (user, json.dumps(sorted(set(slice_ids))))
        )
        return [_span(row) for row in rows]

    async def strand_members(self, user: str, tags: Collection[str]) -> dict[str, list[str]]:
        """The strands of ``tags`` only (tag → slice ids in time order), read by tag."""
        rows = await self._all(
            "SELECT tag, slice_id FROM strands WHERE user = ? AND tag IN (SELECT value FROM json_each(?))"
            " ORDER BY tag, started_at, slice_id",
            (user, json.dumps(sorted(tags), ensure_ascii=False)),
        )
        return strands_of(rows)

    async def strand_tails(
        self, user: str, wanted: Collection[tuple[str, str]], *, end: datetime, limit: int
    ) -> dict[tuple[str, str], list[Slice]]:
        """For each (tag, slice id) of ``wanted``: the last ``limit`` slices on strand ``tag``
        started before ``end``, that slice left out, oldest first — the ends of several strands
        read by index in one read, not the whole strands."""
        wanted = list(dict.fromkeys(wanted))
        rows = await self._all(_STRAND_TAILS, (user, json.dumps(wanted, ensure_ascii=False), iso_utc(end), limit))
        found: dict[tuple[str, str], list[Slice]] = {key: [] for key in wanted}
        parsed: dict[str, Slice] = {}  # a slice on several of the strands is parsed once
        for row in rows:
            piece = parsed.get(row["id"])
            if piece is None:
                piece = parsed[row["id"]] = _slice(row)
            found[wanted[row["want"]]].append(piece)
        return found

    async def strands(self, user: str) -> dict[str, list[str]]:
        """Every strand of ``user`` (tag → slice ids in time order, tags sorted), as
        :func:`memory.strands.index` draws them from every slice: the rows the slices' triggers
        keep (``migrations/0007_strands.sql``)."""
        rows = await self._all(
            "SELECT tag, slice_id FROM strands WHERE user = ? ORDER BY tag, started_at, slice_id", (user,)
        )
        return strands_of(rows)

    async def strand_tags(self, user: str, spellings: Collection[str] | None = None) -> set[str]:
        """Which of ``spellings`` are tags of ``user``'s strands (every tag when None): all that
        tagging a slice looks up (:func:`memory.strands.spellings`), read by index."""
        if spellings is None:
            return {row[0] for row in await self._all("SELECT DISTINCT tag FROM strands WHERE user = ?", (user,))}
        # one probe of the index per spelling, not every row of a long strand
        rows = await self._all(
            "SELECT value FROM json_each(?) WHERE EXISTS (SELECT 1 FROM strands WHERE user = ? AND tag = value)",
            (json.dumps(sorted(spellings), ensure_ascii=False), user),
        )
        return {row[0] for row in rows}

    async def strand_tags_of(self, spellings: Mapping[str, Collection[str]]) -> dict[str, set[str]]:
        """:meth:`strand_tags` of each user of ``spellings`` (user → their spellings) in one read."""
        pairs = sorted((user, spelling) for user, words in spellings.items() for spelling in words)
        rows = await self._all(
            "SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]') FROM json_each(?) WHERE EXISTS"
            " (SELECT 1 FROM strands WHERE user = json_extract(value, '$[0]') AND tag = json_extract(value, '$[1]'))",
            (json.dumps(pairs, ensure_ascii=False),),
        )
        found: dict[str, set[str]] = {user: set() for user in spellings}
        for user, tag in rows:
            found[user].add(tag)
        return found

    async def search_spans(self, user: str, match: str, limit: int) -> list[tuple[SliceSpan, float]]:
        """The slices a full-text match (an FTS5 query) finds, best ``limit`` by BM25 (higher is
        better), as :class:`SliceSpan`: the scan ranks these and reads only its hits whole
        (:meth:`slices_by_id`). An open slice may have several rows (see
        :meth:`index_more_text`): it scores as its best."""
        rows = await self._all(_SEARCH, (match, user, limit))
        return [(_span(row), row["score"]) for row in rows]

    async def search_rows(self, user: str) -> list[tuple[str, str, str]]:
        """Every full-text row of a user as (slice id, summary, body), in order (for ``recap check``)."""
        rows = await self._all("SELECT slice_id, summary, body FROM slice_docs WHERE user = ? ORDER BY id", (user,))
        return [(row[0], row[1], row[2]) for row in rows]

    async def search_index_intact(self) -> bool:
        """Whether the FTS5 index holds exactly the rows of ``slice_docs`` (FTS5's integrity check)."""
        async with self._write_lock:  # the check is an INSERT: it opens a transaction, ended here
            try:
                await self._db.execute("INSERT INTO slice_text (slice_text, rank) VALUES ('integrity-check', 1)")
            except sqlite3.DatabaseError:
                return False
            finally:
                await self._db.rollback()
            return True

    async def rebuild_search_index(self) -> None:
        """Build the FTS5 index again from the rows of ``slice_docs`` (``recap check --fix``),
        every user with rows numbered first (their keys' high half, see :meth:`search_spans`)."""
        async with self.write() as db:
            await db.execute("DELETE FROM search_owners WHERE user NOT IN (SELECT user FROM slice_docs)")
            await db.execute("INSERT OR IGNORE INTO search_owners (user) SELECT DISTINCT user FROM slice_docs")
            await db.execute("INSERT INTO slice_text (slice_text) VALUES ('rebuild')")

    # -- claims ------------------------------------------------------------------------

    async def insert_claim(self, db: aiosqlite.Connection, claim: Claim, subject_key: str) -> Claim:
        cursor = await db.execute(_INSERT_CLAIM, _claim_row(claim, subject_key))
        return _replace_id(claim, cursor.lastrowid)

    async def add_claim(self, claim: Claim, subject_key: str) -> Claim:
        """:meth:`insert_claim` in a write transaction of its own, sent to the connection's
        thread in one trip (a transaction of :meth:`write` takes three: begin, insert, commit)."""
        [new_id] = await self._in_one_trip([(_INSERT_CLAIM, _claim_row(claim, subject_key))], derived=claim.user)
        return _replace_id(claim, new_id)

    async def claims(self, user: str, subject_key: str | None = None) -> list[Claim]:
        if subject_key is None:
            return await self.grown(
                "claims", user, lambda: self._all_claims(user), self._new_claims(user), tables=("claims",)
            )
        return await self.cached("claims", user, subject_key, lambda: self._claims(user, subject_key), ("claims",))

    async def _all_claims(self, user: str) -> tuple[list[Claim], None]:
        return await self._claims(user, None), None

    def _new_claims(self, user: str) -> Callable[[list[Claim], None], Awaitable[tuple[list[Claim], None]]]:
        async def grow(known: list[Claim], _mark: None) -> tuple[list[Claim], None]:
            # A new row is numbered above every row of the table (INTEGER PRIMARY KEY), and a
            # delete would have been counted as a rewrite: the new claims follow the last known.
            after = known[-1].id if known else 0
            rows = await self._all("SELECT * FROM claims WHERE id > ? AND +user = ? ORDER BY id", (after, user))
            return known + [_claim(row) for row in rows], None

        return grow

    async def _claims(self, user: str, subject_key: str | None) -> list[Claim]:
        if subject_key is None:
            rows = await self._all("SELECT * FROM claims WHERE user = ? ORDER BY id", (user,))
        else:
            rows = await self._all(
                "SELECT * FROM claims WHERE user = ? AND subject_key = ? ORDER BY id", (user, subject_key)
            )
        return [_claim(row) for row in rows]

    # -- commitments -------------------------------------------------------------------

    async def insert_commitment(self, db: aiosqlite.Connection, record: CommitmentRecord) -> CommitmentRecord:
        cursor = await db.execute(_INSERT_COMMITMENT, _commitment_row(record))
        return _replace_id(record, cursor.lastrowid)

    async def add_commitment(self, record: CommitmentRecord, first: CommitmentVersion) -> CommitmentRecord:
        """A new commitment and its ``first`` version (of whatever commitment id it names: the
        new record's is given) in a write transaction of its own, sent to the connection's
        thread in one trip (a transaction of :meth:`write` takes four)."""
        new_id, _ = await self._in_one_trip(
            [(_INSERT_COMMITMENT, _commitment_row(record)), (_INSERT_FIRST_VERSION, _version_row(first)[1:])],
            derived=record.user,
        )
        return _replace_id(record, new_id)

    async def insert_commitment_version(self, db: aiosqlite.Connection, version: CommitmentVersion) -> None:
        await db.execute(_INSERT_VERSION, _version_row(version))

    async def insert_commitment_versions(self, db: aiosqlite.Connection, versions: Iterable[CommitmentVersion]) -> None:
        """:meth:`insert_commitment_version` of each of ``versions`` in order, in one statement (a rebuild)."""
        await db.executemany(_INSERT_VERSION, [_version_row(version) for version in versions])

    async def commitments(self, user: str) -> list[tuple[CommitmentRecord, list[CommitmentVersion]]]:
        """Every commitment of ``user`` with its versions, both in id order."""
        return await self.grown(
            "commitments",
            user,
            lambda: self._commitments_after(user, [], (0, 0)),
            lambda known, mark: self._commitments_after(user, known, mark),
            tables=("commitments",),
        )

    async def _commitments_after(
        self, user: str, known: list[tuple[CommitmentRecord, list[CommitmentVersion]]], mark: tuple[int, int]
    ) -> tuple[list[tuple[CommitmentRecord, list[CommitmentVersion]]], tuple[int, int]]:
        """``known`` (read up to ``mark``: the last commitment id and version id) with the
        commitments and versions added since; the changed pairs are new tuples, the others
        stay the same objects. Both queries (one trip) walk the rows above the mark by their ids
        (a new row is numbered above every row of its table), never the user's whole history."""
        last_record, last_version = mark
        records, versions = await self._each(
            ("SELECT * FROM commitments WHERE id > ? AND +user = ? ORDER BY id", (last_record, user)),
            (
                "SELECT v.* FROM commitment_versions v CROSS JOIN commitments c ON c.id = v.commitment_id"
                " WHERE v.id > ? AND c.user = ? ORDER BY v.id",
                (last_version, user),
            ),
        )
        return commitments_grown(known, mark, records, versions)

    async def derived_from(
        self, event_ids: Collection[int]
    ) -> tuple[list[Claim], list[tuple[CommitmentRecord, list[CommitmentVersion]]], list[IssueEpisode]]:
        """The claims, commitments and issue episodes ``event_ids`` are the source of (of any
        users: each row names its own), with every claim correcting those claims (chains
        followed): what slices' summary notes read, found by index (migration 0003), so
        describing a sweep's batch of slices costs their own rows, not the histories'."""
        ids = json.dumps(sorted(event_ids))
        claims = await self._all(
            "WITH RECURSIVE kept(id) AS (SELECT id FROM claims WHERE source_event IN (SELECT value FROM json_each(?))"
            " UNION SELECT c.id FROM claims c JOIN kept ON c.corrects = kept.id)"
            " SELECT * FROM claims WHERE id IN kept ORDER BY id",
            (ids,),
        )
        records = await self._all(
            "SELECT * FROM commitments WHERE source_event IN (SELECT value FROM json_each(?)) ORDER BY id", (ids,)
        )
        versions = await self._all(
            "SELECT * FROM commitment_versions WHERE commitment_id IN (SELECT value FROM json_each(?)) ORDER BY id",
            (json.dumps([row["id"] for row in records]),),
        )
        episodes = await self._all(
            "SELECT * FROM episodes WHERE source_event IN (SELECT value FROM json_each(?)) ORDER BY id", (ids,)
        )
        by_commitment: dict[int, list[CommitmentVersion]] = {}
        for row in versions:
            by_commitment.setdefault(row["commitment_id"], []).append(_commitment_version(row))
        return (
            [_claim(row) for row in claims],
            [(_commitment_record(row), by_commitment.get(row["id"], [])) for row in records],
            [_episode(row) for row in episodes],
        )

    async def derived_of(self, user_ids: Collection[str]) -> dict[str, Derivations]:
        """user → every claim, commitment (with its versions) and issue episode of theirs, each
        in id order as :meth:`claims`, :meth:`commitments` and :meth:`episodes` give them: four
        reads for a batch of users (a sweep's briefings), none kept in the caches."""
        users = json.dumps(sorted(user_ids))
        claims = await self._all(
            "SELECT * FROM claims WHERE user IN (SELECT value FROM json_each(?)) ORDER BY id", (users,)
        )
        records = await self._all(
            "SELECT * FROM commitments WHERE user IN (SELECT value FROM json_each(?)) ORDER BY id", (users,)
        )
        versions = await self._all(
            "SELECT v.* FROM commitments c JOIN commitment_versions v ON v.commitment_id = c.id"
            " WHERE c.user IN (SELECT value FROM json_each(?)) ORDER BY v.id",
            (users,),
        )
        episodes = await self._all(
            "SELECT * FROM episodes WHERE user IN (SELECT value FROM json_each(?)) ORDER BY id", (users,)
        )
        return derivations(
            user_ids,
            [_claim(row) for row in claims],
            commitments_grown([], (0, 0), records, versions)[0],
            [_episode(row) for row in episodes],
        )

    # -- issue episodes ----------------------------------------------------------------

    async def insert_episode(self, db: aiosqlite.Connection, episode: IssueEpisode, topic_key: str) -> IssueEpisode:
        cursor = await db.execute(
            "INSERT INTO episodes (user, topic, topic_key, opened_at, resolved_at, detail, previous_id,"
            " source_event, source_name, authority, updates) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                episode.user,
                episode.topic,
                topic_key,
                iso_utc(episode.opened_at),
                opt_iso(episode.resolved_at),
                episode.detail,
                episode.previous_id,
                episode.source.event_id,
                episode.source.name,
                episode.source.authority,
                json.dumps(list(episode.updates), ensure_ascii=False),
            ),
        )
        return _replace_id(episode, cursor.lastrowid)

    async def update_episode(self, db: aiosqlite.Connection, episode: IssueEpisode) -> None:
        await db.execute(
            "UPDATE episodes SET opened_at = ?, resolved_at = ?, updates = ? WHERE id = ?",
            (
                iso_utc(episode.opened_at),
                opt_iso(episode.resolved_at),
                json.dumps(list(episode.updates), ensure_ascii=False),
                episode.id,
            ),
        )

    async def episodes(self, user: str) -> list[IssueEpisode]:
        return await self.cached("episodes", user, None, lambda: self._episodes(user), ("episodes",))

    async def _episodes(self, user: str) -> list[IssueEpisode]:
        rows = await self._all("SELECT * FROM episodes WHERE user = ? ORDER BY id", (user,))
        return [_episode(row) for row in rows]

    # -- rebuild -----------------------------------------------------------------------

    async def clear_user(self, db: aiosqlite.Connection, user: str) -> None:
        """Remove everything recorded or derived for one user (rebuild starts from nothing);
        the highest event id stays taken."""
        await self.clear_derived(db, user)
        await db.execute("INSERT INTO event_id_floor (id) SELECT max(id) FROM events HAVING max(id) IS NOT NULL")
        for table in ("events", "slices"):
            await db.execute(f"DELETE FROM {table} WHERE user = ?", (user,))
        await db.execute("DELETE FROM slice_docs WHERE user = ?", (user,))

    async def clear_derived(self, db: aiosqlite.Connection, user: str) -> None:
        """Drop what extraction derived for one user, keeping events and slices."""
        await db.execute(
            "DELETE FROM commitment_versions WHERE commitment_id IN (SELECT id FROM commitments WHERE user = ?)",
            (user,),
        )
        for table in ("commitments", "claims", "episodes"):
            await db.execute(f"DELETE FROM {table} WHERE user = ?", (user,))


# A new event (no id given) is numbered above the kept floor while the floor is the higher;
# otherwise (NULL) SQLite numbers it one above the highest row.
_INSERT_EVENT = (
    "INSERT INTO events (id, user, at, kind, author, text, payload, platform_ref, slice_id)"
    " VALUES (COALESCE(?, (SELECT max(id) + 1 FROM event_id_floor"
    " HAVING max(id) >= (SELECT coalesce(max(id), 0) FROM events))), ?, ?, ?, ?, ?, ?, ?, ?)"
)
_HIGHEST_KEPT_ID = 2**62  # a higher id is a hand edit's, not recap's: no floor is kept for it
_UPSERT_SLICE = (
    "INSERT INTO slices (user, id, started_at, ended_at, status, summary, tags, path)"
    " VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (user, id) DO UPDATE SET"
    " ended_at = excluded.ended_at, status = excluded.status, summary = excluded.summary,"
    " tags = excluded.tags, path = excluded.path"
)
# The last event of a kind (?2) of the user named ?1, unless an event of a kind in the JSON list ?3
# followed it: at its time or later, with a higher id (a range of the user/time index).
_LAST_UNFOLLOWED = (
    "SELECT * FROM (SELECT * FROM events WHERE user = (SELECT id FROM users WHERE name = ?1) AND kind = ?2"
    " ORDER BY at DESC, id DESC LIMIT 1) r WHERE NOT EXISTS (SELECT 1 FROM events e WHERE e.user = r.user"
    " AND e.at >= r.at AND e.id > r.id AND e.kind IN (SELECT value FROM json_each(?3)))"
)
# A row when the user's open slice, as :meth:`Store.open_slice` picks it, is the one whose
# :func:`_slice_row` follows (the user first): the check of an append given a kept slice.
_STILL_OPEN = (
    "SELECT 1 FROM (SELECT * FROM slices WHERE user = ? AND status = 'open' ORDER BY started_at DESC LIMIT 1)"
    " WHERE (user, id, started_at, ended_at, status, summary, tags, path) IS (?, ?, ?, ?, ?, ?, ?, ?)"
)
_INSERT_DOC = "INSERT INTO slice_docs (user, slice_id, body) VALUES (?, ?, ?)"  # one more row of an open slice's text


def _keys_json(keys: Collection[tuple[str, str]]) -> str:
    """(user, id) pairs as the JSON array of pairs the batch reads take apart with json_each."""
    return json.dumps(sorted(keys), ensure_ascii=False)


def _slice_row(piece: Slice) -> tuple[Any, ...]:
    """The values of :data:`_UPSERT_SLICE`."""
    return (
        piece.user,
        piece.id,
        iso_utc(piece.started_at),
        iso_utc(piece.ended_at),
        piece.status,
        piece.summary,
        json.dumps(list(piece.tags), ensure_ascii=False),
        piece.path,
    )


def _read_each(db: sqlite3.Connection, queries: Sequence[tuple[str, Sequence[Any]]]) -> list[list[Any]]:
    """The rows of each of ``queries``, read on the connection's own thread in one trip."""
    return [db.execute(sql, params).fetchall() for sql, params in queries]


def _in_one_transaction(
    db: sqlite3.Connection,
    statements: Sequence[tuple[str, Sequence[Any]]],
    savepoint: str | None = None,
    guard: tuple[str, Sequence[Any]] | None = None,
) -> list[Any]:
    """Run ``statements`` in one write transaction on the connection's own thread (see
    :meth:`Store.append_event`), or in a ``savepoint`` of the one already open; the row id
    each gave. Rolled back whole when one fails, or (raising :class:`SliceMoved`) when the
    query ``guard`` finds no row before any is run."""
    db.execute("BEGIN IMMEDIATE" if savepoint is None else f"SAVEPOINT {savepoint}")
    try:
        if guard is not None and db.execute(*guard).fetchone() is None:
            raise SliceMoved
        ids = [db.execute(sql, params).lastrowid for sql, params in statements]
        if savepoint is None:
            db.commit()
        else:
            db.execute(f"RELEASE {savepoint}")
    except BaseException:
        if savepoint is None:
            db.rollback()
        else:
            db.execute(f"ROLLBACK TO {savepoint}")
            db.execute(f"RELEASE {savepoint}")
        raise
    return ids


def _written_then_read(
    db: sqlite3.Connection,
    statements: Sequence[tuple[str, Sequence[Any]]],
    savepoint: str | None,
    guard: tuple[str, Sequence[Any]] | None,
    read: tuple[str, Sequence[Any]] | None,
) -> tuple[list[Any], list[Any] | None]:
    """:func:`_in_one_transaction`, then the rows of the query ``read`` (None when not given)."""
    ids = _in_one_transaction(db, statements, savepoint, guard)
    return ids, None if read is None else db.execute(*read).fetchall()


# A user's change counts (and those of '*'), as :func:`_counts` keeps them.
_COUNTS = "SELECT user, tbl, generation, rewrites FROM temp.derived_generation WHERE user IN (?, '*')"


def _counts(rows: Iterable[Sequence[Any]]) -> tuple[Any, ...]:
    return tuple(sorted(tuple(row) for row in rows))


def _event_row(event: Event, payload: str | None = None) -> tuple[Any, ...]:
    """The values of :data:`_INSERT_EVENT`; an id of 0 asks SQLite for a new one. ``payload``:
    :func:`payload_text` of the event's payload when the caller has it already."""
    return (
        event.id or None,
        event.user,
        iso_utc(event.at),
        str(event.kind),
        event.author,
        event.text,
        payload if payload is not None else _PAYLOAD_JSON.encode(event.payload),
        event.platform_ref,
        event.slice_id,
    )


# ``json.dumps(payload, ensure_ascii=False, sort_keys=True)`` with one encoder made once: dumps
# makes a new one per call with these arguments (most of the cost of a rebuild's event rows).
_PAYLOAD_JSON = json.JSONEncoder(ensure_ascii=False, sort_keys=True)


def _event_rows(events: Sequence[Event], payloads: Sequence[str] | None) -> list[tuple[Any, ...]]:
    if payloads is None:
        return [_event_row(event) for event in events]
    return [_event_row(event, payload) for event, payload in zip(events, payloads, strict=True)]


def payload_text(payload: dict[str, Any]) -> str:
    """An event's payload as the ``payload`` column holds it. A rebuild encodes each payload
    once, for the row and for the slice file's metadata line (:func:`memory.slicefile.render`)."""
    return _PAYLOAD_JSON.encode(payload)


VERSION_COLUMNS = "commitment_id, at, status, due, source_event, source_name, authority, note, action"
_INSERT_VERSION = f"INSERT INTO commitment_versions ({VERSION_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
# The first version of the commitment the statement before it inserted, in the same transaction:
# last_insert_rowid() is that row's (the change-count triggers' own inserts do not move it once
# they end).
_INSERT_FIRST_VERSION = (
    f"INSERT INTO commitment_versions ({VERSION_COLUMNS}) VALUES (last_insert_rowid(), ?, ?, ?, ?, ?, ?, ?, ?)"
)
# The columns a new claim and a new commitment are inserted with, in the order of
# :func:`_claim_row` and :func:`_commitment_row` (the PostgreSQL store inserts the same).
CLAIM_COLUMNS = (
    "user", "subject", "subject_key", "predicate", "value", "scope", "observed_at", "effective_from", "effective_to",
    "precision", "explicit_time", "epistemic", "source_event", "source_name", "authority", "quoted", "corrects",
    "correction_kind", "detail",
)  # fmt: skip
COMMITMENT_COLUMNS = (
    "user", "action", "owner", "counterparty", "created_at", "source_event", "source_name", "authority",
)  # fmt: skip
_INSERT_CLAIM = f"INSERT INTO claims ({', '.join(CLAIM_COLUMNS)}) VALUES ({', '.join('?' * len(CLAIM_COLUMNS))})"
_INSERT_COMMITMENT = (
    f"INSERT INTO commitments ({', '.join(COMMITMENT_COLUMNS)}) VALUES ({', '.join('?' * len(COMMITMENT_COLUMNS))})"
)


def _claim_row(claim: Claim, subject_key: str) -> tuple[Any, ...]:
    """The values of :data:`CLAIM_COLUMNS` (flags as bools: SQLite keeps them as 1 and 0)."""
    return (
        claim.user,
        claim.subject,
        subject_key,
        claim.predicate,
        claim.value,
        claim.scope,
        iso_utc(claim.observed_at),
        iso_utc(claim.effective_from),
        opt_iso(claim.effective_to),
        str(claim.precision),
        claim.explicit_time,
        str(claim.epistemic),
        claim.source.event_id,
        claim.source.name,
        claim.source.authority,
        claim.quoted,
        claim.corrects,
        claim.correction_kind,
        json.dumps(claim.detail, ensure_ascii=False, sort_keys=True),
    )


def _commitment_row(record: CommitmentRecord) -> tuple[Any, ...]:
    """The values of :data:`COMMITMENT_COLUMNS`."""
    return (
        record.user,
        record.action,
        record.owner,
        record.counterparty,
        iso_utc(record.created_at),
        record.source.event_id,
        record.source.name,
        record.source.authority,
    )


def _version_row(version: CommitmentVersion) -> tuple[Any, ...]:
    """The values of :data:`VERSION_COLUMNS`."""
    return (
        version.commitment_id,
        iso_utc(version.at),
        str(version.status),
        opt_iso(version.due),
        version.source.event_id,
        version.source.name,
        version.source.authority,
        version.note,
        version.action,
    )


def _replace_id(item: Any, new_id: int | None) -> Any:
    if new_id is None:
        raise RuntimeError("SQLite returned no row id")
    return replace(item, id=new_id)


def _user(row: sqlite3.Row) -> User:
    return User(
        id=row["id"],
        name=row["name"],
        timezone=row["timezone"],
        briefing_time=row["briefing_time"],
        nothing_due_line=bool(row["nothing_due_line"]),
        next_briefing_at=opt_from_iso(row["next_briefing_at"]),
        created_at=from_iso(row["created_at"]),
        date_order=row["date_order"],
    )


def _event(row: sqlite3.Row) -> Event:
    return Event(
        id=row["id"],
        user=row["user"],
        at=from_iso(row["at"]),
        kind=EventKind(row["kind"]),
        author=row["author"],
        text=row["text"],
        payload=json.loads(row["payload"]),
        platform_ref=row["platform_ref"],
        slice_id=row["slice_id"],
    )


def _slice(row: sqlite3.Row) -> Slice:
    return Slice(
        id=row["id"],
        user=row["user"],
        started_at=from_iso(row["started_at"]),
        ended_at=from_iso(row["ended_at"]),
        status=row["status"],
        summary=row["summary"],
        tags=tuple(json.loads(row["tags"])),
        path=row["path"],
    )


# A span's times, parsed once while they stay in use: the scan reads a few hundred spans a
# question, mostly the same slices question after question (datetimes are immutable).
_span_time = lru_cache(maxsize=1 << 14)(from_iso)


def _span(row: sqlite3.Row) -> SliceSpan:
    return SliceSpan(id=row["id"], started_at=_span_time(row["started_at"]), ended_at=_span_time(row["ended_at"]))


def _source(row: sqlite3.Row) -> Source:
    return Source(event_id=row["source_event"], name=row["source_name"], authority=row["authority"])


def _claim(row: sqlite3.Row) -> Claim:
    return Claim(
        id=row["id"],
        user=row["user"],
        subject=row["subject"],
        predicate=row["predicate"],
        value=row["value"],
        scope=row["scope"],
        observed_at=from_iso(row["observed_at"]),
        effective_from=from_iso(row["effective_from"]),
        effective_to=opt_from_iso(row["effective_to"]),
        precision=Precision(row["precision"]),
        explicit_time=bool(row["explicit_time"]),
        epistemic=Epistemic(row["epistemic"]),
        source=_source(row),
        quoted=bool(row["quoted"]),
        corrects=row["corrects"],
        correction_kind=row["correction_kind"],
        detail=json.loads(row["detail"]),
    )


def _commitment_record(row: sqlite3.Row) -> CommitmentRecord:
    return CommitmentRecord(
        id=row["id"],
        user=row["user"],
        action=row["action"],
        owner=row["owner"],
        counterparty=row["counterparty"],
        created_at=from_iso(row["created_at"]),
        source=_source(row),
    )


def _commitment_version(row: sqlite3.Row) -> CommitmentVersion:
    return CommitmentVersion(
        commitment_id=row["commitment_id"],
        at=from_iso(row["at"]),
        status=CommitmentStatus(row["status"]),
        due=opt_from_iso(row["due"]),
        source=_source(row),
        note=row["note"],
        action=row["action"],
    )


def _episode(row: sqlite3.Row) -> IssueEpisode:
    return IssueEpisode(
        id=row["id"],
        user=row["user"],
        topic=row["topic"],
        opened_at=from_iso(row["opened_at"]),
        resolved_at=opt_from_iso(row["resolved_at"]),
        detail=row["detail"],
        previous_id=row["previous_id"],
        source=_source(row),
        updates=tuple(json.loads(row["updates"])),
    )
