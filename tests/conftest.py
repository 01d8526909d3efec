"""Shared fixtures: a fresh recap home and memory per test, under a virtual clock.

``RECAP_TEST_STORE=postgresql`` runs the tests on PostgreSQL: every store the code under test
opens (:func:`memory.stores.open_store`) is a schema of its own, on the server that
``RECAP_TEST_DATABASE_URL`` names or else on a throwaway one (:mod:`tests.pg`); tests marked
``sqlite_only`` (they open the SQLite file themselves) are skipped there, and tests marked
``postgresql_only`` run only there.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from memory.clock import VirtualClock
from memory.home import Home
from memory.pgstore import schema_of
from memory.service import Memory
from memory.stores import DATABASE_URL, database_url
from tests import pg
from tests.fakes.harness import Recap

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
SCENARIOS = REPO / "tests" / "fixtures" / "scenarios"
ON_POSTGRESQL = os.environ.get("RECAP_TEST_STORE", "sqlite") == "postgresql"


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "sqlite_only(why): about the SQLite file itself; skipped on PostgreSQL")
    config.addinivalue_line("markers", "postgresql_only(why): about PostgreSQL itself; run only on it")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    other, store = ("sqlite_only", "postgresql") if ON_POSTGRESQL else ("postgresql_only", "sqlite")
    for item in items:
        marker = item.get_closest_marker(other)
        if marker:
            why = marker.args[0] if marker.args else other.replace("_", " ")
            item.add_marker(pytest.mark.skip(reason=f"{why} (RECAP_TEST_STORE={store})"))


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
