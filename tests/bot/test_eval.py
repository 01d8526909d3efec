"""`recap eval`: the scenario files pass, reports have the specified shape, bad files are refused."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from bot.evaluate import Report, run_scenario
from memory.scenario import ScenarioError, load
from tests.conftest import REPO, SCENARIOS, SHARED

OWN_SCENARIOS = REPO / "tests" / "fixtures" / "scenarios-own"


def _recap(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot.cli", *args], capture_output=True, text=True, cwd=REPO, timeout=300
    )


def test_every_example_scenario_passes_strict() -> None:
    """All checks of the example scenarios pass, and the JSON report has the specified keys."""
    done = _recap("eval", str(SCENARIOS), str(OWN_SCENARIOS), "--json", "--strict")
    report = json.loads(done.stdout)
    assert done.returncode == 0, json.dumps(report["failures"], indent=1)
    assert set(report) == {"scenarios", "checks", "passed", "metrics", "failures"}
    assert report["passed"] == report["checks"] > 60
    assert {"current_state", "supersession", "conflict_visibility", "correction_propagation", "false_revival",
            "historical", "commitments", "briefing", "recall", "timeline", "replies"} <= set(report["metrics"])


@pytest.mark.skipif(not (SHARED / "scenarios").is_dir(), reason="../shared/scenarios is not beside this clone")
def test_shared_scenarios_pass_strict() -> None:
    """The scenario folder shared with the team (the judge's examples) passes --strict."""
    done = _recap("eval", str(SHARED / "scenarios"), "--strict")
    assert done.returncode == 0, done.stdout + done.stderr


def test_failing_check_is_reported_and_strict_exits_nonzero(tmp_path: Path) -> None:
    """A wrong expectation fails with expected/got in both reports; only --strict turns it into exit 1."""
    scenario = tmp_path / "wrong.yaml"
    scenario.write_text(
        "name: wrong\nuser: zoe\ntimezone: Asia/Kolkata\nsteps:\n"
        "  - at: 2026-01-05T10:00:00+05:30\n    say: \"Ravi is Head of Sales.\"\n"
        "  - at: 2026-01-05T10:01:00+05:30\n    check: {current: {subject: Ravi, predicate: role}}\n"
        "    expect: {value: Intern}\n"
        "  - at: 2026-01-05T10:01:00+05:30\n    check: {commitment: {action: nothing like this}}\n"
        "    expect: {status: accepted}\n",
        encoding="utf-8",
    )
    loose = _recap("eval", str(scenario), "--json")
    assert loose.returncode == 0
    failures = json.loads(loose.stdout)["failures"]
    assert failures[0] | {"got": None} == {
        "scenario": "wrong", "step": 2, "check": "current", "expected": {"value": "Intern"}, "got": None,
        "metric": "current_state",
    }
    assert failures[0]["got"]["value"] == "Head of Sales"
    assert failures[1]["got"] is None
    assert _recap("eval", str(scenario), "--strict").returncode == 1
    human = _recap("eval", str(scenario)).stdout
    assert "FAIL wrong step 2 current" in human and "0/2 checks passed" in human


@pytest.mark.parametrize(
    ("body", "reason"),
    [
        ("name: x\nuser: u\nsteps:\n  - at: 2026-01-01T00:00:00Z\n    say: hi\n    advance: true\n", "step 1"),
        ("name: x\nuser: u\nsteps:\n  - at: 2026-01-01T00:00:00\n    say: hi\n", "step 1.at"),
        ("name: x\nuser: u\nsteps:\n  - at: 2026-01-02T00:00:00Z\n    say: a\n  - at: 2026-01-01T00:00:00Z\n"
         "    say: b\n", "step 2"),
        ("name: x\nuser: u\nsteps:\n  - at: 2026-01-01T00:00:00Z\n    check: {vibes: {}}\n    expect: {}\n",
         "unknown check kind"),
        ("name: x\nuser: u\ntimezone: Mars/Base\nsteps: []\n", "timezone"),
        ("- just\n- a list\n", "mapping"),
        ("name: [unclosed\n", "cannot read"),
    ],
)
def test_invalid_files_are_refused_with_step_and_reason(tmp_path: Path, body: str, reason: str) -> None:
    """An invalid scenario names the file, the step and the reason, and exits 2."""
    path = tmp_path / "bad.yaml"
    path.write_text(body, encoding="utf-8")
    with pytest.raises(ScenarioError, match=reason):
        load(path)
    done = _recap("eval", str(path))
    assert done.returncode == 2
    assert "bad.yaml" in done.stderr


async def test_run_scenario_in_process_counts_metrics() -> None:
    """The in-process runner gives the same figures as the command for one file."""
    report = Report()
    await run_scenario(load(SCENARIOS / "moved-deadline.yaml"), report)
    summary = report.as_json()
    assert summary["scenarios"] == 1
    assert summary["metrics"]["commitments"] == {"passed": 5, "total": 5}
    assert summary["failures"] == []


async def test_press_on_a_missing_or_ambiguous_button_fails_with_the_buttons_offered(tmp_path: Path) -> None:
    """A press that cannot be made is a failing check naming the buttons there are, and an
    ``asks`` that does not fit shows the question recap did ask; the scenario plays on."""
    path = tmp_path / "presses.yaml"
    path.write_text(
        "name: presses\nuser: ines\ntimezone: Europe/Lisbon\nsteps:\n"
        "  - at: 2026-03-02T09:00:00+00:00\n    press: Undo\n"
        "  - at: 2026-03-02T09:01:00+00:00\n    say: \"I'll send the sales deck to Rui by 2026-03-10.\"\n"
        "  - at: 2026-03-02T09:02:00+00:00\n    say: \"I'll send the board deck to Marta by 2026-03-12.\"\n"
        "  - at: 2026-03-02T09:03:00+00:00\n    say: The deck is done.\n    asks: {choices: [Yes, No]}\n"
        "  - at: 2026-03-02T09:04:00+00:00\n    press: Yes\n"
        "  - at: 2026-03-02T09:04:00+00:00\n    press: deck\n"
        "  - at: 2026-03-02T09:05:00+00:00\n    press: sales\n    asks: true\n",
        encoding="utf-8",
    )
    report = Report()
    await run_scenario(load(path), report)
    failures = {(failure["step"], failure["check"]): failure for failure in report.as_json()["failures"]}
    assert set(failures) == {(1, "press"), (4, "asks"), (5, "press"), (6, "press"), (7, "asks")}
    assert failures[1, "press"]["got"] == "no reply shows an Undo button"
    assert failures[4, "asks"]["got"]["question"] == "That could be more than one commitment. Which one?"
    assert failures[5, "press"]["got"] == (
        "no button 'Yes' on the last reply; its buttons: send the sales deck to Rui (due Tue 10 March 2026); "
        "send the board deck to Marta (due Thu 12 March 2026); Neither"
    )
    assert failures[6, "press"]["got"].startswith("'deck' fits more than one button of the last reply: ")
    assert failures[7, "asks"] | {"metric": "asks"} == {
        "scenario": "presses", "step": 7, "check": "asks", "expected": {"asked": True}, "got": None, "metric": "asks",
    }
    assert report.as_json()["metrics"]["asks"] == {"passed": 1, "total": 6}


async def test_undo_presses_walk_back_through_the_changes_still_showing_undo(tmp_path: Path) -> None:
    """A pressed Undo edits its message, so the next Undo press takes back the change before."""
    path = tmp_path / "undo.yaml"
    path.write_text(
        "name: undo\nuser: ines\ntimezone: Europe/Lisbon\nsteps:\n"
        "  - at: 2026-03-02T09:00:00+00:00\n    say: \"I'll call the broker by 2026-03-04.\"\n"
        "  - at: 2026-03-02T09:01:00+00:00\n    say: \"I'll send the deck by 2026-03-05.\"\n"
        "  - at: 2026-03-02T09:02:00+00:00\n    say: nice weather today\n    asks: false\n"
        "  - at: 2026-03-02T09:03:00+00:00\n    press: Undo\n    reply_contains: [send the deck]\n"
        "  - at: 2026-03-02T09:04:00+00:00\n    press: UNDO\n    reply_contains: [call the broker]\n"
        "  - at: 2026-03-02T09:05:00+00:00\n    check: {due: {within_days: 14}}\n"
        "    expect: {actions: [], only: true}\n",
        encoding="utf-8",
    )
    report = Report()
    await run_scenario(load(path), report)
    assert report.as_json()["failures"] == []
    assert [result.check for result in report.results] == ["asks", "press", "reply", "press", "reply", "due"]
