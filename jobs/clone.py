"""Copies of users, for benchmarks at a hundred thousand users: the bulk path of ``recap bench sweep``.

Playing 100,000 users through the dispatcher takes hours; copying a few users played that way
takes seconds. A copy gets every row its template has — events, slices and their search rows,
claims, commitments and their versions, issue episodes — under its own id, with every id
shifted by the same amount so references between rows (an event's ``about``, a claim's
source and the claim it corrects, a version's commitment, an episode's predecessor) still
point at the copy's own rows; and the files real use writes (profile, slice files), rendered
the same way. ``tests/jobs/test_clone.py`` proves a copy equals a user who said the same
things through the dispatcher, table by table and file by file.

Either store (:mod:`jobs.bulk_rows` speaks its SQL); nothing here is durable on its own (files
are written without fsync): it builds scratch homes.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any
from zoneinfo import ZoneInfo

from jobs.bulk_rows import Rows, write_files, writing
from memory import slicefile
from memory.model import Event, Slice
from memory.service import Memory
from memory.timefmt import zone

__all__ = ["EVENT_KEYS", "TABLES", "copy_users", "rows_of", "slice_file", "top_id"]

# Payload keys that hold the id of another event of the same user.
EVENT_KEYS = ("about", "ask", "undoes")

# table → how its template rows are selected; every column not named in _COLUMNS is kept.
# (_TEMPLATE names each row's user; it is not copied as a column.)
# (SQL as jobs.bulk_rows takes it: "user" quoted, ? marks.)
TABLES: dict[str, str] = {
    "users": "SELECT *, id AS template FROM users WHERE id IN ({marks}) ORDER BY id",
    "events": 'SELECT *, "user" AS template FROM events WHERE "user" IN ({marks}) ORDER BY id',
    "slices": 'SELECT *, "user" AS template FROM slices WHERE "user" IN ({marks}) ORDER BY "user", id',
    "slice_docs": 'SELECT *, "user" AS template FROM slice_docs WHERE "user" IN ({marks}) ORDER BY id',
    "claims": 'SELECT *, "user" AS template FROM claims WHERE "user" IN ({marks}) ORDER BY id',
    "commitments": 'SELECT *, "user" AS template FROM commitments WHERE "user" IN ({marks}) ORDER BY id',
    "commitment_versions": 'SELECT v.*, c."user" AS template FROM commitment_versions v JOIN commitments c'
    ' ON c.id = v.commitment_id WHERE c."user" IN ({marks}) ORDER BY v.id',
    "episodes": 'SELECT *, "user" AS template FROM episodes WHERE "user" IN ({marks}) ORDER BY id',
}

_TEMPLATE = "template"
_ID_TABLES = ("events", "slice_docs", "claims", "commitments", "commitment_versions", "episodes")


class _Copy:
    """One copy: its template, its id (also its name), and the shift of every row id."""

    def __init__(self, template: str, template_name: str, user: str, shift: int) -> None:
        self.template = template
        self.template_name = template_name
        self.user = user
        self.shift = shift

    def id(self, value: int | None) -> int | None:
        return None if value is None else value + self.shift

    def author(self, value: str) -> str:
        return self.user if value == self.template_name else value

    def payload(self, value: str) -> str:
        payload = json.loads(value)
        if not any(isinstance(payload.get(key), int) for key in EVENT_KEYS):
            return value
        for key in EVENT_KEYS:
            if isinstance(payload.get(key), int):
                payload[key] += self.shift
        return json.dumps(payload, ensure_ascii=False, sort_keys=True)  # as memory.store writes it

    def path(self, value: str) -> str:
        prefix = f"users/{self.template}/"
        assert value.startswith(prefix), value
        return f"users/{self.user}/{value[len(prefix) :]}"


_Column = Callable[[_Copy, Any], Any]
_COLUMNS: dict[str, dict[str, _Column]] = {
    "users": {"id": lambda c, v: c.user, "name": lambda c, v: c.user},
    "events": {
        "id": _Copy.id,
        "user": lambda c, v: c.user,
        "author": _Copy.author,
        "payload": _Copy.payload,
        "platform_ref": lambda c, v: _no_ref(v),
    },
    "slices": {"user": lambda c, v: c.user, "path": _Copy.path},
    "slice_docs": {"id": _Copy.id, "user": lambda c, v: c.user},
    "claims": {"id": _Copy.id, "user": lambda c, v: c.user, "source_event": _Copy.id, "corrects": _Copy.id},
    "commitments": {"id": _Copy.id, "user": lambda c, v: c.user, "source_event": _Copy.id},
    "commitment_versions": {"id": _Copy.id, "commitment_id": _Copy.id, "source_event": _Copy.id},
    "episodes": {"id": _Copy.id, "user": lambda c, v: c.user, "source_event": _Copy.id, "previous_id": _Copy.id},
}


def _no_ref(value: str | None) -> None:
    if value is not None:
        raise ValueError("a template with platform references cannot be copied: they are unique")


async def copy_users(memory: Memory, copies: Sequence[tuple[str, str]]) -> None:
    """Add a copy of user ``template`` named ``user`` for each (template, user) of ``copies``,
    in one transaction, with its files."""
    if not copies:
        return
    templates = sorted({template for template, _ in copies})
    files = await _template_files(memory, templates)
    async with writing(memory.store) as db:
        rows = await rows_of(db, templates)
        top = await top_id(db)
        names = {row["id"]: row["name"] for row in rows["users"]}
        plans = [
            _Copy(template, names[template], user, (number + 1) * (top + 1))
            for number, (template, user) in enumerate(copies)
        ]
        for table, found in rows.items():
            if not found:
                continue
            columns = [name for name in found[0] if name != _TEMPLATE]
            change = _COLUMNS[table]
            of_template = {template: [row for row in found if row[_TEMPLATE] == template] for template in templates}
            values = [
                tuple(change[name](plan, row[name]) if name in change else row[name] for name in columns)
                for plan in plans
                for row in of_template[plan.template]
            ]
            await db.insert(table, columns, values)
    await write_files(memory, [file for plan in plans for file in _copied_files(plan, files[plan.template])])


async def rows_of(db: Rows, users: Sequence[str]) -> dict[str, list[dict[str, Any]]]:
    """Every row of ``users`` in each of :data:`TABLES`, in id order, with the columns a row is
    written with (not those the database computes) and ``template``, the row's user."""
    marks = ",".join("?" * len(users))
    found = {}
    for table, sql in TABLES.items():
        rows = await db.fetch(sql.format(marks=marks), users)
        kept = db.columns(table, list(rows[0])) if rows else []
        found[table] = [{name: row[name] for name in kept} for row in rows]
    return found


