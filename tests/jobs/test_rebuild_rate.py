"""``python -m jobs.rebuild_rate`` keeps working: a small history built, rebuilt twice (timed,
profiled, dumped), and the dumps of two rebuilds of it found equal."""

from __future__ import annotations

from pathlib import Path

import pytest

from jobs import rebuild_rate

pytestmark = pytest.mark.sqlite_only


def test_build_run_and_compare(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    history = tmp_path / "history"
    assert rebuild_rate.main(["build", str(history), "--messages", "30"]) == 0
    first, second = tmp_path / "first.pkl", tmp_path / "second.pkl"
    assert rebuild_rate.main(["run", str(history), "--runs", "1", "--dump", str(first)]) == 0
    assert rebuild_rate.main(
        ["run", str(history), "--runs", "2", "--dump", str(second), "--profile", str(tmp_path / "p.prof")]
    ) == 0
    printed = capsys.readouterr().out
    assert printed.count("events/CPU s") == 3 and "cumulative" in printed
    assert rebuild_rate.main(["same", str(first), str(second)]) == 0
    assert (history / "home").is_dir()  # the history itself is left as built
