"""Where a user's files are written (slices, ``profile.md``, ``strands.json``): the seam between
recap and the Markdown of record.

With SQLite the home's folder is the record (:class:`LocalFiles`). With PostgreSQL several
machines share one database and no filesystem, so the record is the same Markdown text in the
table ``user_files`` (``migrations_pg/0004_user_files.sql``), and each machine's home folder is
a working copy of it (:class:`DatabaseFiles`): every write goes to both, the table first, and
:meth:`DatabaseFiles.materialise` brings a machine's copy up to what the table holds before
anything reads the folder whole (a rebuild, ``recap check --repair``, a push to the user's git
remote: :mod:`memory.gitpush`). :func:`for_store` chooses with the store.

Paths are relative to the home, as :attr:`memory.model.Slice.path` has them.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import ClassVar

import asyncpg

from memory import groupsync
from memory.home import Home, read_text, write_atomically
from memory.pgstore import PgStore
from memory.store import Store

FILES_TABLE = "user_files"
# A file's whole text put in the record (PostgreSQL), new or replacing: $1 user, $2 path, $3 text.
PUT_FILE = (
    f'INSERT INTO {FILES_TABLE} ("user", path, text) VALUES ($1, $2, $3)'
    ' ON CONFLICT ("user", path) DO UPDATE SET text = excluded.text, updated_at = now()'
)


class LocalFiles:
    """The home's folder as the record (SQLite)."""

    # Whether a file is written inside the store's write transaction of the rows it goes with,
    # so that a failed write takes them back. On SQLite it is written after the commit (an
    # fsync inside would hold the single writer), and the timeline takes an event back itself.
    in_transaction: ClassVar[bool] = False

    def __init__(self, home: Home) -> None:
        self.home = home

    async def write(self, user: str, path: str, text: str) -> None:
        """Replace the file at ``path`` with ``text`` (durable when this returns, or inside
        :func:`memory.groupsync.staging` when that ends)."""
        groupsync.write_durably(self.home.root / path, text)

    async def create(self, user: str, path: str, text: str) -> Path | None:
        """Put a new file at ``path`` holding ``text``, whole (written beside it, then renamed):
        in the operating system's hands once this returns, as :meth:`append` is. Returns the file
        for the caller to fsync with its appends (one group-commit round instead of an fsync of
        its own on the message path), or None when it is durable already."""
        return groupsync.write_new(self.home.root / path, text)

    async def append(self, user: str, path: str, text: str) -> Path:
        """Add ``text`` at the end of the file at ``path``: in the operating system's hands once
        this returns (a crash of the process keeps it; an fsync of the returned file, which
        the caller batches, keeps it through a power cut)."""
        local = self.home.root / path
        with local.open("a", encoding="utf-8", newline="") as stream:
            stream.write(text)
        return local

    async def read(self, user: str, path: str) -> str | None:
        """The record's text of the file at ``path``; None when there is none."""
        local = self.home.root / path
        return read_text(local) if local.is_file() else None

    async def read_each(self, wanted: list[tuple[str, str]]) -> dict[tuple[str, str], str]:
        """The record's text of each (user, path) of ``wanted`` there is one of."""
        found = {key: await self.read(*key) for key in wanted}
        return {key: text for key, text in found.items() if text is not None}

    async def materialise(self, user: str) -> int:
        """Nothing to bring: the folder is the record. Returns 0 files written."""
        return 0


