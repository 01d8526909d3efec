"""One git repository per user for its Markdown files: history and rollback for free.

The sweep's commits are made in-process with libgit2 (:func:`commit_many`); the rest (a first
commit, status, recovery) runs git as a subprocess. When git is missing the files are still
written; only the history is lost, and that is logged once rather than failing a user's message.

**One writer at a time per repository.** On PostgreSQL several ``recap serve`` workers may share
one home (:mod:`memory.homelock`), so two of them may commit to one user's repository at once
(a slice of the user closing on one while a correction re-describes an older one on another,
or a commit before a push). Unco-ordinated, libgit2 refuses a commit whose parent moved
meanwhile ("current tip is not the first parent"), one writer's index overwrites another's
(a file staged by one is dropped from the next tree), and a writer that meets another's
``index.lock`` would take it for a crash's and remove it. So every write to a repository (each
commit, a restarted history, a recovery) runs while holding the repository's *git turn*: an OS
file lock (``flock``) on ``.<user>.git-turn`` beside the user's folder — not in it, as the
folder is the user's record and ``.git`` is replaced when the history restarts. The kernel
drops it when its holder exits, however it dies. A write waits for the turn in a worker thread,
so the event loop goes on meanwhile. A ``git`` command line tool a person runs by hand takes no
turn: its lock is told apart by the process (:func:`_git_running_in`).

A git process killed mid-commit leaves ``.git/index.lock`` (or another ``*.lock``) behind,
and every later commit fails on it. So a commit that fails on a lock is retried once after
clearing the locks no live git process holds (while holding the turn, no other recap is
writing there), and :func:`recover` clears them at start-up and commits whatever a crash left
uncommitted.
"""

from __future__ import annotations

import asyncio
import fcntl
import os
import shutil
import subprocess
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

import pygit2
import structlog

log = structlog.get_logger(__name__)

_GIT = shutil.which("git")
_AUTHOR = ("recap", "recap@localhost")
_IDENTITY = (
    "-c", f"user.name={_AUTHOR[0]}", "-c", f"user.email={_AUTHOR[1]}", "-c", "commit.gpgsign=false",
    # libgit2 (commit_many) cannot read a split index: one an earlier recap wrote is made whole.
    "-c", "core.splitIndex=false",
)  # fmt: skip
# What git says when it finds another process's lock file ("Unable to create '…/index.lock': File exists").
_LOCKED = ".lock': File exists"
# What libgit2 says then ("the index is locked; …", "failed to lock file '…/refs/heads/main.lock' …").
_LOCKED_IN_PROCESS = ("is locked", ".lock'")
_SPLIT_INDEX = "unsupported mandatory extension: 'link'"  # libgit2 on a split index
# What libgit2 says when a file changed size while it read it (another worker sharing the home wrote it
# meanwhile): read once more, as it is now.
_READ_WHILE_WRITTEN = "failed to read file into stream"
# What git commit says when nothing is staged: "nothing to commit, …", or "nothing added to commit
# but untracked files present" when a file was written between the add and the commit.
_NOTHING = ("nothing to commit", "nothing added to commit")
# Half-written files of an interrupted write (memory.home.write_atomically): never history.
_EXCLUDE = ".*.tmp"
RECOVERED = "recovered at start-up: changes a stop left uncommitted"  # the message of a start-up's commit
TURN_SUFFIX = ".git-turn"  # the lock file of a repository's git turn is ".<folder name>" + this, beside it


