"""Group commit of the slice files: waiters share fsync rounds, and none returns before its round."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterable
from pathlib import Path

import pytest

from memory.groupsync import GroupSync, fsync_files


class Gated:
    """A real fsync that records each round's files and holds the first round until released."""

    def __init__(self) -> None:
        self.rounds: list[list[Path]] = []
        self.release = threading.Event()
        self.entered = threading.Event()  # the first round has begun

    def __call__(self, paths: Iterable[Path]) -> None:
        paths = list(paths)
        if not self.entered.is_set():
            self.entered.set()
            self.release.wait(timeout=30)
        fsync_files(paths)
        self.rounds.append(paths)


async def _until(condition: object) -> None:
    """Yield to the loop until ``condition()`` holds (no wall-clock waiting)."""
    for _ in range(100_000):
        if condition():  # type: ignore[operator]
            return
        await asyncio.sleep(0)
    raise AssertionError("condition never held")


async def test_writers_waiting_on_a_round_share_the_next_one(tmp_path: Path) -> None:
    """While one round runs, everything noted meanwhile goes to disk in one more round, and each
    writer returns only once the round covering its append is done."""
    gated = Gated()
    sync = GroupSync(gated)
    files = [tmp_path / f"{name}.md" for name in "abcd"]
    for path in files:
        path.write_text("x")
    first = asyncio.create_task(sync.flush(sync.note(files[0])))
    await _until(gated.entered.is_set)
    later = [asyncio.create_task(sync.flush(sync.note(path))) for path in files[1:]]
    await _until(lambda: sync.unsynced == 4)
    assert not any(task.done() for task in [first, *later])
    gated.release.set()
    await asyncio.gather(first, *later)
    assert gated.rounds == [[files[0]], sorted(files[1:])]
    assert sync.rounds == 2 and sync.unsynced == 0


async def test_a_failed_round_fails_its_waiters_and_the_next_round_retries(tmp_path: Path) -> None:
    """Nothing is acknowledged when the fsync fails; the files are synced by the next round."""
    calls: list[list[Path]] = []

    def failing_once(paths: Iterable[Path]) -> None:
        calls.append(list(paths))
        if len(calls) == 1:
            raise OSError("disk gone")

    sync = GroupSync(failing_once)
    path = tmp_path / "a.md"
    path.write_text("x")
    ticket = sync.note(path)
    with pytest.raises(OSError, match="disk gone"):
        await sync.flush(ticket)
    await sync.flush(sync.note(tmp_path / "a.md"))
    assert calls == [[path], [path]]


async def test_flush_with_nothing_noted_returns_at_once() -> None:
    sync = GroupSync(lambda paths: pytest.fail("no round is needed"))
    await sync.flush()
    assert sync.rounds == 0


async def test_a_file_gone_since_its_append_does_not_block_later_rounds(tmp_path: Path) -> None:
    """A slice file deleted (or replaced) after an append: the round goes on without it."""
    sync = GroupSync()
    gone, kept = tmp_path / "gone.md", tmp_path / "kept.md"
    gone.write_text("x")
    kept.write_text("y")
    ticket = sync.note(gone)
    gone.unlink()
    await sync.flush(ticket)
    await sync.flush(sync.note(kept))
    assert sync.rounds == 2 and sync.unsynced == 0
