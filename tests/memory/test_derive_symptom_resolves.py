"""A trouble said gone by its symptom resolves the one open issue whose report named it: "the
buzzing stopped on its own lol" after "the fridge is making that buzzing noise again" resolves
the fridge (memory.derive._open_by_symptom)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.memory.understanding.played import failures

NOW, TZ = "2026-12-07T09:15:00+00:00", "Europe/Dublin"


@pytest.mark.parametrize(
    ("before", "say", "topic"),
    [
        (["ugh the fridge is making that buzzing noise again"], "the buzzing stopped on its own lol", "fridge"),
        (["the van has a rattle in the back"], "the rattle stopped", "van"),
    ],
)
async def test_a_symptom_gone_resolves_the_issue_that_named_it(
    tmp_path: Path, before: list[str], say: str, topic: str
) -> None:
    cases = [{"say": say, "before": before, "expect": {"resolved": [topic]}}]
    assert await failures(tmp_path, NOW, TZ, cases) == []


async def test_two_reports_of_the_symptom_resolve_neither(tmp_path: Path) -> None:
    before = ["the fridge is making a buzzing noise", "the dryer is making a buzzing noise too"]
    cases = [{"say": "the buzzing stopped", "before": before, "expect": "nothing"}]
    assert await failures(tmp_path, NOW, TZ, cases) == []
