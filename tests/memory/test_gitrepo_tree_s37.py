"""A sweep's commit takes HEAD's tree with the named files' paths made again
(:func:`memory.gitrepo._tree_with`) instead of the index's tree, which libgit2 writes by reading
every tree of the history (issue 11, session 37). Checked here: after each of many random commits
(files added, changed, made executable, removed, a folder emptied, a name that is no file) the
commit's tree is the one the index would have written, git finds the working tree clean, and a
commit that changes nothing makes none."""

from __future__ import annotations

import random
import shutil
import subprocess
from pathlib import Path

import pygit2
import pytest

from memory import gitrepo

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

_FOLDERS = ["", "episodic/slices/2024/01/02", "episodic/slices/2024/01/03", "episodic/slices/2025/12/31", "a"]


def _index_tree(repo: Path) -> pygit2.Oid:
    """What the index (read again from disk) would commit: the tree the code before wrote."""
    return pygit2.Repository(str(repo)).index.write_tree()


def _head_tree(repo: Path) -> pygit2.Oid:
    return pygit2.Repository(str(repo)).head.peel(pygit2.Commit).tree_id


def _git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=repo, capture_output=True, text=True, check=True).stdout


async def test_each_commit_is_the_tree_the_index_would_have_written(tmp_path: Path) -> None:
    repo = tmp_path / "user"
    repo.mkdir()
    (repo / "profile.md").write_text("tz: UTC\n", encoding="utf-8")
    assert await gitrepo.commit_all(repo, "first")
    rng = random.Random(37)
    names = [f"{folder}/{n}.md".lstrip("/") for folder in _FOLDERS for n in ("0900", "0900-2", "1400")]
    for step in range(60):
        named = rng.sample(names, rng.randint(1, 4))
        for path in named:
            file = repo / path
            if rng.random() < 0.3:
                file.unlink(missing_ok=True)
            else:
                file.parent.mkdir(parents=True, exist_ok=True)
                file.write_text(f"step {step} {rng.random()}\n" if rng.random() < 0.8 else "same\n", encoding="utf-8")
                file.chmod(0o755 if rng.random() < 0.1 else 0o644)
        before = _head_tree(repo)
        committed = await gitrepo.commit_paths(repo, named, f"step {step}")
        assert _head_tree(repo) == _index_tree(repo)
        assert committed == (_head_tree(repo) != before)
        assert _git(repo, "status", "--porcelain") == ""


async def test_a_removed_slice_empties_its_folders_from_the_tree(tmp_path: Path) -> None:
    repo = tmp_path / "user"
    (repo / "episodic" / "slices" / "2024").mkdir(parents=True)
    (repo / "profile.md").write_text("x\n", encoding="utf-8")
    (repo / "episodic" / "slices" / "2024" / "0900.md").write_text("a slice\n", encoding="utf-8")
    assert await gitrepo.commit_all(repo, "first")
    (repo / "episodic" / "slices" / "2024" / "0900.md").unlink()
    assert await gitrepo.commit_paths(repo, ["episodic/slices/2024/0900.md"], "forgotten")
    assert _git(repo, "ls-tree", "-r", "--name-only", "HEAD").splitlines() == ["profile.md"]
    assert _head_tree(repo) == _index_tree(repo)
    assert not await gitrepo.commit_paths(repo, ["episodic/slices/2024/0900.md", "profile.md"], "nothing")
