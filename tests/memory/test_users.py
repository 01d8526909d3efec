"""Users: safe folder ids kept distinct, settings in profile.md, validated updates that re-plan briefings."""

from __future__ import annotations

from datetime import datetime, timedelta

import frontmatter
import pytest

from memory.clock import VirtualClock
from memory.home import Home, safe_user_id
from memory.model import EventKind
from memory.service import Memory
from memory.users import AUTO, DEFAULT_BRIEFING_TIME, DEFAULT_TIMEZONE
from tests.conftest import lose_database


def _at(text: str) -> datetime:
    return datetime.fromisoformat(text)


async def _reopen_without_database(memory: Memory, home: Home) -> Memory:
    await memory.close()
    lose_database(home)
    return await Memory.open(home)


async def test_new_user_gets_defaults_and_a_planned_briefing(memory: Memory, clock: VirtualClock) -> None:
    """A new user lives in UTC with an 08:00 briefing planned for the next 08:00 after now."""
    user = await memory.users.get_or_create("alice", clock.now())
    assert (user.id, user.name, user.timezone, user.briefing_time) == ("alice", "alice", "UTC", "08:00")
    assert DEFAULT_TIMEZONE == "UTC" and DEFAULT_BRIEFING_TIME == "08:00"
    assert user.nothing_due_line is False
    assert user.next_briefing_at == _at("2026-03-03T08:00:00+00:00")  # the clock stands at 08:00 on the 2nd
    assert user.created_at == clock.now()
    assert await memory.store.user("alice") == user


async def test_get_or_create_returns_the_existing_user(memory: Memory, clock: VirtualClock) -> None:
    """Asking again by the same name gives the same user, even with another timezone asked for."""
    first = await memory.users.get_or_create("alice", clock.now(), timezone="Asia/Tokyo")
    again = await memory.users.get_or_create("alice", clock.now(), timezone="Europe/Berlin")
    assert again == first and again.timezone == "Asia/Tokyo"
    assert len(await memory.store.users()) == 1


async def test_hostile_name_gets_a_safe_id_and_keeps_its_name(memory: Memory, clock: VirtualClock, home: Home) -> None:
    """'../../etc/passwd' becomes a safe folder inside users/ while the store keeps the name as given."""
    user = await memory.users.get_or_create("../../etc/passwd", clock.now())
    assert user.id == safe_user_id("../../etc/passwd") and "/" not in user.id
    assert user.name == "../../etc/passwd"
    assert home.profile(user.id).resolve().parent.parent == home.users_dir.resolve()
    assert (await memory.store.user_by_name("../../etc/passwd")) == user


async def test_colliding_safe_ids_get_a_numbered_suffix(memory: Memory, clock: VirtualClock) -> None:
    """A name whose safe id is already taken by another name gets -2, then -3; folders never meet."""
    taken = safe_user_id("a/b")
    squatter = await memory.users.get_or_create(taken, clock.now())  # a safe name, kept as is
    assert squatter.id == taken
    second = await memory.users.get_or_create("a/b", clock.now())
    assert second.id == f"{taken}-2"
    third = await memory.users.get_or_create(f"{taken}-2", clock.now())
    assert third.id == f"{taken}-2-2"
    assert len({squatter.id, second.id, third.id}) == 3
    assert (await memory.users.get_or_create("a/b", clock.now())).id == f"{taken}-2"


async def test_profile_is_written_with_the_settings(memory: Memory, clock: VirtualClock, home: Home) -> None:
    """profile.md holds name, timezone, briefing time, the nothing-due setting and creation time."""
    user = await memory.users.get_or_create("telegram:42", clock.now(), timezone="Europe/Berlin")
    meta = frontmatter.loads(home.profile(user.id).read_text(encoding="utf-8")).metadata
    assert meta["name"] == "telegram:42"
    assert meta["timezone"] == "Europe/Berlin"
    assert meta["briefing_time"] == "08:00"
    assert meta["nothing_due_line"] is False
    assert str(meta["created_at"]).startswith("2026-03-02")


@pytest.mark.parametrize("name", ["alice", "yes", "2024", "null", "a: b", "line\nbreak", "  spaced  ", "emoji 😀"])
async def test_profile_restores_the_same_user(home: Home, clock: VirtualClock, name: str) -> None:
    """With recap.db gone, restore() brings back the user exactly, even names YAML would misread."""
    memory = await Memory.open(home)
    user = await memory.users.get_or_create(name, clock.now(), timezone="America/Chicago")
    user = await memory.users.update(user, clock.now(), briefing_time="06:45", nothing_due_line=True)
    memory = await _reopen_without_database(memory, home)
    try:
        restored = await memory.users.restore(user.id, clock.now())
        assert restored == user
        assert await memory.store.user_by_name(name) == user
    finally:
        await memory.close()


