"""Every file of a user goes through the slice-file seam (:mod:`memory.slicestore`): profile.md and
strands.json are in the record with the slices, so a machine with an empty home rebuilds a user
made on PostgreSQL; and on PostgreSQL a slice file's record is written in the event's transaction,
so a write that fails leaves no event behind, as a disk that fails does on SQLite."""

from __future__ import annotations

import shutil
from datetime import UTC, datetime
from pathlib import Path

import asyncpg
import frontmatter
import pytest

from bot.dispatcher import Dispatcher
from bot.types import Inbound
from memory import portability, slicefile, strands
from memory.clock import VirtualClock
from memory.home import Home, read_text
from memory.model import EventKind
from memory.pgstore import PgStore
from memory.service import Memory
from memory.store import User
from memory.stores import DATABASE_URL
from tests.driver import chat

AS_OF = datetime(2026, 6, 28, 12, 0, tzinfo=UTC)


def _relative(memory: Memory, path: Path) -> str:
    return path.relative_to(memory.home.root).as_posix()


async def test_profile_and_strands_are_in_the_record(memory: Memory) -> None:
    """The record holds the profile as the settings stand and strands.json as the rows say, on
    either store; on PostgreSQL the working copy holds the same text."""
    lines = ["Maya is VP Operations.", "I'll send the launch deck by Friday.", "The launch VPN is down"]
    clock, user_id, _ = await chat(memory, "2026-03-02T09:00:00+01:00", "Europe/Berlin", lines)
    user = await memory.store.user(user_id)
    assert user is not None
    await memory.users.update(user, clock.now(), briefing_time="07:15")
    await Dispatcher(memory, clock).handle(Inbound(user="dana", text="/nothing_due on"))
    await _close(memory, user)
    await memory.export_strands()
    files = memory.timeline.files
    profile = await files.read(user_id, _relative(memory, memory.home.profile(user_id)))
    assert profile is not None
    meta = frontmatter.loads(profile).metadata
    assert (meta["briefing_time"], meta["nothing_due_line"], meta["timezone"]) == ("07:15", True, "Europe/Berlin")
    exported = await files.read(user_id, _relative(memory, memory.home.strands(user_id)))
    assert exported is not None and exported == strands.dumps(await memory.store.strands(user_id))
    assert await memory.store.strands(user_id)  # the closed slice has tags: the file is not empty
    assert profile == read_text(memory.home.profile(user_id))
    assert exported == read_text(memory.home.strands(user_id))


