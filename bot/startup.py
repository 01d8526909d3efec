"""How every ``recap`` command starts and ends: never two writers, never a hang.

A command that writes a home :func:`claim`\\ s it first: the process's files become private
(umask 077, and group and other bits stripped from what an older recap left), the home lock
(:mod:`memory.homelock`) is taken, the home and its database are probed, and what a crash
left is mended: after a process died holding the home, everything ``recap check --repair``
mends (:mod:`memory.checkup`: torn or temporary slice files, a killed rebuild's files, events
missing from the Markdown, derived data missing for them, ...), and always stale git locks and
uncommitted files. Any of these that fails ends the command with one line naming the path and
what to do.

:func:`run` is ``asyncio.run`` for commands: aiosqlite's connection thread is not a daemon,
so a connection left open by a failure would keep the interpreter waiting for it forever,
and a supervisor would never restart recap. When a command fails with such a thread still
alive, :func:`run` reports the failure and ends the process at once.
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
import stat
import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Coroutine
from pathlib import Path
from typing import Any, NoReturn, TypeVar

import click

from bot.logging import mask
from memory import checkup, gitrepo
from memory.clock import SystemClock
from memory.groupsync import FSYNC_THREAD_PREFIX
from memory.home import Home
from memory.homelock import HomeBusy, HomeLock
from memory.stores import database_url

T = TypeVar("T")

PRIVATE = 0o077  # the umask: files 0600, folders 0700
_WRITE_ACCESS = "give the user running recap write access to it"


class CannotStart(click.ClickException):
    """A start-up failure, shown as one line: ``cannot start: <what, where>; <what to do>``."""

    def __init__(self, message: str) -> None:
        super().__init__(mask(f"cannot start: {message}"))


def claim(
    home: Home, command: str, *, check_database: bool = True, recover: bool = True, workers: bool = False
) -> HomeLock:
    """Make ``home`` this process's to write, or fail with :class:`CannotStart`.

    The lock comes before anything touches the database, so migrations and crash repairs
    run in one process only; the caller keeps the lock until it exits (the kernel drops it
    then, however the process ends). ``check_database=False`` is for ``recap rebuild``,
    which replaces the database rather than reading it: only git is mended then.
    ``recover=False`` is for ``recap check``, which reports before it mends anything.

    ``workers`` is for ``recap serve``: on PostgreSQL (``RECAP_DATABASE_URL``), and only
    there, several workers may share the home. The first mends what a crash left, as any
    command does, then lets the others in; one that joins workers already serving mends
    nothing (what looks torn may be theirs, mid-write). On SQLite one process writes a home.
    """
    os.umask(PRIVATE)
    _ensure_writable(home.root)
    lock = HomeLock(home.root)
    shared = workers and database_url() is not None
    try:
        lock.acquire(command, SystemClock().now(), shared=shared)
    except HomeBusy as error:
        raise CannotStart(str(error)) from error
    except OSError as error:
        raise CannotStart(f"{lock.path} cannot be locked ({error.strerror}); {_WRITE_ACCESS}") from error
    try:
        if lock.joined:
            return lock
        _make_private(home.root)
        if check_database:
            _check_database(home.database, write=True)
        if recover:
            asyncio.run(_recover(home, thorough=check_database and lock.died is not None))
        if shared:
            lock.share()
    except HomeBusy as error:
        lock.release()
        raise CannotStart(str(error)) from error
    except BaseException:
        lock.release()
        raise
    return lock


async def _recover(home: Home, *, thorough: bool) -> None:
    """Mend what a crash left. After a process died holding the home (``thorough``): every
    difference ``recap check --repair`` mends, each logged, the schema a killed rebuild left on
    PostgreSQL included (it holds every message; a rebuild holds the home, so it died holding
    it); it reads the whole history, so a clean stop skips it. Then, always, git: stale locks
    cleared and what is uncommitted (a profile changed since the last slice closed) committed."""
    if thorough:
        await checkup.recover(home, SystemClock().now())
    await gitrepo.recover(home.users_dir)


def inspect(home: Home) -> None:
    """For commands that only read: fail with :class:`CannotStart` on a damaged database."""
    _check_database(home.database, write=False)


def _ensure_writable(root: Path) -> None:
    """Create the home if needed and prove it writable by writing there (``os.access`` says
    yes to root even on a read-only or immutable folder)."""
    try:
        root.mkdir(parents=True, exist_ok=True, mode=0o700)
    except FileExistsError as error:
        raise CannotStart(f"{root} is a file, not a folder; point --home or RECAP_HOME at a folder") from error
    except OSError as error:
        raise CannotStart(
            f"{root} cannot be created ({error.strerror}); give the user running recap write access to {root.parent}"
        ) from error
    if not root.is_dir():
        raise CannotStart(f"{root} is not a folder; point --home or RECAP_HOME at a folder")
    for folder in (root, root / "users"):
        if not folder.is_dir():
            continue
        try:
            probe_write(folder)
        except OSError as error:
            raise CannotStart(f"{folder} is not writable ({error.strerror}); {_WRITE_ACCESS}") from error


def probe_write(folder: Path) -> None:
    """Create and remove a file in ``folder``; an OSError says it takes no writes."""
    handle, probe = tempfile.mkstemp(dir=folder, prefix=".recap-probe.")
    os.close(handle)
    os.unlink(probe)


def _make_private(root: Path) -> None:
    """Strip group and other permissions from everything under ``root`` (older homes had a
    world-readable ``recap.db``); owner bits are kept, so git's read-only objects stay so."""
    for folder, folders, files in os.walk(root):
        paths = [Path(folder)] if folder == str(root) else []
        for path in [*paths, *(Path(folder) / name for name in [*folders, *files])]:
            try:
                mode = path.lstat().st_mode
                if stat.S_ISLNK(mode) or not mode & PRIVATE:
                    continue
                path.chmod(stat.S_IMODE(mode) & ~PRIVATE)
            except FileNotFoundError:
                continue
            except OSError as error:
                raise CannotStart(
                    f"{path} cannot be made private ({error.strerror}); run recap as the owner of its home's files"
                ) from error


