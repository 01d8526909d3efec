"""``recap bench noise``: the perturbations keep what a case expects, are repeatable, and the
command reports per perturbation (run here on a tiny corpus: the shape, not the rates)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from bot.bench_cli import bench
from jobs.typing_noise import PERTURBATIONS, perturb, protected_words
from memory.understanding_corpus import Case
from memory.words import content_words

NOW = "2027-02-01T09:00:00+00:00"  # a Monday
BY_NAME = {p.name: p for p in PERTURBATIONS}


def _case(say: str, expect: Any, before: list[str] | None = None, index: int = 1) -> Case:
    return Case.model_validate(
        {"say": say, "before": before or [], "now": NOW, "timezone": "Europe/Dublin", "expect": expect,
         "file": "t.yaml", "index": index}
    )  # fmt: skip


INVOICE = _case(
    "Need to send the invoice to Saoirse by Friday, thanks.",
    {"commitments": [{"action": "send the invoice to Saoirse", "due": "2027-02-05"}]},
)


def test_each_perturbation_is_repeatable() -> None:
    for perturbation in PERTURBATIONS:
        assert perturb(INVOICE, perturbation) == perturb(INVOICE, perturbation)


def test_a_typo_never_touches_what_is_expected_a_date_or_a_name() -> None:
    """Over many seeds the slip lands only on "need" or "thanks": the action, Friday and Saoirse stay."""
    for seed in range(40):
        noisy = perturb(INVOICE, BY_NAME["typo"], seed=seed)
        assert noisy is not None
        kept = content_words(noisy.say) & content_words(INVOICE.say)
        assert content_words("send invoice Saoirse Friday") <= kept, noisy.say


def test_shorthand_and_apostrophes_keep_the_expected_words() -> None:
    case = _case(
        "I'll message you about Tomás's meeting before tomorrow",
        {"commitments": [{"action": "message you about Tomás's meeting", "due": "2027-02-02"}]},
    )
    assert protected_words(case) >= content_words("Tomás meeting")
    short = perturb(case, BY_NAME["shorthand"])
    # "mtg" names the same meeting (memory.words.SHORTHAND), so it is shortened too
    assert short is not None and short.say == "I'll message u abt Tomás's mtg b4 tmrw"
    bare = perturb(case, BY_NAME["no_apostrophes"])
    assert bare is not None and bare.say == "Ill message you about Tomáss meeting before tomorrow"


def test_a_perturbation_that_changes_nothing_skips_the_case() -> None:
    assert perturb(_case("ring the bank", {"commitments": [{"action": "ring the bank"}]}), BY_NAME["lowercase"]) is None


def test_the_command_reports_each_perturbation_on_a_tiny_corpus(tmp_path: Path) -> None:
    corpus = tmp_path / "commitments.yaml"
    corpus.write_text(
        f"now: '{NOW}'\ntimezone: Europe/Dublin\ncases:\n"
        '  - say: "Need to send the invoice to Saoirse by Friday."\n'
        "    expect:\n      commitments:\n        - action: send the invoice to Saoirse\n          due: 2027-02-05\n"
        '  - say: "lovely weather today"\n    expect: nothing\n',
        encoding="utf-8",
    )
    args = ["noise", str(corpus), "--only", "lowercase", "--only", "typo", "--only", "tag_emoji"]
    result = CliRunner().invoke(bench, [*args, "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["tidy"]["cases"] == 2
    assert list(report["perturbations"]) == ["lowercase", "tag_emoji", "typo"]  # in the bench's order
    for tally in report["perturbations"].values():
        assert set(tally) == {"played", "right", "wrong", "missed", "asked"}
        assert tally["played"] == tally["right"] + tally["wrong"] + tally["missed"] + tally["asked"]
    assert report["perturbations"]["tag_emoji"]["played"] == 2  # both cases were right and both changed
    assert all(set(b) >= {"perturbation", "tidy_say", "say", "outcome"} for b in report["broken"])

    text = CliRunner().invoke(bench, args)
    assert text.exit_code == 0, text.output
    rows = [line for line in text.output.splitlines() if line.startswith("| ")]
    assert [row.split(" | ")[0].strip("| *") for row in rows[2:]] == ["lowercase", "tag_emoji", "typo", "total"]


def test_an_unknown_perturbation_is_refused(tmp_path: Path) -> None:
    result = CliRunner().invoke(bench, ["noise", str(tmp_path), "--only", "shouting"])
    assert result.exit_code != 0
    assert "lowercase" in result.output