async def test_a_user_made_on_postgresql_rebuilds_on_an_empty_home(
    tmp_path: Path, postgresql_schema: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Chatted on PostgreSQL from the start (no migrated home), the home folder deleted: a rebuild
    brings profile, strands and slices from the table, and the memory exports as it did."""
    monkeypatch.setenv(DATABASE_URL, postgresql_schema)
    home = Home(tmp_path / "home")
    memory = await Memory.open(home)
    try:
        clock = VirtualClock(datetime(2026, 6, 26, 9, 0, tzinfo=UTC))
        user = await memory.users.get_or_create("alice", clock.now(), timezone="Asia/Tokyo")
        dispatcher = Dispatcher(memory, clock)
        for text in ("Priya is the CFO.", "I'll call Priya by July 3.", "/briefing_time 06:45"):
            await dispatcher.handle(Inbound(user="alice", text=text))
        await _close(memory, user)
        await dispatcher.handle(Inbound(user="alice", text="The printer is jammed again"))
        settled = await memory.store.user(user.id)
        assert settled is not None
        before = await portability.export_lines(memory, settled, AS_OF)
    finally:
        await memory.close()
    shutil.rmtree(home.root)
    memory = await Memory.open(home)
    try:
        assert await memory.rebuild(AS_OF) == {"users": 1, "slices": 2, "events": 8, "skipped": 0, "bad": 0}
        rebuilt = await memory.store.user_by_name("alice")
        assert rebuilt is not None and (rebuilt.timezone, rebuilt.briefing_time) == ("Asia/Tokyo", "06:45")
        assert await portability.export_lines(memory, rebuilt, AS_OF) == before
        assert read_text(home.strands(rebuilt.id)) == strands.dumps(await memory.store.strands(rebuilt.id))
    finally:
        await memory.close()


async def _close(memory: Memory, user: User) -> None:
    piece = await memory.store.open_slice(user.id)
    assert piece is not None
    await memory.close_slice(user, piece)


async def _fault(memory: Memory, blocked: Path, fault: str) -> None:
    """Make the next write of a slice file fail for real: a directory where the file is, or a file
    where its folder would be made, in the working copy (either store); or a check by which the
    record's table refuses the text (PostgreSQL)."""
    if fault == "disk" and blocked.is_file():
        blocked.rename(_aside(blocked))
        blocked.mkdir()
    elif fault == "disk":
        blocked.write_text("in the way\n", encoding="utf-8")
    elif isinstance(memory.store, PgStore):
        async with memory.store.write() as db:
            await db.execute("ALTER TABLE user_files ADD CONSTRAINT refuses CHECK (text NOT LIKE '%zanzibar%')")
    else:
        pytest.skip("the record is a table on PostgreSQL only")


def _aside(path: Path) -> Path:
    return path.with_name(path.name + ".aside")


async def _mend(memory: Memory, blocked: Path, fault: str) -> None:
    if fault == "disk" and blocked.is_dir():
        blocked.rmdir()
        _aside(blocked).rename(blocked)
    elif fault == "disk":
        blocked.unlink()
    else:
        assert isinstance(memory.store, PgStore)
        async with memory.store.write() as db:
            await db.execute("ALTER TABLE user_files DROP CONSTRAINT refuses")


@pytest.mark.parametrize("fault", ["disk", "table"])
@pytest.mark.parametrize("opens_a_slice", [True, False], ids=["new-slice", "appended"])
async def test_an_event_whose_file_cannot_be_recorded_is_taken_back(
    memory: Memory, fault: str, opens_a_slice: bool
) -> None:
    """The write fails for real; the event is not in the store (nor its slice, when it opened
    one), the record holds what the store holds, and once the fault is gone the same message is
    stored once."""
    clock, user_id, _ = await chat(memory, "2026-03-02T09:00:00+01:00", "UTC", ["Maya is VP Operations."])
    user = await memory.store.user(user_id)
    assert user is not None
    if opens_a_slice:
        await _close(memory, user)
    before = await memory.store.events(user_id)
    slices_before = await memory.store.slices(user_id)
    # a new slice the next day, in a folder not made yet; or the open slice's file
    at = datetime(2026, 3, 3, 9, 5, tzinfo=UTC) if opens_a_slice else clock.now()
    blocked = memory.home.new_slice_path(user_id, at, UTC).parent if opens_a_slice else None
    blocked = blocked or memory.home.root / slices_before[-1].path
    await _fault(memory, blocked, fault)
    with pytest.raises((OSError, asyncpg.CheckViolationError)):
        async with memory.acknowledging():
            await memory.record(user, at=at, kind=EventKind.MESSAGE, text="The door code is zanzibar.")
    assert await memory.store.events(user_id) == before
    assert await memory.store.slices(user_id) == slices_before
    await _mend(memory, blocked, fault)
    for piece in slices_before:
        text = await memory.timeline.files.read(user_id, piece.path)
        assert text is not None and "zanzibar" not in text
    async with memory.acknowledging():
        await memory.record(user, at=at, kind=EventKind.MESSAGE, text="The door code is zanzibar.")
    events = await memory.store.events(user_id)
    assert [event.text for event in events[len(before) :]] == ["The door code is zanzibar."]
    piece = (await memory.store.slices(user_id))[-1]
    text = await memory.timeline.files.read(user_id, piece.path)
    assert text is not None
    assert slicefile.parse(text)[1] == await memory.store.events_of_slice(user_id, piece.id)
