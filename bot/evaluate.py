"""``recap eval``: play scenario files through the dispatcher under a virtual clock.

Each scenario gets a fresh home and a fresh store (on PostgreSQL, a schema of its own). Before
every step the virtual clock moves to the step's time, running each sweep due on the way at its
own time; then the step plays (a chat message, a command, a button press, an imported record)
or its check is judged.

Replies are kept as the chat would show them, so a ``press`` step can find its button: a
question's choice on the last reply, or the Undo of the latest stored change that still shows
one. A press edits the message it was made on, as Telegram and Slack do.
"""

from __future__ import annotations

import tempfile
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from bot.dispatcher import Dispatcher
from bot.types import Button, Inbound, Press, Reply
from jobs.virtual import advance
from memory import asks, checks, portability
from memory.clock import VirtualClock
from memory.home import Home
from memory.model import Event, EventKind
from memory.scenario import ASKS_METRIC, DEFAULT_METRICS, AskSpec, Scenario, Step
from memory.service import Memory
from memory.store import User
from memory.stores import scratch_schema

UNDO = "undo"


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
        async with scratch_schema():  # many scenarios, one PostgreSQL database: a schema each
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
    shown: list[Reply] = []  # recap's replies to the steps, in order, as the chat shows them
    for number, step in enumerate(scenario.steps, start=1):
        await advance(memory, clock, step.at, deliver)
        user = await memory.store.user(user.id) or user
        if step.say is not None or step.command is not None or step.press is not None:
            report.results += await _exchange(scenario, number, step, dispatcher, memory, user, shown)
        elif step.source is not None:
            await portability.record_source(
                memory, user, clock.now(), step.source.model_dump(),
                claim=step.claim.model_dump(exclude_none=True) if step.claim else None,
                commitment=step.commitment.model_dump(exclude_none=True) if step.commitment else None,
            )
        elif step.check is not None:
            report.results.append(await _check(scenario, number, step, memory, user, clock))


async def _exchange(
    scenario: Scenario,
    number: int,
    step: Step,
    dispatcher: Dispatcher,
    memory: Memory,
    user: User,
    shown: list[Reply],
) -> list[CheckResult]:
    """Play a step recap answers (say, command, press) and judge what it expects of the reply."""
    results = []
    before = await memory.store.last_event(user.id, EventKind.REPLY) if step.asks is not None else None
    if step.press is not None:
        pressed, replies = await _press(scenario, number, step, dispatcher, shown)
        results.append(pressed)
    else:
        text = step.say if step.say is not None else step.command
        assert text is not None
        replies = await dispatcher.respond(Inbound(user=scenario.user, text=text, platform="eval"))
        shown += replies
    if step.reply_contains or step.reply_excludes:
        results.append(_reply_result(scenario, number, step, "\n".join(reply.text for reply in replies)))
    if step.asks is not None:
        asked = await _asked(memory, user, before)
        results.append(_asks_result(scenario, number, step, step.asks, asked))
    return results


async def _press(
    scenario: Scenario, number: int, step: Step, dispatcher: Dispatcher, shown: list[Reply]
) -> tuple[CheckResult, list[Reply]]:
    """Tap the button ``step.press`` names; the check passes when it was there and recap took
    the press. The pressed message shows recap's answer from then on."""
    assert step.press is not None
    found = _button(shown, step.press)
    outcome = None
    if isinstance(found, tuple):
        index, button = found
        outcome = await dispatcher.press(Press(user=scenario.user, data=button.data, platform="eval"))
        if outcome is not None:
            shown[index] = outcome
        got: Any = {"pressed": button.label} if outcome is not None else f"recap ignored the press of {button.label!r}"
    else:
        got = found
    result = CheckResult(
        scenario=scenario.name,
        step=number,
        check="press",
        metric=step.metric or ASKS_METRIC,
        passed=outcome is not None,
        expected={"press": step.press},
        got=got,
    )
    return result, [outcome] if outcome is not None else []


def _button(shown: list[Reply], label: str) -> tuple[int, Button] | str:
    """Where the button ``label`` names is, as (index in ``shown``, button), or why none is.

    Undo is looked for on the latest reply that shows one; any other label on the last reply.
    A label matches exactly (ignoring case) or, failing that, as a phrase within one button's
    label ("board deck" for "send the board deck (due Thu 12 March 2026)")."""
    wanted = label.strip()
    if wanted.casefold() == UNDO:
        places = [i for i, reply in enumerate(shown) if any(b.label.casefold() == UNDO for b in reply.buttons)]
        if not places:
            return "no reply shows an Undo button"
        where, index = "the latest reply with Undo", places[-1]
    elif not shown:
        return "recap has not replied yet, so there is no button to press"
    else:
        where, index = "the last reply", len(shown) - 1
    buttons = shown[index].buttons
    matches = [b for b in buttons if b.label.casefold() == wanted.casefold()]
    matches = matches or [b for b in buttons if checks.phrase_in(wanted, b.label)]
    if len(matches) == 1:
        return index, matches[0]
    if matches:
        return f"{label!r} fits more than one button of {where}: " + "; ".join(b.label for b in matches)
    return f"no button {label!r} on {where}; its buttons: " + ("; ".join(b.label for b in buttons) or "none")


async def _asked(memory: Memory, user: User, before: Event | None) -> dict[str, Any] | None:
    """The question recap's reply to this step asked, as ``{question, choices}``; None when it
    asked none. Read from the recorded reply, where the question an answer is taken for lives
    (a question with choices, or "When is it due?" after Other date)."""
    last = await memory.store.last_event(user.id, EventKind.REPLY)
    if last is None or (before is not None and last.id == before.id):
        return None
    ask = asks.decode_ask(last.payload.get("ask"))
    return None if ask is None else {"question": ask.question, "choices": [choice.label for choice in ask.choices]}


def _asks_result(
    scenario: Scenario, number: int, step: Step, expected: AskSpec, asked: dict[str, Any] | None
) -> CheckResult:
    return CheckResult(
        scenario=scenario.name,
        step=number,
        check="asks",
        metric=step.metric or ASKS_METRIC,
        passed=_fits(expected, asked),
        expected=expected.model_dump(exclude_defaults=True) | {"asked": expected.asked},
        got=asked,
    )


def _fits(expected: AskSpec, asked: dict[str, Any] | None) -> bool:
    """Recap asked as expected: when it did, with every phrase of ``question`` in the question
    and as many choices as ``choices`` names, each with its phrase, in that order."""
    if not expected.asked or asked is None:
        return not expected.asked and asked is None
    if not all(checks.phrase_in(phrase, asked["question"]) for phrase in expected.question):
        return False
    if expected.choices is None:
        return True
    offered = asked["choices"]
    return len(expected.choices) == len(offered) and all(
        checks.phrase_in(phrase, label) for phrase, label in zip(expected.choices, offered, strict=True)
    )


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
