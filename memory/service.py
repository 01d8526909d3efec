"""The memory of every user, wired together: timeline, derivation and on-close processing.

Adapters and jobs talk to this class; it owns no clock of its own (times are passed in) and
performs no network I/O.
"""

from __future__ import annotations

import asyncio
import sqlite3
import weakref
from collections.abc import AsyncIterator, Awaitable, Callable, Collection, Sequence
from contextlib import asynccontextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any, Protocol

import asyncpg
import structlog

from memory import closing, gitrepo, strands
from memory.asks import without_undone
from memory.derive import Derived, Deriver
from memory.home import Home, safe_user_id
from memory.model import Event, EventKind, Slice
from memory.store import Store, User
from memory.stores import open_store
from memory.summary import summarize
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

# Inside :meth:`Memory.acknowledging`: the group-commit tickets of the events recorded so far,
# made durable together when the scope ends.
_unacknowledged: ContextVar[list[int] | None] = ContextVar("recap_unacknowledged", default=None)


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

    def _use(self, store: Store) -> None:
        """Wire the parts that hold the store (again when a rebuild swaps the database in)."""
        self.store = store
        self.users = Users(store, self.home)
        self.timeline = Timeline(store, self.home)
        self.deriver = Deriver(store)

    @classmethod
    async def open(cls, home: Home, *, describer: Describer | None = None) -> Memory:
        home.root.mkdir(parents=True, exist_ok=True)
        return cls(await open_store(home), home, describer=describer)

    async def close(self) -> None:
        await self.store.close()

    @asynccontextmanager
    async def acknowledging(self) -> AsyncIterator[None]:
        """Handle one inbound message: everything recorded inside is durable when this exits.

        The events recorded inside (a message and its reply) are made durable together at the
        end, in one group-commit round (:mod:`memory.groupsync`) shared with every other user
        acknowledging at the time. A failure inside leaves them unacknowledged: the platform
        delivers the message again. :meth:`record` outside such a scope is a scope of its own.
        """
        tickets: list[int] = []
        token = _unacknowledged.set(tickets)
        try:
            yield
        finally:
            _unacknowledged.reset(token)
        if tickets:
            await self.timeline.sync.flush(max(tickets))

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

    async def _record(
        self,
        user: User,
        at: datetime,
        kind: EventKind,
        text: str,
        author: str | None,
        payload: dict[str, Any] | None,
        platform_ref: str | None,
    ) -> Recorded:
        payload = dict(payload or {})
        if kind is EventKind.MESSAGE:
            payload.setdefault("tz", user.timezone)
        async with self._lock(user.id):
            current = await self.store.open_slice(user.id)
            if current is not None and at - current.ended_at >= IDLE:
                # The sweep closes idle slices; this only covers a sweep that has not run yet
                # (recap was down), so the event still starts the episode it belongs to.
                await self._close(user, current)
            appended = await self.timeline.append(
                user,
                at=at,
                kind=kind,
                author=author or (user.name if kind in (EventKind.MESSAGE, EventKind.COMMAND) else "recap"),
                text=text,
                payload=payload,
                platform_ref=platform_ref,
            )
            # Owed from here on, even if deriving fails: the event is on the timeline.
            _owe(appended.ticket)
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

    async def close_idle_slices(self, now: datetime) -> list[Slice]:
        """Close every open slice idle for :data:`IDLE`; the sweep's one query over all users."""
        closed = []
        for piece in await self.store.idle_slices(now - IDLE):
            user = await self.store.user(piece.user)
            if user is None:
                continue
            async with self._lock(user.id):
                # Read again under the lock: a message may have arrived since the query.
                fresh = await self.store.slice(user.id, piece.id)
                if fresh is not None and fresh.status == "open" and now - fresh.ended_at >= IDLE:
                    closed.append(await self._close(user, fresh))
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
        known = strands.load(self.home.strands(user.id))
        closed = replace(await self._describe(user, piece, known=known), status="closed")
        await self.timeline.save(user, closed)
        await self._restrand(user, known, closed, piece.tags, "closed")
        return closed

    async def _restrand(
        self, user: User, known: dict[str, list[str]], piece: Slice, before: Sequence[str], what: str
    ) -> None:
        """Move ``piece`` to the strands of its tags now, save them, and owe its file a commit."""
        await closing.restrand(self.store, known, piece, before)
        strands.save(self.home.strands(user.id), known)
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
            committed = 0
            for user_id, files in sorted(owed.items()):
                paths = [*files, self.home.profile(user_id).name]
                message = "; ".join(dict.fromkeys(files.values()))
                committed += await gitrepo.commit_paths(self.home.user_dir(user_id), paths, message)
            return committed

    async def _describe(
        self, user: User, piece: Slice, *, use_model: bool = True, known: dict[str, list[str]] | None = None
    ) -> Slice:
        """``piece`` with its summary and tags composed again: by the describer when there is
        one (and ``use_model``) and it answers, else by recap itself."""
        events = await self.store.events_of_slice(user.id, piece.id)
        known = strands.load(self.home.strands(user.id)) if known is None else known
        notes = await closing.notes(self.store, user, events)
        if self.describer is not None and use_model:
            written = await self.describer.describe(events, notes=notes, tags=list(known))
            if written is not None and written[0].strip():
                tags = tuple(dict.fromkeys(strands.fold(tag, known) for tag in written[1]))[: strands.MAX_TAGS]
                return replace(piece, summary=written[0], tags=tags, summary_source=MODEL)
        return composed(piece, events, notes, known)

    async def _notes(self, user: User, piece: Slice) -> list[str]:
        return await closing.notes(self.store, user, await self.store.events_of_slice(user.id, piece.id))

    async def refresh_slices(self, user: User, slice_ids: set[str]) -> None:
        """Re-derive the summary and search entry of closed slices whose facts changed."""
        known = strands.load(self.home.strands(user.id))
        for slice_id in sorted(slice_ids):
            piece = await self.store.slice(user.id, slice_id)
            if piece is None or piece.status != "closed":
                continue
            described = await self._describe(user, piece, known=known)
            await self.timeline.save(user, described)
            await self._restrand(user, known, described, piece.tags, "re-described")

    async def _update_strands(self, user: User) -> None:
        pieces = await self.store.slices(user.id)
        strands.save(self.home.strands(user.id), strands.index(pieces))

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
            await self._update_strands(user)
            # The history goes too: earlier commits of the slice files still hold the words.
            message = f"history restarted: forgot {len(hits)} event(s)"
            await gitrepo.restart_history(self.home.user_dir(user.id), message)
            # Nothing else may keep a copy: files an interrupted write or a killed rebuild left,
            # the database's log.
            from memory.rebuild import leftovers  # it derives through this module: imported late

            for stray in [*self.home.user_dir(user.id).rglob(".*.tmp"), *leftovers(self.home)]:
                stray.unlink(missing_ok=True)
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


def _owe(ticket: int) -> None:
    """Count ``ticket`` in the :meth:`Memory.acknowledging` scope the caller runs in."""
    tickets = _unacknowledged.get()
    assert tickets is not None, "events are recorded inside an acknowledging scope"
    tickets.append(ticket)


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


def composed(piece: Slice, events: list[Event], notes: list[str], known: dict[str, list[str]]) -> Slice:
    """``piece`` with the summary line and tags recap composes itself (no model)."""
    return replace(piece, summary=summarize(events, notes), tags=strands.tags_for(events, known), summary_source="")


def is_user_id(name: str) -> bool:
    """Whether ``name`` is a folder name recap could have given a user (any other is skipped)."""
    try:
        return safe_user_id(name) == name
    except ValueError:
        return False
