"""``recap bench perf``: the synthetic histories, and the report's shape at a tiny scale (never its timings)."""

from __future__ import annotations

import json
import math
from collections import Counter
from datetime import UTC, datetime
from itertools import pairwise
from pathlib import Path

from click.testing import CliRunner

from bot.bench_cli import bench
from bot.perf_bench import FACTORS, FIGURES, JOURNAL_MODE, SYNCHRONOUS, Figure, PerfReport, SizeReport
from memory import perfbench
from memory.store import Store
from memory.timeline import IDLE

START = datetime(2024, 1, 1, 9, 0, tzinfo=UTC)


def test_history_is_deterministic_and_mixed() -> None:
    """The same seed gives the same history; every kind of message is in it."""
    first = perfbench.history(400, START)
    assert first == perfbench.history(400, START)
    assert len(first) == 400
    kinds = Counter(say.kind for say in first)
    assert set(kinds) == {"plain", "fact", "commitment", "correction", "question", "smalltalk"}
    assert kinds["plain"] > len(first) / 2
    assert len({say.text for say in first}) > 0.8 * len(first)  # varied enough for text search


def test_episodes_are_separated_by_idle_gaps() -> None:
    """Within an episode messages are less than the idle time apart; between episodes more."""
    said = perfbench.history(300, START)
    episodes = list(perfbench.episodes(said))
    assert sum(len(episode) for episode in episodes) == 300
    assert all(after.at - before.at < IDLE for ep in episodes for before, after in pairwise(ep))
    assert all(later[0].at - earlier[-1].at > IDLE for earlier, later in pairwise(episodes))


async def test_floor_uses_the_stores_durability(tmp_path: Path) -> None:
    """The bare-SQLite floor runs with the journal mode and synchronous level recap's store uses."""
    store = await Store.open(tmp_path / "recap.db")
    try:
        async with store._db.execute("PRAGMA journal_mode") as cursor:
            journal = await cursor.fetchone()
        async with store._db.execute("PRAGMA synchronous") as cursor:
            synchronous = await cursor.fetchone()
    finally:
        await store.close()
    assert journal is not None and synchronous is not None
    assert (journal[0], synchronous[0]) == (JOURNAL_MODE, SYNCHRONOUS)


def test_tiny_run_reports_every_figure_with_its_floor() -> None:
    """--scale tiny --json: three sizes, every figure with a positive value, floor and ratio."""
    result = CliRunner().invoke(bench, ["perf", "--scale", "4", "--json", "--quiet"], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["scale"] == 4
    assert set(report["units"]) == set(FIGURES)
    assert [size["factor"] for size in report["sizes"]] == list(FACTORS)
    for size in report["sizes"]:
        assert size["messages"] == 4 * size["factor"]
        assert size["events"] > size["messages"]  # replies are events too
        assert size["briefings_sent"] == {"content": size["users"] // 2, "empty": 0}
        assert list(size["figures"]) == list(FIGURES)
        for name, figure in size["figures"].items():
            assert figure["value"] > 0 and figure["floor"] > 0, name
            assert math.isclose(figure["ratio"], figure["value"] / figure["floor"], rel_tol=0.02), name


def test_text_report_is_a_table() -> None:
    """The text report has one row per figure and one column per size, each cell recap · floor · ratio."""
    sizes = [
        SizeReport(factor, 10 * factor, 30 * factor, factor, 2, 20, 4, {"content": 1, "empty": 0},
                   figures={name: Figure(2.0, 0.5) for name in FIGURES})
        for factor in FACTORS
    ]  # fmt: skip
    machine = {"cpus": 2, "python": "3", "sqlite": "3", "store": "SQLite 3", "system": "x"}
    text = PerfReport(scale=10, machine=machine, sizes=sizes).as_text()
    assert "| figure | unit | ×1 | ×4 | ×16 |" in text
    assert all(f"| {name} | {FIGURES[name][0]} | 2 · 0.5 · 4× |" in text for name in FIGURES)
