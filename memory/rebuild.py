"""`recap rebuild`: a new database made from the Markdown files, beside the old one.

1. **Read.** Each user folder's ``profile.md`` and slice files are parsed. A file that cannot
   be read is a :class:`Problem` named with its path and line and left out (the rest goes
   on), or, with ``strict``, stops the rebuild. So are files whose event ids, platform
   references or slice ids another file already holds: two events never share an id.
2. **Derive.** Each user's events, in timeline order, go through the same
   :class:`~memory.derive.Deriver` and the same skip-and-start-again loop as live use
   (:func:`memory.service.derive_all`), over derived tables held in memory (:class:`_Tables`)
   instead of the database: no query per event, and no derived row written twice.
3. **Describe.** Closed slices get their summary and tags composed again, as on close (a
   model's summary stays as its file has it), from notes read off the in-memory tables.
4. **Write.** Everything goes into a new database file in the home's folder under a temporary
   name, one transaction per user: events in one ``executemany``, each slice's full-text row
   once, derived rows in order. Only when that is complete is it checkpointed and swapped in
   with ``os.replace`` (the old database's log is checkpointed and removed first, so no log of
   it can be replayed onto the new one); on any failure the old database stays as it was and
   the temporary files go. New events then get ids above every id the files hold, and above
   every id of a file left out (its metadata lines read one by one) or of the old database:
   an id is never given twice, so a file repaired later comes back without a collision.
5. **Files.** Slice files whose rendering changed are rewritten and ``strands.json`` is drawn
   again. Rebuild does no git work.

Profiled with pyinstrument on a history of 3,000 messages (6,108 events, 389 slices, built by
:mod:`memory.perfbench` through the dispatcher; 158 events/s before): 64% of the time went to
derivation — the grammar's reading of each message (``understanding.extract``, about 2.5 ms a
message) and commitment matching against a store read anew for every intent — and 30% to
describing each closed slice, which read every claim and folded every commitment of the user
once per slice (quadratic in the history); the rest to a statement per event and a rewrite of
every slice file. After: reading, describing, writing and swapping take under 8% of a rebuild;
the rest is :meth:`Deriver.apply` itself — the grammar (about half; with replies, about as many
events as messages, it bounds a rebuild near 800 events/s) and folding every commitment of the
user for each message that stored nothing (``Deriver._never_silent``, a quarter and growing with
the history).

Profiled again on 10,000 messages (20,322 events, 1,279 slices; issue 11): 191 s of CPU, 46% in
``_never_silent`` (its question is only ever a reply's, and a rebuild sends none: the deriver
runs with ``asking=False``), 6% in folding every commitment again whenever matching read them
(:class:`_Tables` hands back an unchanged commitment as the same pair and keeps the folds, as
:meth:`Store.grown` does live) and 2% in :meth:`_Tables.about` scanning every claim once per
slice (claims are indexed by source event and by what they correct). After: 58 s of CPU, two
thirds the grammar (``understanding.extract``) and a third matching commitments against every
open one. ``tests/memory/test_rebuild_fast.py`` proves the shortcuts change no table or file.

Then (issue 11, session 10): a message is read once, when it comes in, and its reading is kept
in its event (:mod:`memory.readings`), so a rebuild applies what was recorded instead of reading
every message again (and gives back what the user was told, whatever the reader has become);
the files' frontmatter is read with libyaml's parser (:mod:`memory.frontyaml`). On 600 messages
of the perf bench's history (1,222 events) a rebuild took 5.6 s of CPU and takes 0.5 s. What is
left: deriving (matching commitments, a third), reading and parsing the files, and rendering
every slice again to see whether its file changed.

The command takes the home lock first (:func:`bot.startup.claim`), so no other recap process
writes the home while the database is swapped.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import tempfile
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import Any, cast

import aiosqlite
import structlog

from memory import slicefile, slicestore, strands
from memory.derive import Deriver
from memory.home import Home, read_text, write_atomically
from memory.model import Claim, CommitmentRecord, CommitmentVersion, Event, EventKind, IssueEpisode, Slice
from memory.pgstore import PgStore
from memory.service import MODEL, composed, derive_all, is_user_id
from memory.store import Store, User
from memory.stores import database_url
from memory.timefmt import zone
from memory.timeline import slice_body
from memory.users import Users

__all__ = ["Problem", "RebuildFailed", "Rebuilt", "leftovers", "rebuild_home"]

log = structlog.get_logger(__name__)

_TEMPORARY = ".recap.db.rebuild-"  # the new database's name until it is swapped in


@dataclass(frozen=True)
class Problem:
    """A file rebuild left out, and why; ``line`` is the line at fault when one is."""

    path: Path
    reason: str
    line: int | None = None

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.reason}" if self.line else f"{self.path}: {self.reason}"


class RebuildFailed(Exception):
    """A strict rebuild met a file it cannot read; the old database is untouched."""

    def __init__(self, problem: Problem) -> None:
        super().__init__(f"{problem}; the database was left as it was")
        self.problem = problem


@dataclass
class Rebuilt:
    """What a rebuild read: users, slices and events, the events whose derivation failed
    (``skipped``, each named in the log) and the files left out (``problems``)."""

    users: int = 0
    slices: int = 0
    events: int = 0
    skipped: int = 0
    problems: list[Problem] = field(default_factory=list)
    highest_left_out: int = 0  # the highest event id of the files left out, as far as they read

    def counts(self) -> dict[str, int]:
        return {"users": self.users, "slices": self.slices, "events": self.events, "skipped": self.skipped,
                "bad": len(self.problems)}  # fmt: skip


def leftovers(home: Home) -> list[Path]:
    """The files of a rebuild that was killed (the new database, its log and index): they
    hold message text, so start-up recovery, ``recap check --repair`` and ``/forget`` delete
    them. Only the holder of the home lock may, as no rebuild can then be running."""
    return sorted(home.root.glob(_TEMPORARY + "*"))


async def rebuild_home(home: Home, now: datetime, *, strict: bool = False) -> Rebuilt:
    """Make ``home``'s database again from its Markdown files and swap it in (see above).

    The caller holds the home lock and has no connection to the database open.
    """
    url = database_url()
    if url is not None:
        return await _rebuild_postgresql(home, url, now, strict)
    for stale in leftovers(home):
        stale.unlink()
    highest = _highest_id(home.database)
    handle, name = tempfile.mkstemp(dir=home.root, prefix=_TEMPORARY, suffix=".db")
    os.close(handle)
    built = Path(name)
    rebuilt = Rebuilt()
    try:
        store = await Store.open(built)
        try:
            written = await _build(store, home, now, strict, rebuilt)
            async with store.write() as db:
                await store.keep_event_ids_above(db, max(highest, rebuilt.highest_left_out))
        finally:
            await store.close()
        _settle(built)
        _swap_in(built, home.database)
    except BaseException:
        for suffix in ("", "-wal", "-shm"):
            Path(f"{built}{suffix}").unlink(missing_ok=True)
        raise
    for user, described in written:
        _write_files(home, user, described)
    return rebuilt


async def _rebuild_postgresql(home: Home, url: str, now: datetime, strict: bool) -> Rebuilt:
    """The same rebuild into a schema beside the live one, which replaces it when complete.
    The Markdown of record is the live schema's (:mod:`memory.slicestore`): this machine's copy
    is brought up to it first, and the files as rebuilt go into the new schema with it."""
    await _materialise(url, home)
    rebuilt = Rebuilt()
    async with PgStore.rebuilding(url) as store:
        written = await _build(store, home, now, strict, rebuilt)
        for user, described in written:
            _write_files(home, user, described)
        async with store.write() as db:
            await store.keep_event_ids_above(db, rebuilt.highest_left_out)
            await slicestore.copy_home(db, home)
    return rebuilt


async def _materialise(url: str, home: Home) -> None:
    """Write into ``home`` every user's files as the live schema holds them."""
    store = await PgStore.open(url)
    try:
        files = slicestore.DatabaseFiles(home, store)
        for user_id in await files.users():
            await files.materialise(user_id)
    finally:
        await store.close()


