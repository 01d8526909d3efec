"""A visit kept as its visitor's to-do ("plumber coming tmrw 10am": the plumber's visit) is done
when they came ("plumber came", "the boiler guy's been"), not asked "Did that finish “visit”?" and
left overdue in every briefing after (session 39, c1); someone else coming finishes nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from memory.home import Home
from memory.service import Memory
from tests.driver import Talk
from tests.memory.understanding.played import failures

NOW = "2026-12-02T09:05:00+00:00"


def _case(before: str, say: str, expect: object) -> dict[str, object]:
    return {"before": [before], "say": say, "expect": expect}


CAME = [
    _case("electrician coming thurs 9am", "electrician came", {"completed": ["visit"]}),
    _case("boiler guy coming tmrw at 8", "the boiler guy's been", {"completed": ["visit"]}),
    _case("plumber coming fri", "plumber showed up this morning", {"completed": ["visit"]}),
    _case("locksmith coming monday 2pm", "locksmith has been and gone", {"completed": ["visit"]}),
]
NOT_THEIRS = [
    _case("electrician coming thurs 9am", "plumber came", "nothing"),
    _case("electrician coming thurs 9am", "electrician might come later", {"ask": True}),
]


@pytest.mark.parametrize("case", CAME, ids=lambda c: str(c["say"]))
async def test_the_visitor_came(tmp_path: Path, case: dict[str, object]) -> None:
    assert await failures(tmp_path, NOW, "Europe/London", [case]) == []


@pytest.mark.parametrize("case", NOT_THEIRS, ids=lambda c: str(c["say"]))
async def test_someone_else_or_not_yet(tmp_path: Path, case: dict[str, object]) -> None:
    assert await failures(tmp_path, NOW, "Europe/London", [case]) == []


async def test_the_visit_over_survives_a_rebuild(tmp_path: Path) -> None:
    home = Home(tmp_path)
    talk = Talk(await Memory.open(home), NOW)
    for said in ["electrician coming thurs 9am", "electrician came"]:
        await talk.say(said)
    await talk.same_after_rebuild(home)
