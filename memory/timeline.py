"""One timeline per user: events go in, slices open and close, files stay in step.

The first event after a closed slice opens a new one; a slice is closed by the idle sweep
(:func:`jobs.sweeps.close_idle_slices`) once :data:`IDLE` passes without an event. The slice's
Markdown file is rewritten atomically after every event, so a crash loses at most the event
being written, and committed to the user's git repository when the slice closes.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

from memory import slicefile
from memory.home import Home, write_atomically
from memory.model import Event, EventKind, Slice
from memory.store import Store, User
from memory.timefmt import zone

IDLE = timedelta(minutes=30)


@dataclass(frozen=True)
class Appended:
    event: Event
    slice: Slice
    opened: bool  # this event opened a new slice


class Timeline:
    def __init__(self, store: Store, home: Home) -> None:
        self.store = store
        self.home = home

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
    ) -> Appended:
        """Record one event. Raises :class:`memory.store.DuplicateEvent` for a known platform_ref."""
        tz = zone(user.timezone)
        current = await self.store.open_slice(user.id)
        opened = current is None
        if current is None:
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
            current = replace(current, ended_at=max(current.ended_at, at))
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
        async with self.store.write() as db:
            event = await self.store.insert_event(db, event)
            await self.store.upsert_slice(db, current)
        events = await self.store.events_of_slice(current.user, current.id)
        if kind in (EventKind.MESSAGE, EventKind.SOURCE):
            # the open slice is searchable too: "what did I say about the launch?" ten minutes
            # after saying it finds it before the slice closes
            async with self.store.write() as db:
                await self.store.index_slice_text(db, current, slice_body(events))
        write_atomically(self.home.root / current.path, slicefile.render(current, events, tz))
        return Appended(event=event, slice=current, opened=opened)

    async def write_file(self, piece: Slice, tz: ZoneInfo) -> None:
        events = await self.store.events_of_slice(piece.user, piece.id)
        write_atomically(self.home.root / piece.path, slicefile.render(piece, events, tz))

    async def save(self, user: User, piece: Slice) -> None:
        """Store a slice's metadata, refresh its full-text entry and rewrite its file."""
        events = await self.store.events_of_slice(piece.user, piece.id)
        async with self.store.write() as db:
            await self.store.upsert_slice(db, piece)
            await self.store.index_slice_text(db, piece, slice_body(events))
        write_atomically(self.home.root / piece.path, slicefile.render(piece, events, zone(user.timezone)))

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
        tags are derived as on close unless given (tags against the user's strands.json; the
        caller keeps strands.json up to date). Nothing is extracted from the text.
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
            tags = strands.tags_for(drafts, strands.load(self.home.strands(user.id)))
        piece = replace(piece, summary=summary, tags=tuple(tags))
        async with self.store.write() as db:
            stored = [await self.store.insert_event(db, draft) for draft in drafts]
            await self.store.upsert_slice(db, piece)
            await self.store.index_slice_text(db, piece, slice_body(stored))
        write_atomically(self.home.root / piece.path, slicefile.render(piece, stored, tz))
        return piece


def slice_body(events: list[Event]) -> str:
    """The searchable text of a slice: what people said, not recap's own replies."""
    return "\n".join(event.text for event in events if event.kind in (EventKind.MESSAGE, EventKind.SOURCE))
