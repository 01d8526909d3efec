"""Store-neutral ways for a test to reach a home's database behind recap's back: to break a row
on purpose, or to copy a home built once. They act on the SQLite file in the home, or on the
PostgreSQL schema ``RECAP_DATABASE_URL`` names when the tests run there (``tests/conftest.py``).
"""

from __future__ import annotations

import asyncio
import sqlite3
import uuid
from collections import Counter
from collections.abc import Coroutine, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from jobs.bulk_rows import numbered
from memory.home import Home
from memory.pgstore import schema_of
from memory.stores import DATABASE_URL, database_url, open_store, with_schema
from tests import pg
from tests.conftest import ON_POSTGRESQL


def execute(root: Path, *statements: tuple[str, tuple[Any, ...]]) -> None:
    """Run ``statements`` (SQL with ``?`` marks, and their values) in one transaction on the
    database of the home at ``root``. Write ``"user"`` quoted: PostgreSQL reserves the word."""
    url = database_url()
    if url is None:
        with sqlite3.connect(Home(root).database) as db:
            for sql, params in statements:
                db.execute(sql, params)
        return
    _run(_execute_pg(url, statements))


def _run(work: Coroutine[Any, Any, None]) -> None:
    """Run ``work`` to its end from sync code, also when called from an async test (whose loop
    is running): then on a loop of its own in another thread, the test waiting for it."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        asyncio.run(work)
        return
    with ThreadPoolExecutor(max_workers=1) as thread:
        thread.submit(asyncio.run, work).result()


async def _execute_pg(url: str, statements: tuple[tuple[str, tuple[Any, ...]], ...]) -> None:
    connection = await asyncpg.connect(url, server_settings={"search_path": schema_of(url)})
    try:
        async with connection.transaction():
            for sql, params in statements:
                await connection.execute(numbered(sql), *params)
    finally:
        await connection.close()


def write_markdown(root: Path, relative: str, text: str) -> None:
    """Replace a user's file (``relative`` to the home at ``root``) with ``text`` where its
    Markdown of record is: the home's folder, and on PostgreSQL the table ``user_files`` too
    (:mod:`memory.slicestore`), so that this machine's copy still matches the record."""
    (root / relative).write_text(text, encoding="utf-8")
    if database_url() is not None:
        user = Path(relative).parts[1]
        execute(root, ('UPDATE user_files SET text = ? WHERE "user" = ? AND path = ?', (text, user, relative)))


@contextmanager
def database_of_its_own(request: pytest.FixtureRequest, name: str) -> Iterator[str | None]:
    """For a home a wider-scoped fixture builds once: while the block runs, the stores opened
    use a database of their own (on PostgreSQL, schema ``name`` of the tests' server; its URL
    is yielded; it stays for :func:`copy_database` until the fixture's scope ends). On SQLite
    the database is the file in the home: None."""
    if not ON_POSTGRESQL:
        yield None
        return
    server = request.getfixturevalue("postgresql")
    schema = f"{name}_{uuid.uuid4().hex[:12]}"
    request.addfinalizer(lambda: pg.psql(server, f"DROP SCHEMA IF EXISTS {schema} CASCADE"))
    url = with_schema(server, schema)
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(DATABASE_URL, url)
        yield url


def copy_database(source: str | None) -> None:
    """Give the current test's store a copy of what ``source`` (from :func:`database_of_its_own`)
    holds; nothing on SQLite, where copying the home copied its file."""
    target = database_url()
    if source is None or target is None:
        return
    pg.clone_schema(source, schema_of(target))


async def platform_refs(home: Home) -> tuple[Counter[str], dict[str, str]]:
    """How many times the home's database holds each platform reference, and its users' ids by
    name (read through the store recap uses, as the code under test would)."""
    store = await open_store(home)
    try:
        users = await store.users()
        refs = [event.platform_ref for user in users for event in await store.events(user.id) if event.platform_ref]
        return Counter(refs), {user.name: user.id for user in users}
    finally:
        await store.close()
