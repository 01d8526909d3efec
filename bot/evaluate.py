"""``recap eval``: play scenario files through the dispatcher under a virtual clock.

Each scenario gets a fresh home and a fresh store. Before every step the virtual clock moves
to the step's time, running each sweep due on the way at its own time; then the step plays
(a chat message, a command, an imported record) or its check is judged.
"""

from __future__ import annotations

import tempfile
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from bot.dispatcher import Dispatcher
from bot.types import Inbound
from jobs.virtual import advance
from memory import checks, portability
from memory.clock import VirtualClock
from memory.home import Home
from memory.scenario import DEFAULT_METRICS, Scenario, Step
from memory.service import Memory
from memory.store import User


@dataclass
class CheckResult:
    scenario: str
    step: int
    check: str
    metric: str
    passed: bool
    expected: Any
    got: Any


@dataclass
class Report:
    scenarios: int = 0
    results: list[CheckResult] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        metrics: dict[str, dict[str, int]] = {}
        for result in self.results:
            tally = metrics.setdefault(result.metric, {"passed": 0, "total": 0})
            tally["total"] += 1
            tally["passed"] += int(result.passed)
        return {
            "scenarios": self.scenarios,
            "checks": len(self.results),
            "passed": sum(result.passed for result in self.results),
            "metrics": dict(sorted(metrics.items())),
            "failures": [
                {key: value for key, value in asdict(result).items() if key not in ("passed", "metric")}
                | {"metric": result.metric}
                for result in self.results
                if not result.passed
            ],
        }

    def as_text(self) -> str:
        lines = []
        for result in self.results:
            if not result.passed:
                lines.append(
                    f"FAIL {result.scenario} step {result.step} {result.check} [{result.metric}]\n"
                    f"     expected: {result.expected!r}\n     got:      {result.got!r}"
                )
        summary = self.as_json()
        lines.append(f"{summary['scenarios']} scenario(s), {summary['passed']}/{summary['checks']} checks passed")
        for metric, tally in summary["metrics"].items():
            lines.append(f"  {metric}: {tally['passed']}/{tally['total']}")
        return "\n".join(lines)


async def run_scenario(scenario: Scenario, report: Report, *, home: Path | None = None) -> None:
    with tempfile.TemporaryDirectory(prefix="recap-eval-") as scratch:
        memory = await Memory.open(Home(home or scratch))
        try:
            await _play(scenario, memory, report)
        finally:
            await memory.close()
    report.scenarios += 1


async def _play(scenario: Scenario, memory: Memory, report: Report) -> None:
    clock = VirtualClock(scenario.steps[0].at)
    sent: list[tuple[str, str]] = []

    async def deliver(name: str, text: str) -> None:
        sent.append((name, text))

    user = await memory.users.get_or_create(scenario.user, clock.now(), timezone=scenario.timezone)
    if scenario.briefing_time:
        user = await memory.users.update(user, clock.now(), briefing_time=scenario.briefing_time)
    dispatcher = Dispatcher(memory, clock)
    for number, step in enumerate(scenario.steps, start=1):
        await advance(memory, clock, step.at, deliver)
        user = await memory.store.user(user.id) or user
        if step.say is not None or step.command is not None:
            text = step.say if step.say is not None else step.command
            assert text is not None
            replies = "\n".join(await dispatcher.handle(Inbound(user=scenario.user, text=text, platform="eval")))
            if step.reply_contains or step.reply_excludes:
                report.results.append(_reply_result(scenario, number, step, replies))
        elif step.source is not None:
            await portability.record_source(
                memory, user, clock.now(), step.source.model_dump(),
                claim=step.claim.model_dump(exclude_none=True) if step.claim else None,
                commitment=step.commitment.model_dump(exclude_none=True) if step.commitment else None,
            )
        elif step.check is not None:
            report.results.append(await _check(scenario, number, step, memory, user, clock))


def _reply_result(scenario: Scenario, number: int, step: Step, replies: str) -> CheckResult:
    missing = [wanted for wanted in step.reply_contains if wanted.casefold() not in replies.casefold()]
    present = [unwanted for unwanted in step.reply_excludes if unwanted.casefold() in replies.casefold()]
    return CheckResult(
        scenario=scenario.name,
        step=number,
        check="reply",
        metric=step.metric or "replies",
        passed=not missing and not present,
        expected={"contains": step.reply_contains, "excludes": step.reply_excludes},
        got=replies,
    )


async def _check(
    scenario: Scenario, number: int, step: Step, memory: Memory, user: User, clock: VirtualClock
) -> CheckResult:
    kind = step.check_kind
    assert step.expect is not None
    passed, got = await checks.judge(kind, step.check_args, step.expect, memory, user, clock.now())
    return CheckResult(
        scenario=scenario.name,
        step=number,
        check=kind,
        metric=step.metric or DEFAULT_METRICS[kind],
        passed=passed,
        expected=step.expect,
        got=got,
    )

