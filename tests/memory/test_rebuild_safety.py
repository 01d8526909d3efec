"""`recap rebuild` is safe: built beside the old database, swapped in only when complete; a bad
file is named and left out (or stops a strict rebuild); ids never collide; one writer only."""

from __future__ import annotations

import hashlib
import subprocess
import sys
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from bot.dispatcher import Dispatcher
from bot.types import Inbound
from jobs.virtual import advance
from memory import rebuild
from memory.clock import VirtualClock
from memory.home import Home
from memory.homelock import HomeLock
from memory.service import Memory
from tests.driver import snapshot
from tests.stores import write_markdown

REPO = Path(__file__).resolve().parents[2]
START = datetime.fromisoformat("2026-03-02T09:00:00+00:00")


async def _ignore(name: str, text: str) -> None:
    return None


async def _history(home: Home, users: tuple[str, ...] = ("alice",)) -> VirtualClock:
    """Three slices for each of ``users`` (facts and a commitment), closed by the idle sweep."""
    memory = await Memory.open(home)
    clock = VirtualClock(START)
    dispatcher = Dispatcher(memory, clock)
    for episode in range(3):
        for name in users:
            for text in (f"Maya is VP number {episode}.", f"I'll send the deck {episode} by Friday."):
                await advance(memory, clock, clock.now() + timedelta(minutes=1), _ignore)
                await dispatcher.handle(Inbound(user=name, text=text))
        await advance(memory, clock, clock.now() + timedelta(hours=2), _ignore)
    await memory.close()
    return clock


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _slices(home: Home, name: str = "alice") -> list[Path]:
    return home.slice_files(name)


def _corrupt(home: Home, path: Path) -> int:
    """Mangle the metadata of the second event of a slice file where its Markdown of record is
    (on PostgreSQL the table ``user_files``, which a rebuild reads, as well as the home's copy);
    returns the line mangled."""
    lines = path.read_text(encoding="utf-8").split("\n")
    number = [n for n, line in enumerate(lines) if line.startswith("<!-- recap ")][1]
    lines[number] = lines[number].replace('"id":', '"id" oops')
    write_markdown(home.root, path.relative_to(home.root).as_posix(), "\n".join(lines))
    return number + 1


def _recap(home: Home, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot.cli", *args, "--home", str(home.root)],
        capture_output=True, text=True, cwd=REPO, timeout=120, check=False,
    )  # fmt: skip


def _temporaries(home: Home) -> list[Path]:
    return sorted(home.root.glob(".recap.db.rebuild-*"))


async def test_a_bad_file_mid_history_is_named_with_its_line_and_left_out(home: Home) -> None:
    """A corrupt slice file between good ones: named by path and line, the others rebuilt."""
    clock = await _history(home)
    middle = _slices(home)[1]
    line = _corrupt(home, middle)
    memory = await Memory.open(home)
    live = await snapshot(memory, "alice")
    await memory.close()

    rebuilt = await rebuild.rebuild_home(home, clock.now())
    assert [(p.path, p.line) for p in rebuilt.problems] == [(middle, line)]
    assert "event metadata is not JSON" in str(rebuilt.problems[0])
    memory = await Memory.open(home)
    after = await snapshot(memory, "alice")
    await memory.close()
    assert len(after["slices"]) == len(live["slices"]) - 1
    assert [e for e in live["events"] if e[7] != _slice_id(middle, home)] == after["events"]
    assert not _temporaries(home)


def _slice_id(path: Path, home: Home) -> str:
    return path.relative_to(home.slices_dir("alice")).with_suffix("").as_posix()


