"""`recap rebuild`'s shortcuts change nothing: its tables and files equal those of the full path
(every message's reply question composed, every commitment folded again at every read, the
open ones picked again and each tested against a phrase, no index by key) on the
perf bench's synthetic history and on every scenario fixture, and equal live use's on the
synthetic history."""

from __future__ import annotations

import shutil
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.evaluate import Report, run_scenario
from jobs.sweeps import close_idle_slices
from memory import perfbench, rebuild
from memory.clock import VirtualClock
from memory.derive import Deriver
from memory.home import Home
from memory.model import EventKind
from memory.scenario import find_files, load
from memory.service import Memory
from memory.timeline import IDLE
from tests.memory.test_rebuild import _files, _tables

REPO = Path(__file__).resolve().parents[2]
FIXTURES = REPO / "tests" / "fixtures"
SCENARIOS = sorted(find_files([FIXTURES / "scenarios", FIXTURES / "scenarios-own"]))

_AS_OF = datetime(2030, 1, 1, tzinfo=UTC)

pytestmark = pytest.mark.sqlite_only


async def _rebuilt(source: Home, target: Path, now: datetime = _AS_OF, *, full: bool = False) -> tuple[dict, dict]:
    """The tables and files of a copy of ``source`` rebuilt at ``now`` (on the full path: no
    shortcut taken)."""
    shutil.copytree(source.root, target)
    home = Home(target)
    with pytest.MonkeyPatch.context() as patch:
        if full:
            patch.setattr(rebuild, "Deriver", lambda store, **_: Deriver(store))
            # memory.derive folds every commitment at every read, picks the open ones from them and
            # tests each open one's keys against a phrase's (no index by key)
            for kept in ("folded_commitments", "open_commitments", "open_candidates", "open_fitting", "open_holding"):
                patch.delattr(rebuild._Tables, kept)
        memory = await Memory.open(home)
        counts = await memory.rebuild(now)
        await memory.close()
    assert counts["bad"] == 0
    return _tables(home.database), _files(home)


async def test_fast_rebuild_equals_full_rebuild_and_live_use_on_a_synthetic_history(
    tmp_path: Path, memory: Memory, clock: VirtualClock
) -> None:
    """A synthetic history of 400 messages (facts, commitments, corrections, questions), each
    episode closed by the sweep: the fast rebuild, the full one and live use agree."""
    user = await memory.users.get_or_create("ines", clock.now(), timezone="Europe/Lisbon")
    for say in perfbench.history(400, clock.now()):
        if (await memory.store.open_slice(user.id)) is not None and say.at - clock.now() >= IDLE:
            await close_idle_slices(memory, say.at)
        clock.set(say.at)
        await memory.record(user, at=say.at, kind=EventKind.MESSAGE, text=say.text)
    await close_idle_slices(memory, clock.now() + IDLE + timedelta(minutes=1))
    await memory.close()
    live = _tables(memory.home.database), _files(memory.home)
    assert len(live[0]["commitment_versions"]) > 20 and len(live[0]["strands"]) > 100

    fast = await _rebuilt(memory.home, tmp_path / "fast", clock.now())
    assert fast == await _rebuilt(memory.home, tmp_path / "full", clock.now(), full=True)
    for table, rows in live[0].items():
        # no briefing ran live, so the user's next one is still the first day's; a rebuild plans it
        assert fast[0][table] == rows or table == "users", table
    assert fast[1] == live[1]


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda path: path.name)
async def test_fast_rebuild_equals_full_rebuild_on_a_scenario(tmp_path: Path, path: Path) -> None:
    """A scenario fixture played, then rebuilt both ways: the same tables and files."""
    played = Home(tmp_path / "played")
    await run_scenario(load(path), Report(), home=played.root)
    fast = await _rebuilt(played, tmp_path / "fast")
    assert fast == await _rebuilt(played, tmp_path / "full", full=True)
