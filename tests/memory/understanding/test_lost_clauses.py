"""A clause no form read, beside clauses that were ("pick up the cake sat, and the balloons need
collecting too"): asked about when it still looks like something to keep, never when it is news
told, a mood or a diary line."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, Unclear
from memory.understanding._lost_clauses import lost_clause
from memory.understanding._phrases import _Ctx
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
NOW = datetime(2026, 12, 2, 8, 5, tzinfo=LONDON)
read = Reading(NOW, LONDON)
CTX = _Ctx(now=NOW, tz=LONDON, lowercase=True)


@pytest.mark.parametrize(
    ("text", "kept", "offered"),
    [
        ("pick up the cake sat, and the balloons need collecting too", "pick up the cake", "collect the balloons"),
        ("pay the council tax, the car needs washing as well", "pay the council tax", "wash the car"),
        ("book the vet, and the hedge needs trimming", "book the vet", "trim the hedge"),
    ],
)
def test_a_thing_that_needs_doing_is_offered(text: str, kept: str, offered: str) -> None:
    found = read(text)
    assert [i.action for i in found if isinstance(i, NewCommitment)] == [kept]
    assert [i.proposal.action for i in found if isinstance(i, Unclear) and i.proposal] == [offered]


def test_a_clause_with_a_day_to_come_is_asked_about() -> None:
    found = read("email Sam the deck by fri and the tenants have some thing on the 9th")
    assert [i.action for i in found if isinstance(i, NewCommitment)] == ["email Sam the deck"]
    assert [i.text for i in found if isinstance(i, Unclear)] == ["the tenants have some thing on the 9th"]


def test_the_kids_appointment_in_a_second_clause_is_kept() -> None:
    # the user keeps the family's diary (session 27): no longer asked about
    found = read("email Sam the deck by fri and the kids have a dentist thing on the 9th")
    assert [i.action for i in found if isinstance(i, NewCommitment)] == ["email Sam the deck", "kids' dentist thing"]


@pytest.mark.parametrize(
    "clause",
    [
        "the shop was rammed today",
        "the strike ended on the 12th",
        "goats escaped again this morning",
        "I'm done for today",
        "carnaval starts friday",
        "month end again already",
        "which is annoying",
        "and bread",
        "the car needs fixing before we can go",
    ],
)
def test_not_asked(clause: str) -> None:
    assert lost_clause(clause, CTX) == []