@pytest.mark.sqlite_only
async def test_the_command_names_the_bad_file_and_strict_keeps_the_old_database(home: Home) -> None:
    """`recap rebuild` prints path:line of a bad file and goes on; `--strict` stops with exit 1,
    naming it, and the old database is byte for byte as it was."""
    await _history(home)
    middle = _slices(home)[1]
    line = _corrupt(home, middle)
    before = _digest(home.database)

    strict = _recap(home, "rebuild", "--strict")
    assert strict.returncode == 1 and f"{middle}:{line}:" in strict.stderr and "Traceback" not in strict.stderr
    assert _digest(home.database) == before and not _temporaries(home)

    lenient = _recap(home, "rebuild")
    assert lenient.returncode == 0, lenient.stderr
    assert f"left out {middle}:{line}:" in lenient.stderr and "left out 1 file(s)" in lenient.stdout
    assert "rebuilt 1 user(s), 2 slice(s)" in lenient.stdout


@pytest.mark.sqlite_only
async def test_a_crash_half_way_leaves_the_old_database_intact(home: Home, monkeypatch: pytest.MonkeyPatch) -> None:
    """A failure after one user's rows are written to the new database: the old database is
    byte for byte as it was, with nothing left beside it."""
    clock = await _history(home, ("alice", "bob"))
    before = _digest(home.database)
    written = rebuild._Tables.write_to
    calls = 0

    async def fail_on_second(self: rebuild._Tables, *args: object) -> None:
        nonlocal calls
        calls += 1
        if calls == 2:
            raise OSError("disk gone")
        await written(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(rebuild._Tables, "write_to", fail_on_second)
    with pytest.raises(OSError, match="disk gone"):
        await rebuild.rebuild_home(home, clock.now())
    assert calls == 2
    assert _digest(home.database) == before and not _temporaries(home)
    assert not Path(f"{home.database}-wal").exists()


async def test_new_messages_after_a_rebuild_get_ids_above_every_existing_one(home: Home) -> None:
    """Chatting on after a rebuild gives new ids above all the files hold, and a second
    rebuild equals the live memory (no UNIQUE failure on events.id)."""
    clock = await _history(home)
    memory = await Memory.open(home)
    highest = max(event[0] for event in (await snapshot(memory, "alice"))["events"])
    await memory.rebuild(clock.now())
    dispatcher = Dispatcher(memory, clock)
    for text in ("Lee is CTO.", "I'll call Omar by Monday."):
        await advance(memory, clock, clock.now() + timedelta(minutes=1), _ignore)
        await dispatcher.handle(Inbound(user="alice", text=text))
    await advance(memory, clock, clock.now() + timedelta(hours=2), _ignore)
    live = await snapshot(memory, "alice")
    new = [event for event in live["events"] if event[4] in ("Lee is CTO.", "I'll call Omar by Monday.")]
    assert len(new) == 2 and all(event[0] > highest for event in new)

    counts = await memory.rebuild(clock.now())
    assert counts["bad"] == 0 and counts["events"] == len(live["events"])
    assert await snapshot(memory, "alice") == live
    await memory.close()


async def test_a_file_repeating_an_event_id_is_left_out(home: Home) -> None:
    """A copy of a slice file under another name holds the same event ids: it is named and
    left out, not a UNIQUE failure that stops the rebuild."""
    clock = await _history(home)
    first = _slices(home)[0]
    copy = first.with_name("2359.md")
    copy.write_text(first.read_text(encoding="utf-8").replace(_slice_id(first, home), _slice_id(copy, home)))
    rebuilt = await rebuild.rebuild_home(home, clock.now())
    assert [p.path for p in rebuilt.problems] == [copy] and "is also in" in rebuilt.problems[0].reason
    assert rebuilt.slices == 3


@pytest.mark.sqlite_only
async def test_rebuild_is_refused_while_another_process_holds_the_home(home: Home) -> None:
    """Another recap process (here: this test) holds the home lock: rebuild refuses, naming it,
    and leaves the database alone."""
    await _history(home)
    before = _digest(home.database)
    lock = HomeLock(home.root)
    lock.acquire("recap serve", START)
    try:
        done = _recap(home, "rebuild")
    finally:
        lock.release()
    assert done.returncode != 0 and "recap serve" in done.stderr and "in use" in done.stderr
    assert _digest(home.database) == before
