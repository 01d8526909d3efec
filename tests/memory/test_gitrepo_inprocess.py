"""The sweep's commits are made in-process (libgit2): git reads them as its own, a repository an
earlier recap left with a split index is converted, and a lock a kill left is cleared."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from memory import gitrepo

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=repo, capture_output=True, text=True, check=True).stdout


async def started(tmp_path: Path, name: str) -> Path:
    repo = tmp_path / name
    repo.mkdir()
    (repo / "a.md").write_text("one\n", encoding="utf-8")
    assert await gitrepo.commit_all(repo, "first")
    return repo


async def test_many_repositories_are_committed_at_once_and_git_sees_clean_trees(tmp_path: Path) -> None:
    """commit_many commits each repository's named files (a repository with no history yet is
    committed whole, less a half-written temporary file); git then finds each tree clean, its
    index matching the commit, and the author is recap."""
    old, new = await started(tmp_path, "old"), tmp_path / "new"
    (old / "a.md").write_text("two\n", encoding="utf-8")
    (old / "deep" / "er").mkdir(parents=True)
    (old / "deep" / "er" / "b.md").write_text("b\n", encoding="utf-8")
    new.mkdir()
    (new / "c.md").write_text("c\n", encoding="utf-8")
    (new / ".c.md.x1y2.tmp").write_text("half a messa", encoding="utf-8")

    done = await gitrepo.commit_many([(old, ["a.md", "deep/er/b.md"], "closed"), (new, ["c.md"], "closed")])

    assert done == [True, True]
    assert git(old, "log", "--format=%an <%ae>|%s").splitlines() == [
        "recap <recap@localhost>|closed",
        "recap <recap@localhost>|first",
    ]
    assert git(old, "show", "HEAD:deep/er/b.md") == "b\n"
    assert git(new, "ls-files").splitlines() == ["c.md"]
    for repo in (old, new):
        assert git(repo, "status", "--porcelain") == ""
        assert await gitrepo.uncommitted(repo) == {}


async def test_a_split_index_an_earlier_recap_wrote_is_converted(tmp_path: Path) -> None:
    """libgit2 cannot read a split index: the repository's index is made whole and the commit goes in."""
    repo = await started(tmp_path, "alice")
    (repo / "a.md").write_text("two\n", encoding="utf-8")
    git(repo, "-c", "core.splitIndex=true", "update-index", "--split-index")
    assert await gitrepo.commit_paths(repo, ["a.md"], "second") is True
    assert git(repo, "log", "--format=%s").splitlines() == ["second", "first"]
    assert git(repo, "status", "--porcelain") == ""


async def test_a_stale_index_lock_is_cleared_and_the_commit_goes_in(tmp_path: Path) -> None:
    repo = await started(tmp_path, "alice")
    (repo / "a.md").write_text("two\n", encoding="utf-8")
    (repo / ".git" / "index.lock").write_bytes(b"")
    assert await gitrepo.commit_paths(repo, ["a.md"], "second") is True
    assert not (repo / ".git" / "index.lock").exists()
    assert git(repo, "status", "--porcelain") == ""


async def test_a_file_written_while_libgit2_read_it_is_read_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another worker sharing the home rewrote the file mid-read once: the commit goes in on the second read."""
    repo = await started(tmp_path, "shared")
    (repo / "a.md").write_text("two\n", encoding="utf-8")
    real, failed = gitrepo._commit_named, []

    def read_mid_write(*args: object) -> bool:
        if not failed:
            failed.append(True)
            raise gitrepo.pygit2.GitError("failed to read file into stream: ")
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(gitrepo, "_commit_named", read_mid_write)
    assert await gitrepo.commit_paths(repo, ["a.md"], "second")
    assert failed and git(repo, "show", "HEAD:a.md") == "two\n"