def _check_database(path: Path, *, write: bool) -> None:
    """Open ``path`` (if it exists) and check its pages, and with ``write`` that it takes a
    write; a damaged or unwritable database is named with what to do."""
    if not path.exists():
        return
    if write:
        # SQLite falls back to reading a file it may not write, and fails only at the first write.
        for part in (path, path.with_name(f"{path.name}-wal"), path.with_name(f"{path.name}-shm")):
            try:
                os.close(os.open(part, os.O_RDWR))
            except FileNotFoundError:
                continue
            except OSError as error:
                raise CannotStart(f"{part} is not writable ({error.strerror}); {_WRITE_ACCESS}") from error
    try:
        connection = sqlite3.connect(path, timeout=5)
        try:
            verdict = connection.execute("PRAGMA quick_check").fetchone()[0]
            if write:
                connection.execute("BEGIN IMMEDIATE")
                connection.rollback()
        finally:
            connection.close()
    except sqlite3.Error as error:
        name = getattr(error, "sqlite_errorname", "")
        if name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB")):
            raise CannotStart(_damaged(path, str(error))) from error
        if name.startswith("SQLITE_BUSY"):
            raise CannotStart(f"{path} is locked by another program ({error}); stop it and start again") from error
        raise CannotStart(f"{path} is not usable ({error}); {_WRITE_ACCESS} and its folder") from error
    if verdict != "ok":
        raise CannotStart(_damaged(path, str(verdict).splitlines()[0]))


def _damaged(path: Path, why: str) -> str:
    return (
        f"{path} is damaged ({why}); move it aside with its -wal and -shm files and run "
        "`recap rebuild`, which re-creates it from the Markdown files"
    )


def run(main: Coroutine[Any, Any, T]) -> T:
    """``asyncio.run(main)``, except that a failure always ends the process (see the module)."""
    try:
        return asyncio.run(main)
    except BaseException as error:
        if not _lingering_threads():
            raise
        _exit_now(error)


def _lingering_threads(grace: float = 1.0) -> list[threading.Thread]:
    """Non-daemon threads still running after ``grace`` seconds in all: a closed aiosqlite
    connection's thread ends just after ``close()`` returns, so each gets its moment first."""
    deadline = time.monotonic() + grace
    lingering = []
    for thread in threading.enumerate():
        if (
            thread is threading.main_thread()
            or thread.daemon
            or thread.name.startswith(FSYNC_THREAD_PREFIX)  # idle pool workers: exit joins them at once
        ):
            continue
        thread.join(max(0.0, deadline - time.monotonic()))
        if thread.is_alive():
            lingering.append(thread)
    return lingering


def _exit_now(error: BaseException) -> NoReturn:
    """Report ``error`` as click would, then leave without waiting for stray threads."""
    if isinstance(error, click.ClickException):
        error.show()
        code = error.exit_code
    elif isinstance(error, SystemExit):
        code = error.code if isinstance(error.code, int) else 1
    elif isinstance(error, KeyboardInterrupt | click.Abort):
        click.echo("Aborted!", err=True)
        code = 130
    else:
        sys.stderr.write(mask("".join(traceback.format_exception(error))))
        code = 1
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)
