"""Shared fixtures: a fresh recap home and memory per test, under a virtual clock.

``RECAP_TEST_STORE=postgresql`` runs the tests on PostgreSQL: every store the code under test
opens (:func:`memory.stores.open_store`) is a schema of its own, on the server that
``RECAP_TEST_DATABASE_URL`` names or else on a throwaway one (:mod:`tests.pg`); tests marked
``sqlite_only`` (they open the SQLite file themselves) are skipped.
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
    config.addinivalue_line("markers", "sqlite_only: reads the SQLite file itself; skipped on PostgreSQL")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    if ON_POSTGRESQL:
        for item in items:
            if item.get_closest_marker("sqlite_only"):
                item.add_marker(pytest.mark.skip(reason="SQLite only (RECAP_TEST_STORE=postgresql)"))


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


@pytest.fixture
def postgresql_schema(postgresql: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """A fresh schema for this test, named in ``RECAP_DATABASE_URL`` (its URL is yielded)."""
    schema = f"test_{uuid.uuid4().hex[:12]}"  # the store creates it
    url = f"{postgresql}{'&' if '?' in postgresql else '?'}search_path={schema}"
    monkeypatch.setenv(DATABASE_URL, url)
    try:
        yield url
    finally:
        pg.psql(postgresql, f"DROP SCHEMA IF EXISTS {schema} CASCADE; DROP SCHEMA IF EXISTS {schema}_rebuild CASCADE")


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
