"""Session 39 (t2), blind37's silent misses answered or stored from what is kept: "who's my manager"
is mine alone, and an issue mended in other words
("started after the boost", "going again", "rebooted it and it's fine") is resolved, or asked about
when two open issues fit."""

from __future__ import annotations

from pathlib import Path

from tests.memory.understanding.played import failures

NOW = "2027-03-10T09:15:00-05:00"  # a Wednesday
ZONE = "America/Chicago"


def _case(before: list[str], say: str, expect: object) -> dict[str, object]:
    return {"before": before, "say": say, "expect": expect}


async def test_my_manager_is_mine_alone(tmp_path: Path) -> None:
    cases = [
        _case(["my manager is Obi", "Grace's manager is Tunde"], "who's my manager",
              {"answer": ["Obi"], "answer_excludes": ["Tunde"]}),
        _case(["Marisol is my line manager", "Kwame's manager is Hetty"], "who is my manager?",
              {"answer": ["Marisol"], "answer_excludes": ["Hetty"]}),
        _case(["Dr Lund is my dentist"], "who's my dentist", {"answer": ["Lund"]}),
    ]  # fmt: skip
    assert await failures(tmp_path, NOW, ZONE, cases) == []


async def test_an_issue_mended_in_other_words_is_resolved(tmp_path: Path) -> None:
    cases = [
        _case(["the truck won't start"], "truck started after the jump, all sorted", {"resolved": ["truck"]}),
        _case(["the mower won't start"], "mower started first time today", {"resolved": ["mower"]}),
        _case(["the boiler keeps cutting out"], "boiler's going again", {"resolved": ["boiler"]}),
        _case(["the bike tyre is flat"], "bike tyre's pumped up and holding", {"resolved": ["bike tyre"]}),
        _case(["the laptop keeps freezing"], "restarted it and it's fine", {"resolved": ["laptop"]}),
    ]  # fmt: skip
    assert await failures(tmp_path, NOW, ZONE, cases) == []


async def test_two_open_issues_that_fit_are_asked_about(tmp_path: Path) -> None:
    cases = [
        _case(["the fan in the office won't turn on", "the fan in the loft won't turn on"], "fan's going again",
              {"ask": True}),
        _case(["the printer upstairs froze", "the printer downstairs froze"], "restarted it and it's fine",
              {"ask": True}),
    ]  # fmt: skip
    assert await failures(tmp_path, NOW, ZONE, cases) == []
