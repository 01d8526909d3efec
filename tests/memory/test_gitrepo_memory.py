"""Committing to many new repositories keeps no native memory per repository.

``pygit2.init_repository`` never freed the libgit2 handle it made (about 14 KB each), so the
first sweep after 10,000 users' first slices left ``recap serve`` 130 MB larger for good
(``recap bench serve-memory``; see :func:`memory.gitrepo._init_in_process`). What malloc
holds in use is read before and after (glibc's ``mallinfo2``), not the resident size, which
free lists and Python's own arenas blur.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import gc
import shutil
from pathlib import Path

import pytest

from memory import gitrepo

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

REPOSITORIES = 300
LEAK_PER_REPOSITORY = 14 * 1024  # what each one kept before
KEPT_AT_MOST = REPOSITORIES * LEAK_PER_REPOSITORY // 4  # the code now keeps under 1 KB each (malloc's own churn)


# struct mallinfo2's fields, in order (glibc's malloc.h)
_MALLINFO2 = ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks", "keepcost")


class _Mallinfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in _MALLINFO2]


def _in_use() -> int:
    """Bytes malloc has handed out and not had back, over every arena."""
    libc = ctypes.CDLL(ctypes.util.find_library("c"))
    if not hasattr(libc, "mallinfo2"):
        pytest.skip("needs glibc 2.33 or later (mallinfo2)")
    libc.mallinfo2.restype = _Mallinfo2
    gc.collect()
    info = libc.mallinfo2()
    return int(info.uordblks + info.hblkhd)


def _folders(root: Path, count: int) -> list[Path]:
    folders = []
    for number in range(count):
        folder = root / f"u{number:04d}"
        (folder / "episodic").mkdir(parents=True)
        (folder / "episodic" / "s1.md").write_text(f"slice of user {number}\n", encoding="utf-8")
        folders.append(folder)
    return folders


async def test_first_commits_to_many_new_repositories_keep_no_memory_each(tmp_path: Path) -> None:
    """A sweep's first commits to 300 users without a repository yet: each is made and
    committed, and malloc holds less afterwards than a quarter of what the old leak kept."""
    warm = _folders(tmp_path / "warm", 5)  # libgit2's and the thread pool's one-time set-up
    assert await gitrepo.commit_many([(folder, ["episodic/s1.md"], "closed") for folder in warm]) == [True] * 5
    folders = _folders(tmp_path / "new", REPOSITORIES)
    before = _in_use()

    done = await gitrepo.commit_many([(folder, ["episodic/s1.md"], "closed") for folder in folders])

    kept = _in_use() - before
    assert done == [True] * REPOSITORIES
    assert all((folder / ".git" / "HEAD").is_file() for folder in folders)
    assert kept < KEPT_AT_MOST, f"{kept:,} bytes kept after {REPOSITORIES} new repositories"
