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

Then (issue 11, session 12), measured with ``python -m jobs.rebuild_rate`` (3,000 of the perf
bench's messages played through the dispatcher once: 6,098 events, 388 slices; each run
rebuilds a copy; old and new code alternated). Of deriving, most went to matching a change
against the open commitments: a phrase's words were worked out against each candidate's action
up to four times (score, sole fit, what it leaves unexplained), and every read folded, picked
and key-tested every open commitment; then to analysing a fact's group again for each claim it
gained, converting each claim's date to the zone at every precision. The shortcuts, each exact:

- :class:`_Tables` keeps each commitment folded and the open ones, made again only for a
  commitment a version was added to (the tables are told of every change), and the open ones
  by their candidate keys (:func:`memory.commitments.keys_of`) and by their word keys
  (:func:`memory.fit.todo_keys`): a phrase is matched against those sharing a key with it,
  which are exactly the ones :func:`memory.commitments.candidates` keeps, in the same order
  (ids grow with place), and a done report is fitted (:func:`memory.fit.likely_fit`) to those
  sharing a word key with it, as every fit needs a word in common and such words start alike.
  ``tests/memory/test_rebuild_index.py`` compares each with computing it again after random
  histories, and ``tests/memory/test_rebuild_fast.py`` rebuilds without them;
- what a phrase says against an action is kept per (phrase, action) pair, a function of
  those two alone; a claim's local day is kept per instant and zone (:mod:`memory.claims`);
- slices go to the database in three statements and commitment versions in one; the slice
  files' metadata lines are written and the event rows' payloads encoded by one JSON encoder
  each (the same text); a file's lines are told apart by their first character;
- a slice file is compared with its rendering by a digest of its bytes taken when it was
  read (:func:`_digest`), not read again. Rendering itself stays: a file that reads back as
  the same slice may still be written otherwise (by hand, by an older recap), and only
  rendering it says whether it must be rewritten.

Then (issue 11, session 14): an event's text lines are quoted after one search of the text
(:mod:`memory.slicefile`) and UTC times written by ``isoformat`` (:func:`memory.timefmt.iso_utc`,
the same text). Measured by phase on 6,098 events (main thread, 1.0–1.4 s of CPU on the busy
machine), what is left: deriving 0.4–0.7 s (matching commitments; a fact group's versions built
again for every claim it gains, :func:`memory.claims.find_view`; a time correction folding every
commitment), reading the files 0.15–0.25 s (half of it the events' metadata lines' JSON),
rendering them 0.12–0.17 s, SQLite 0.15–0.25 s in its thread, composing summaries and tags
0.05–0.09 s; the frontmatter (libyaml both ways) about 60 ms of it.

Then (issue 11, session 32), on the same 6,098 events (pyinstrument and cProfile): the readers
had grown, and 63% of a rebuild's CPU went to telling whether a new to-do says an open one again
(:mod:`memory.open_again`), which tried ten noun endings and a stem for each word said against
each word of each open to-do; then evident's done words (a word boundary tried before each of 52
alternatives, 63 µs a message that stored nothing) and strptime for every day fact at every
bare-day correction. Each is now exact and cheap: the verbs a word is the noun of are worked out
once per word (:func:`memory.fit.verbs_of_noun`) and only open to-dos holding a word said or
such a verb are tried, a day fact's day is read once per value, year and zone, the done words
share one boundary (``tests/memory/test_rebuild_speed_s32.py`` compares each with the code it
replaced). 1.68–2.24 s of CPU → 0.93–1.30 s (old and new code alternated, load 6–8); on 10,000
messages (20,322 events) 13.8–15.3 s → 5.5–6.1 s. What is left, warm, of about 0.9 s at 3,000
messages: deriving 0.40 (matching commitments, the never-silent net, corrections of a time),
reading the files 0.13, rendering them 0.12, the rows 0.12, composing summaries and tags 0.04,
opening, closing and swapping the database 0.07. Replies, briefings and other events without the
user's words cost 4 ms in all; no event is fsynced (one transaction per user, the files
rewritten only when changed). A cold ``recap rebuild`` also imports the reader first: about 2 s
of CPU, more than the rebuild.

