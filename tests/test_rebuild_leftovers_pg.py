"""A ``recap rebuild`` on PostgreSQL killed before its swap leaves its schema beside the live one
(``<schema>_rebuild``), holding every message: ``/forget``, start-up and ``recap check --repair``
drop it (``recap check`` names it), and none touches the schema of a rebuild still running
(:meth:`memory.pgstore.PgStore.drop_rebuild_leftover`)."""

from __future__ import annotations

import asyncio
import signal
import subprocess
import sys
from pathlib import Path

import asyncpg
import pytest

from bot.dispatcher import Dispatcher
from bot.startup import claim
from bot.types import Inbound
from memory.clock import VirtualClock
from memory.home import Home
from memory.pgstore import PgStore, schema_of
from memory.service import Memory
from memory.stores import database_url
from tests.conftest import REPO
from tests.fakes.harness import START

pytestmark = pytest.mark.postgresql_only("the schema a PostgreSQL rebuild builds beside the live one")

SECRET = "Zanzibar"

# Holds the home as `recap rebuild` does, and dies by SIGKILL when every user is in the new
# schema and only the Markdown and the swap are left: what a kill at that moment leaves.
KILLED_REBUILD = """
import asyncio, os, signal, sys
from pathlib import Path
from bot.startup import claim
from memory import rebuild, slicestore
from memory.clock import SystemClock
from memory.home import Home

async def killed(*args):
    os.kill(os.getpid(), signal.SIGKILL)

slicestore.copy_home = killed
home = Home(Path(sys.argv[1]))
claim(home, "rebuild", check_database=False)
asyncio.run(rebuild.rebuild_home(home, SystemClock().now()))
"""


async def _secrets_in(url: str, schema: str) -> int | None:
    """How many events of ``schema`` hold the secret; None when there is no such schema."""
    connection = await asyncpg.connect(url)
    try:
        if await connection.fetchval("SELECT to_regnamespace($1)", f'"{schema}"') is None:
            return None
        return await connection.fetchval(f'SELECT count(*) FROM "{schema}".events WHERE text LIKE $1', f"%{SECRET}%")
    finally:
        await connection.close()


@pytest.fixture
async def home(tmp_path: Path) -> Home:
    """A home where Ann said the secret, and a rebuild of it was killed before its swap."""
    home = Home(tmp_path / "home")
    memory = await Memory.open(home)
    try:
        dispatcher = Dispatcher(memory, VirtualClock(START))
        for text in (f"{SECRET} is our biggest customer now.", "Maya is COO now."):
            await dispatcher.handle(Inbound(user="ann", text=text))
    finally:
        await memory.close()
    ended = subprocess.run(
        [sys.executable, "-c", KILLED_REBUILD, str(home.root)], cwd=REPO, capture_output=True, text=True, timeout=120
    )
    assert ended.returncode == -signal.SIGKILL, ended.stderr
    return home


def _leftover() -> tuple[str, str]:
    url = database_url()
    assert url is not None
    return url, f"{schema_of(url)}_rebuild"


async def test_forget_drops_a_killed_rebuild_s_schema(home: Home) -> None:
    """/forget reaches the words in a killed rebuild's schema too: it is gone after."""
    url, leftover = _leftover()
    assert await _secrets_in(url, leftover) == 1
    memory = await Memory.open(home)
    try:
        await Dispatcher(memory, VirtualClock(START)).handle(Inbound(user="ann", text=f"/forget {SECRET}"))
    finally:
        await memory.close()
    assert await _secrets_in(url, leftover) is None
    assert await _secrets_in(url, schema_of(url)) == 0


def test_start_up_drops_a_killed_rebuild_s_schema(home: Home) -> None:
    """The next recap to claim the home drops the schema the killed rebuild left."""
    url, leftover = _leftover()
    assert asyncio.run(_secrets_in(url, leftover)) == 1
    claim(home, "chat").release()
    assert asyncio.run(_secrets_in(url, leftover)) is None
    assert asyncio.run(_secrets_in(url, schema_of(url))) == 1  # the live schema keeps what was said


def _check(home: Home, *args: str) -> subprocess.CompletedProcess[str]:
    """``recap check`` on ``home`` as its own process."""
    return subprocess.run(
        [sys.executable, "-m", "bot.cli", "check", "--home", str(home.root), *args],
        cwd=REPO, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip


def test_check_names_a_killed_rebuild_s_schema_and_repair_drops_it(home: Home) -> None:
    """``recap check`` reports the schema as a finding (exit 1) and leaves it; ``--repair``
    drops it and nothing else; a last check finds nothing."""
    url, leftover = _leftover()
    found = _check(home)
    assert found.returncode == 1, found.stderr
    assert f"(home): schema {leftover}: a rebuild was stopped before it finished" in found.stdout
    assert "--repair will drop the schema" in found.stdout
    assert asyncio.run(_secrets_in(url, leftover)) == 1  # a check only reports
    assert _check(home, "--repair").returncode == 0
    assert asyncio.run(_secrets_in(url, leftover)) is None
    assert asyncio.run(_secrets_in(url, schema_of(url))) == 1  # the live schema keeps what was said
    last = _check(home)
    assert last.returncode == 0 and last.stdout.startswith("no differences"), last.stdout


async def test_the_schema_of_a_rebuild_still_running_is_left_alone(home: Home) -> None:
    """While a rebuild runs (here: this test, in its block), its schema is not a leftover:
    neither named nor dropped."""
    url, leftover = _leftover()
    live = await PgStore.open(url)
    try:
        async with PgStore.rebuilding(url):
            assert await live.drop_rebuild_leftover(drop=False) is None
            assert await live.drop_rebuild_leftover() is None
            assert await _secrets_in(url, leftover) == 0  # the new schema, empty so far
    finally:
        await live.close()
    assert await _secrets_in(url, leftover) is None  # swapped in: nothing left beside the live one
