"""Tests for blind33's "Callum will cover the front desk till she's back" (session 34, helper r2a):
the to-do was kept as "cover the front desk till she's back". "till she's back" is the span of
someone's absence said by its end, as "while she's away" says it by its middle: how long, never
what is to be done, and no date either."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, Unclear
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Australia/Sydney")
READ = Reading(datetime(2033, 6, 30, 9, 0, tzinfo=ZONE), ZONE, fmt="%a %d %b")


def _todos(text: str) -> list[NewCommitment]:
    found = READ(text)
    return [i.proposal if isinstance(i, Unclear) else i for i in found if isinstance(i, (NewCommitment, Unclear))]  # type: ignore[misc]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("Callum will cover the front desk till she's back", "cover the front desk"),
        ("Ines is on annual leave from mon, Callum will cover the front desk till she's back", "cover the front desk"),
        ("i'll feed the cat until they're back", "feed the cat"),
        ("i'll water the plants till he gets back", "water the plants"),
    ],
)
def test_until_someone_is_back_is_no_part_of_the_todo(text: str, action: str) -> None:
    todos = _todos(text)
    assert [t.action for t in todos if t is not None] == [action], todos
    assert all(t.due is None for t in todos if t is not None)


def test_until_a_day_is_still_its_due() -> None:
    todos = _todos("i'll feed the cat until fri")
    assert len(todos) == 1 and todos[0].action == "feed the cat" and todos[0].due is not None
