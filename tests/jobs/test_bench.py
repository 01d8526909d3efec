"""`recap bench sweep` works at tiny sizes (CI never asserts timings)."""

from __future__ import annotations

from click.testing import CliRunner

from bot.bench_cli import bench
from jobs.bench import run


async def test_sweep_bench_closes_exactly_the_idle_slices(tmp_path) -> None:
    """With 40 users, 5 briefings due and 3 idle slices, the sweeps do exactly that work."""
    report = await run(tmp_path, users=40, due=5, idle=3)
    assert (report.users, report.due_briefings, report.idle_slices) == (40, 5, 3)
    assert report.quiet_tick_seconds >= 0 and report.peak_rss_mb > 0


def test_sweep_bench_command_prints_its_report() -> None:
    """The command runs in a scratch folder and prints the tick figures."""
    result = CliRunner().invoke(bench, ["sweep", "--users", "30", "--due", "3", "--idle", "2"])
    assert result.exit_code == 0, result.output
    assert "30 users" in result.output and "tick with nothing due" in result.output
    assert "2 idle slices" in result.output
