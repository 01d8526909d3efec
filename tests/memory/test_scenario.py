"""Scenario files are validated before anything runs; every error names the file, the step and the reason."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from memory.scenario import AskSpec, ScenarioError, find_files, load

HEAD = "name: t\nuser: alice\ntimezone: Europe/Berlin\nsteps:\n"
SAY = '  - at: 2026-03-02T09:00:00+01:00\n    say: "Maya is VP Operations."\n'


def _write(tmp_path: Path, body: str, name: str = "s.yaml") -> Path:
    path = tmp_path / name
    path.write_text(body, encoding="utf-8")
    return path


def _error(tmp_path: Path, body: str) -> str:
    with pytest.raises(ScenarioError) as caught:
        load(_write(tmp_path, body))
    return str(caught.value)


def test_a_valid_file_loads_with_its_steps(tmp_path: Path) -> None:
    """Every kind of step loads; times become UTC; numbers become text; HH:MM is normalised."""
    body = (
        "name: 42\nuser: 7\ntimezone: Europe/Berlin\nbriefing_time: '7:30'\nsteps:\n"
        "  - at: 2026-03-02T09:00:00+01:00\n    say: 12345\n    reply_contains: [Noted]\n"
        "  - at: 2026-03-02T09:05:00+01:00\n    source: {name: crm, authority: 0.8}\n"
        "    claim: {subject: Maya, predicate: role, value: 3, effective_from: 2026-06-01}\n"
        "  - at: 2026-03-02T09:06:00+01:00\n    source: {name: pm, authority: 0.5}\n"
        "    commitment: {action: send the deck, due: 2026-03-06}\n"
        "  - at: 2026-03-02T09:07:00+01:00\n    command: /due\n"
        "  - at: 2026-03-02T10:00:00+01:00\n    advance: true\n"
        "  - at: 2026-03-02T10:00:00+01:00\n    check: {slices: {}}\n    expect: {count: 1}\n"
    )
    scenario = load(_write(tmp_path, body))
    assert (scenario.name, scenario.user, scenario.briefing_time) == ("42", "7", "07:30")
    first, claim, commitment, command, advance, check = scenario.steps
    assert first.at == datetime(2026, 3, 2, 8, 0, tzinfo=UTC) and first.say == "12345"
    assert claim.claim is not None and claim.claim.value == "3"
    assert commitment.commitment is not None and command.command == "/due" and advance.advance
    assert check.check_kind == "slices" and check.check_args == {} and check.expect == {"count": 1}


@pytest.mark.parametrize(
    ("steps", "reason"),
    [
        ('  - at: 2026-03-02T09:01:00+01:00\n    say: hi\n    command: /due\n', "step 2: Value error, a step needs "
         "exactly one of say, source+claim, source+commitment, command, check, advance, press; found ['say', "
         "'command']"),
        ("  - at: 2026-03-02T09:01:00+01:00\n", "step 2: Value error, a step needs exactly one of"),
        ("  - at: 2026-03-02T09:01:00+01:00\n    check: {bogus: {}}\n    expect: {}\n",
         "step 2: Value error, unknown check kind 'bogus'"),
        ("  - at: 2026-03-02T09:01:00+01:00\n    check: {slices: {}, due: {}}\n    expect: {}\n",
         "step 2: Value error, a check names exactly one kind"),
        ("  - at: 2026-03-02T09:01:00+01:00\n    check: {slices: {}}\n",
         "step 2: Value error, a check needs an expect"),
        ("  - at: 2026-03-02T09:01:00+01:00\n    say: hi\n    expect: {count: 1}\n",
         "step 2: Value error, expect belongs to a check step"),
        ("  - at: 2026-03-02T09:01:00+01:00\n    advance: true\n    reply_contains: [x]\n",
         "step 2: Value error, reply_contains and reply_excludes belong to a say, command or press step"),
        ("  - at: 2026-03-02T09:01:00+01:00\n    claim: {subject: M, predicate: r, value: v}\n",
         "step 2: Value error, source goes together with claim or commitment"),
        ("  - at: 2026-03-02T09:01:00+01:00\n    source: {name: crm, authority: 2}\n"
         "    claim: {subject: M, predicate: r, value: v}\n", "step 2.source.authority: Input should be less than"),
        ("  - at: 2026-03-02T09:01:00+01:00\n    source: {name: crm, authority: 0.5}\n"
         "    claim: {subject: M, predicate: r, value: v, effective_from: 2026-06-01T10:00:00}\n",
         "step 2.claim.effective_from: Value error, a time needs an offset"),
        ("  - at: 2026-03-02T09:01:00+01:00\n    source: {name: crm, authority: 0.5}\n"
         "    commitment: {action: x, due: soon}\n", "step 2.commitment.due"),
        ("  - at: 2026-03-02T09:01:00\n    say: hi\n", "step 2.at: Value error, naive datetime"),
        ("  - at: 2026-03-02T09:01:00+01:00\n    sayy: hi\n", "step 2.sayy: Extra inputs are not permitted"),
        ("  - at: 2026-03-02T08:59:00+01:00\n    say: hi\n", "step 2: at 2026-03-02T07:59:00+00:00 is before the "
         "previous step"),
    ],
)
def test_invalid_steps_are_reported_with_step_number(tmp_path: Path, steps: str, reason: str) -> None:
    """Each broken second step is refused with 'step 2' and a reason that says what is wrong."""
    message = _error(tmp_path, HEAD + SAY + steps)
    assert message.startswith(f"{tmp_path / 's.yaml'}: ")
    assert reason in message


def test_press_and_asks_steps_load(tmp_path: Path) -> None:
    """A press names a button; a bare YAML Yes/No (a boolean) is read back as the label, and
    asks: true/false is short for {asked: ...}."""
    body = HEAD + SAY.replace('"\n', '"\n    asks: false\n') + (
        "  - at: 2026-03-02T09:01:00+01:00\n    say: the deck is done\n"
        "    asks: {question: [which one], choices: [sales deck, board deck, No]}\n"
        "  - at: 2026-03-02T09:02:00+01:00\n    press: Yes\n    reply_contains: [Done]\n    asks: true\n"
        "  - at: 2026-03-02T09:03:00+01:00\n    press: 2\n"
    )
    first, asked, pressed, numbered = load(_write(tmp_path, body)).steps
    assert first.asks is not None and not first.asks.asked
    assert asked.asks is not None and asked.asks.asked
    assert (asked.asks.question, asked.asks.choices) == (["which one"], ["sales deck", "board deck", "No"])
    assert (pressed.press, pressed.reply_contains, pressed.asks) == ("Yes", ["Done"], AskSpec())
    assert numbered.press == "2"


@pytest.mark.parametrize(
    ("steps", "reason"),
    [
        ("  - at: 2026-03-02T09:01:00+01:00\n    say: hi\n    press: Yes\n",
         "step 2: Value error, a step needs exactly one of say, source+claim, source+commitment, command, check, "
         "advance, press; found ['say', 'press']"),
        ("  - at: 2026-03-02T09:01:00+01:00\n    press: '  '\n",
         "step 2.press: Value error, press names the label of a button, e.g. Yes or Undo"),
        ("  - at: 2026-03-02T09:01:00+01:00\n    press: [Yes, No]\n", "step 2.press: Input should be a valid string"),
        ("  - at: 2026-03-02T09:01:00+01:00\n    advance: true\n    asks: true\n",
         "step 2: Value error, asks belongs to a say, command or press step"),
        ("  - at: 2026-03-02T09:01:00+01:00\n    check: {slices: {}}\n    expect: {count: 1}\n    asks: false\n",
         "step 2: Value error, asks belongs to a say, command or press step"),
        ("  - at: 2026-03-02T09:01:00+01:00\n    say: hi\n    asks: maybe\n",
         "step 2.asks: Value error, asks is true, false, or {question: [..], choices: [..]}"),
        ("  - at: 2026-03-02T09:01:00+01:00\n    say: hi\n    asks: {question: [x], choise: [y]}\n",
         "step 2.asks.choise: Extra inputs are not permitted"),
        ("  - at: 2026-03-02T09:01:00+01:00\n    say: hi\n    asks: {question: which one}\n",
         "step 2.asks.question: Input should be a valid list"),
        ("  - at: 2026-03-02T09:01:00+01:00\n    say: hi\n    asks: {asked: false, choices: [Yes]}\n",
         "step 2.asks: Value error, question and choices describe a question asked; asked: false has none"),
        ("  - at: 2026-03-02T09:01:00+01:00\n    say: hi\n    expect: {asked: true}\n",
         "step 2: Value error, expect belongs to a check step"),
    ],
)
def test_invalid_press_and_asks_are_refused_with_the_reason(tmp_path: Path, steps: str, reason: str) -> None:
    """The keys that answer recap's questions are validated as strictly as the rest."""
    assert reason in _error(tmp_path, HEAD + SAY + steps)