async def _build(
    store: Store | PgStore, home: Home, now: datetime, strict: bool, rebuilt: Rebuilt
) -> list[tuple[User, list[_Described]]]:
    """Read every user folder of ``home`` into the empty ``store``; what each user's files become."""
    written = []
    reader = _Reader(home, rebuilt, strict)
    for user_id in _user_folders(home):
        read = await reader.user(user_id, Users(cast(Store, store), home), now)
        if read is not None:
            written.append((read[0], await _rebuild_user(cast(Store, store), *read, rebuilt)))
    return written


# --------------------------------------------------------------------------- reading


def _highest_id(database: Path) -> int:
    """The highest event id the old database gave or kept taken; 0 when it cannot tell."""
    highest = 0
    if not database.exists():
        return highest
    # Opened for writing, so that closing it folds its log in and removes it, as _swap_in does.
    with contextlib.closing(sqlite3.connect(database)) as db:
        for query in ("SELECT max(id) FROM events", "SELECT max(id) FROM event_id_floor"):
            with contextlib.suppress(sqlite3.Error):
                highest = max(highest, db.execute(query).fetchone()[0] or 0)
    return highest


def _user_folders(home: Home) -> list[str]:
    if not home.users_dir.exists():
        return []
    found = []
    for folder in sorted(path for path in home.users_dir.iterdir() if path.is_dir()):
        if not is_user_id(folder.name):
            log.warning("rebuild_skipped_folder", folder=str(folder), reason="not a name recap gives a user folder")
        elif not home.profile(folder.name).exists():
            log.warning("rebuild_skipped_folder", folder=str(folder), reason="no profile.md")
        else:
            found.append(folder.name)
    return found