async def top_id(db: Rows) -> int:
    """The highest row id of the tables whose ids the copies shift."""
    return max([await db.value(f"SELECT max(id) FROM {table}") or 0 for table in _ID_TABLES])


# a template's profile (its path relative to the home, its text), zone, and slices with their events
_Files = tuple[str, str, ZoneInfo, list[tuple[Slice, list[Event]]]]


async def _template_files(memory: Memory, templates: list[str]) -> dict[str, _Files]:
    """Each template's profile, zone, and slices with their events: what its copies' files are made of."""
    store, home, found = memory.store, memory.home, {}
    for template in templates:
        user = await store.user(template)
        assert user is not None
        pieces = [(piece, await store.events_of_slice(template, piece.id)) for piece in await store.slices(template)]
        path = home.profile(template).relative_to(home.root).as_posix()
        profile = await memory.users.files.read(template, path)
        assert profile is not None
        found[template] = (path, profile, zone(user.timezone), pieces)
    return found


def _copied_files(plan: _Copy, files: _Files) -> list[tuple[str, str, str]]:
    """A copy's profile and slice files, as real use writes them: (user, path, text)."""
    path, profile, tz, pieces = files
    written = [(plan.user, plan.path(path), profile.replace(plan.template_name, plan.user))]
    for piece, events in pieces:
        copied = [
            replace(
                event,
                id=event.id + plan.shift,
                user=plan.user,
                author=plan.author(event.author),
                payload={
                    key: value + plan.shift if key in EVENT_KEYS and isinstance(value, int) else value
                    for key, value in event.payload.items()
                },
            )
            for event in events
        ]
        moved = replace(piece, user=plan.user, path=plan.path(piece.path))
        written.append((plan.user, moved.path, slice_file(moved, copied, tz)))
    return written


def slice_file(piece: Slice, events: list[Event], tz: ZoneInfo) -> str:
    """A slice's file as :class:`~memory.timeline.Timeline` leaves it: an open slice's file was
    written when its first event opened it, and every later event appended below."""
    if piece.status != "open" or not events:
        return slicefile.render(piece, events, tz)
    opened = slicefile.render(replace(piece, ended_at=events[0].at), events[:1], tz)
    return opened + "".join(slicefile.render_appended(event, tz) for event in events[1:])
