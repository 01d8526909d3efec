"""One timeline per user: events go in, slices open and close, files stay in step.

The first event after a closed slice opens a new one; a slice is closed by the idle sweep
(:func:`jobs.sweeps.close_idle_slices`) once :data:`IDLE` passes without an event. Each event
is appended to the slice's Markdown file, so the cost of an event does not grow with the
slice and a crash loses at most the event being written. The append is made durable by a
group commit (:mod:`memory.groupsync`): :attr:`Appended.ticket` is what to wait for before
the event is acknowledged, and one fsync round covers every writer waiting at the time. The
file is rewritten whole (and fsynced) when the slice is saved (closed, re-described,
redacted) and committed to the user's git repository when the slice closes.

Where the Markdown goes is :mod:`memory.slicestore`'s: the home's folder on SQLite, written after
the event's transaction (an event whose file cannot be written is taken back); the table
``user_files`` and a working copy on PostgreSQL, written inside it (a failed write rolls the
event back with the transaction).

An append goes only where this process knows the file's end: the first event a process adds
to a slice it did not open rewrites the file from the store instead, which also repairs a
torn tail an earlier crash left (:mod:`memory.slicefile` drops one when rebuilding).
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

from memory import slicefile, slicestore
from memory.groupsync import GroupSync, Ticket
from memory.home import Home
from memory.model import Event, EventKind, Slice
from memory.store import SliceMoved, Store, User
from memory.timefmt import zone

IDLE = timedelta(minutes=30)


class _Unread:
    """The open slice was not given: :meth:`Timeline.append` reads it."""


_UNREAD = _Unread()


@dataclass(frozen=True)
class Appended:
    event: Event
    slice: Slice
    opened: bool  # this event opened a new slice
    ticket: Ticket = 0  # durable once :meth:`GroupSync.flush` of it returns (0: already durable)


class Timeline:
    def __init__(self, store: Store, home: Home, sync: GroupSync | None = None) -> None:
        self.store = store
        self.home = home
        self.files = slicestore.for_store(store, home)  # where the Markdown is written
        self.sync = sync or GroupSync()
        # Open slice (path) -> (at, id) of the last event its file holds as this process wrote
        # it: the files an event may be appended to.
        self._ends: dict[str, tuple[datetime, int]] = {}

    async def append(
        self,
        user: User,
        *,
        at: datetime,
        kind: EventKind,
        author: str,
        text: str,
        payload: dict[str, Any] | None = None,
        platform_ref: str | None = None,
        open_slice: Slice | _Unread | None = _UNREAD,
        kept: bool = False,
    ) -> Appended:
        """Record one event. Raises :class:`memory.store.DuplicateEvent` for a known platform_ref.

        ``open_slice`` is the user's open slice (None: none is open) when the caller has just
        read it under the user's lock, which saves reading it again. ``kept``: it was not read
        but kept from an earlier append; the transaction that appends checks it is still the
        store's open slice and raises :class:`memory.store.SliceMoved`, with nothing written,
        when it is not."""
        if isinstance(open_slice, _Unread):
            open_slice = await self.store.open_slice(user.id)
        before = open_slice
        tz, current, event = self._placed(user, open_slice, at, kind, author, text, payload, platform_ref)
        opened = before is None
        doc = None
        ticket: Ticket = 0
        # the open slice is searchable too: "what did I say about the launch?" ten minutes after
        # saying it finds it before the slice closes
        searchable = _searchable(event)
        try:
            if self.files.in_transaction:  # PostgreSQL: a failed write rolls the event back
                async with self.store.write() as db:
                    if kept and await self.store.open_slice(user.id) != open_slice:
                        raise SliceMoved
                    event = await self.store.insert_event(db, event)
                    await self.store.upsert_slice(db, current)
                    if searchable:
                        doc = await self.store.index_more_text(db, current, event.text)
                    ticket = await self._write_event(current, event, tz, opened=opened)
            else:  # SQLite: the three rows in one trip to the database's thread
                event, doc = await self.store.append_event(
                    event, current, searchable=searchable, kept=open_slice if kept else None
                )
        except BaseException:
            self._ends.pop(current.path, None)  # the file may hold what the store does not
            raise
        if self.files.in_transaction:
            return Appended(event=event, slice=current, opened=opened, ticket=ticket)
        try:
            ticket = await self._write_event(current, event, tz, opened=opened)
        except OSError:
            # A full or read-only disk: the event is taken out of the store again, so it counts
            # as not stored (the platform delivers it again). Should that fail too, the store is
            # ahead of the file, which the next write of the slice rewrites from the store.
            with contextlib.suppress(sqlite3.Error):
                async with self.store.write() as db:
                    await self.store.take_back_event(db, event, before, doc)
            raise
        return Appended(event=event, slice=current, opened=opened, ticket=ticket)

    async def append_many(
        self,
        appends: Sequence[tuple[User, Slice | None]],
        *,
        at: datetime,
        kind: EventKind,
        author: str,
        texts: Sequence[str],
        payloads: Sequence[dict[str, Any]],
    ) -> list[Appended]:
        """:meth:`append` of one event for each (user, their open slice or None) of ``appends``,
        each user once (a sweep's briefings): on SQLite every row in one trip to the database's
        thread, then each file, instead of a trip each."""
        if self.files.in_transaction:  # PostgreSQL: each file inside its rows' transaction
            return [
                await self.append(user, at=at, kind=kind, author=author, text=text, payload=payload,
                                  open_slice=open_slice)
                for (user, open_slice), text, payload in zip(appends, texts, payloads, strict=True)
            ]  # fmt: skip
        assert len({user.id for user, _ in appends}) == len(appends), "one event for each user"
        placed = [
            self._placed(user, open_slice, at, kind, author, text, payload, None)
            for (user, open_slice), text, payload in zip(appends, texts, payloads, strict=True)
        ]  # fmt: skip
        try:
            stored = await self.store.append_events([(event, piece, _searchable(event)) for _, piece, event in placed])
        except BaseException:
            for _, piece, _ in placed:
                self._ends.pop(piece.path, None)  # the files may hold what the store does not
            raise
        done: list[Appended] = []
        for (tz, piece, _), (event, _), (_, before) in zip(placed, stored, appends, strict=True):
            try:
                ticket = await self._write_event(piece, event, tz, opened=before is None)
            except OSError:
                # As in append: this event and those after it, whose files were not written,
                # are taken out of the store again.
                with contextlib.suppress(sqlite3.Error):
                    async with self.store.write() as db:
                        for (late, doc), (_, was) in zip(stored[len(done) :], appends[len(done) :], strict=True):
                            await self.store.take_back_event(db, late, was, doc)
                raise
            done.append(Appended(event=event, slice=piece, opened=before is None, ticket=ticket))
        return done

    def _placed(
        self,
        user: User,
        open_slice: Slice | None,
        at: datetime,
        kind: EventKind,
        author: str,
        text: str,
        payload: dict[str, Any] | None,
        platform_ref: str | None,
    ) -> tuple[ZoneInfo, Slice, Event]:
        """The user's zone, the slice an event at ``at`` goes in (``open_slice`` moved on, or a
        new one when None is open) and the event, not yet stored."""
        tz = zone(user.timezone)
        if open_slice is None:
            path = self.home.new_slice_path(user.id, at, tz)
            relative = path.relative_to(self.home.slices_dir(user.id))
            current = Slice(
                id=relative.with_suffix("").as_posix(),
                user=user.id,
                started_at=at,
                ended_at=at,
                status="open",
                path=path.relative_to(self.home.root).as_posix(),
            )
        else:
            current = replace(open_slice, ended_at=max(open_slice.ended_at, at))
        event = Event(
            id=0,
            user=user.id,
            at=at,
            kind=kind,
            author=author,
            text=text,
            payload=payload or {},
            platform_ref=platform_ref,
            slice_id=current.id,
        )
        return tz, current, event

    async def _write_event(self, piece: Slice, event: Event, tz: ZoneInfo, *, opened: bool) -> Ticket:
        """Put ``event`` in its slice's file: appended when it goes last in a file this process
        knows the end of, or as the whole of a new file (either durable once its ticket is
        flushed), else by rewriting the file from the store (durable at once: ticket 0)."""
        end = self._ends.pop(piece.path, None)
        key = (event.at, event.id)
        ticket = 0
        if end is not None and end < key:
            path = await self.files.append(piece.user, piece.path, slicefile.render_appended(event, tz))
            ticket = self.sync.note(path)
        elif opened:  # a new file: fsynced by the group commit with the appends after it
            created = await self.files.create(piece.user, piece.path, slicefile.render(piece, [event], tz))
            if created is not None:
                ticket = self.sync.note(created)
        else:
            events = await self.store.events_of_slice(piece.user, piece.id)
            await self.files.write(piece.user, piece.path, slicefile.render(piece, events, tz))
            key = (events[-1].at, events[-1].id)
        # Set only once the write succeeded: after a failed append the file's end is unknown,
        # and the next event rewrites it.
        self._ends[piece.path] = key
        return ticket

    async def save(self, user: User, piece: Slice) -> None:
        """Store a slice's metadata, fold its full-text rows into one and rewrite its file."""
        await self.save_many([(user, piece, await self.store.events_of_slice(piece.user, piece.id))])

    async def save_many(self, saved: Sequence[tuple[User, Slice, list[Event]]]) -> None:
        """:meth:`save` of each (user, slice, its events as the store holds them) of ``saved``
        in one transaction, a statement each for all their rows (a sweep's batch: inside
        :meth:`memory.service.Memory.batch` the files are fsynced side by side at its end)."""
        texts = [slicefile.render(piece, events, zone(user.timezone)) for user, piece, events in saved]
        for _, piece, _ in saved:
            self._ends.pop(piece.path, None)
        async with self.store.write() as db:
            await self.store.save_slices(db, [(piece, slice_body(events)) for _, piece, events in saved])
            if self.files.in_transaction:
                for (_, piece, _), text in zip(saved, texts, strict=True):
                    await self.files.write(piece.user, piece.path, text)
        if not self.files.in_transaction:
            for (_, piece, _), text in zip(saved, texts, strict=True):
                await self.files.write(piece.user, piece.path, text)
        for _, piece, events in saved:
            if piece.status == "open" and events:
                self._ends[piece.path] = (events[-1].at, events[-1].id)

    async def restore(self, path: Path) -> tuple[Slice, list[Event]]:
        """Load one slice file into the store exactly as written (used by rebuild)."""
        piece, events = slicefile.parse(path.read_text(encoding="utf-8"))
        piece = replace(piece, path=path.relative_to(self.home.root).as_posix())
        async with self.store.write() as db:
            await self.store.upsert_slice(db, piece)
            for event in events:
                await self.store.insert_event(db, event)
            await self.store.index_slice_text(db, piece, slice_body(events))
        return piece, events

    async def import_slice(
        self,
        user: User,
        events: list[tuple[datetime, EventKind, str, str]],
        *,
        summary: str | None = None,
        tags: tuple[str, ...] | None = None,
    ) -> Slice:
        """Write one closed slice holding ``events`` (at, kind, author, text) in one go.

        For bulk imports (benchmarks write thousands): one transaction for the events, the
        slice row and its full-text entry, one file write, and no git commit. The summary and
        tags are derived as on close unless given (against the user's strands, which follow
        the slice row). Nothing is extracted from the text.
        """
        from memory import strands  # imported here: only bulk imports need them
        from memory.summary import summarize

        if not events:
            raise ValueError("a slice needs at least one event")
        ordered = sorted(events, key=lambda item: item[0])
        tz = zone(user.timezone)
        path = self.home.new_slice_path(user.id, ordered[0][0], tz)
        piece = Slice(
            id=path.relative_to(self.home.slices_dir(user.id)).with_suffix("").as_posix(),
            user=user.id,
            started_at=ordered[0][0],
            ended_at=ordered[-1][0],
            status="closed",
            path=path.relative_to(self.home.root).as_posix(),
        )
        drafts = [
            Event(id=0, user=user.id, at=at, kind=kind, author=author, text=text, slice_id=piece.id)
            for at, kind, author, text in ordered
        ]
        if summary is None:
            summary = summarize(drafts, [])
        if tags is None:
            tags = strands.tags_for(drafts, await self.store.strand_tags(user.id, strands.spellings(drafts)))
        piece = replace(piece, summary=summary, tags=tuple(tags))
        async with self.store.write() as db:
            stored = [await self.store.insert_event(db, draft) for draft in drafts]
            await self.store.upsert_slice(db, piece)
            await self.store.index_slice_text(db, piece, slice_body(stored))
            if self.files.in_transaction:
                await self.files.write(piece.user, piece.path, slicefile.render(piece, stored, tz))
        if not self.files.in_transaction:
            await self.files.write(piece.user, piece.path, slicefile.render(piece, stored, tz))
        return piece


def slice_body(events: list[Event]) -> str:
    """The searchable text of a slice: what people said, not recap's own replies."""
    return "\n".join(event.text for event in events if _searchable(event))


def _searchable(event: Event) -> bool:
    return event.kind in (EventKind.MESSAGE, EventKind.SOURCE)
