"""The rule that runs store-free tests on SQLite only (tests/store_free.py) and its guard (tests/conftest.py)."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

from tests import conftest, store_free

TESTS = Path(__file__).resolve().parent


def test_the_reader_is_store_free() -> None:
    """The reader package, the premise of running its tests once: pure logic, no store, no process."""
    assert store_free.reaches_store("memory.understanding") is None
    for path in sorted((store_free.REPO / "memory" / "understanding").glob("*.py")):
        module = store_free.module_name(path)
        assert module is not None
        assert store_free.reaches_store(module) is None, module


def test_a_module_that_reaches_a_store_says_how() -> None:
    """Through any number of project imports, to a store module, a driver or a process."""
    assert store_free.reaches_store("memory.service") is not None
    chain = store_free.reaches_store("tests.driver")
    assert chain is not None and chain.startswith("tests.driver -> ")
    assert chain.rsplit(" -> ", 1)[1].split(".")[0] in {"memory", "sqlite3", "aiosqlite", "asyncpg", "subprocess"}
    assert "subprocess" in store_free._imports("tests.test_crash")  # it starts recap processes
    assert store_free.reaches_store("tests.test_crash") is not None
    # The understanding corpus plays each case through the dispatcher into a store: it runs on both.
    assert store_free.reaches_store("tests.bot.test_understanding_corpus") is not None


def test_fixtures_from_a_module_that_reaches_a_store_count() -> None:
    """A test of a store-free module that uses conftest's ``memory`` (or ``home``…) is not store-free."""
    pure = "tests.test_store_free_probe"  # a name no file has: no imports, store-free
    assert store_free.store_free(pure, {}) is None
    assert store_free.store_free(pure, {"tmp_path": "_pytest.tmpdir"}) is None
    assert store_free.store_free(pure, {"store_database": "tests.conftest"}) is None  # plumbing
    assert (store_free.store_free(pure, {"memory": "tests.conftest"}) or "").startswith("fixture memory: ")


def test_processes_started_by_a_call_count_as_imports() -> None:
    """``asyncio.create_subprocess_exec(…)`` or ``os.system(…)`` in the text is a process start."""
    assert store_free._STARTING.search(b"await asyncio.create_subprocess_exec(sys.executable)")
    assert store_free._STARTING.search(b"os.system ('recap check')")
    assert not store_free._STARTING.search(b"the file system is full; a fork in the road")


def test_the_guard_records_connections_and_processes() -> None:
    """While a store-free test runs, a database connection or a new process is recorded (and fails it)."""
    conftest._reached = []
    try:
        sqlite3.connect(":memory:").close()
        subprocess.run([sys.executable, "-c", "pass"], check=True)
    finally:
        reached, conftest._reached = conftest._reached, None
    assert reached[:2] == ["sqlite3.connect", "subprocess.Popen"]  # os.posix_spawn may follow
    sqlite3.connect(":memory:").close()  # between store-free tests nothing is recorded
    assert conftest._reached is None


def test_only_conftest_sets_the_marker() -> None:
    """store_free is computed in one place: no test module sets it by hand."""
    by_hand = [
        path.relative_to(TESTS).as_posix()
        for path in TESTS.rglob("*.py")
        if path.name not in {"conftest.py", "test_store_free.py"} and "mark.store_free" in path.read_text("utf-8")
    ]
    assert by_hand == []
