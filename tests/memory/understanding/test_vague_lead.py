"""A to-do timed some days before a day: a count is counted back ("a couple of days before the
19th": the 17th), a lead of no number ("a few days before", "several weeks before the trip") is
asked, never kept as the day before with "a few days" left in the action."""

from __future__ import annotations

from datetime import datetime

import pytest

from memory.timefmt import zone
from memory.understanding import NewCommitment, StateClaim, Unclear
from tests.memory.understanding.reading import Reading

TZ = zone("America/Nuuk")
run = Reading(datetime(2029, 3, 5, 9, 0, tzinfo=TZ), TZ, fmt="%d")


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("remind me to order flowers a couple of days before the 19th", "17"),
        ("book the ferry couple of days before the 20th", "18"),
        ("renew it 2 days before the 25th", "23"),
    ],
)
def test_a_counted_lead_is_counted_back(text: str, day: str) -> None:
    (todo,) = run(text)
    assert isinstance(todo, NewCommitment) and run.when(todo) == day and "day" not in todo.action


@pytest.mark.parametrize(
    "text",
    [
        "order flowers a few days before the 19th",
        "pay the deposit a few weeks before the trip on the 20th",
        "book the cleaner several days before the 14th",
    ],
)
def test_a_lead_of_no_number_is_asked(text: str) -> None:
    (asked,) = run(text)
    assert isinstance(asked, Unclear)


def test_after_an_occasion_said_first_the_fact_is_kept_and_the_todo_asked() -> None:
    found = run("Lena's birthday is on the 19th, remind me to order flowers a few days before")
    assert any(isinstance(i, StateClaim) for i in found) and any(isinstance(i, Unclear) for i in found)
    assert not any(isinstance(i, NewCommitment) for i in found)
