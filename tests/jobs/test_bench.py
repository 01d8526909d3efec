"""`recap bench sweep` works at tiny sizes (CI never asserts timings)."""

from __future__ import annotations

from click.testing import CliRunner

from bot.bench_cli import bench
from jobs.bench import TEMPLATES, ZONES, run


async def test_sweep_bench_closes_exactly_the_idle_slices_and_briefs_two_mornings(tmp_path) -> None:
    """With 60 users, 20 of them idle and 20 due, the sweeps do exactly that work: the first
    morning every user due has something to report (yesterday's messages at least); the
    second only those with a commitment now overdue or an open issue."""
    report = await run(tmp_path, users=60, due=20, idle=20)
    assert (report.users, report.idle_slices) == (60, 20)
    assert report.events > 60 * 4  # every user said two or three things and was answered
    first, second = report.mornings
    assert (first.due, first.sent) == (20, 20)
    # idle users take the templates in turn: 16 templates (4 × 4 zones), then 4 copies of the first ones
    overdue_or_issue = {0, 2}  # TEMPLATES: the commitment due tomorrow, the open issue
    briefed = [number // len(ZONES) % len(TEMPLATES) for number in range(len(TEMPLATES) * len(ZONES))]
    briefed += briefed[:4]
    assert (second.due, second.sent) == (20, sum(1 for kind in briefed if kind in overdue_or_issue))
    assert report.peak_rss_mb > 0


def test_sweep_bench_command_prints_its_report() -> None:
    """The command runs in a scratch folder and prints the tick figures."""
    result = CliRunner().invoke(bench, ["sweep", "--users", "30", "--due", "3", "--idle", "5"])
    assert result.exit_code == 0, result.output
    assert "30 users" in result.output and "tick with nothing due" in result.output
    assert "closing 5 idle slices" in result.output and "morning 2: 3 briefings due" in result.output