def test_several_problems_are_all_reported(tmp_path: Path) -> None:
    """Problems in different steps are listed together, each with its own step number."""
    steps = "  - at: 2026-03-02T09:01:00+01:00\n    sayy: hi\n  - at: 2026-03-02T09:02:00+01:00\n    check: {x: {}}\n"
    message = _error(tmp_path, HEAD + SAY + steps)
    assert "step 2.sayy" in message and "step 3: Value error, unknown check kind 'x'" in message


@pytest.mark.parametrize(
    ("body", "reason"),
    [
        ("name: t\nuser: a\ntimezone: Mars/Olympus\nsteps:\n" + SAY, "timezone: Value error, unknown timezone"),
        ("name: t\nuser: a\nbriefing_time: '25:00'\nsteps:\n" + SAY, "briefing_time: Value error, '25:00' is not a "
         "time of day"),
        ("name: t\nuser: a\nsteps: []\n", "Value error, a scenario needs at least one step"),
        ("name: t\nsteps:\n" + SAY, "user: Field required"),
        ("name: t\nuser: a\nsteps:\n" + SAY + "extra: 1\n", "extra: Extra inputs are not permitted"),
        ("- just\n- a list\n", "a scenario is a mapping with name, user and steps"),
        ("name: [unclosed\n", "cannot read"),
    ],
)
def test_invalid_files_are_refused_with_the_reason(tmp_path: Path, body: str, reason: str) -> None:
    """File-level problems (zone, time, no steps, missing fields, not a mapping, bad YAML) are named."""
    assert reason in _error(tmp_path, body)


def test_non_utf8_file_is_refused_cleanly(tmp_path: Path) -> None:
    """A file that is not UTF-8 is a ScenarioError saying it cannot be read, not a crash."""
    path = tmp_path / "latin1.yaml"
    path.write_bytes((HEAD + '  - at: 2026-03-02T09:00:00+01:00\n    say: "café"\n').encode("latin-1"))
    with pytest.raises(ScenarioError, match="cannot read"):
        load(path)


def test_find_files_expands_folders_and_keeps_named_files(tmp_path: Path) -> None:
    """Folders give their .yaml and .yml files (recursively, sorted); named files are kept as given."""
    (tmp_path / "deep").mkdir()
    for name in ("b.yaml", "a.yml", "deep/c.yaml", "notes.txt"):
        (tmp_path / name).write_text("", encoding="utf-8")
    single = tmp_path / "notes.txt"
    assert find_files([tmp_path, single]) == [
        tmp_path / "a.yml", tmp_path / "b.yaml", tmp_path / "deep" / "c.yaml", single,
    ]
