"""Group commit for the slice files: one fsync round makes many writers' appends durable.

An event is appended to its slice file with a plain write (in the operating system's cache
at once, so it survives the process dying) and *noted* here; it is durable against a power
cut only once the file is fsynced. Whoever must acknowledge it waits with :meth:`flush`:
when a round is already running, the next round takes everything noted meanwhile, so when
many users write at once one fsync of each dirty file covers all of their messages, and each
is acknowledged only after the round that covers it. A writer alone pays one round, for all
it wrote since its last acknowledgement (a message and its reply: one fsync, not two).

The rounds run in worker threads, so the event loop goes on handling other users while the
disk syncs, and a round's files are fsynced side by side: the file system commits concurrent
fsyncs together (on this machine's ext4, 64 files took 180–200 ms one after another and 5–25
ms eight at a time). A failed round fails every waiter it covered (nothing is acknowledged)
and its files are synced again by the next one.

The same holds for whole files a sweep writes for many users (:func:`staging`): the slice
files the idle sweep closes, the slices the morning briefings open. Written and fsynced one
by one they cost one fsync each (the idle sweep's largest cost at 10,000 slices); staged,
they are fsynced side by side when the batch ends, and a replaced file is renamed into place
only after its new text is on disk, so a crash leaves the old text or the new, never a part.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
from collections.abc import AsyncIterator, Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from pathlib import Path

from memory.home import write_atomically, write_temporary

Ticket = int  # what a writer waits for: its appends are durable once this round is done

FSYNC_THREADS = 8
FSYNC_THREAD_PREFIX = "recap-fsync"
_fsyncs = ThreadPoolExecutor(FSYNC_THREADS, thread_name_prefix=FSYNC_THREAD_PREFIX)


def fsync_files(paths: Iterable[Path]) -> None:
    """Flush each file's data to disk, several at once."""
    paths = list(paths)
    if len(paths) == 1:  # a writer alone: no second thread to hand it to
        _fsync(paths[0])
        return
    for _ in _fsyncs.map(_fsync, paths):  # each result, so the first failure is raised
        pass


def _fsync(path: Path) -> None:
    try:
        descriptor = os.open(path, os.O_RDONLY)
    except FileNotFoundError:
        return  # replaced by a durable rewrite since the append, or its user's data deleted
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


class GroupSync:
    """``sync`` makes a set of files durable (:func:`fsync_files`; a test can watch it)."""

    def __init__(self, sync: Callable[[Iterable[Path]], None] = fsync_files) -> None:
        self._sync = sync
        self._dirty: set[Path] = set()
        self._noted: Ticket = 0  # one more for each append noted
        self._synced: Ticket = 0  # every append noted up to this one is on disk
        self._round: asyncio.Task[None] | None = None
        self.rounds = 0  # fsync rounds run so far

    @property
    def unsynced(self) -> int:
        """Appends noted and not yet covered by a finished round."""
        return self._noted - self._synced

    def note(self, path: Path) -> Ticket:
        """Record that ``path`` was appended to; the ticket to :meth:`flush` for it."""
        self._dirty.add(path)
        self._noted += 1
        return self._noted

    async def flush(self, ticket: Ticket | None = None) -> None:
        """Return once everything noted up to ``ticket`` (by default: so far) is on disk."""
        wanted = self._noted if ticket is None else ticket
        while self._synced < wanted:
            if self._round is None:
                self._round = asyncio.create_task(self._run_round())
            # Shielded: a waiter given up on (its chat cancelled) must not cancel the round
            # that other waiters are counting on.
            await asyncio.shield(self._round)

    async def _run_round(self) -> None:
        covers, paths = self._noted, self._dirty
        self._dirty = set()
        try:
            await asyncio.to_thread(self._sync, sorted(paths))
        except BaseException:
            self._dirty |= paths
            raise
        else:
            self._synced = max(self._synced, covers)
            self.rounds += 1
        finally:
            self._round = None


@dataclass
class _Stage:
    replacing: bool  # whether a file that exists is staged too (else it is written durably at once)
    written: list[Path] = field(default_factory=list)  # new files, in place, not yet synced
    replacements: list[tuple[Path, Path]] = field(default_factory=list)  # (temporary, path)


_stage: ContextVar[_Stage | None] = ContextVar("recap_stage", default=None)


@asynccontextmanager
async def staging(*, replacing: bool = False) -> AsyncIterator[None]:
    """Make the files :func:`write_durably` writes inside durable together when this ends.

    A new file is put in place at once (whole: written beside it, then renamed) and fsynced
    at the end, as an append is: nothing that waits for the end counts on it before. With
    ``replacing``, a file that exists keeps its old text until its new text is fsynced at the
    end, then takes it by a rename: the caller holds whatever keeps anyone else from writing
    those files meanwhile (the sweep holds their users' locks). On failure nothing staged is
    renamed into place and the new files are removed (the caller's transaction took their rows
    back); should settling fail, whatever was renamed is synced again by the next writer.
    """
    stage = _Stage(replacing)
    token = _stage.set(stage)
    try:
        yield
    except BaseException:
        # The caller's rows of these files went back with its transaction (Memory.batch): a new
        # file left in place would bring them back on a rebuild (a briefing never sent).
        for temporary in [*(temporary for temporary, _ in stage.replacements), *stage.written]:
            temporary.unlink(missing_ok=True)
        raise
    finally:
        _stage.reset(token)
    await asyncio.to_thread(_settle, stage)


def write_durably(path: Path, text: str) -> None:
    """Replace ``path`` with ``text``: durable on return, or inside :func:`staging` when it ends."""
    stage = _stage.get()
    exists = path.exists()
    if stage is None or (exists and not stage.replacing):
        write_atomically(path, text)
        return
    temporary = write_temporary(path, text, sync=False)
    if exists:
        stage.replacements.append((temporary, path))
        return
    try:
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    stage.written.append(path)


def write_new(path: Path, text: str) -> Path | None:
    """Put a new file at ``path`` holding ``text``, whole (written beside it, then renamed), not
    yet fsynced: the file, for the caller to :meth:`GroupSync.note` with its appends. Inside
    :func:`staging` it is staged as :func:`write_durably` stages it (removed should the batch
    fail) and None is returned: the batch's end makes it durable."""
    if _stage.get() is not None:
        write_durably(path, text)
        return None
    temporary = write_temporary(path, text, sync=False)
    try:
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    return path


def _settle(stage: _Stage) -> None:
    """Fsync every staged file side by side, then rename the replacements into place."""
    try:
        fsync_files([*stage.written, *(temporary for temporary, _ in stage.replacements)])
    except BaseException:
        for temporary, _ in stage.replacements:
            with contextlib.suppress(OSError):
                temporary.unlink()
        raise
    for temporary, path in stage.replacements:
        os.replace(temporary, path)
