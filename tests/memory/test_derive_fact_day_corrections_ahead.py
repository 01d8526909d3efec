"""A corrected day of a change still to come is put right ahead, as a to-do's due is: "Nathalia
moves to Porto Alegre on monday" then "no wait, she moves tuesday" is the Tuesday after, never
the one already gone; a change that happened is put right in the past ("Heitor moved to
Lisbon on monday" then "no, it was tuesday")."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.memory.understanding.played import failures

NOW, TZ = "2027-06-30T19:10:00-03:00", "America/Sao_Paulo"  # a Wednesday evening


@pytest.mark.parametrize(
    ("before", "say", "subject", "predicate", "value", "day"),
    [
        ("Nathalia moves to Porto Alegre on monday", "no wait, she moves tuesday", "Nathalia", "location",
         "Porto Alegre", "2027-07-06"),
        ("Nathalia moves to Porto Alegre on monday", "no, tuesday", "Nathalia", "location", "Porto Alegre",
         "2027-07-06"),
        ("Kemi starts as head chef on the 12th", "no, the 10th", "Kemi", "role", "head chef", "2027-07-10"),
        ("Bruno joins the Lisbon office on friday", "sorry, thursday", "Bruno", "location", "Lisbon office",
         "2027-07-01"),
        ("Heitor moved to Lisbon on monday", "no, it was tuesday", "Heitor", "location", "Lisbon", "2027-06-29"),
        ("Caio moved to Recife in may", "actually it was april", "Caio", "location", "Recife", "2027-04-01"),
    ],
)  # fmt: skip
async def test_a_day_put_right_stays_on_its_side_of_today(
    tmp_path: Path, before: str, say: str, subject: str, predicate: str, value: str, day: str
) -> None:
    fact = {"subject": subject, "predicate": predicate, "value": value, "from": day}
    cases = [{"say": say, "before": [before], "expect": {"corrected": [fact]}}]
    assert await failures(tmp_path, NOW, TZ, cases) == []
