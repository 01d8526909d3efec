"""Closed slices are committed in batches off the message path: one commit per user per sweep,
naming the files, and every closed slice ends up in the history, even after a stop between
closing and committing."""

from __future__ import annotations

import shutil
import subprocess
from datetime import timedelta
from pathlib import Path

import pytest

from jobs.sweeps import close_idle_slices
from memory import gitrepo
from memory.clock import VirtualClock
from memory.home import Home
from memory.model import EventKind
from memory.service import Memory
from memory.timeline import IDLE

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=repo, capture_output=True, text=True, check=True).stdout


def committed_slices(home: Home, user_id: str) -> set[str]:
    files = git(home.user_dir(user_id), "ls-files", "episodic/slices").splitlines()
    return {path.removeprefix("episodic/slices/").removesuffix(".md") for path in files}


async def test_one_sweep_commits_every_users_closed_slices(memory: Memory, clock: VirtualClock) -> None:
    """Three users each close a slice in one sweep (one of them a second slice a message closed
    on the message path before): each repository gets one commit holding all its closed slices,
    and nothing of theirs is left uncommitted but the open slice."""
    users = [await memory.users.get_or_create(name, clock.now()) for name in ("ann", "bo", "cy")]
    start = clock.now()
    for number, user in enumerate(users):
        await memory.record(user, at=start + timedelta(minutes=number), kind=EventKind.MESSAGE, text="Maya is COO.")
    # bo writes again after an idle gap no sweep saw: the message closes the first slice itself
    late = start + IDLE + timedelta(minutes=5)
    await memory.record(users[1], at=late, kind=EventKind.MESSAGE, text="need to send Omar the deck by friday")
    assert await memory.commit_closed() == 1  # nothing waits for a sweep on the message path
    assert len(git(memory.home.user_dir(users[1].id), "log", "--oneline").splitlines()) == 1

    assert await close_idle_slices(memory, late + IDLE) == 3
    for user in users:
        closed = {piece.id for piece in await memory.store.slices(user.id) if piece.status == "closed"}
        assert committed_slices(memory.home, user.id) == closed
        assert git(memory.home.user_dir(user.id), "status", "--porcelain", "--", "episodic") == ""
    assert len(committed_slices(memory.home, users[1].id)) == 2


async def test_a_stop_between_closing_and_committing_is_committed_at_start(home: Home, clock: VirtualClock) -> None:
    """Slices closed by a process that stops before its commit (the memory is dropped with the
    commit still owed) are in the history after start-up's recovery."""
    memory = await Memory.open(home)
    user = await memory.users.get_or_create("ann", clock.now())
    await memory.record(user, at=clock.now(), kind=EventKind.MESSAGE, text="Maya is COO.")
    closed = await memory.close_idle_slices(clock.now() + IDLE)  # closed, the commit owed
    await memory.close()
    assert len(closed) == 1
    assert not (home.user_dir(user.id) / ".git").exists()  # nothing of the user's is in a history yet

    assert await gitrepo.recover(home.users_dir) == [home.user_dir(user.id)]
    assert committed_slices(home, user.id) == {closed[0].id}
    assert git(home.user_dir(user.id), "status", "--porcelain") == ""


async def test_commit_paths_commits_only_the_named_files(tmp_path: Path) -> None:
    """commit_paths puts the named files (new, changed or deleted) in one commit and leaves any
    other change out; naming nothing new commits nothing."""
    repo = tmp_path / "alice"
    repo.mkdir()
    (repo / "a.md").write_text("one\n", encoding="utf-8")
    (repo / "gone.md").write_text("soon\n", encoding="utf-8")
    assert await gitrepo.commit_paths(repo, ["a.md", "gone.md"], "first")  # no history yet: everything
    (repo / "a.md").write_text("two\n", encoding="utf-8")
    (repo / "gone.md").unlink()
    (repo / "sub").mkdir()
    (repo / "sub" / "new.md").write_text("new\n", encoding="utf-8")
    (repo / "other.md").write_text("not named\n", encoding="utf-8")
    assert await gitrepo.commit_paths(repo, ["a.md", "gone.md", "sub/new.md"], "second") is True
    assert sorted(git(repo, "ls-files").splitlines()) == ["a.md", "sub/new.md"]
    assert git(repo, "log", "--format=%s").splitlines() == ["second", "first"]
    assert git(repo, "status", "--porcelain") == "?? other.md\n"
    assert await gitrepo.commit_paths(repo, ["a.md"], "third") is False
    assert len(git(repo, "log", "--oneline").splitlines()) == 2