@dataclass
class _Reader:
    """Reads users' files, keeping ids unique across all of them."""

    home: Home
    rebuilt: Rebuilt
    strict: bool
    event_ids: dict[int, Path] = field(default_factory=dict)
    refs: dict[str, Path] = field(default_factory=dict)

    async def user(
        self, user_id: str, users: Users, now: datetime
    ) -> tuple[User, list[tuple[Slice, list[Event]]]] | None:
        """The user (added to the new store) and their readable slices; None when their
        profile cannot be read."""
        try:
            user = await users.restore(user_id, now)
        except sqlite3.Error:
            raise  # the new database failing is no fault of the file
        except Exception as error:  # a hand-edited profile: YAML, keys, a timezone, a date
            self._problem(Problem(self.home.profile(user_id), f"profile does not read: {str(error)[:120]}"))
            for path in self.home.slice_files(user_id):
                self._leave_out(path)
            return None
        pieces: list[tuple[Slice, list[Event]]] = []
        slice_ids: set[str] = set()
        for path in self.home.slice_files(user_id):
            read = self._slice(path, user_id, slice_ids)
            if read is not None:
                pieces.append(read)
        return user, pieces

    def _slice(self, path: Path, user_id: str, slice_ids: set[str]) -> tuple[Slice, list[Event]] | None:
        try:
            piece, events = slicefile.parse(read_text(path))
        except slicefile.SliceFormatError as error:
            return self._problem(Problem(path, str(error).removeprefix(f"line {error.line}: "), error.line))
        except (OSError, UnicodeDecodeError) as error:
            return self._problem(Problem(path, f"cannot be read: {error}"))
        if piece.user != user_id:
            return self._problem(Problem(path, f"its frontmatter names user {piece.user!r}, not {user_id!r}"))
        if piece.id in slice_ids:
            return self._problem(Problem(path, f"slice {piece.id!r} is already in another file"))
        for event in events:
            if (other := self.event_ids.get(event.id)) is not None:
                return self._problem(Problem(path, f"event id {event.id} is also in {other}"))
            if event.platform_ref and (other := self.refs.get(event.platform_ref)) is not None:
                return self._problem(Problem(path, f"event {event.id}'s platform reference is also in {other}"))
        slice_ids.add(piece.id)
        self.event_ids |= dict.fromkeys((event.id for event in events), path)
        self.refs |= {event.platform_ref: path for event in events if event.platform_ref}
        return replace(piece, path=path.relative_to(self.home.root).as_posix()), events

    def _problem(self, problem: Problem) -> None:
        if self.strict:
            raise RebuildFailed(problem)
        log.warning("rebuild_left_out_file", path=str(problem.path), line=problem.line, reason=problem.reason)
        self.rebuilt.problems.append(problem)
        self._leave_out(problem.path)

    def _leave_out(self, path: Path) -> None:
        """Keep the ids of a file left out taken, as far as its metadata lines read."""
        with contextlib.suppress(OSError):
            ids = slicefile.event_ids(path.read_bytes().decode("utf-8", errors="replace"))
            self.rebuilt.highest_left_out = max([self.rebuilt.highest_left_out, *ids])


