"""One git repository per user for its Markdown files: history and rollback for free.

Git runs as a subprocess. When git is missing the files are still written; only the history
is lost, and that is logged once rather than failing a user's message.

A git process killed mid-commit leaves ``.git/index.lock`` (or another ``*.lock``) behind,
and every later commit fails on it. So a commit that fails on a lock is retried once after
clearing the locks no live git process holds, and :func:`recover` clears them at start-up
and commits whatever a crash left uncommitted. Only a process holding the home lock
(:mod:`memory.homelock`) may do either: it is then the only recap writing these repositories.
"""

from __future__ import annotations

import asyncio
import os
import shutil
from collections.abc import Iterable
from pathlib import Path

import structlog

log = structlog.get_logger(__name__)

_GIT = shutil.which("git")
_IDENTITY = (
    "-c", "user.name=recap", "-c", "user.email=recap@localhost", "-c", "commit.gpgsign=false",
    # The index written back on a commit holds only what changed since the shared part was
    # written: at 20,000 slices the whole index is 2 MB, rewritten on every commit otherwise.
    "-c", "core.splitIndex=true",
)  # fmt: skip
# What git says when it finds another process's lock file ("Unable to create '…/index.lock': File exists").
_LOCKED = ".lock': File exists"
# Half-written files of an interrupted write (memory.home.write_atomically): never history.
_EXCLUDE = ".*.tmp"
RECOVERED = "recovered at start-up: changes a stop left uncommitted"  # the message of a start-up's commit


async def _git(repo: Path, *args: str) -> tuple[int, str]:
    assert _GIT is not None
    process = await asyncio.create_subprocess_exec(
        _GIT, *_IDENTITY, *args, cwd=repo, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT
    )
    output, _ = await process.communicate()
    return process.returncode or 0, output.decode("utf-8", "replace")


async def commit_all(repo: Path, message: str) -> bool:
    """Commit everything in ``repo`` (initialising it on first use); False when nothing was committed."""
    if _GIT is None:
        log.warning("git_missing", repo=str(repo))
        return False
    repo.mkdir(parents=True, exist_ok=True)
    if not (repo / ".git").exists():
        code, output = await _git(repo, "init", "--quiet")
        if code:
            log.error("git_init_failed", repo=str(repo), output=output)
            return False
    _exclude_temporary_files(repo)
    code, output = await _add_and_commit(repo, message)
    if code and _LOCKED in output and clear_stale_locks(repo):
        code, output = await _add_and_commit(repo, message)
    if code and "nothing to commit" not in output:
        log.error("git_commit_failed", repo=str(repo), output=output)
    return code == 0


async def commit_paths(repo: Path, paths: Iterable[str], message: str) -> bool:
    """Commit the named files of ``repo`` (paths relative to it; one that is gone leaves the
    history); False when nothing was committed.

    Git plumbing reads and hashes the named files only: ``git add --all`` and ``git commit``
    look at every file of the tree, 0.3–0.6 s at 20,000 slices. With a split index (see
    :data:`_IDENTITY`) the index written back is the part that changed. A repository without
    a commit yet is committed whole (:func:`commit_all`).
    """
    if _GIT is None:
        log.warning("git_missing", repo=str(repo))
        return False
    code, output = await _git(repo, "rev-parse", "--verify", "--quiet", "HEAD") if (repo / ".git").is_dir() else (1, "")
    if code:
        return await commit_all(repo, message)
    head, named = output.strip(), sorted(set(paths))
    code, output = await _commit_named(repo, head, named, message)
    if code and _LOCKED in output and clear_stale_locks(repo):
        code, output = await _commit_named(repo, head, named, message)
    if code and output != _NOTHING:
        log.error("git_commit_failed", repo=str(repo), output=output)
    return code == 0


_NOTHING = "nothing to commit"


async def _commit_named(repo: Path, head: str, paths: list[str], message: str) -> tuple[int, str]:
    code, output = await _git(repo, "update-index", "--add", "--remove", "--", *paths)
    if code:
        return code, output
    code, tree = await _git(repo, "write-tree")
    if code:
        return code, tree
    code, head_tree = await _git(repo, "rev-parse", f"{head}^{{tree}}")
    if code:
        return code, head_tree
    if tree.strip() == head_tree.strip():
        return 1, _NOTHING
    code, commit = await _git(repo, "commit-tree", tree.strip(), "-p", head, "-m", message)
    if code:
        return code, commit
    return await _git(repo, "update-ref", "-m", message, "HEAD", commit.strip(), head)


