"""Each user's folder is a git repository: commit_all initialises it, commits changes, and says when there were none;
locks a kill left are cleared (never one a live git holds) and what it left uncommitted is committed."""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from memory import gitrepo

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=repo, capture_output=True, text=True, check=True).stdout


async def test_first_commit_initialises_the_repository(tmp_path: Path) -> None:
    """A folder without .git becomes a repository holding the files, committed by recap."""
    repo = tmp_path / "users" / "alice"
    repo.mkdir(parents=True)
    (repo / "profile.md").write_text("---\nname: alice\n---\n", encoding="utf-8")
    assert await gitrepo.commit_all(repo, "slice 2026/03/02/0900 closed") is True
    assert (repo / ".git").is_dir()
    log = git(repo, "log", "--format=%an <%ae>|%s").splitlines()
    assert log == ["recap <recap@localhost>|slice 2026/03/02/0900 closed"]
    assert git(repo, "ls-files").splitlines() == ["profile.md"]


async def test_missing_folder_is_created(tmp_path: Path) -> None:
    """commit_all on a folder that does not exist yet creates it; with no files there is nothing to commit."""
    repo = tmp_path / "new"
    assert await gitrepo.commit_all(repo, "empty") is False
    assert (repo / ".git").is_dir()


async def test_nothing_to_commit_returns_false(tmp_path: Path) -> None:
    """Committing again with no change returns False and adds no commit."""
    repo = tmp_path / "alice"
    repo.mkdir()
    (repo / "a.md").write_text("one\n", encoding="utf-8")
    assert await gitrepo.commit_all(repo, "first")
    assert await gitrepo.commit_all(repo, "again") is False
    assert len(git(repo, "log", "--oneline").splitlines()) == 1


async def test_changes_additions_and_deletions_are_committed(tmp_path: Path) -> None:
    """Edited, new and deleted files all go into the next commit, so history can roll any of them back."""
    repo = tmp_path / "alice"
    repo.mkdir()
    (repo / "a.md").write_text("one\n", encoding="utf-8")
    (repo / "b.md").write_text("gone soon\n", encoding="utf-8")
    await gitrepo.commit_all(repo, "first")
    (repo / "a.md").write_text("two\n", encoding="utf-8")
    (repo / "b.md").unlink()
    (repo / "sub").mkdir()
    (repo / "sub" / "c.md").write_text("new\n", encoding="utf-8")
    assert await gitrepo.commit_all(repo, "second") is True
    assert sorted(git(repo, "ls-files").splitlines()) == ["a.md", "sub/c.md"]
    assert git(repo, "show", "HEAD~1:a.md") == "one\n"
    assert git(repo, "log", "--format=%s").splitlines() == ["second", "first"]


async def test_forget_leaves_no_trace_in_git_history(memory, clock) -> None:
    """After /forget, neither the files nor any commit of the user's repository holds the words."""
    import subprocess
    from datetime import timedelta

    from bot.dispatcher import Dispatcher
    from bot.types import Inbound
    from jobs.virtual import advance

    async def ignore(name: str, text: str) -> None:
        return None

    dispatcher = Dispatcher(memory, clock)
    await dispatcher.handle(Inbound(user="alice", text="My bank PIN is 4321."))
    await advance(memory, clock, clock.now() + timedelta(hours=1), ignore)  # the slice closes and is committed
    await dispatcher.handle(Inbound(user="alice", text="/forget PIN"))
    repo = memory.home.user_dir("alice")
    history = subprocess.run(["git", "log", "-p", "--all"], cwd=repo, capture_output=True, text=True, check=True)
    assert "4321" not in history.stdout
    assert all("4321" not in path.read_text(encoding="utf-8") for path in memory.home.slice_files("alice"))