# --------------------------------------------------------------------------- deriving


@dataclass
class _Described:
    piece: Slice
    events: list[Event]
    changed: bool  # composed again, so its file may need rewriting


async def _rebuild_user(
    store: Store, user: User, pieces: list[tuple[Slice, list[Event]]], rebuilt: Rebuilt
) -> list[_Described]:
    """Derive one user's memory in memory, describe their closed slices, and write it all to
    ``store`` in one transaction; returns the slices as described."""
    events = sorted((event for _, slice_events in pieces for event in slice_events), key=lambda e: (e.at, e.id))
    tables = _Tables({event.id: event for event in events})
    deriver = Deriver(cast(Store, tables), asking=False)  # no reply is sent: no question composed
    rebuilt.skipped += len(await derive_all(deriver, user, events, tables.clear))
    # The tags the slices' files carry: what strands.json says when it is current (it is an
    # export written on stop, so after a kill it may lag; the files never do).
    known = strands.index([piece for piece, _ in pieces])
    described = []
    for piece, slice_events in pieces:
        ordered = sorted(slice_events, key=lambda e: (e.at, e.id))
        if piece.status != "closed" or piece.summary_source == MODEL:
            # A model's summary stays as its file has it: a rebuild never asks a model.
            described.append(_Described(piece, ordered, changed=False))
            continue
        # In the zone the file was written in: live use composed it then, before any move of zone.
        written = replace(user, timezone=piece.timezone or user.timezone)
        ids = [e.id for e in ordered]
        notes = await Deriver(cast(Store, tables.about(ids))).notes_for(written, ids)
        described.append(_Described(composed(piece, ordered, notes, known), ordered, changed=True))
    async with store.write() as db:
        await store.insert_events(db, events)
        for item in described:
            await store.upsert_slice(db, item.piece)
            await store.index_slice_text(db, item.piece, slice_body(item.events))
        await tables.write_to(store, db)
    rebuilt.users += 1
    rebuilt.slices += len(pieces)
    rebuilt.events += len(events)
    return described


