"""A fallback's trigger said with the to-do ("chase Omar for the figures if nothing by wed") is why
it is due then, never part of the action: "if nothing" was kept in it."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
read = Reading(datetime(2026, 12, 3, 9, 40, tzinfo=LONDON), LONDON)  # a Thursday


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("chase Omar for the figures if nothing by wed", "chase Omar for the figures", "Wed 09"),
        ("remind me to chase the plumber on fri if he hasn't called", "chase the plumber", "Fri 04"),
        ("ping Sara again tmrw if no reply", "ping Sara", "Fri 04"),
        ("if nothing by wed, chase Omar", "chase Omar", "Wed 09"),
        ("nudge Lee monday if he still hasnt replied", "nudge Lee", "Mon 07"),
    ],
)
def test_the_trigger_is_not_the_action(text: str, action: str, day: str) -> None:
    [todo] = read(text)
    assert isinstance(todo, NewCommitment) and todo.action == action, todo
    assert todo.due is not None and todo.due.start.astimezone(LONDON).strftime("%a %d") == day
