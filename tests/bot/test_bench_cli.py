"""``recap bench recall``: options, output formats, and a smoke run on the real data."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from bot.bench_cli import bench

REPO = Path(__file__).resolve().parents[2]
FIXTURES = REPO / "tests" / "fixtures" / "bench"
DATA = REPO.parent / "shared" / "data"


def _invoke(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(bench, ["recall", *args], catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


def test_json_report_and_dump(tmp_path: Path) -> None:
    """--json prints figures for both systems at every k; --dump writes one line per question."""
    dump = tmp_path / "dump.jsonl"
    code, out, err = _invoke(
        "--dataset", "locomo", str(FIXTURES / "locomo_tiny.json"), "--json", "--dump", str(dump), "--k", "3"
    )
    assert code == 0, err
    report = json.loads(out)
    assert report["headline_k"] == 3
    assert report["questions"] == 6
    assert set(report["figures"]["recap"]["overall"]["recall_all"]) == {"1", "3", "5", "10"}
    lines = [json.loads(line) for line in dump.read_text(encoding="utf-8").splitlines()]
    assert [line["question_id"] for line in lines][:2] == ["conv-a:0", "conv-a:1"]
    assert all({"question_id", "category", "ranked", "evidence", "baseline"} <= set(line) for line in lines)
    assert "conv-a" in err  # progress on stderr


def test_text_table_with_limit_and_home(tmp_path: Path) -> None:
    """The text report is a table; --limit keeps the first items; --home keeps the users built."""
    home = tmp_path / "bench-home"
    code, out, _ = _invoke(
        "--dataset", "longmemeval", str(FIXTURES / "longmemeval_tiny.json.gz"), "--limit", "1", "--home", str(home),
        "--quiet",
    )  # fmt: skip
    assert code == 0
    assert "| overall | 1 | recap |" in out and "| overall | 1 | bm25 |" in out
    assert "peak memory" in out
    assert [p.name for p in home.iterdir()] == ["0000-q_user"]


def test_home_must_be_empty(tmp_path: Path) -> None:
    """A --home that already holds something is refused rather than mixed into."""
    (tmp_path / "something").write_text("x", encoding="utf-8")
    result = CliRunner().invoke(
        bench, ["recall", "--dataset", "locomo", str(FIXTURES / "locomo_tiny.json"), "--home", str(tmp_path)]
    )
    assert result.exit_code == 2
    assert "not empty" in result.output


def test_wrong_format_is_a_clear_error(tmp_path: Path) -> None:
    """A LoCoMo file read as LongMemEval fails with a message, not a traceback."""
    code, _, err = _invoke("--dataset", "longmemeval", str(FIXTURES / "locomo_tiny.json"), "--quiet")
    assert code == 2
    assert "cannot read" in err


@pytest.mark.parametrize(
    ("dataset", "name"), [("locomo", "locomo10.json"), ("longmemeval", "longmemeval_s_150.json.gz")]
)
def test_real_data_with_limit_one(dataset: str, name: str) -> None:
    """One conversation / one question of the real benchmark file runs end to end."""
    path = DATA / name
    if not path.exists():
        pytest.skip(f"benchmark data not present at {path} (see ../shared/data/README.md)")
    code, out, err = _invoke("--dataset", dataset, str(path), "--limit", "1", "--json", "--quiet")
    assert code == 0, err
    report = json.loads(out)
    assert report["items"] == 1
    assert report["questions"] >= 1
    assert report["sessions"] > 10
    assert 0.0 <= report["figures"]["recap"]["overall"]["recall_any"]["10"] <= 100.0
