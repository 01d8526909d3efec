"""Copies of users, for benchmarks at a hundred thousand users: the bulk path of ``recap bench sweep``.

Playing 100,000 users through the dispatcher takes hours; copying a few users played that way
takes seconds. A copy gets every row its template has — events, slices and their search rows,
claims, commitments and their versions, issue episodes — under its own id, with every id
shifted by the same amount so references between rows (an event's ``about``, a claim's
source and the claim it corrects, a version's commitment, an episode's predecessor) still
point at the copy's own rows; and the files real use writes (profile, slice files), rendered
the same way. ``tests/jobs/test_clone.py`` proves a copy equals a user who said the same
things through the dispatcher, table by table and file by file.

Nothing here is durable on its own (files are written without fsync): it builds scratch homes.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

from memory import slicefile
from memory.model import Event, Slice
from memory.service import Memory
from memory.timefmt import zone

__all__ = ["EVENT_KEYS", "TABLES", "copy_users", "slice_file", "write_file"]

# Payload keys that hold the id of another event of the same user.
EVENT_KEYS = ("about", "ask", "undoes")

# table → how its template rows are selected; every column not named in _COLUMNS is kept.
# (_TEMPLATE names each row's user; it is not copied as a column.)
TABLES: dict[str, str] = {
    "users": "SELECT *, id AS template FROM users WHERE id IN ({marks}) ORDER BY id",
    "events": "SELECT *, user AS template FROM events WHERE user IN ({marks}) ORDER BY id",
    "slices": "SELECT *, user AS template FROM slices WHERE user IN ({marks}) ORDER BY user, id",
    "slice_docs": "SELECT *, user AS template FROM slice_docs WHERE user IN ({marks}) ORDER BY id",
    "claims": "SELECT *, user AS template FROM claims WHERE user IN ({marks}) ORDER BY id",
    "commitments": "SELECT *, user AS template FROM commitments WHERE user IN ({marks}) ORDER BY id",
    "commitment_versions": "SELECT v.*, c.user AS template FROM commitment_versions v JOIN commitments c"
    " ON c.id = v.commitment_id WHERE c.user IN ({marks}) ORDER BY v.id",
    "episodes": "SELECT *, user AS template FROM episodes WHERE user IN ({marks}) ORDER BY id",
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
    marks = ",".join("?" * len(templates))
    async with memory.store.write() as db:
        rows = {table: await db.execute_fetchall(sql.format(marks=marks), templates) for table, sql in TABLES.items()}
        top = max([next(iter(await db.execute_fetchall(f"SELECT max(id) FROM {t}")))[0] or 0 for t in _ID_TABLES])
        names = {row["id"]: row["name"] for row in rows["users"]}
        plans = [
            _Copy(template, names[template], user, (number + 1) * (top + 1))
            for number, (template, user) in enumerate(copies)
        ]
        for table, found in rows.items():
            if not found:
                continue
            columns = [name for name in found[0].keys() if name != _TEMPLATE]  # noqa: SIM118 (a Row iterates values)
            change = _COLUMNS[table]
            of_template = {template: [row for row in found if row[_TEMPLATE] == template] for template in templates}
            values = [
                tuple(change[name](plan, row[name]) if name in change else row[name] for name in columns)
                for plan in plans
                for row in of_template[plan.template]
            ]
            await db.executemany(
                f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})", values
            )
    await _write_files(memory, plans)


async def _write_files(memory: Memory, plans: list[_Copy]) -> None:
    """Each copy's profile and slice files, as real use writes them."""
    store, home = memory.store, memory.home
    templates: dict[str, tuple[str, ZoneInfo, list[tuple[Slice, list[Event]]]]] = {}
    for template in {plan.template for plan in plans}:
        user = await store.user(template)
        assert user is not None
        pieces = [(piece, await store.events_of_slice(template, piece.id)) for piece in await store.slices(template)]
        templates[template] = (home.profile(template).read_text(encoding="utf-8"), zone(user.timezone), pieces)
    for plan in plans:
        profile, tz, pieces = templates[plan.template]
        write_file(home.profile(plan.user), profile.replace(plan.template_name, plan.user))
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
            write_file(home.root / moved.path, slice_file(moved, copied, tz))


def slice_file(piece: Slice, events: list[Event], tz: ZoneInfo) -> str:
    """A slice's file as :class:`~memory.timeline.Timeline` leaves it: an open slice's file was
    written when its first event opened it, and every later event appended below."""
    if piece.status != "open" or not events:
        return slicefile.render(piece, events, tz)
    opened = slicefile.render(replace(piece, ended_at=events[0].at), events[:1], tz)
    return opened + "".join(slicefile.render_appended(event, tz) for event in events[1:])


def write_file(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8", newline="")
