"""A ``recap rebuild`` killed before its swap leaves its new database (``.recap.db.rebuild-*``) in the home,
holding every message: start-up recovery, ``recap check --repair`` and ``/forget`` delete it."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from bot.cli import main
from bot.dispatcher import Dispatcher
from bot.startup import claim
from bot.types import Inbound
from memory.clock import VirtualClock
from memory.home import Home
from memory.rebuild import leftovers
from memory.service import Memory
from tests.fakes.harness import START
from tests.test_privacy import traces

pytestmark = pytest.mark.sqlite_only("the rebuild's new SQLite file in the home, before its swap")

SECRET = "Zanzibar"
REPOSITORY = Path(__file__).resolve().parents[1]

# Holds the home as `recap rebuild` does, and dies by SIGKILL when the new database is complete and
# about to replace the old one: what a kill at that moment leaves.
KILLED_REBUILD = """
import asyncio, os, signal, sys
from pathlib import Path
from bot.startup import claim
from memory import rebuild
from memory.clock import SystemClock
from memory.home import Home

def killed(*args):
    os.kill(os.getpid(), signal.SIGKILL)

rebuild._swap_in = killed
home = Home(Path(sys.argv[1]))
claim(home, "rebuild", check_database=False)
asyncio.run(rebuild.rebuild_home(home, SystemClock().now()))
"""


async def _chat(root: Path) -> None:
    memory = await Memory.open(Home(root))
    try:
        dispatcher = Dispatcher(memory, VirtualClock(START))
        for text in (f"{SECRET} is our biggest customer now.", "Maya is COO now."):
            await dispatcher.handle(Inbound(user="ann", text=text))
    finally:
        await memory.close()


@pytest.fixture
async def home(tmp_path: Path) -> Home:
    """A home where Ann said the secret, and a rebuild of it was killed before its swap."""
    root = tmp_path / "home"
    await _chat(root)
    ended = subprocess.run(
        [sys.executable, "-c", KILLED_REBUILD, str(root)], cwd=REPOSITORY, capture_output=True, text=True, timeout=120
    )
    assert ended.returncode == -signal.SIGKILL, ended.stderr
    assert leftovers(Home(root))
    assert any(path.startswith(".recap.db.rebuild-") for path in traces(root, SECRET))
    return Home(root)


def _check(root: Path, *args: str) -> tuple[int, dict[str, list[dict[str, object]]]]:
    result = CliRunner().invoke(main, ["check", "--home", str(root), "--json", *args], catch_exceptions=False)
    return result.exit_code, json.loads(result.stdout)


def test_recap_check_names_a_killed_rebuild_s_files_and_repair_deletes_them(home: Home) -> None:
    """`recap check` lists each file the killed rebuild left (exit 1); `--repair` deletes them and ends clean."""
    names = [path.name for path in leftovers(home)]
    code, report = _check(home.root)
    assert code == 1
    assert [(d["kind"], d["where"]) for d in report["found"]] == [("rebuild-leftover", name) for name in names]

    code, report = _check(home.root, "--repair")
    assert (code, report["remaining"]) == (0, [])
    assert leftovers(home) == [] and traces(home.root, SECRET) != []  # the real records stay


def test_start_up_after_a_killed_rebuild_deletes_its_files(home: Home) -> None:
    """The next recap to claim the home finds the rebuild died holding it and deletes what it left."""
    claim(home, "chat").release()
    assert leftovers(home) == []
    assert _check(home.root)[0] == 0


async def test_forget_deletes_a_killed_rebuild_s_files(home: Home) -> None:
    """/forget reaches the words in a killed rebuild's database too: no file under the home holds them after."""
    memory = await Memory.open(home)
    try:
        await Dispatcher(memory, VirtualClock(START)).handle(Inbound(user="ann", text=f"/forget {SECRET}"))
        assert traces(home.root, SECRET) == []
        assert leftovers(home) == []
    finally:
        await memory.close()
