"""`recap bench recall-scale` and `serve-memory` at tiny sizes: CI keeps them working (no timing asserted)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from bot.cli import main


def test_recall_scale_reports_every_figure_at_each_size() -> None:
    result = CliRunner().invoke(
        main, ["bench", "recall-scale", "--sizes", "20,40", "--template", "20", "--questions", "3", "--json", "--quiet"]
    )
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert [size["messages"] for size in report["sizes"]] == [20, 40]
    small, large = report["sizes"]
    assert large["slices"] == 2 * small["slices"] and large["events"] >= 2 * small["events"]
    for size in report["sizes"]:
        assert set(size["figures"]) == {
            f"{name}_{p}" for name in ("scan", "deep", "answer", "dispatcher") for p in ("p50", "p95")
        }
        assert all(figure["ms"] > 0 and figure["floor_ms"] > 0 for figure in size["figures"].values())


def test_sizes_must_be_whole_templates() -> None:
    result = CliRunner().invoke(main, ["bench", "recall-scale", "--sizes", "30", "--template", "20", "--quiet"])
    assert result.exit_code != 0
    assert "multiple" in result.output


def test_serve_memory_reports_the_process_beside_the_bare_one() -> None:
    result = CliRunner().invoke(main, ["bench", "serve-memory", "--users", "20"])
    assert result.exit_code == 0, result.output
    assert "20 users on disk" in result.output
    peak, empty, bare = (float(n) for n in re.findall(r"(\d+) MB", result.output))
    assert peak > 0 and bare > 0
    assert abs(empty - bare) < bare / 4  # an empty home costs about serve's imports, nothing per user


def test_recall_scale_keeps_its_homes_and_measures_copies(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """--keep builds the homes once; a second run finds them, builds nothing, measures a copy
    (the kept home is left as built) and --dump gives the same results. Kept homes are SQLite
    homes by design (the bench refuses a database URL with --keep), so this runs without one
    in the PostgreSQL pass too."""
    monkeypatch.delenv("RECAP_DATABASE_URL", raising=False)
    kept = tmp_path / "kept"
    args = ["bench", "recall-scale", "--sizes", "20", "--template", "20", "--questions", "3", "--json", "--quiet"]
    reports, dumps = [], []
    for run in range(2):
        dump = tmp_path / f"dump{run}.jsonl"
        result = CliRunner().invoke(main, [*args, "--keep", str(kept), "--dump", str(dump)])
        assert result.exit_code == 0, result.output
        reports.append(json.loads(result.output))
        dumps.append(dump.read_text(encoding="utf-8"))
        if run == 0:
            built = {path: path.stat().st_mtime_ns for path in kept.rglob("*") if path.is_file()}
    assert {path: path.stat().st_mtime_ns for path in kept.rglob("*") if path.is_file()} == built
    assert reports[0]["sizes"][0]["build_seconds"] == reports[1]["sizes"][0]["build_seconds"]
    assert dumps[0] == dumps[1] and len(dumps[0].splitlines()) == 3
    assert {"question", "hits", "deep", "answer", "replies"} <= set(json.loads(dumps[0].splitlines()[0]))