class _Tables:
    """One user's derived tables held in memory: the part of :class:`Store` the
    :class:`Deriver` reads and writes, with rows in id order as the store returns them.

    Ids are this object's own, from 1; :meth:`write_to` inserts the rows in that order and
    maps the references between them (a correction's ``corrects``, a version's commitment,
    an episode's ``previous_id``) onto the ids the database gives.
    """

    def __init__(self, events: dict[int, Event]) -> None:
        self._events = events
        self._reset()

    def _reset(self) -> None:
        self._next = 0
        self._claims: dict[int, tuple[Claim, str]] = {}
        self._by_subject: dict[str, list[Claim]] = {}
        self._by_source: dict[int, list[int]] = {}  # event id → the ids of the claims it is the source of
        self._corrections: dict[int, list[int]] = {}  # claim id → the ids of the claims correcting it
        self._records: dict[int, CommitmentRecord] = {}
        self._versions: dict[int, list[CommitmentVersion]] = {}
        # commitment id → (record, versions) as last handed out: the same pair while unchanged
        self._pairs: dict[int, tuple[CommitmentRecord, list[CommitmentVersion]]] = {}
        self._version_order: list[CommitmentVersion] = []
        self._episodes: dict[int, tuple[IssueEpisode, str]] = {}
        self._grown: dict[str, tuple[list[Any], Any]] = {}

    def _id(self) -> int:
        self._next += 1
        return self._next

    async def clear(self) -> None:
        self._reset()

    @asynccontextmanager
    async def write(self) -> AsyncIterator[None]:
        yield None

    async def event(self, event_id: int) -> Event | None:
        return self._events.get(event_id)

    async def events(
        self, user: str, *, kinds: Iterable[EventKind] | None = None, since: datetime | None = None
    ) -> list[Event]:
        """The user's events of ``kinds`` from ``since`` on, in timeline order (as :class:`Store`)."""
        wanted = set(kinds) if kinds is not None else None
        return [
            e
            for e in self._events.values()
            if (wanted is None or e.kind in wanted) and (since is None or e.at >= since)
        ]

    async def claims(self, user: str, subject_key: str | None = None) -> list[Claim]:
        if subject_key is None:
            return [claim for claim, _ in self._claims.values()]
        return list(self._by_subject.get(subject_key, ()))

    async def insert_claim(self, db: None, claim: Claim, subject_key: str) -> Claim:
        claim = replace(claim, id=self._id())
        self._claims[claim.id] = (claim, subject_key)
        self._by_subject.setdefault(subject_key, []).append(claim)
        self._by_source.setdefault(claim.source.event_id, []).append(claim.id)
        if claim.corrects is not None:
            self._corrections.setdefault(claim.corrects, []).append(claim.id)
        return claim

    async def commitments(self, user: str) -> list[tuple[CommitmentRecord, list[CommitmentVersion]]]:
        """Every commitment with its versions; an unchanged one as the very same pair as last
        time, which :func:`memory.derive.commitments_of` (through :meth:`grown`) folds once."""
        pairs = []
        for record in self._records.values():
            pair = self._pairs.get(record.id)
            if pair is None:
                pair = self._pairs[record.id] = (record, list(self._versions[record.id]))
            pairs.append(pair)
        return pairs

    async def grown(
        self,
        what: str,
        user: str,
        load: Callable[[], Awaitable[tuple[list[Any], Any]]],
        grow: Callable[[list[Any], Any], Awaitable[tuple[list[Any], Any]]],
    ) -> list[Any]:
        """As :meth:`Store.grown`: rows here are only ever added (commitments, versions of them)
        until :meth:`clear`, so what was read last time always grows into what is there now."""
        kept = self._grown.get(what)
        rows, mark = await (grow(*kept) if kept is not None else load())
        self._grown[what] = (rows, mark)
        return list(rows)

    async def insert_commitment(self, db: None, record: CommitmentRecord) -> CommitmentRecord:
        record = replace(record, id=self._id())
        self._records[record.id] = record
        self._versions[record.id] = []
        return record

    async def insert_commitment_version(self, db: None, version: CommitmentVersion) -> None:
        self._versions[version.commitment_id].append(version)
        self._pairs.pop(version.commitment_id, None)
        self._version_order.append(version)

    async def episodes(self, user: str) -> list[IssueEpisode]:
        return [episode for episode, _ in self._episodes.values()]

    async def insert_episode(self, db: None, episode: IssueEpisode, topic_key: str) -> IssueEpisode:
        episode = replace(episode, id=self._id())
        self._episodes[episode.id] = (episode, topic_key)
        return episode

    async def update_episode(self, db: None, episode: IssueEpisode) -> None:
        self._episodes[episode.id] = (episode, self._episodes[episode.id][1])

    def about(self, event_ids: Iterable[int]) -> _Tables:
        """The rows :meth:`Deriver.notes_for` reads for these events: those they are the source
        of, and every correction of those claims (it follows chains of corrections), so
        describing a slice costs its own rows, not the whole history's."""
        ids = set(event_ids)
        view = _Tables(self._events)
        wanted = [claim_id for event_id in ids for claim_id in self._by_source.get(event_id, ())]
        kept: set[int] = set()
        while wanted:
            claim_id = wanted.pop()
            if claim_id not in kept:
                kept.add(claim_id)
                wanted += self._corrections.get(claim_id, ())
        view._claims = {key: self._claims[key] for key in sorted(kept)}
        view._records = {key: r for key, r in self._records.items() if r.source.event_id in ids}
        view._versions = {key: self._versions[key] for key in view._records}
        view._episodes = {key: row for key, row in self._episodes.items() if row[0].source.event_id in ids}
        return view

    async def write_to(self, store: Store, db: aiosqlite.Connection) -> None:
        """Insert every row, in id order, inside ``store``'s open transaction ``db``."""
        given: dict[int, int] = {}
        for claim, key in self._claims.values():
            corrects = given[claim.corrects] if claim.corrects is not None else None
            given[claim.id] = (await store.insert_claim(db, replace(claim, corrects=corrects), key)).id
        for record in self._records.values():
            given[record.id] = (await store.insert_commitment(db, record)).id
        for version in self._version_order:
            await store.insert_commitment_version(db, replace(version, commitment_id=given[version.commitment_id]))
        for episode, key in self._episodes.values():
            previous = given.get(episode.previous_id) if episode.previous_id is not None else None
            given[episode.id] = (await store.insert_episode(db, replace(episode, previous_id=previous), key)).id


