"""Users: the mapping from a platform's name to a safe folder, and each user's settings.

Settings live in ``users/<user>/profile.md`` (frontmatter) as well as in the store, so that
`recap rebuild` restores them from the files alone. The profile is written through the slice-file
seam (:mod:`memory.slicestore`), so on PostgreSQL it is kept in the record with the slices and a
machine with an empty home rebuilds the user too.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from typing import get_args

import frontmatter

from memory import gitpush, slicestore
from memory.home import Home, check_user_name, numbered_user_id, read_text, safe_user_id
from memory.model import Event, EventKind
from memory.schedule import next_briefing_after, parse_hhmm
from memory.store import Store, User
from memory.timefmt import from_iso, iso_utc, zone
from memory.understanding._date_order import DateOrder

DEFAULT_TIMEZONE = "UTC"
DEFAULT_BRIEFING_TIME = "08:00"
DATE_ORDERS: tuple[str, ...] = get_args(DateOrder)  # the ways round a user may write "3/4"
AUTO = ""  # :meth:`Users.update`'s date_order for "none known": the zone's habit, asking when in doubt


class Users:
    def __init__(self, store: Store, home: Home) -> None:
        self.store = store
        self.home = home
        self.files = slicestore.for_store(store, home)

    async def get_or_create(self, name: str, now: datetime, *, timezone: str | None = None) -> User:
        """The user of that name, created on first sight; ValueError for a name recap cannot keep."""
        check_user_name(name)
        existing = await self.store.user_by_name(name)
        if existing is not None:
            return existing
        user_id = safe_user_id(name)
        taken = await self.store.user_ids()
        suffix = 2
        base = user_id
        while user_id in taken:
            user_id = numbered_user_id(base, suffix)
            suffix += 1
        tz_name = timezone or DEFAULT_TIMEZONE
        user = User(
            id=user_id,
            name=name,
            timezone=tz_name,
            briefing_time=DEFAULT_BRIEFING_TIME,
            nothing_due_line=False,
            next_briefing_at=next_briefing_after(now, DEFAULT_BRIEFING_TIME, zone(tz_name)),
            created_at=now,
        )
        await self.store.add_user(user)
        await self.write_profile(user)
        return user

    async def with_last_reply(self, name: str, now: datetime) -> tuple[User, Event | None]:
        """:meth:`get_or_create`, and the user's last reply when nothing they said (a message,
        an answer, a command) followed it, so a question it asked may still be pending (None
        otherwise, and for a new user): what every message reads first, in one trip to the
        store for a user recap knows."""
        check_user_name(name)
        existing, last = await self.store.user_and_last_event(
            name, EventKind.REPLY, unless_after=(EventKind.MESSAGE, EventKind.ANSWER, EventKind.COMMAND)
        )
        if existing is not None:
            return existing, last
        return await self.get_or_create(name, now), None

    async def update(
        self,
        user: User,
        now: datetime,
        *,
        timezone: str | None = None,
        briefing_time: str | None = None,
        nothing_due_line: bool | None = None,
        date_order: str | None = None,
    ) -> User:
        """Change settings (validated) and re-plan the next briefing from them. ``date_order``:
        "DMY", "MDY", or :data:`AUTO` to forget it; None leaves it as it is."""
        if timezone is not None:
            zone(timezone)
        if date_order not in (None, AUTO, *DATE_ORDERS):
            raise ValueError(f"{date_order!r} is no date order: DMY or MDY")
        if briefing_time is not None:
            briefing_time = f"{parse_hhmm(briefing_time):%H:%M}"
        updated = replace(
            user,
            timezone=timezone or user.timezone,
            briefing_time=briefing_time or user.briefing_time,
            nothing_due_line=user.nothing_due_line if nothing_due_line is None else nothing_due_line,
            date_order=user.date_order if date_order is None else date_order or None,
        )
        updated = replace(
            updated, next_briefing_at=next_briefing_after(now, updated.briefing_time, zone(updated.timezone))
        )
        await self.store.update_user(updated)
        await self.write_profile(updated)
        return updated

    async def git_remote(self, user_id: str) -> str | None:
        """Where ``user_id``'s timeline is pushed on close (:mod:`memory.gitpush`): the
        ``git_remote`` of their profile, which only the profile keeps; None when not set."""
        return (await self.git_remotes([user_id])).get(user_id)

    async def git_remotes(self, user_ids: list[str]) -> dict[str, str]:
        """:meth:`git_remote` of each of ``user_ids`` that has one, their profiles read at once."""
        texts = await self.files.read_each([(user_id, self._profile_path(user_id)) for user_id in user_ids])
        found = {}
        for (user_id, _), text in texts.items():
            # most profiles name no remote: their YAML is not parsed
            remote = frontmatter.loads(text).metadata.get("git_remote") if "\ngit_remote:" in text else None
            if remote:
                found[user_id] = str(remote)
        return found

    async def set_git_remote(self, user: User, url: str | None) -> None:
        """Push ``user``'s timeline to ``url`` from the next close on (None: no longer);
        ValueError for a URL :func:`memory.gitpush.check_remote` refuses."""
        await self._write_profile(user, None if url is None else gitpush.check_remote(url))

    async def write_profile(self, user: User) -> None:
        """Write ``user``'s profile.md (keeping its git remote) where the record of their files is."""
        await self._write_profile(user, await self.git_remote(user.id))

    def _profile_path(self, user_id: str) -> str:
        return self.home.profile(user_id).relative_to(self.home.root).as_posix()

    async def _write_profile(self, user: User, git_remote: str | None) -> None:
        post = frontmatter.Post(
            f"Settings for {user.name}. recap keeps this file in step with the chat commands.",
            name=user.name,
            timezone=user.timezone,
            briefing_time=user.briefing_time,
            nothing_due_line=user.nothing_due_line,
            created_at=iso_utc(user.created_at),
        )
        if user.date_order is not None:
            post["date_order"] = user.date_order
        if git_remote is not None:
            post["git_remote"] = git_remote
        await self.files.write(user.id, self._profile_path(user.id), frontmatter.dumps(post, sort_keys=False) + "\n")

    async def restore(self, user_id: str, now: datetime) -> User:
        """Re-create a user in the store from its profile file."""
        meta = frontmatter.loads(read_text(self.home.profile(user_id))).metadata
        created = meta["created_at"]
        user = User(
            id=user_id,
            name=str(meta["name"]),
            timezone=str(meta.get("timezone") or DEFAULT_TIMEZONE),
            briefing_time=str(meta.get("briefing_time") or DEFAULT_BRIEFING_TIME),
            nothing_due_line=bool(meta.get("nothing_due_line")),
            next_briefing_at=None,
            created_at=from_iso(created if isinstance(created, str) else created.isoformat()),
            date_order=str(meta["date_order"]) if meta.get("date_order") in DATE_ORDERS else None,
        )
        user = replace(user, next_briefing_at=next_briefing_after(now, user.briefing_time, zone(user.timezone)))
        await self.store.add_user(user)
        return user