Then (issue 11, session 33), on a fresh history of the same size: each payload is encoded once,
for its row and its file's metadata line (:func:`memory.slicefile.render` given
:func:`memory.store.payload_text`); the objects alive before a rebuild are frozen while it runs
(:func:`_old_objects_frozen`); and a set of exact shortcuts in deriving and in the files' reading
and writing (``tests/memory/test_rebuild_speed_s33.py``, ``tests/memory/test_slicefile_meta_s33.py``).
0.96–1.22 s of CPU → 0.84–1.08 s; at 10,000 messages 5.7 s → 4.8 s. Reading, encoding and
rendering the files and the event rows alone now take about the 0.3 s that 20,000 events a
second allows for everything.

The command takes the home lock first (:func:`bot.startup.claim`), so no other recap process
writes the home while the database is swapped.
"""

from __future__ import annotations

import bisect
import contextlib
import gc
import hashlib
import os
import sqlite3
import tempfile
from collections.abc import AsyncIterator, Callable, Collection, Iterable, Iterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import cast

import aiosqlite
import structlog

from memory import commitments as commitment_rules
from memory import fit as fit_rules
from memory import slicefile, slicestore, strands
from memory.commitments import fold
from memory.derive import Deriver
from memory.home import Home, read_text, write_atomically
from memory.model import (
    Claim,
    Commitment,
    CommitmentRecord,
    CommitmentVersion,
    Event,
    EventKind,
    IssueEpisode,
    Slice,
)
from memory.pgstore import PgStore
from memory.service import MODEL, composed, derive_all, is_user_id
from memory.store import Store, User, payload_text
from memory.stores import database_url
from memory.timefmt import zone
from memory.timeline import slice_body
from memory.users import Users
from memory.words import ascii_lower, content_words

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
    with _old_objects_frozen():
        return await _rebuild_home(home, now, strict)


@contextlib.contextmanager
def _old_objects_frozen() -> Iterator[None]:
    """The objects alive before the rebuild (the readers' tables and patterns, the memos) kept
    out of the collector's full passes while it runs: the rebuild's own objects set off such a
    pass about once per 3,000 messages, and traversing what was there already cost 30–40 ms of
    each (the collector frees only unreachable objects, so nothing else changes)."""
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()


async def _rebuild_home(home: Home, now: datetime, strict: bool) -> Rebuilt:
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
            written.append((read[0], await _rebuild_user(cast(Store, store), *read, rebuilt, reader.digests)))
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
    digests: dict[str, bytes] = field(default_factory=dict)  # a slice's path → :func:`_digest` of its file as read

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
            text = read_text(path)
            piece, events = slicefile.parse(text)
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
        piece = replace(piece, path=path.relative_to(self.home.root).as_posix())
        self.digests[piece.path] = _digest(text)
        return piece, events

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
    digest: bytes | None = None  # :func:`_digest` of its file as read
    payloads: list[str] | None = None  # :func:`memory.store.payload_text` of each event's payload


async def _rebuild_user(
    store: Store,
    user: User,
    pieces: list[tuple[Slice, list[Event]]],
    rebuilt: Rebuilt,
    digests: dict[str, bytes] | None = None,
) -> list[_Described]:
    """Derive one user's memory in memory, describe their closed slices, and write it all to
    ``store`` in one transaction; returns the slices as described."""
    events = sorted((event for _, slice_events in pieces for event in slice_events), key=lambda e: (e.at, e.id))
    tables = _Tables({event.id: event for event in events})
    payloads = {event.id: payload_text(event.payload) for event in events}  # encoded once: row and file
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
        digest = digests.get(piece.path) if digests is not None else None
        described.append(
            _Described(composed(piece, ordered, notes, known), ordered, changed=True, digest=digest,
                       payloads=[payloads[e.id] for e in ordered])
        )  # fmt: skip
    async with store.write() as db:
        await store.insert_events(db, events, [payloads[e.id] for e in events])
        await store.save_slices(db, [(item.piece, slice_body(item.events)) for item in described])
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
        self._events = events  # in timeline order (at, id)
        # Made on the first read that needs them: the events (of a kind, or whose text holds some
        # words) in that order, and their times, so a read from a time on is a bisection, not a test
        # of every event of the history for each message derived.
        self._timelines: dict[object, tuple[list[Event], list[datetime]]] = {}
        self._reset()

    def _reset(self) -> None:
        self._next = 0
        self._claims: dict[int, tuple[Claim, str]] = {}
        self._by_subject: dict[str, list[Claim]] = {}
        self._by_source: dict[int, list[int]] = {}  # event id → the ids of the claims it is the source of
        # event id → the ids of the commitments, and of the issue episodes, it is the source of
        self._records_by_source: dict[int | None, list[int]] = {}
        self._episodes_by_source: dict[int | None, list[int]] = {}
        self._corrections: dict[int, list[int]] = {}  # claim id → the ids of the claims correcting it
        self._records: dict[int, CommitmentRecord] = {}
        self._versions: dict[int, list[CommitmentVersion]] = {}
        # (record, versions) as last handed out, in id order: the same pair while unchanged;
        # the ids of those changed since (made anew on the next read) and where each one is
        self._pairs: list[tuple[CommitmentRecord, list[CommitmentVersion]]] = []
        self._changed: set[int] = set()
        self._place: dict[int, int] = {}
        # each pair folded (:func:`memory.commitments.fold`), and the open ones by id in the same
        # order (None: to be picked again, after a closed commitment opened again)
        self._folded: list[Commitment] = []
        self._open: dict[int, Commitment] | None = {}
        # the open commitments by key (memory.commitments.keys_of; memory.fit.todo_keys): key → their ids
        self._open_by_key: dict[str, set[int]] = {}
        self._open_by_fit_key: dict[str, set[int]] = {}
        # the open commitments by the content words of their action (memory.words.content_words): word → their ids
        self._open_by_word: dict[str, set[int]] = {}
        self._version_order: list[CommitmentVersion] = []
        self._episodes: dict[int, tuple[IssueEpisode, str]] = {}

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
        self,
        user: str,
        *,
        kinds: Iterable[EventKind] | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
    ) -> list[Event]:
        """The user's events of ``kinds`` from ``since`` on and up to ``until``, in timeline order
        (as :class:`Store`): found by bisection, not by testing every event of the history (a fact
        about a bare first name reads three months of messages: :meth:`Deriver._namesakes`), and
        without the rest of the history after ``until`` (every event is here from the start)."""
        wanted = frozenset(kinds) if kinds is not None else None
        return self._from(wanted, lambda e: wanted is None or e.kind in wanted, since, until)

    def _from(
        self, key: object, keeps: Callable[[Event], bool], since: datetime | None, until: datetime | None = None
    ) -> list[Event]:
        """The events ``keeps`` keeps, from ``since`` on and up to ``until``, in timeline order
        (``key`` names ``keeps``)."""
        if key not in self._timelines:
            kept = [e for e in self._events.values() if keeps(e)]
            self._timelines[key] = kept, [e.at for e in kept]
        kept, times = self._timelines[key]
        start = bisect.bisect_left(times, since) if since is not None else 0
        return kept[start : bisect.bisect_right(times, until) if until is not None else len(kept)]

    async def message_texts(
        self, user: str, since: datetime, holding: Collection[str]
    ) -> list[tuple[datetime, int, str]]:
        """As :class:`Store`."""
        needles = frozenset(holding)

        def keeps(e: Event) -> bool:  # the kind first: a reply's text is never lowered
            if e.kind != EventKind.MESSAGE:
                return False
            lowered = ascii_lower(e.text)
            return any(needle in lowered for needle in needles)

        return [(e.at, e.id, e.text) for e in self._from(("texts holding", needles), keeps, since)]

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

    async def add_claim(self, claim: Claim, subject_key: str) -> Claim:
        return await self.insert_claim(None, claim, subject_key)

    async def commitments(self, user: str) -> list[tuple[CommitmentRecord, list[CommitmentVersion]]]:
        """Every commitment with its versions; an unchanged one as the very same pair as last time."""
        self._refresh()
        return list(self._pairs)

    async def folded_commitments(self, user: str) -> list[Commitment]:
        """What :func:`memory.derive.commitments_of` gives: each pair of :meth:`commitments`
        folded, folded again only when it changed (this object is told of every change)."""
        self._refresh()
        return list(self._folded)

    async def open_commitments(self, user: str) -> list[Commitment]:
        """The open ones of :meth:`folded_commitments`, in order."""
        self._refresh()
        if self._open is None:
            self._open = {c.id: c for c in self._folded if c.is_open}
        return list(self._open.values())

    async def open_candidates(self, user: str, phrase: str) -> list[Commitment]:
        """:func:`memory.commitments.candidates` of ``phrase`` among the open commitments, in
        order, found by their keys (those that share none are never looked at)."""
        self._refresh()
        keys = commitment_rules.phrase_keys(phrase)
        if keys is None:
            return await self.open_commitments(user)
        return self._holding(self._open_by_key, keys)

    async def open_fitting(self, user: str, phrase: str) -> list[Commitment]:
        """The open commitments :func:`memory.fit.likely_fit` may fit ``phrase`` to (sharing a
        word key with it), in order: it finds among them what it finds among all open ones."""
        self._refresh()
        keys = fit_rules.report_keys(phrase)
        return [] if keys is None else self._holding(self._open_by_fit_key, keys)

    async def open_holding(self, user: str, words: Iterable[str]) -> list[Commitment]:
        """The open commitments whose action holds one of ``words`` (as
        :func:`memory.words.content_words` has it), in order: found by those words, not by
        reading every open one's action."""
        self._refresh()
        return self._holding(self._open_by_word, words)

    def _holding(self, index: dict[str, set[int]], keys: Iterable[str]) -> list[Commitment]:
        """The open commitments ``index`` holds under any of ``keys``, in order."""
        ids: set[int] = set()
        for key in keys:
            ids |= index.get(key, set())
        return [self._folded[self._place[commitment_id]] for commitment_id in sorted(ids)]  # ids grow with place

    def _refresh(self) -> None:
        """Make the pairs and folds of the commitments changed since the last read anew."""
        for commitment_id in self._changed:
            at = self._place[commitment_id]
            pair = self._pairs[at] = (self._records[commitment_id], list(self._versions[commitment_id]))
            folded = fold(*pair)
            if self._open is not None:
                if folded.is_open and commitment_id in self._open:
                    self._open[commitment_id] = folded  # changed while open: its place kept
                elif folded.is_open:
                    self._open = None  # open again: picked again in order on the next read
                else:
                    self._open.pop(commitment_id, None)  # closed
            self._index(self._folded[at], folded)
            self._folded[at] = folded
        self._changed.clear()

    def _index(self, before: Commitment | None, after: Commitment) -> None:
        """Keep :attr:`_open_by_key` and the other indexes of the open ones right when a commitment
        goes from ``before`` to ``after``."""
        if before is not None and before.is_open:
            for key in commitment_rules.keys_of(before):
                self._open_by_key[key].discard(before.id)
            for key in fit_rules.todo_keys(before.action):
                self._open_by_fit_key[key].discard(before.id)
            for word in content_words(before.action):
                self._open_by_word[word].discard(before.id)
        if after.is_open:
            for key in commitment_rules.keys_of(after):
                self._open_by_key.setdefault(key, set()).add(after.id)
            for key in fit_rules.todo_keys(after.action):
                self._open_by_fit_key.setdefault(key, set()).add(after.id)
            for word in content_words(after.action):
                self._open_by_word.setdefault(word, set()).add(after.id)

    async def insert_commitment(self, db: None, record: CommitmentRecord) -> CommitmentRecord:
        record = replace(record, id=self._id())
        self._records[record.id] = record
        self._versions[record.id] = []
        self._records_by_source.setdefault(record.source.event_id, []).append(record.id)
        self._place[record.id] = len(self._pairs)
        self._pairs.append((record, []))
        self._folded.append(fold(record, []))
        if self._open is not None and self._folded[-1].is_open:
            self._open[record.id] = self._folded[-1]  # the highest id: the last in order
        self._index(None, self._folded[-1])
        return record

    async def add_commitment(self, record: CommitmentRecord, first: CommitmentVersion) -> CommitmentRecord:
        """As :meth:`memory.store.Store.add_commitment`: the record, then ``first`` as its version."""
        record = await self.insert_commitment(None, record)
        await self.insert_commitment_version(None, replace(first, commitment_id=record.id))
        return record

    async def insert_commitment_version(self, db: None, version: CommitmentVersion) -> None:
        self._versions[version.commitment_id].append(version)
        self._changed.add(version.commitment_id)
        self._version_order.append(version)

    async def episodes(self, user: str) -> list[IssueEpisode]:
        return [episode for episode, _ in self._episodes.values()]

    async def insert_episode(self, db: None, episode: IssueEpisode, topic_key: str) -> IssueEpisode:
        episode = replace(episode, id=self._id())
        self._episodes[episode.id] = (episode, topic_key)
        self._episodes_by_source.setdefault(episode.source.event_id, []).append(episode.id)
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
        # in id order, as a scan of every row would pick them (ids only grow)
        view._records = {key: self._records[key] for key in sorted(_of(self._records_by_source, ids))}
        view._versions = {key: self._versions[key] for key in view._records}
        view._place = {key: at for at, key in enumerate(view._records)}
        view._pairs = [(record, list(view._versions[key])) for key, record in view._records.items()]
        view._folded = [fold(*pair) for pair in view._pairs]
        view._open = None
        for commitment in view._folded:
            view._index(None, commitment)
        view._episodes = {key: self._episodes[key] for key in sorted(_of(self._episodes_by_source, ids))}
        return view

    async def write_to(self, store: Store, db: aiosqlite.Connection) -> None:
        """Insert every row, in id order, inside ``store``'s open transaction ``db``."""
        given: dict[int, int] = {}
        for claim, key in self._claims.values():
            corrects = given[claim.corrects] if claim.corrects is not None else None
            given[claim.id] = (await store.insert_claim(db, replace(claim, corrects=corrects), key)).id
        for record in self._records.values():
            given[record.id] = (await store.insert_commitment(db, record)).id
        await store.insert_commitment_versions(
            db, [replace(version, commitment_id=given[version.commitment_id]) for version in self._version_order]
        )
        for episode, key in self._episodes.values():
            previous = given.get(episode.previous_id) if episode.previous_id is not None else None
            given[episode.id] = (await store.insert_episode(db, replace(episode, previous_id=previous), key)).id


def _digest(text: str) -> bytes:
    """What a slice file read says, to tell whether its rendering changed without reading it
    again: its length and a digest of its bytes (BLAKE2b, 32 bytes: two texts that differ never
    share one in practice)."""
    said = text.encode("utf-8", "surrogatepass")
    return len(said).to_bytes(8, "big") + hashlib.blake2b(said, digest_size=32).digest()


def _of(by_source: dict[int | None, list[int]], event_ids: set[int]) -> list[int]:
    """The ids of the rows whose source is one of ``event_ids``."""
    return [row_id for event_id in event_ids for row_id in by_source.get(event_id, ())]


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
        text = slicefile.render(item.piece, item.events, zone(item.piece.timezone or user.timezone), item.payloads)
        if (_digest(text) != item.digest) if item.digest is not None else (read_text(path) != text):
            write_atomically(path, text)
    pieces = sorted((item.piece for item in described), key=lambda piece: (piece.started_at, piece.id))
    strands.save(home.strands(user.id), strands.index(pieces))