# --------------------------------------------------------------------------- swapping


def _settle(built: Path) -> None:
    """Fold the new database's log into its file, so the file alone holds it all."""
    with contextlib.closing(sqlite3.connect(built)) as db:
        busy, _, _ = db.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
    log_file = Path(f"{built}-wal")
    if busy or (log_file.exists() and log_file.stat().st_size):
        raise sqlite3.OperationalError(f"{built} could not be checkpointed")


def _swap_in(built: Path, database: Path) -> None:
    """Put ``built`` where ``database`` is, atomically.

    The old database's log is folded into it first (when it still opens), then removed with
    its index: a log left beside the new file would be replayed onto it. A crash before the
    rename leaves the old database whole; after it, the new one.
    """
    if database.exists():
        with contextlib.suppress(sqlite3.Error), contextlib.closing(sqlite3.connect(database)) as db:
            db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    for suffix in ("-wal", "-shm"):
        Path(f"{database}{suffix}").unlink(missing_ok=True)
    os.replace(built, database)
    folder = os.open(database.parent, os.O_RDONLY)
    try:
        os.fsync(folder)
    finally:
        os.close(folder)


def _write_files(home: Home, user: User, described: list[_Described]) -> None:
    """Rewrite the slice files whose rendering changed, and draw the strands again."""
    for item in described:
        if not item.changed:
            continue
        path = home.root / item.piece.path
        text = slicefile.render(item.piece, item.events, zone(item.piece.timezone or user.timezone))
        if read_text(path) != text:
            write_atomically(path, text)
    pieces = sorted((item.piece for item in described), key=lambda piece: (piece.started_at, piece.id))
    strands.save(home.strands(user.id), strands.index(pieces))