def _exclude_temporary_files(repo: Path) -> None:
    exclude = repo / ".git" / "info" / "exclude"
    try:
        lines = exclude.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        lines = []
    if _EXCLUDE not in lines:
        exclude.parent.mkdir(parents=True, exist_ok=True)
        exclude.write_text("\n".join([*lines, _EXCLUDE]) + "\n", encoding="utf-8")


async def _add_and_commit(repo: Path, message: str) -> tuple[int, str]:
    code, output = await _git(repo, "add", "--all")
    if code:
        return code, output
    return await _git(repo, "commit", "--quiet", "--no-verify", "-m", message)


def clear_stale_locks(repo: Path) -> list[Path]:
    """Remove the ``*.lock`` files under ``repo/.git`` unless a live git process works in ``repo``.

    Git never names a ref ``*.lock``, so inside ``.git`` such a file is always a lock; one no
    git process holds was left by a kill. Returns what was removed.
    """
    removed = []
    for lock in stale_locks(repo):
        try:
            lock.unlink()
        except FileNotFoundError:
            continue  # its git finished after all
        removed.append(lock)
        log.warning("git_stale_lock_removed", lock=str(lock))
    return removed


def stale_locks(repo: Path) -> list[Path]:
    """The ``*.lock`` files under ``repo/.git`` that no live git process holds (see above)."""
    locks = sorted((repo / ".git").rglob("*.lock"))
    return [] if not locks or _git_running_in(repo) else locks


async def uncommitted(repo: Path) -> dict[str, bool] | None:
    """The files of ``repo`` (paths relative to it) that differ from its last commit, each
    with whether the history has it at all (False: untracked or only staged); every file when
    there is no repository yet; None when git is missing or fails."""
    if _GIT is None:
        return None
    if not (repo / ".git").is_dir():
        return {path.relative_to(repo).as_posix(): False for path in repo.rglob("*") if path.is_file()}
    code, output = await _git(repo, "status", "--porcelain", "-z", "--untracked-files=all")
    if code:
        log.error("git_status_failed", repo=str(repo), output=output)
        return None
    # NUL-ended "XY path" entries; a rename or copy ("R…", "C…") is followed by its old path.
    entries = iter(output.split("\0"))
    found = {}
    for entry in entries:
        if len(entry) > 3:
            found[entry[3:]] = entry[0] not in "?A"
            if entry[0] in "RC":
                next(entries, None)
    return found


async def committed_text(repo: Path, path: str) -> str | None:
    """The text of ``path`` (relative to ``repo``) as the last commit has it; None when it has not."""
    code, output = await _git(repo, "show", f"HEAD:{path}")
    return None if code else output


def _git_running_in(repo: Path) -> bool:
    """True when a git process (anyone's: the user may run git by hand) works in ``repo``.

    Read from ``/proc``; where there is none, no process is seen, which is right for recap's
    own git (it runs one at a time per repository, under the home lock).
    """
    target = repo.resolve()
    proc = Path("/proc")
    if not proc.is_dir():
        return False
    for entry in proc.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            if (entry / "comm").read_text(encoding="utf-8").strip() != "git":
                continue
            if Path(os.readlink(entry / "cwd")) == target:
                return True
        except OSError:
            continue  # gone meanwhile, or not ours to look at
    return False


async def recover(users_dir: Path) -> list[Path]:
    """Mend every user's repository after a crash: clear stale locks, commit what is not yet.

    A kill between closing a slice and its commit (or during the commit) leaves closed slices
    out of the history; this commits them. Returns the repositories committed.
    """
    if _GIT is None or not users_dir.is_dir():
        return []
    committed = []
    for repo in sorted(path for path in users_dir.iterdir() if path.is_dir()):
        if (repo / ".git").is_dir():
            clear_stale_locks(repo)
            code, output = await _git(repo, "status", "--porcelain")
            if code:
                log.error("git_status_failed", repo=str(repo), output=output)
                continue
            if not output.strip():
                continue
        if await commit_all(repo, RECOVERED):
            committed.append(repo)
            log.info("git_recovered", repo=str(repo))
    return committed


async def restart_history(repo: Path, message: str) -> bool:
    """Replace the repository's history with one commit of the files as they are now.

    Used when the user asks recap to forget: old commits would still hold the words.
    """
    shutil.rmtree(repo / ".git", ignore_errors=True)
    return await commit_all(repo, message)
