""""What's the plan for sat" was read as a fact about "sat" ("I don't know sat's plan.", session
32): the plan, schedule or agenda for a day asks what is due that day, like "what's on sat";
for a thing ("what's the plan for the party") it stays a question about that thing."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Europe/Berlin")
READ = Reading(datetime(2026, 12, 7, 8, 0, tzinfo=ZONE), ZONE, fmt="%Y-%m-%d")  # a Monday


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("what's the plan for sat", "2026-12-12"),
        ("whats the plan sat", "2026-12-12"),
        ("what's my schedule tmrw", "2026-12-08"),
        ("what's the agenda for friday?", "2026-12-11"),
        ("what are the plans for sat", "2026-12-12"),
        ("what's our plan for the weekend", "2026-12-12"),
    ],
)
def test_the_plan_for_a_day_asks_what_is_due_then(text: str, day: str) -> None:
    [question] = READ.asked(text)
    assert question.kind == "due_week"
    assert question.at is not None and question.at.start.astimezone(ZONE).strftime("%Y-%m-%d") == day


@pytest.mark.parametrize("text", ["what's the plan for the party", "what's the plan", "what's the plan for dinner"])
def test_the_plan_for_a_thing_asks_no_day(text: str) -> None:
    assert all(q.kind != "due_week" for q in READ.asked(text))
