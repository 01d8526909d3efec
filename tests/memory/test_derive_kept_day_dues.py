"""A to-do dated by a day recap keeps is due by it: "send Lucia a card b4 her bday" after
"Lucia's birthday is march 13" is due 12 March; "set up Farah's laptop b4 she starts" after
"Farah starts as our new designer on the 15th" is due the 14th (memory.kept_day_dues)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.memory.understanding.played import failures

NOW, TZ = "2026-12-09T19:30:00+01:00", "Europe/Warsaw"


@pytest.mark.parametrize(
    ("before", "say", "action", "due"),
    [
        ("Lucia's birthday is march 13", "remind me to send Lucia a card b4 her bday",
         "send Lucia a card before her bday", "2027-03-12"),
        ("Kwame's bday is 3rd of Feb", "need to order flowers for Kwame's birthday",
         "order flowers for Kwame's birthday", "2027-02-03"),
        ("our anniversary is dec 20", "need to book dinner for our anniversary", "book dinner for our anniversary",
         "2026-12-20"),
        ("Mum's birthday is 11 December", "gotta post mum's present before her birthday",
         "post mum's present before her birthday", "2026-12-10"),
    ],
)  # fmt: skip
async def test_a_to_do_named_by_a_kept_yearly_day_is_due_by_it(
    tmp_path: Path, before: str, say: str, action: str, due: str
) -> None:
    cases = [{"say": say, "before": [before], "expect": {"commitments": [{"action": [action], "due": due}]}}]
    assert await failures(tmp_path, NOW, TZ, cases) == []


async def test_no_day_kept_leaves_it_undated(tmp_path: Path) -> None:
    cases = [
        {
            "say": "send Lucia a card b4 her bday",
            "before": ["Tomasz's birthday is march 13"],
            "expect": {"commitments": [{"action": ["send Lucia a card before her bday"]}]},
        }
    ]
    assert await failures(tmp_path, NOW, TZ, cases) == []


@pytest.mark.parametrize(
    ("before", "say", "action", "due"),
    [
        ("Farah starts as our new designer on the 15th", "need to set up Farah's laptop b4 she starts",
         "set up Farah's laptop", "2026-12-14"),
        ("Omar joins Acme on jan 4", "gotta send Omar the handbook before he joins", "send Omar the handbook",
         "2027-01-03"),
        ("Mei moves to Leeds on the 20th", "need to return Mei's drill before she moves", "return Mei's drill",
         "2026-12-19"),
    ],
)  # fmt: skip
async def test_a_to_do_before_a_kept_change_to_come_is_due_the_day_before(
    tmp_path: Path, before: str, say: str, action: str, due: str
) -> None:
    cases = [
        {
            "say": say,
            "before": [before],
            "expect": {"commitments": [{"action": [action, f"{action} {say.split(action)[-1].strip()}"], "due": due}]},
        }
    ]
    assert await failures(tmp_path, NOW, TZ, cases) == []