async def test_restore_plans_the_next_briefing_from_its_own_now(home: Home, clock: VirtualClock) -> None:
    """Restoring later plans the first briefing after the restore time, not the stale one."""
    memory = await Memory.open(home)
    user = await memory.users.get_or_create("alice", clock.now())
    memory = await _reopen_without_database(memory, home)
    try:
        restored = await memory.users.restore(user.id, _at("2026-04-10T12:00:00+00:00"))
        assert restored.next_briefing_at == _at("2026-04-11T08:00:00+00:00")
    finally:
        await memory.close()


async def test_update_replans_the_next_briefing(memory: Memory, clock: VirtualClock, home: Home) -> None:
    """A new timezone and time give the next local briefing after now, stored and written to profile.md."""
    user = await memory.users.get_or_create("alice", clock.now())  # 08:00 UTC on 2 March
    updated = await memory.users.update(user, clock.now(), timezone="Asia/Tokyo", briefing_time="7:30")
    assert updated.briefing_time == "07:30"
    assert updated.next_briefing_at == _at("2026-03-03T07:30:00+09:00")  # 17:00 Tokyo now; tomorrow's
    assert await memory.store.user("alice") == updated
    meta = frontmatter.loads(home.profile("alice").read_text(encoding="utf-8")).metadata
    assert (meta["timezone"], meta["briefing_time"]) == ("Asia/Tokyo", "07:30")


async def test_update_only_changes_what_is_given(memory: Memory, clock: VirtualClock) -> None:
    """Setting nothing_due_line alone keeps timezone and time; the plan is recomputed from now."""
    user = await memory.users.get_or_create("alice", clock.now(), timezone="Europe/London")
    updated = await memory.users.update(user, clock.now(), nothing_due_line=True)
    assert (updated.timezone, updated.briefing_time, updated.nothing_due_line) == ("Europe/London", "08:00", True)
    off = await memory.users.update(updated, clock.now(), nothing_due_line=False)
    assert off.nothing_due_line is False


async def test_the_date_order_is_stored_written_restored_and_cleared(home: Home, clock: VirtualClock) -> None:
    """date_order "DMY" is kept in the store and profile.md (so a rebuild restores it); AUTO clears it."""
    memory = await Memory.open(home)
    user = await memory.users.get_or_create("alice", clock.now())
    assert user.date_order is None
    user = await memory.users.update(user, clock.now(), date_order="DMY")
    assert await memory.store.user("alice") == user and user.date_order == "DMY"
    assert frontmatter.loads(home.profile("alice").read_text(encoding="utf-8")).metadata["date_order"] == "DMY"
    memory = await _reopen_without_database(memory, home)
    try:
        assert await memory.users.restore(user.id, clock.now()) == user
        cleared = await memory.users.update(user, clock.now(), date_order=AUTO)
        assert cleared.date_order is None and await memory.store.user("alice") == cleared
        assert "date_order" not in frontmatter.loads(home.profile("alice").read_text(encoding="utf-8")).metadata
    finally:
        await memory.close()


@pytest.mark.parametrize(
    ("change", "reason"),
    [({"timezone": "Mars/Olympus"}, "unknown timezone"), ({"briefing_time": "25:99"}, "HH:MM"),
     ({"briefing_time": "8am"}, "HH:MM"), ({"timezone": "../../etc/localtime"}, "unknown timezone"),
     ({"date_order": "YMD"}, "no date order")],
)
async def test_update_refuses_bad_settings_and_changes_nothing(
    memory: Memory, clock: VirtualClock, home: Home, change: dict, reason: str
) -> None:
    """An unknown zone or a time that is not HH:MM is a ValueError; store and profile stay as they were."""
    user = await memory.users.get_or_create("alice", clock.now())
    profile_before = home.profile("alice").read_text(encoding="utf-8")
    with pytest.raises(ValueError, match=reason):
        await memory.users.update(user, clock.now(), **change)
    assert await memory.store.user("alice") == user
    assert home.profile("alice").read_text(encoding="utf-8") == profile_before


async def test_the_last_reply_is_given_only_while_nothing_said_follows_it(memory: Memory, clock: VirtualClock) -> None:
    """:meth:`Users.with_last_reply` gives recap's last reply (its question may be pending)
    until the user says something at its time or later: then none; a reply after that is
    given again."""
    user = await memory.users.get_or_create("alice", clock.now())
    at = clock.now()
    reply = await memory.record(user, at=at, kind=EventKind.REPLY, text="Which one?", author="recap")
    assert (await memory.users.with_last_reply("alice", at))[1] == reply.appended.event
    await memory.record(user, at=at, kind=EventKind.COMMAND, text="/help")
    assert (await memory.users.with_last_reply("alice", at))[1] is None
    later = await memory.record(user, at=at + timedelta(minutes=1), kind=EventKind.REPLY, text="Help.", author="recap")
    assert (await memory.users.with_last_reply("alice", at))[1] == later.appended.event
    await memory.record(user, at=at + timedelta(minutes=2), kind=EventKind.MESSAGE, text="ok")
    assert (await memory.users.with_last_reply("alice", at))[1] is None