async def test_forget_with_nothing_to_forget_keeps_the_history(memory, clock) -> None:
    """/forget of words no message holds changes nothing: the git history stays as it was."""
    import subprocess
    from datetime import timedelta

    from bot.dispatcher import Dispatcher
    from bot.types import Inbound
    from jobs.virtual import advance

    async def ignore(name: str, text: str) -> None:
        return None

    dispatcher = Dispatcher(memory, clock)
    await dispatcher.handle(Inbound(user="alice", text="Maya is VP Operations."))
    await advance(memory, clock, clock.now() + timedelta(hours=1), ignore)
    repo = memory.home.user_dir("alice")

    def log() -> str:
        return subprocess.run(["git", "log", "--oneline"], cwd=repo, capture_output=True, text=True, check=True).stdout

    before = log()
    reply = (await dispatcher.handle(Inbound(user="alice", text="/forget zebra")))[0]
    assert reply == "Nothing I hold mentions that."
    assert log() == before


@contextmanager
def git_at_work(repo: Path) -> Iterator[None]:
    """A live git process working in ``repo`` (waiting for its input), as when the user runs git by hand."""
    command = ["git", "cat-file", "--batch-check"]
    process = subprocess.Popen(command, cwd=repo, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert process.stdin is not None and process.stdout is not None
    # Its answer to one line proves git is running (not a fork still becoming git).
    process.stdin.write(b"0000000\n")
    process.stdin.flush()
    process.stdout.readline()
    try:
        yield
    finally:
        process.communicate(timeout=30)


async def test_a_commit_failing_on_a_stale_lock_is_retried_after_clearing_it(tmp_path: Path) -> None:
    """An index.lock left by a killed git is removed when a commit fails on it, and the commit then goes in."""
    repo = tmp_path / "alice"
    repo.mkdir()
    (repo / "a.md").write_text("one\n", encoding="utf-8")
    assert await gitrepo.commit_all(repo, "first")
    (repo / ".git" / "index.lock").write_bytes(b"")
    (repo / "a.md").write_text("two\n", encoding="utf-8")
    assert await gitrepo.commit_all(repo, "second") is True
    assert not (repo / ".git" / "index.lock").exists()
    assert git(repo, "log", "--format=%s").splitlines() == ["second", "first"]


async def test_a_lock_a_live_git_holds_is_left_alone(tmp_path: Path) -> None:
    """While a git process works in the repository its lock is not taken away; the commit fails, and succeeds once
    that git has finished and left no lock."""
    repo = tmp_path / "alice"
    repo.mkdir()
    (repo / "a.md").write_text("one\n", encoding="utf-8")
    assert await gitrepo.commit_all(repo, "first")
    lock = repo / ".git" / "index.lock"
    (repo / "a.md").write_text("two\n", encoding="utf-8")
    with git_at_work(repo):
        lock.write_bytes(b"")
        assert gitrepo.clear_stale_locks(repo) == []
        assert await gitrepo.commit_all(repo, "second") is False
        assert lock.exists()
    assert await gitrepo.commit_all(repo, "second") is True
    assert git(repo, "log", "--format=%s").splitlines() == ["second", "first"]


async def test_recover_commits_what_a_kill_left_and_clears_its_locks(tmp_path: Path) -> None:
    """recover() removes stale locks anywhere in .git, commits uncommitted changes (a repository-less user folder
    too), leaves clean repositories as they are, and never commits a half-written temporary file."""
    users = tmp_path / "users"
    clean, dirty, fresh = users / "clean", users / "dirty", users / "fresh"
    for repo in (clean, dirty):
        repo.mkdir(parents=True)
        (repo / "profile.md").write_text("one\n", encoding="utf-8")
        assert await gitrepo.commit_all(repo, "first")
    (dirty / "profile.md").write_text("two\n", encoding="utf-8")
    (dirty / ".git" / "index.lock").write_bytes(b"")
    (dirty / ".git" / "refs" / "heads" / "main.lock").write_bytes(b"")
    (dirty / ".profile.md.x1y2.tmp").write_text("half a messa", encoding="utf-8")
    fresh.mkdir()
    (fresh / "profile.md").write_text("new\n", encoding="utf-8")

    assert await gitrepo.recover(users) == [dirty, fresh]
    assert not list((dirty / ".git").rglob("*.lock"))
    assert len(git(dirty, "log", "--oneline").splitlines()) == 2
    assert git(dirty, "ls-files").splitlines() == ["profile.md"]
    assert git(dirty, "status", "--porcelain") == ""
    assert git(fresh, "ls-files").splitlines() == ["profile.md"]
    assert len(git(clean, "log", "--oneline").splitlines()) == 1
