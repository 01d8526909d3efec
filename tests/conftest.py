"""Shared fixtures: a fresh recap home and memory per test, under a virtual clock.

``RECAP_TEST_STORE=postgresql`` runs the tests on PostgreSQL: every store the code under test
opens (:func:`memory.stores.open_store`) is a schema of its own, on the server that
``RECAP_TEST_DATABASE_URL`` names or else on a throwaway one (:mod:`tests.pg`); tests marked
``sqlite_only`` (they open the SQLite file themselves) are skipped there, and tests marked
``postgresql_only`` run only there. Store-free tests (:mod:`tests.store_free`: about two thirds of
the suite, the reader's) are deselected there: they ran on SQLite, where a guard fails any of them
that opens a store, connects to a database or starts a process. ``RECAP_TEST_STORE_FREE=1`` runs
them on PostgreSQL too.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path

import asyncpg
import pytest

from memory.clock import VirtualClock
from memory.home import Home
from memory.pgstore import schema_of
from memory.service import Memory
from memory.stores import DATABASE_URL, database_url
from tests import pg, store_free
from tests.fakes.harness import Recap

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
SCENARIOS = REPO / "tests" / "fixtures" / "scenarios"
ON_POSTGRESQL = os.environ.get("RECAP_TEST_STORE", "sqlite") == "postgresql"
STORE_FREE_ON_POSTGRESQL = os.environ.get("RECAP_TEST_STORE_FREE") == "1"


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "sqlite_only(why): about the SQLite file itself; skipped on PostgreSQL")
    config.addinivalue_line("markers", "postgresql_only(why): about PostgreSQL itself; run only on it")
    config.addinivalue_line("markers", "store_free: set by tests/conftest.py alone (tests/store_free.py's rule)")
    _guard_store_entries()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    other, store = ("sqlite_only", "postgresql") if ON_POSTGRESQL else ("postgresql_only", "sqlite")
    for item in items:
        marker = item.get_closest_marker(other)
        if marker:
            why = marker.args[0] if marker.args else other.replace("_", " ")
            item.add_marker(pytest.mark.skip(reason=f"{why} (RECAP_TEST_STORE={store})"))
        if _store_free(item):
            item.add_marker(pytest.mark.store_free)
    if ON_POSTGRESQL and not STORE_FREE_ON_POSTGRESQL:
        once = [item for item in items if item.get_closest_marker("store_free")]
        if once:
            config.hook.pytest_deselected(items=once)
            items[:] = [item for item in items if not item.get_closest_marker("store_free")]
            config.stash[_DESELECTED] = len(once)


_DESELECTED = pytest.StashKey[int]()


def pytest_report_collectionfinish(config: pytest.Config) -> str | None:
    count = config.stash.get(_DESELECTED, 0)
    if count:
        return (f"{count} store-free tests deselected (tests/store_free.py): they run on SQLite, where none may "
                "reach a store; RECAP_TEST_STORE_FREE=1 runs them here too")  # fmt: skip
    return None


def _store_free(item: pytest.Item) -> bool:
    """Whether ``item`` is store-free by :func:`tests.store_free.store_free` (see there)."""
    module = store_free.module_name(item.path)
    info = getattr(item, "_fixtureinfo", None)
    if module is None or info is None:
        return False
    defined = info.name2fixturedefs.items()
    fixtures = {name: getattr(defs[-1].func, "__module__", None) for name, defs in defined if defs}
    return store_free.store_free(module, fixtures) is None


# What a store-free test reached (while one runs; None between them): tests/store_free.py's check.
_reached: list[str] | None = None


def _guarded(what: str, function: Callable) -> Callable:
    def guarded(*args: object, **kwargs: object) -> object:
        if _reached is not None:
            _reached.append(what)
        return function(*args, **kwargs)

    guarded.__wrapped__ = function  # type: ignore[attr-defined]
    return guarded


def _guard_store_entries() -> None:
    """Record every way to a store: a SQLite or PostgreSQL connection, or a new process."""
    for owner, name in ((sqlite3, "connect"), (asyncpg, "connect"), (asyncpg, "create_pool"), (os, "system"),
                        (os, "fork"), (os, "posix_spawn"), (os, "posix_spawnp")):  # fmt: skip
        function = getattr(owner, name)
        if not hasattr(function, "__wrapped__"):
            setattr(owner, name, _guarded(f"{owner.__name__}.{name}", function))
    init = subprocess.Popen.__init__
    if not hasattr(init, "__wrapped__"):
        subprocess.Popen.__init__ = _guarded("subprocess.Popen", init)  # asyncio's subprocesses too


@pytest.fixture(scope="session")
def postgresql() -> Iterator[str]:
    """The URL of the PostgreSQL database the tests use (see the module)."""
    given = os.environ.get("RECAP_TEST_DATABASE_URL")
    if given:
        yield given
        return
    try:
        server = pg.start()
    except pg.Unavailable as reason:
        pytest.skip(str(reason))
    try:
        yield server.url
    finally:
        server.stop()


@pytest.fixture(autouse=True)
def _store_free_guard(request: pytest.FixtureRequest) -> Iterator[None]:
    """A store-free test (:mod:`tests.store_free`) fails on SQLite if it opened a store or started
    a process (on PostgreSQL, where it runs only with ``RECAP_TEST_STORE_FREE=1``, the server's
    start and the schemas' drops would count)."""
    global _reached
    if ON_POSTGRESQL or request.node.get_closest_marker("store_free") is None:
        yield
        return
    _reached = []
    try:
        yield
    finally:
        reached, _reached = _reached, None
    assert not reached, (
        f"{request.node.nodeid} is store-free by tests/store_free.py's rule (it runs on SQLite only) but reached "
        f"{sorted(set(reached))}: let its module import what reaches it (so the rule sees it) or widen REACHING"
    )


@pytest.fixture(autouse=True)
def store_database(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """The store every test opens: SQLite in its home, or (``RECAP_TEST_STORE=postgresql``) a
    PostgreSQL schema of its own."""
    monkeypatch.delenv(DATABASE_URL, raising=False)
    if ON_POSTGRESQL:
        request.getfixturevalue("postgresql_schema")


# Test schemas are dropped this many at a time: a psql run for each test would cost about as
# much as the test (tens of milliseconds), and their names are never used again.
_DROP_AT_ONCE = 10


@pytest.fixture(scope="session")
def finished_schemas(postgresql: str) -> Iterator[list[str]]:
    """The schemas of the tests that have ended, not yet dropped (all are by the session's end)."""
    finished: list[str] = []
    yield finished
    _drop_schemas(postgresql, finished)


def _drop_schemas(url: str, schemas: list[str]) -> None:
    if schemas:
        pg.psql(url, f"DROP SCHEMA IF EXISTS {', '.join(schemas)} CASCADE")
        schemas.clear()


@pytest.fixture
def postgresql_schema(postgresql: str, finished_schemas: list[str], monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """A fresh schema for this test, named in ``RECAP_DATABASE_URL`` (its URL is yielded)."""
    schema = f"test_{uuid.uuid4().hex[:12]}"  # the store creates it
    url = f"{postgresql}{'&' if '?' in postgresql else '?'}search_path={schema}"
    monkeypatch.setenv(DATABASE_URL, url)
    try:
        yield url
    finally:
        finished_schemas += [schema, f"{schema}_rebuild"]  # with what a rebuild left beside it
        if len(finished_schemas) >= 2 * _DROP_AT_ONCE:
            _drop_schemas(postgresql, finished_schemas)


def lose_database(home: Home) -> None:
    """Delete the database ``home`` uses (closed first), as an operator who lost it would: the
    SQLite file with its log, or the PostgreSQL schema ``RECAP_DATABASE_URL`` names."""
    url = database_url()
    if url is None:
        for suffix in ("", "-wal", "-shm"):
            Path(f"{home.database}{suffix}").unlink(missing_ok=True)
    else:
        pg.psql(url, f'DROP SCHEMA "{schema_of(url)}" CASCADE')


@pytest.fixture
def home(tmp_path: Path) -> Home:
    return Home(tmp_path / "recap-data")


@pytest.fixture
async def memory(home: Home) -> AsyncIterator[Memory]:
    opened = await Memory.open(home)
    yield opened
    await opened.close()


@pytest.fixture
def clock() -> VirtualClock:
    return VirtualClock(datetime(2026, 3, 2, 8, 0, tzinfo=UTC))


@pytest.fixture
async def recap(tmp_path: Path) -> AsyncIterator[Recap]:
    """recap with a real home, memory and dispatcher, for the adapters' tests against the fakes."""
    opened = await Recap.open(tmp_path / "home")
    yield opened
    await opened.close()
