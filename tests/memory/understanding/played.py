"""Play labelled cases (the corpus format of tests/fixtures/understanding) through the
dispatcher with a real store, for the tests whose point is what recap stores or answers."""

from __future__ import annotations

from pathlib import Path

import yaml

from bot.understanding_bench import load_corpus, run


async def failures(tmp_path: Path, now: str, timezone: str, cases: list[dict[str, object]]) -> list[str]:
    """Each case not stored right, as one line (empty when all are right)."""
    corpus = tmp_path / "cases.yaml"
    corpus.write_text(yaml.safe_dump({"now": now, "timezone": timezone, "cases": cases}, allow_unicode=True))
    report = await run(load_corpus([corpus]), home=tmp_path / "home", reader_runs=1)
    return [f"{r.case.say!r}: {r.outcome}, got {r.got}, reply {r.reply!r}" for r in report.failures()]