@contextmanager
def _turn(repo: Path) -> Iterator[None]:
    """Hold ``repo``'s git turn while the block runs, waiting for it (see the module)."""
    repo.parent.mkdir(parents=True, exist_ok=True)
    handle = os.open(repo.parent / f".{repo.name}{TURN_SUFFIX}", os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
    try:
        fcntl.flock(handle, fcntl.LOCK_EX)
        yield
    finally:
        os.close(handle)  # closing drops the lock


def _git(repo: Path, *args: str) -> tuple[int, str]:
    assert _GIT is not None
    done = subprocess.run([_GIT, *_IDENTITY, *args], cwd=repo, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    return done.returncode, done.stdout.decode("utf-8", "replace")


async def commit_all(repo: Path, message: str) -> bool:
    """Commit everything in ``repo`` (initialising it on first use); False when nothing was committed."""
    if _GIT is None:
        log.warning("git_missing", repo=str(repo))
        return False
    return await asyncio.to_thread(_commit_all_in_turn, repo, message)


def _commit_all_in_turn(repo: Path, message: str) -> bool:
    with _turn(repo):
        return _commit_all(repo, message)


def _commit_all(repo: Path, message: str) -> bool:
    """:func:`commit_all`, run in a worker thread by the holder of ``repo``'s turn."""
    repo.mkdir(parents=True, exist_ok=True)
    if not (repo / ".git").exists():
        code, output = _git(repo, "init", "--quiet")
        if code:
            log.error("git_init_failed", repo=str(repo), output=output)
            return False
    _exclude_temporary_files(repo)
    code, output = _add_and_commit(repo, message)
    if code and _LOCKED in output and _clear_stale_locks(repo):
        code, output = _add_and_commit(repo, message)
    if code and not any(nothing in output for nothing in _NOTHING):
        log.error("git_commit_failed", repo=str(repo), output=output)
    return code == 0


async def commit_paths(repo: Path, paths: Iterable[str], message: str) -> bool:
    """Commit the named files of ``repo`` (paths relative to it; one that is gone leaves the
    history); False when nothing was committed (see :func:`commit_many`)."""
    return (await commit_many([(repo, paths, message)]))[0]


async def commit_many(commits: Sequence[tuple[Path, Iterable[str], str]]) -> list[bool]:
    """Commit, for each ``(repo, paths, message)``, the named files of that repository; for
    each, whether a commit went in.

    The commits are made in-process with libgit2 (:mod:`pygit2`), all of them in one worker
    thread, each in its repository's turn, so the event loop goes on meanwhile (and another
    worker sharing the home waits its turn): blob, tree, commit, reference, and the index
    entries of the named files only. Git as a subprocess cost five processes a commit, about 23
    ms a repository on this machine under load against 6 ms in-process. libgit2 cannot read a
    split index, so recap no longer writes one (see :data:`_IDENTITY`) and converts a
    repository still holding one. A repository without a commit yet (or without ``.git``) is
    committed whole, as :func:`commit_all` does.
    """
    named = [(repo, sorted(set(paths)), message) for repo, paths, message in commits]
    return await asyncio.to_thread(lambda: [_commit_in_process(*commit) for commit in named])


def _commit_in_process(repo: Path, paths: list[str], message: str) -> bool:
    """Commit ``paths`` of ``repo`` with libgit2 in its turn, once more after mending what it
    failed on (a stale lock, a split index)."""
    failure = ""
    with _turn(repo):
        for _ in range(2):
            try:
                return _commit_named(repo, paths, message)
            except pygit2.GitError as error:
                failure = str(error)
                if not _mended(repo, failure):
                    break
    log.error("git_commit_failed", repo=str(repo), output=failure)
    return False


def _mended(repo: Path, failure: str) -> bool:
    """Whether what libgit2 ``failure`` names was mended: a split index made whole, the stale
    locks cleared, or a file read while it was written (nothing to mend: it is read again)."""
    if _SPLIT_INDEX in failure:
        return _unsplit_index(repo)
    if _READ_WHILE_WRITTEN in failure:
        return True
    return any(sign in failure for sign in _LOCKED_IN_PROCESS) and bool(_clear_stale_locks(repo))


def _commit_named(repo: Path, paths: list[str], message: str) -> bool:
    """Stage the named files in the index, write it, then commit HEAD's tree with the named files
    changed; in a repository without a commit yet (made here when missing), stage every file and
    commit the index's tree, as :func:`commit_all` does.

    The index is written before the commit, as ``git update-index`` did: a failure between
    them leaves the change staged, which start-up's recovery commits (so does a change a
    failed commit left staged: the next commit takes the named files alone).

    The tree is HEAD's with the trees on the named files' paths made again (:func:`_tree_with`),
    not the index's: libgit2 writes the index's tree, after a file is added, by reading every
    tree of the history again to know what it may keep (14 ms of a 32 ms commit at 20,000 files).
    """
    if not (repo / ".git").is_dir():
        _init_in_process(repo)
    repository = pygit2.Repository(str(repo), pygit2.enums.RepositoryOpenFlag.NO_SEARCH)
    index = repository.index
    if repository.head_is_unborn:
        _exclude_temporary_files(repo)
        parents, head_tree = [], None
        index.add_all()
        tree = index.write_tree()
    else:
        head = repository.head.peel(pygit2.Commit)
        parents, head_tree = [head.id], head.tree_id
        changes: dict[str, tuple[pygit2.Oid, int] | None] = {}
        for path in paths:
            if (repo / path).is_file():
                index.add(path)
                changes[path] = (index[path].id, index[path].mode)
            else:
                if path in index:
                    index.remove(path)
                changes[path] = None
        tree = _tree_with(repository, head_tree, [(path.split("/"), change) for path, change in changes.items()])
    index.write()
    if tree is None or tree == head_tree:
        return False
    signature = pygit2.Signature(*_AUTHOR)
    repository.create_commit("HEAD", signature, signature, message, tree, parents)
    return True


def _tree_with(
    repository: pygit2.Repository,
    tree_id: pygit2.Oid | None,
    changes: list[tuple[list[str], tuple[pygit2.Oid, int] | None]],
) -> pygit2.Oid | None:
    """The tree ``tree_id`` (none: an empty one) with each of ``changes`` (a path's parts, and its
    blob and mode, or None for gone) made, the trees on their paths written again and the rest
    kept; None when nothing is left in it (git keeps no empty tree, as the index writes none)."""
    builder = repository.TreeBuilder(repository[tree_id]) if tree_id is not None else repository.TreeBuilder()
    below: dict[str, list[tuple[list[str], tuple[pygit2.Oid, int] | None]]] = {}
    for (name, *rest), change in changes:
        if rest:
            below.setdefault(name, []).append((rest, change))
        elif change is not None:
            builder.insert(name, *change)
        elif builder.get(name) is not None:
            builder.remove(name)
    for name, inner in below.items():
        kept = builder.get(name)
        subtree = _tree_with(repository, kept.id if kept is not None and kept.type_str == "tree" else None, inner)
        if subtree is not None:
            builder.insert(name, subtree, pygit2.enums.FileMode.TREE)
        elif kept is not None:
            builder.remove(name)
    return builder.write() if len(builder) else None


def _init_in_process(repo: Path) -> None:
    """Make ``repo`` a git repository (and its folder, when missing) with libgit2, as ``git init`` does.

    Not with :func:`pygit2.init_repository`: it never frees the handle libgit2's
    ``git_repository_init_ext`` gives it (it opens the repository again for the object it
    returns), so each call kept about 14 KB of native memory for the life of the process —
    130 MB when a sweep committed 10,000 users' first slices (pygit2 1.21.0, libgit2 1.9).
    """
    handle = pygit2.ffi.new("git_repository **")
    pygit2.errors.check_error(pygit2.C.git_repository_init(handle, os.fsencode(repo), 0))
    pygit2.C.git_repository_free(handle[0])


def _unsplit_index(repo: Path) -> bool:
    """Rewrite a split index (written by an earlier recap) whole, so libgit2 can read it."""
    if _GIT is None:
        return False
    done = subprocess.run([_GIT, *_IDENTITY, "update-index", "--no-split-index"], cwd=repo, capture_output=True)
    return done.returncode == 0


def _exclude_temporary_files(repo: Path) -> None:
    exclude = repo / ".git" / "info" / "exclude"
    try:
        lines = exclude.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        lines = []
    if _EXCLUDE not in lines:
        exclude.parent.mkdir(parents=True, exist_ok=True)
        exclude.write_text("\n".join([*lines, _EXCLUDE]) + "\n", encoding="utf-8")


def _add_and_commit(repo: Path, message: str) -> tuple[int, str]:
    code, output = _git(repo, "add", "--all")
    if code:
        return code, output
    return _git(repo, "commit", "--quiet", "--no-verify", "-m", message)


def clear_stale_locks(repo: Path) -> list[Path]:
    """Remove the ``*.lock`` files under ``repo/.git`` unless a live git process works in ``repo``.

    Git never names a ref ``*.lock``, so inside ``.git`` such a file is always a lock; one no
    git process holds, found while holding the repository's turn (no other recap is writing
    there), was left by a kill. Returns what was removed.
    """
    with _turn(repo):
        return _clear_stale_locks(repo)


def _clear_stale_locks(repo: Path) -> list[Path]:
    """:func:`clear_stale_locks` by the holder of ``repo``'s turn."""
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
    code, output = await asyncio.to_thread(_git, repo, "status", "--porcelain", "-z", "--untracked-files=all")
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
    code, output = await asyncio.to_thread(_git, repo, "show", f"HEAD:{path}")
    return None if code else output


def _git_running_in(repo: Path) -> bool:
    """True when a git process (anyone's: the user may run git by hand) works in ``repo``.

    Read from ``/proc``; where there is none, no process is seen, which is right for recap's
    own git (it runs one at a time per repository, in the repository's turn).
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
    repos = sorted(path for path in users_dir.iterdir() if path.is_dir())
    return [repo for repo in repos if await asyncio.to_thread(_recover_in_turn, repo)]


def _recover_in_turn(repo: Path) -> bool:
    """:func:`recover` for one repository, in its turn; whether it was committed."""
    with _turn(repo):
        if (repo / ".git").is_dir():
            _clear_stale_locks(repo)
            code, output = _git(repo, "status", "--porcelain")
            if code:
                log.error("git_status_failed", repo=str(repo), output=output)
                return False
            if not output.strip():
                return False
        if not _commit_all(repo, RECOVERED):
            return False
    log.info("git_recovered", repo=str(repo))
    return True


async def restart_history(repo: Path, message: str) -> bool:
    """Replace the repository's history with one commit of the files as they are now.

    Used when the user asks recap to forget: old commits would still hold the words.
    """
    if _GIT is None:
        log.warning("git_missing", repo=str(repo))
        return False
    return await asyncio.to_thread(_restart_in_turn, repo, message)


def _restart_in_turn(repo: Path, message: str) -> bool:
    with _turn(repo):
        shutil.rmtree(repo / ".git", ignore_errors=True)
        return _commit_all(repo, message)