class DatabaseFiles(LocalFiles):
    """``user_files`` as the record and the home's folder as a working copy (PostgreSQL).

    Written inside the write transaction of the rows a file goes with (:meth:`PgStore.write`
    nests as a savepoint): a row the table refuses, or a working copy that cannot be written,
    takes the event back with it, and no other worker sees the event without its Markdown.
    """

    in_transaction: ClassVar[bool] = True

    def __init__(self, home: Home, store: PgStore) -> None:
        super().__init__(home)
        self.store = store

    async def write(self, user: str, path: str, text: str) -> None:
        async with self.store.write() as db:
            await db.execute(PUT_FILE, user, path, text)
        await super().write(user, path, text)

    async def create(self, user: str, path: str, text: str) -> Path | None:
        await self.write(user, path, text)  # the table is the record: durable with its transaction
        return None

    async def append(self, user: str, path: str, text: str) -> Path:
        async with self.store.write() as db:
            await db.execute(
                f'INSERT INTO {FILES_TABLE} ("user", path, text) VALUES ($1, $2, $3)'
                ' ON CONFLICT ("user", path) DO UPDATE SET text = user_files.text || excluded.text, updated_at = now()',
                user, path, text,
            )  # fmt: skip
        return await super().append(user, path, text)

    async def read(self, user: str, path: str) -> str | None:
        return (await self.read_each([(user, path)])).get((user, path))

    async def read_each(self, wanted: list[tuple[str, str]]) -> dict[tuple[str, str], str]:
        """One query for them all (the sweep reads the profiles of every user it closed)."""
        async with self.store.write() as db:
            rows = await db.fetch(
                f'SELECT "user", path, text FROM {FILES_TABLE} WHERE ("user", path) IN'
                " (SELECT * FROM unnest($1::text[], $2::text[]))",
                [user for user, _ in wanted], [path for _, path in wanted],
            )  # fmt: skip
        return {(row["user"], row["path"]): row["text"] for row in rows}

    async def users(self) -> list[str]:
        """The users the table holds files of."""
        async with self.store.write() as db:
            return [row[0] for row in await db.fetch(f'SELECT DISTINCT "user" FROM {FILES_TABLE} ORDER BY 1')]

    async def texts(self, user: str) -> dict[str, str]:
        """Every file the table holds for ``user``: path -> text."""
        async with self.store.write() as db:
            rows = await db.fetch(f'SELECT path, text FROM {FILES_TABLE} WHERE "user" = $1 ORDER BY path', user)
        return {row["path"]: row["text"] for row in rows}

    def working_copy(self, user: str) -> dict[str, str]:
        """Every file of ``user`` this machine's copy holds: path -> text (undecodable bytes
        replaced, so that a damaged file reads as different from the record)."""
        return {
            path.relative_to(self.home.root).as_posix(): path.read_bytes().decode("utf-8", errors="replace")
            for path in _files_of(self.home.user_dir(user))
        }

    async def materialise(self, user: str) -> int:
        """Write every file of ``user`` whose text this machine's copy lacks or has otherwise;
        returns how many were written."""
        written = 0
        for path, text in (await self.texts(user)).items():
            local = self.home.root / path
            if not local.is_file() or read_text(local) != text:
                write_atomically(local, text)
                written += 1
        return written


def for_store(store: Store | PgStore, home: Home) -> LocalFiles:
    """The slice files that go with ``store`` (see the module)."""
    return DatabaseFiles(home, store) if isinstance(store, PgStore) else LocalFiles(home)


async def copy_home(db: asyncpg.Connection, home: Home) -> int:
    """Store every user's files of ``home`` (slices, profile, strands) as their text, in
    ``db``'s transaction, into a table that holds none of them yet; returns how many."""
    records = [(user, path.relative_to(home.root).as_posix(), read_text(path)) for user, path in _user_files(home)]
    if records:
        await db.executemany(f'INSERT INTO {FILES_TABLE} ("user", path, text) VALUES ($1, $2, $3)', records)
    return len(records)


def _user_files(home: Home) -> Iterator[tuple[str, Path]]:
    """Every file of every user folder recap could have made (see :func:`_files_of`)."""
    from memory.service import is_user_id  # the service writes through this module: imported late

    if not home.users_dir.is_dir():
        return
    for folder in sorted(path for path in home.users_dir.iterdir() if path.is_dir() and is_user_id(path.name)):
        for path in _files_of(folder):
            yield folder.name, path


def _files_of(folder: Path) -> Iterator[Path]:
    """Every file of a user folder, less git's own and the temporary files an interrupted write
    leaves (``.<name>.*.tmp``)."""
    if not folder.is_dir():
        return
    for path in sorted(folder.rglob("*")):
        parts = path.relative_to(folder).parts
        if path.is_file() and ".git" not in parts and not (path.name.startswith(".") and path.suffix == ".tmp"):
            yield path
