"""One home, one writer: an OS file lock on ``RECAP_HOME/recap.lock``.

Two recap processes writing one home would interleave events, race the migrations and fight
over each user's git repository. Every command that writes takes this lock first; a second
one is refused with the holder's pid, command and start time, which the holder writes into
the lock file. The lock is ``flock`` on an open file, so the kernel releases it the moment the
holder exits, however it dies (a SIGKILL included): a stale lock file never blocks a start.
On PostgreSQL several ``recap serve`` workers may share a home (:meth:`HomeLock.acquire`'s
``shared``): the database is theirs to share, and they take turns per user there.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

LOCK_NAME = "recap.lock"


@dataclass(frozen=True)
class Holder:
    """Who holds a home, as its lock file says."""

    pid: int
    command: str
    started_at: str  # ISO 8601, as the holder wrote it

    def describe(self) -> str:
        return f"{self.command} (pid {self.pid}, since {self.started_at})"


class HomeBusy(Exception):
    """Another process holds the home; ``holder`` is who, when its lock file says so."""

    def __init__(self, root: Path, holder: Holder | None) -> None:
        who = holder.describe() if holder is not None else "another recap process"
        super().__init__(f"{root} is in use by {who}; stop it first, or give this one another --home")
        self.root = root
        self.holder = holder


class HomeLock:
    """The exclusive lock on one home, held from :meth:`acquire` until :meth:`release` or exit."""

    def __init__(self, root: Path) -> None:
        self.path = root / LOCK_NAME
        self._fd: int | None = None
        self.died: Holder | None = None  # the previous holder, when it ended without releasing
        self.joined = False  # shared with the workers that hold it already (see acquire)

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self, command: str, started_at: datetime, *, shared: bool = False) -> None:
        """Take the lock without waiting; :class:`HomeBusy` when another process has it.

        ``shared`` is for the workers of one database server (PostgreSQL), which may share a
        home: the first takes the lock alone as any command does (and lets others in with
        :meth:`share` once it has mended what a crash left); a later one joins those that
        share it (:attr:`joined`, writing nothing in the file). A command that needs the home
        alone is refused while any of them holds it, and they while it does.

        ``OSError`` from opening the file (a missing or read-only home) is left to the caller,
        which knows how to word it.
        """
        if self._fd is not None:
            return
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            if shared and _join(fd):
                self._fd, self.joined = fd, True
                return
            holder = _read_holder(fd)
            os.close(fd)
            raise HomeBusy(self.path.parent, holder) from None
        except BaseException:
            os.close(fd)
            raise
        # A clean release empties the file: a holder still named in it died holding the home.
        self.died = _read_holder(fd)
        record = {"pid": os.getpid(), "command": command, "started_at": started_at.isoformat(timespec="seconds")}
        os.ftruncate(fd, 0)
        os.pwrite(fd, json.dumps(record).encode("utf-8") + b"\n", 0)
        self._fd = fd

    def share(self) -> None:
        """Let workers that share the home join (see :meth:`acquire`); the record stays. (flock
        drops the lock before taking it shared: a command that takes the home alone in that
        moment makes this raise :class:`HomeBusy`.)"""
        if self._fd is None or self.joined:
            return
        if not _join(self._fd):
            raise HomeBusy(self.path.parent, _read_holder(self._fd))

    def release(self) -> None:
        """Let the lock go (the file stays: removing it could let two processes lock two files)."""
        if self._fd is None:
            return
        if not self.joined:  # a worker that joined leaves the first one's record alone
            with contextlib.suppress(OSError):
                os.ftruncate(self._fd, 0)
        os.close(self._fd)  # closing the last descriptor drops the flock
        self._fd, self.joined = None, False

    def __enter__(self) -> HomeLock:
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


def _join(fd: int) -> bool:
    """Hold ``fd``'s lock shared, without waiting; False when a process holds it alone."""
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def _read_holder(fd: int) -> Holder | None:
    """The holder a lock file names; None while it is being written or when it is not ours."""
    try:
        data = json.loads(os.pread(fd, 4096, 0).decode("utf-8"))
        return Holder(pid=int(data["pid"]), command=str(data["command"]), started_at=str(data["started_at"]))
    except (OSError, ValueError, KeyError, TypeError):
        return None
