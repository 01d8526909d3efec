"""`recap check` on PostgreSQL: the Markdown compared with the event rows is the record (``user_files``), a
machine's working copy is compared with the record, and `--repair` mends the copy from it: a lost file comes
back, a changed one is put back, a file only the copy has goes, and a machine with an empty home is brought up."""

from __future__ import annotations

import shutil
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.dispatcher import Dispatcher
from bot.types import Inbound
from jobs.virtual import advance
from memory import portability
from memory.checkup import check_home
from memory.clock import VirtualClock
from memory.consistency import Kind
from memory.home import Home, read_text
from memory.service import Memory
from memory.slicestore import DatabaseFiles
from memory.stores import DATABASE_URL

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

START = datetime(2026, 3, 2, 8, 0, tzinfo=UTC)
LATER = START + timedelta(hours=4)


async def _nowhere(name: str, text: str) -> None:
    return None


@pytest.fixture
async def used(tmp_path: Path, postgresql_schema: str, monkeypatch: pytest.MonkeyPatch) -> Home:
    """A home on PostgreSQL with one closed slice (committed) and one open."""
    monkeypatch.setenv(DATABASE_URL, postgresql_schema)
    home = Home(tmp_path / "home")
    memory = await Memory.open(home)
    try:
        clock = VirtualClock(START)
        await memory.users.get_or_create("dana", clock.now(), timezone="Europe/Berlin")
        dispatcher = Dispatcher(memory, clock)
        for text in ("Maya is VP Operations.", "I'll send the deck by Friday.", None, "The VPN is down."):
            await advance(memory, clock, clock.now() + timedelta(hours=2 if text is None else 0, minutes=1), _nowhere)
            if text is not None:
                await dispatcher.handle(Inbound(user="dana", text=text))
    finally:
        await memory.close()
    return home


async def _record_and_copy(home: Home) -> tuple[dict[str, str], dict[str, str]]:
    memory = await Memory.open(home)
    try:
        files = memory.timeline.files
        assert isinstance(files, DatabaseFiles)
        return await files.texts("dana"), files.working_copy("dana")
    finally:
        await memory.close()


async def _export(home: Home) -> list[str]:
    memory = await Memory.open(home)
    try:
        user = await memory.store.user_by_name("dana")
        assert user is not None
        return await portability.export_lines(memory, user, LATER)
    finally:
        await memory.close()


async def test_a_clean_home_on_postgresql_has_no_differences(used: Home) -> None:
    found, _ = await check_home(used, LATER)
    assert found == []
    record, copy = await _record_and_copy(used)
    assert record == copy and any(path.endswith("profile.md") for path in record)


async def test_the_working_copy_is_mended_from_the_record(used: Home) -> None:
    """A slice file lost, the profile edited and a stray file added on this machine: each is named, and
    --repair makes the copy the record again (the edit does not reach the record)."""
    slices = used.slice_files("dana")
    slices[0].unlink()
    profile = used.profile("dana")
    profile.write_text(read_text(profile).replace("Europe/Berlin", "Asia/Tokyo"), encoding="utf-8")
    stray = used.user_dir("dana") / "episodic" / "slices" / "2026" / "03" / "02" / "2359.md"
    stray.write_text("not recap's\n", encoding="utf-8")
    found, remaining = await check_home(used, LATER, repair=True)
    assert sorted((d.kind, d.where) for d in found) == sorted([
        (Kind.WORKING_COPY_BEHIND, slices[0].relative_to(used.root).as_posix()),
        (Kind.WORKING_COPY_BEHIND, profile.relative_to(used.root).as_posix()),
        (Kind.NOT_IN_RECORD, stray.relative_to(used.root).as_posix()),
    ])  # fmt: skip
    assert remaining == []
    record, copy = await _record_and_copy(used)
    assert record == copy and "Europe/Berlin" in record["users/dana/profile.md"]


async def test_an_event_the_record_lacks_is_written_into_the_record(used: Home) -> None:
    """The record's slice lost its last event (the working copy still has it): the record is compared with
    the rows, and --repair writes the slice into the record and the copy from the database."""
    before = await _export(used)
    memory = await Memory.open(used)
    try:
        files = memory.timeline.files
        assert isinstance(files, DatabaseFiles)
        piece = (await memory.store.slices("dana"))[-1]
        text = await files.read("dana", piece.path)
        assert text is not None and "VPN" in text
        cut = text[: text.rindex("\n### ")] + "\n"
        async with memory.store.write() as db:
            await db.execute('UPDATE user_files SET text = $1 WHERE "user" = $2 AND path = $3', cut, "dana", piece.path)
    finally:
        await memory.close()
    found, remaining = await check_home(used, LATER, repair=True)
    assert {d.kind for d in found} == {Kind.EVENT_NOT_IN_MARKDOWN, Kind.WORKING_COPY_BEHIND}
    assert remaining == []
    record, copy = await _record_and_copy(used)
    assert record == copy and record[piece.path] == text
    assert await _export(used) == before


async def test_a_machine_with_an_empty_home_is_brought_up_to_the_record(used: Home, tmp_path: Path) -> None:
    """Another machine, nothing in its home: every file of the record is missing there, and --repair writes
    them all; the memory is the same."""
    before = await _export(used)
    elsewhere = Home(tmp_path / "elsewhere")
    found, remaining = await check_home(elsewhere, LATER, repair=True)
    record, copy = await _record_and_copy(elsewhere)
    assert {(d.kind, d.where) for d in found} == {(Kind.WORKING_COPY_BEHIND, path) for path in record}
    assert remaining == [] and record == copy
    assert await _export(elsewhere) == before
