"""The memory of every user, wired together: timeline, derivation and on-close processing.

Adapters and jobs talk to this class; it owns no clock of its own (times are passed in) and
performs no network I/O.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
import weakref
from collections.abc import AsyncIterator, Awaitable, Callable, Collection, Mapping, Sequence
from contextlib import AsyncExitStack, asynccontextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any, Protocol

import asyncpg
import structlog

from memory import claiming, closing, gitpush, gitrepo, groupsync, readings, strands
from memory.asks import without_undone
from memory.derive import Derived, Deriver
from memory.home import Home, safe_user_id
from memory.model import Event, EventKind, Slice
from memory.pgstore import PgStore
from memory.store import SliceMoved, Store, User
from memory.stores import open_store
from memory.summary import summarize
from memory.timefmt import zone
from memory.timeline import IDLE, Appended, Timeline
from memory.users import Users

log = structlog.get_logger(__name__)

FORGOTTEN = "[forgotten at the user's request]"
MODEL = "model"  # Slice.summary_source of a summary a model wrote


class Describer(Protocol):
    """Writes a closed slice's summary line and tags (a model, see :mod:`bot.llm`); None when
    it cannot, and recap composes them itself."""

    async def describe(
        self, events: Sequence[Event], *, notes: Sequence[str] = (), tags: Sequence[str] = ()
    ) -> tuple[str, tuple[str, ...]] | None: ...


# Faults of the machine (disk, database), not of an event: they stop the work instead of
# skipping the event, which would silently drop what it says.
FAULTS = (OSError, sqlite3.Error, asyncpg.PostgresError, asyncpg.InterfaceError)


@dataclass
class Acknowledging:
    """What one :meth:`Memory.acknowledging` scope recorded so far: the events, in order, and
    their group-commit tickets, made durable together when the scope ends."""

    events: list[Event] = field(default_factory=list)
    tickets: list[int] = field(default_factory=list)


_unacknowledged: ContextVar[Acknowledging | None] = ContextVar("recap_unacknowledged", default=None)
# The users whose locks the running task holds (Memory.batch): their events are recorded without taking them again.
_holding: ContextVar[frozenset[str]] = ContextVar("recap_holding", default=frozenset())


@dataclass
class Recorded:
    appended: Appended
    derived: Derived = field(default_factory=Derived)
    unread: bool = False  # on the timeline, but deriving what it says failed: nothing was derived


@dataclass(frozen=True)
class Forgotten:
    """What /forget did: how many messages and records it redacted, and the events that could
    not be derived again afterwards (skipped, and named in the log)."""

    said: int
    skipped: tuple[int, ...] = ()


class Memory:
    def __init__(self, store: Store, home: Home, *, describer: Describer | None = None) -> None:
        self.store = store
        self.home = home
        self.describer = describer
        self._use(store)
        self._locks: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()
        # user id → {file relative to their folder: what happened to it}, for :meth:`commit_closed`
        self._uncommitted: dict[str, dict[str, str]] = {}
        self._committing = asyncio.Lock()
        self._strands_moved: set[str] = set()  # users whose strands.json is behind their rows

    def _use(self, store: Store) -> None:
        """Wire the parts that hold the store (again when a rebuild swaps the database in)."""
        self.store = store
        self.users = Users(store, self.home)
        self.timeline = Timeline(store, self.home)
        self.deriver = Deriver(store)
        self._open_slices: dict[str, Slice] = {}  # user id → their open slice as last appended to

    @classmethod
    async def open(cls, home: Home, *, describer: Describer | None = None) -> Memory:
        home.root.mkdir(parents=True, exist_ok=True)
        return cls(await open_store(home), home, describer=describer)

    async def close(self) -> None:
        """Export the strands that moved (see :meth:`export_strands`), then close the store."""
        try:
            await self.export_strands()
        finally:
            await self.store.close()

    @asynccontextmanager
    async def acknowledging(self) -> AsyncIterator[Acknowledging]:
        """Handle one inbound message: everything recorded inside is durable when this exits.

        The events recorded inside (a message and its reply) are made durable together at the
        end, in one group-commit round (:mod:`memory.groupsync`) shared with every other user
        acknowledging at the time. A failure inside leaves them unacknowledged: the platform
        delivers the message again. :meth:`record` outside such a scope is a scope of its own.
        """
        scope = Acknowledging()
        token = _unacknowledged.set(scope)
        try:
            yield scope
        finally:
            _unacknowledged.reset(token)
        if scope.tickets:
            await self.timeline.sync.flush(max(scope.tickets))

    async def record(
        self,
        user: User,
        *,
        at: datetime,
        kind: EventKind,
        text: str,
        author: str | None = None,
        payload: dict[str, Any] | None = None,
        platform_ref: str | None = None,
    ) -> Recorded:
        """Put an event on the timeline and derive what it says (claims, commitments, …); the
        event is durable on return (inside :meth:`acknowledging`: when that scope ends)."""
        if _unacknowledged.get() is None:
            async with self.acknowledging():
                return await self._record(user, at, kind, text, author, payload, platform_ref)
        return await self._record(user, at, kind, text, author, payload, platform_ref)

    async def record_each(
        self,
        users: Sequence[User],
        *,
        at: datetime,
        kind: EventKind,
        texts: Sequence[str],
        payloads: Sequence[dict[str, Any]],
    ) -> list[Recorded]:
        """:meth:`record` one event of recap's own (no message, command or undo) for each of
        ``users`` (with its text and payload), whose locks the running task holds
        (:meth:`batch`): their open slices read in one query and their rows written in one trip
        (:meth:`Timeline.append_many`), not one each (a sweep's briefings)."""
        if not users:
            return []
        assert {user.id for user in users} <= _holding.get(), "record_each runs in a batch of its users"
        assert kind not in (EventKind.MESSAGE, EventKind.COMMAND, EventKind.UNDO), "record_each records recap's own"
        opened = await self.store.open_slices_of([user.id for user in users])
        slices = []
        for user in users:
            current, _ = await self._open_slice(user, opened)  # given: never only kept
            if current is not None and at - current.ended_at >= IDLE:
                await self._close(user, current)  # as _record does
                current = None
            slices.append((user, current))
        payloads = [dict(payload) for payload in payloads]
        appended = await self.timeline.append_many(
            slices, at=at, kind=kind, author="recap", texts=texts, payloads=payloads
        )
        return [
            await self._derive(user, each, kind, payload)
            for user, each, payload in zip(users, appended, payloads, strict=True)
        ]  # fmt: skip

    async def _record(
        self,
        user: User,
        at: datetime,
        kind: EventKind,
        text: str,
        author: str | None,
        payload: dict[str, Any] | None,
        platform_ref: str | None,
        opened: Mapping[str, Slice] | None = None,
    ) -> Recorded:
        payload = dict(payload or {})
        if kind is EventKind.MESSAGE:
            payload.setdefault("tz", user.timezone)
            if user.date_order is not None:  # read in the user's own order: kept, so it is read so again
                payload.setdefault(readings.DATE_ORDER, user.date_order)
            # read once, before the event is written, so the file keeps what it was read as
            # (:mod:`memory.readings`); a reader that fails leaves no record, and deriving reads
            # again where a failure keeps the message and tells the user
            if readings.READ not in payload:
                try:
                    order = readings.order_in(payload)
                    payload[readings.READ] = readings.recorded(text, at, zone(str(payload["tz"])), order)
                except Exception:
                    log.exception("message_not_read", user=user.id)
        async with self._lock(user.id) if user.id not in _holding.get() else contextlib.nullcontext():
            author = author or (user.name if kind in (EventKind.MESSAGE, EventKind.COMMAND) else "recap")
            current, kept = await self._open_slice(user, opened)
            while True:
                if kept and current is not None and at - current.ended_at >= IDLE:
                    current, kept = await self.store.open_slice(user.id), False  # closed only as the store has it
                if current is not None and at - current.ended_at >= IDLE:
                    # The sweep closes idle slices; this only covers a sweep that has not run yet
                    # (recap was down), so the event still starts the episode it belongs to.
                    await self._close(user, current)
                    current = None
                try:
                    appended = await self.timeline.append(
                        user, at=at, kind=kind, author=author, text=text, payload=payload,
                        platform_ref=platform_ref, open_slice=current, kept=kept,
                    )  # fmt: skip
                except SliceMoved:  # the kept slice is not the store's: nothing was written
                    current, kept = await self.store.open_slice(user.id), False
                    continue
                return await self._derive(user, appended, kind, payload)

    async def _derive(self, user: User, appended: Appended, kind: EventKind, payload: dict[str, Any]) -> Recorded:
        """What :meth:`_record` does once ``appended`` is on the timeline, under the user's lock:
        owe it to the acknowledging scope and derive what it says."""
        self._open_slices[user.id] = appended.slice
        # Owed from here on, even if deriving fails: the event is on the timeline.
        _owe(appended)
        if kind is EventKind.UNDO:
            # Taking a change back re-derives everything after it too: later messages may
            # have built on it ("push it to Monday" moved the commitment now undone).
            await self._rederive(user)
            derived = Derived()
            undone = await self.store.event(int(payload.get("undoes", 0)))
            if undone is not None and undone.slice_id:
                await self.refresh_slices(user, {undone.slice_id})
        else:
            try:
                derived = await self.deriver.apply(user, appended.event)
            except FAULTS:
                raise
            except Exception:
                # The event stays on the timeline (the source of truth); what it half-derived
                # is undone by deriving the user's memory again without it, as rebuild will.
                log.exception("event_not_derived", user=user.id, event_id=appended.event.id)
                await self._rederive(user, skip={appended.event.id})
                return Recorded(appended, Derived(), unread=True)
        if derived.touched_slices:
            await self.refresh_slices(user, derived.touched_slices)
        return Recorded(appended, derived)

    async def _open_slice(self, user: User, opened: Mapping[str, Slice] | None = None) -> tuple[Slice | None, bool]:
        """The user's open slice, under their lock, and whether it is only kept (not read now).

        Read from the store it is exact, and so is the one ``opened`` holds (the open slices
        of a batch's users, read under their locks), and the one this process last appended to
        when the running scope already recorded an event of theirs (a reply after its
        message: a user's turn, :func:`memory.claiming.turn`, keeps other workers' events and
        sweeps off their slices, and this process forgets the slice when it closes or
        rewrites it). Otherwise the one this process last appended to in an earlier turn is
        returned as only kept, which saves a read on nearly every message. It is not trusted:
        whatever may have changed the user's slices since — the idle sweep, undo, a
        correction's refresh, /forget, a rebuild swapping the database in, a tool writing the
        store directly, another worker on PostgreSQL — the append given it checks, in the very
        transaction that writes, that the store's open slice is still that row
        (:meth:`memory.store.Store.append_event`; on PostgreSQL a read inside the transaction)
        and writes nothing when it is not; :meth:`_record` then reads it and appends again. A
        kept slice that idled past :data:`IDLE` is read before it is closed, so only the store's
        slice is ever closed."""
        scope = _unacknowledged.get()
        kept = self._open_slices.pop(user.id, None)  # forgotten until the append succeeds
        if kept is not None and scope is not None and any(event.user == user.id for event in scope.events):
            return kept, False
        if opened is not None:
            return opened.get(user.id), False
        if kept is not None:
            return kept, True
        return await self.store.open_slice(user.id), False

    async def rederive(self, user: User) -> list[int]:
        """Derive ``user``'s memory again from the timeline (a repair, see :mod:`memory.checkup`);
        returns the ids of the events that could not be derived."""
        async with self._lock(user.id):
            return await self._rederive(user)

    async def _rederive(self, user: User, *, skip: Collection[int] = ()) -> list[int]:
        """Derive the user's memory again from the timeline, without the events taken back;
        returns the ids of the events that could not be derived (see :meth:`_derive_all`)."""
        return await self._derive_all(user, await self.store.events(user.id), skip=skip)

    async def _derive_all(self, user: User, events: Sequence[Event], *, skip: Collection[int] = ()) -> list[int]:
        """Derive ``user``'s memory in the store from nothing (see :func:`derive_all`)."""

        async def clear() -> None:
            async with self.store.write() as db:
                await self.store.clear_derived(db, user.id)

        return await derive_all(self.deriver, user, events, clear, skip=skip)

    def _lock(self, user_id: str) -> asyncio.Lock:
        """The lock that keeps a user's events and the closing of their slices in one order.

        The scheduler's sweep runs beside message handling: without it, a message could land
        in a slice the sweep is closing, after its summary was written.
        """
        lock = self._locks.get(user_id)
        if lock is None:
            lock = self._locks[user_id] = asyncio.Lock()
        return lock

    @asynccontextmanager
    async def _locked(self, user_ids: Collection[str]) -> AsyncIterator[None]:
        """Hold the locks of ``user_ids``, taken in one order so two holders never wait on each other."""
        async with AsyncExitStack() as stack:
            for user_id in sorted(user_ids):
                await stack.enter_async_context(self._lock(user_id))
            token = _holding.set(_holding.get() | frozenset(user_ids))
            try:
                yield
            finally:
                _holding.reset(token)

    @asynccontextmanager
    async def batch(self, user_ids: Collection[str]) -> AsyncIterator[None]:
        """A sweep's batch for ``user_ids``: what it writes commits in one transaction, and the
        files it writes are fsynced side by side when it ends (:func:`groupsync.staging`).

        One transaction and one fsync round for the batch instead of one of each per slice or
        briefing. The users' locks are taken first and held until the files are in place: a
        message of theirs waits (it could land in a slice being closed, or in a file still being
        replaced), and since the transaction is taken after them, a message that holds its
        user's lock and waits for the writer never waits on a batch that waits for that lock.
        The database commits before the files are renamed into place, as a single write does.
        """
        async with (
            self._locked(user_ids),
            groupsync.staging(replacing=True),
            self.store.write(),
        ):
            yield

    async def close_idle_slices(self, now: datetime) -> list[Slice]:
        """Close every open slice idle for :data:`IDLE`, in batches this worker claims (each
        closed in the transaction of its claim: :func:`memory.claiming.idle_slices`)."""
        closed: list[Slice] = []
        while True:
            before = len(closed)
            # The batch's files are fsynced together at its end (groupsync.staging), its users'
            # locks held until then so that no message writes a file still being replaced.
            async with (
                claiming.idle_slices(self.store, now - IDLE) as batch,
                self.batch({piece.user for piece in batch}),
            ):
                users = await self.store.users_by_id({piece.user for piece in batch})
                # Read again under the locks: a message may have arrived since the query.
                fresh = await self.store.slices_of([(piece.user, piece.id) for piece in batch])
                due = [
                    (users[piece.user], current)
                    for piece in batch
                    if piece.user in users
                    and (current := fresh.get((piece.user, piece.id))) is not None
                    and current.status == "open"
                    and now - current.ended_at >= IDLE
                ]
                closed += await self._close_many(due)
            if len(closed) == before:  # nothing left that this worker may close now
                return closed

    async def close_slice(self, user: User, piece: Slice) -> Slice:
        """On-close processing: summary line, tags, strands; then the user's files are committed."""
        async with self._lock(user.id):
            closed = await self._close(user, piece)
        await self.commit_closed()
        return closed

    async def _close(self, user: User, piece: Slice) -> Slice:
        """Describe, save and strand ``piece`` as closed; its git commit waits for
        :meth:`commit_closed` (the sweep's, off the message path)."""
        return (await self._close_many([(user, piece)]))[0]

    async def _close_many(self, pieces: Sequence[tuple[User, Slice]]) -> list[Slice]:
        """:meth:`_close` of each (user, slice) of ``pieces``, their locks held: what they read
        (events, the rows their notes name, the tags their words could fold onto) read for all
        of them at once, and all saved in one transaction (:meth:`Timeline.save_many`), so a
        sweep's batch costs a few round trips to the store, not a dozen a slice."""
        if not pieces:
            return []
        events = await self.store.events_of_slices([(piece.user, piece.id) for _, piece in pieces])
        notes = await closing.notes_of(
            self.store, {(piece.user, piece.id): (user, events[(piece.user, piece.id)]) for user, piece in pieces}
        )
        spellings = {(piece.user, piece.id): strands.spellings(events[(piece.user, piece.id)]) for _, piece in pieces}
        known: dict[str, set[str]] = {}
        if self.describer is None:
            for (user_id, _), words in spellings.items():
                known.setdefault(user_id, set()).update(words)
            known = await self.store.strand_tags_of(known)
        saved = []
        for user, piece in pieces:
            key = (piece.user, piece.id)
            self._open_slices.pop(user.id, None)
            tags = None if self.describer is not None else known[user.id] & spellings[key]
            described = await self._described(user, piece, events[key], notes[key], tags)
            saved.append((user, replace(described, status="closed"), events[key]))
        await self.timeline.save_many(saved)
        for user, closed, _ in saved:
            self._owe_commit(user, closed, "closed")
        return [closed for _, closed, _ in saved]

    def _owe_commit(self, user: User, piece: Slice, what: str) -> None:
        """Owe ``piece``'s file a commit (its strands moved with its row: see
        ``migrations/0007_strands.sql``); the user's strands.json is exported on stop."""
        self._strands_moved.add(user.id)
        folder = self.home.user_dir(user.id)
        owed = self._uncommitted.setdefault(user.id, {})
        owed[(self.home.root / piece.path).relative_to(folder).as_posix()] = f"slice {piece.id} {what}"

    async def commit_closed(self) -> int:
        """Commit the slice files closed or re-described since the last call: one commit per
        user, of those files and the profile only; returns how many commits went in.

        The sweep calls it after closing (:func:`jobs.sweeps.close_idle_slices`), so git never
        runs on the message path; a stop before it leaves files uncommitted, which start-up
        commits (:func:`memory.gitrepo.recover`).
        """
        async with self._committing:
            owed, self._uncommitted = self._uncommitted, {}
            committed = sum(
                await gitrepo.commit_many(
                    [
                        (
                            self.home.user_dir(user_id),
                            [*files, self.home.profile(user_id).name],
                            "; ".join(dict.fromkeys(files.values())),
                        )
                        for user_id, files in sorted(owed.items())
                    ]
                )
            )
            # Then to the remotes users set (memory.gitpush); a failed push waits for their next close.
            await gitpush.push_closed(self.users, self.timeline.files, self.home, sorted(owed))
            return committed

    async def _describe(self, user: User, piece: Slice, *, use_model: bool = True) -> Slice:
        """``piece`` with its summary and tags composed again: by the describer when there is
        one (and ``use_model``) and it answers, else by recap itself (looking up only the tags
        its words could fold onto, not the user's every strand)."""
        events = await self.store.events_of_slice(user.id, piece.id)
        notes = await closing.notes(self.store, user, events)
        return await self._described(user, piece, events, notes, None, use_model=use_model)

    async def _described(
        self,
        user: User,
        piece: Slice,
        events: list[Event],
        notes: list[str],
        known: Collection[str] | None,
        *,
        use_model: bool = True,
    ) -> Slice:
        """:meth:`_describe` from what was read of ``piece``: its events, their notes, and the
        user's tags its words could fold onto (``known``; read here when None)."""
        if self.describer is not None and use_model:
            every = await self.store.strand_tags(user.id)
            written = await self.describer.describe(events, notes=notes, tags=sorted(every))
            if written is not None and written[0].strip():
                tags = tuple(dict.fromkeys(strands.fold(tag, every) for tag in written[1]))[: strands.MAX_TAGS]
                return replace(piece, summary=written[0], tags=tags, summary_source=MODEL)
        if known is None:
            known = await self.store.strand_tags(user.id, strands.spellings(events))
        return composed(piece, events, notes, known)

    async def _notes(self, user: User, piece: Slice) -> list[str]:
        return await closing.notes(self.store, user, await self.store.events_of_slice(user.id, piece.id))

    async def refresh_slices(self, user: User, slice_ids: set[str]) -> None:
        """Re-derive the summary and search entry of closed slices whose facts changed."""
        for slice_id in sorted(slice_ids):
            piece = await self.store.slice(user.id, slice_id)
            if piece is None or piece.status != "closed":
                continue
            described = await self._describe(user, piece)
            await self.timeline.save(user, described)
            self._owe_commit(user, described, "re-described")

    async def export_strands(self) -> int:
        """Write ``strands.json`` for every user whose strands moved since the last export;
        returns how many files were written (see :func:`memory.strands.export`). A file that
        cannot be written (a full disk) is logged and stays owed: it is an export, and stopping
        must not fail on it."""
        moved, self._strands_moved = self._strands_moved, set()
        for user_id in sorted(moved):
            try:
                await strands.export(self.store, self.home, user_id)
            except OSError:
                log.exception("strands_export_failed", user=user_id)
                self._strands_moved.add(user_id)
        return len(moved) - len(self._strands_moved)

    # -- forgetting -------------------------------------------------------------------

    async def forget(self, user: User, words: str) -> Forgotten:
        """Redact every event of ``user`` whose text contains ``words``, then re-derive.

        The timeline is the source of truth, so forgetting rewrites it: the events keep their
        place and time but lose their text, and everything derived is computed again without
        them. Replies and commands holding the words are redacted too; the count returned is
        of what the user said or imported. An event that cannot be derived again is skipped
        and named, never a reason to stop halfway.
        """
        async with self._lock(user.id):
            self._open_slices.pop(user.id, None)  # its text is rewritten below
            needle = words.casefold()
            hits = [event for event in await self.store.events(user.id) if needle in event.text.casefold()]
            said = sum(1 for event in hits if event.kind in (EventKind.MESSAGE, EventKind.SOURCE))
            if not said:
                # Only the /forget command itself (or a reply) holds the words: nothing to forget,
                # and no reason to rewrite the timeline or restart the git history.
                return Forgotten(0)
            redacted = {event.slice_id for event in hits}
            notes_before = {piece.id: await self._notes(user, piece) for piece in await self.store.slices(user.id)}
            async with self.store.write() as db:
                for event in hits:
                    await self.store.redact_event(db, event.id, FORGOTTEN)
            skipped = await self._rederive(user)
            for piece in await self.store.slices(user.id):
                # A slice that lost no text and whose facts read the same keeps its summary (and a
                # model's summary is not asked for again); every other one is composed anew.
                if piece.id not in redacted and await self._notes(user, piece) == notes_before.get(piece.id):
                    continue
                if piece.status == "closed":
                    piece = await self._describe(user, piece)
                await self.timeline.save(user, piece)
            await strands.export(self.store, self.home, user.id)
            # The history goes too: earlier commits of the slice files still hold the words.
            message = f"history restarted: forgot {len(hits)} event(s)"
            await gitrepo.restart_history(self.home.user_dir(user.id), message)
            # Nothing else may keep a copy: files an interrupted write or a killed rebuild left,
            # the database's log.
            from memory.rebuild import leftovers  # it derives through this module: imported late

            for stray in [*self.home.user_dir(user.id).rglob(".*.tmp"), *leftovers(self.home)]:
                stray.unlink(missing_ok=True)
            if isinstance(self.store, PgStore):  # there, a killed rebuild leaves a schema
                await self.store.drop_rebuild_leftover()
            await self.store.purge()
            return Forgotten(said, tuple(skipped))

    # -- rebuild ----------------------------------------------------------------------

    async def rebuild(self, now: datetime, *, strict: bool = False) -> dict[str, int]:
        """Re-create the database from the Markdown files alone (:mod:`memory.rebuild`) and go
        on with the new one; returns counts of what was read (``bad``: files left out)."""
        from memory.rebuild import rebuild_home  # it derives through this module: imported late

        await self.store.close()
        try:
            rebuilt = await rebuild_home(self.home, now, strict=strict)
        finally:
            self._use(await open_store(self.home))
        return rebuilt.counts()


def _owe(appended: Appended) -> None:
    """Count ``appended`` in the :meth:`Memory.acknowledging` scope the caller runs in."""
    scope = _unacknowledged.get()
    assert scope is not None, "events are recorded inside an acknowledging scope"
    scope.events.append(appended.event)
    scope.tickets.append(appended.ticket)


async def derive_all(
    deriver: Deriver,
    user: User,
    events: Sequence[Event],
    clear: Callable[[], Awaitable[None]],
    *,
    skip: Collection[int] = (),
) -> list[int]:
    """Derive ``user``'s memory from nothing (``clear`` empties what ``deriver`` writes to),
    from ``events`` in order, undone ones left out.

    One bad event never stops the rest: an event whose derivation raises is logged with its
    id and left out, and the derivation starts again without it, so nothing it did before
    failing stays half-applied. Live ingestion, /forget, undo and rebuild all derive through
    here, so they skip the same events and agree. Returns the ids skipped (besides ``skip``).
    """
    skipped: list[int] = []
    counted = [event for event in without_undone(events) if event.id not in skip]
    while True:
        await clear()
        failed = await _apply_each(deriver, user, [event for event in counted if event.id not in skipped])
        if failed is None:
            return skipped
        skipped.append(failed)


async def _apply_each(deriver: Deriver, user: User, events: Sequence[Event]) -> int | None:
    """Derive each event in turn; the id of the first one that fails (logged), or None."""
    for event in events:
        try:
            await deriver.apply(user, event)
        except FAULTS:
            raise
        except Exception:
            log.exception("event_not_derived", user=user.id, event_id=event.id, at=event.at.isoformat())
            return event.id
    return None


def composed(piece: Slice, events: list[Event], notes: list[str], known: Collection[str]) -> Slice:
    """``piece`` with the summary line and tags recap composes itself (no model)."""
    return replace(piece, summary=summarize(events, notes), tags=strands.tags_for(events, known), summary_source="")


def is_user_id(name: str) -> bool:
    """Whether ``name`` is a folder name recap could have given a user (any other is skipped)."""
    try:
        return safe_user_id(name) == name
    except ValueError:
        return False
