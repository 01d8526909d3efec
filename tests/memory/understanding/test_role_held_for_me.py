"""A role said first ("the landlord is now Mr Okafor", "new charge nurse is Rajesh") where the
user keeps whom they have in it ("my landlord is Alhaji Bello"): the user's own, so its new holder,
and "who's my landlord" answers the new one. With no such fact, the person's role stands; a role
that holds a clause of its own ("his partner Sian Morgan is taking over the practice") is none."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import StateClaim, extract
from tests.memory.understanding.played import failures

LAGOS = ZoneInfo("Africa/Lagos")
PLAYED_NOW = "2026-12-07T09:00:00+01:00"


async def test_the_role_said_first_is_the_users_own_new_holder(tmp_path: Path) -> None:
    def case(before: str, say: str, predicate: str, value: str) -> dict[str, object]:
        return {"before": [before], "say": say,
                "expect": {"facts": [{"subject": "me", "predicate": predicate, "value": value}]}}

    cases = [
        case("my landlord is Alhaji Bello", "the landlord is now Mr Okafor", "landlord", "Mr Okafor"),
        case("my charge nurse is Sister Tan", "new charge nurse is Rajesh", "charge nurse", "Rajesh"),
        case("my accountant is Mary Walsh", "the new accountant is Maura Doyle", "accountant", "Maura Doyle"),
        case("my dispatcher is Carl", "dispatcher is Brenda now", "dispatcher", "Brenda"),
    ]
    assert await failures(tmp_path, PLAYED_NOW, "Africa/Lagos", cases) == []


async def test_without_one_kept_the_person_holds_the_role(tmp_path: Path) -> None:
    cases = [
        {"before": ["my landlord is Alhaji Bello"], "say": "the new head of sales is Bilal",
         "expect": {"facts": [{"subject": "Bilal", "predicate": "role", "value": "head of sales"}]}},
        {"say": "new charge nurse is Rajesh",
         "expect": {"facts": [{"subject": "Rajesh", "predicate": "role", "value": "charge nurse"}]}},
    ]
    assert await failures(tmp_path, PLAYED_NOW, "Africa/Lagos", cases) == []


@pytest.mark.parametrize(
    ("text", "who", "role"),
    [("dispatcher is Brenda now", "Brenda", "dispatcher"), ("nurse is Ana now", "Ana", "nurse")],
)
def test_a_bare_job_word_now_a_name_is_whom_the_user_has(text: str, who: str, role: str) -> None:
    """ "now" after the name says it as "landlord is now Greystone Lettings" does: the user's own."""
    (claim,) = extract(text, now=datetime(2026, 12, 9, 10, tzinfo=LAGOS), tz=LAGOS)
    assert claim == StateClaim("me", role, who, explicit_now=True)


@pytest.mark.parametrize("text", ["dispatcher is busy now", "lead is Amir now"])
def test_now_frames_no_state_nor_a_loose_word(text: str) -> None:
    assert extract(text, now=datetime(2026, 12, 9, 10, tzinfo=LAGOS), tz=LAGOS) == []


@pytest.mark.parametrize(
    "text",
    [
        "Gareth's retiring, his partner Sian Morgan is taking over the practice",
        "Tom's retiring, his deputy Ana is taking over",
    ],
)
def test_a_clause_is_never_a_role(text: str) -> None:
    found = extract(text, now=datetime(2026, 12, 9, 10, tzinfo=LAGOS), tz=LAGOS)
    assert not any(isinstance(i, StateClaim) and i.predicate == "role" and " is " in f" {i.value} " for i in found)
