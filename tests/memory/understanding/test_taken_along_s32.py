""""gig at 8 tonite, remind me to bring earplugs" kept the earplugs with no due (session 32): a
thing to bring, pack or wear said right after a thing on at a day is for it, due when it is,
as "concert sat 8pm, need to be at the venue by 7" is read on the concert's day. After a
deadline ("send the report by fri, bring snacks") the day says nothing of when."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Europe/Berlin")
READ = Reading(datetime(2026, 12, 7, 8, 0, tzinfo=ZONE), ZONE, fmt="%Y-%m-%d %H:%M")  # a Monday


@pytest.mark.parametrize(
    ("text", "todo", "due"),
    [
        ("gig at 8 tonite, remind me to bring earplugs", "bring earplugs", "2026-12-07 20:00"),
        ("swim class sat 3pm, remind me to pack a towel", "pack a towel", "2026-12-12 15:00"),
        ("wedding on sat - need to wear the blue suit", "wear the blue suit", "2026-12-12 00:00"),
        ("party at 7 tmrw, remind me to bring the speaker", "bring the speaker", "2026-12-08 19:00"),
    ],
)
def test_a_thing_to_bring_is_due_at_the_thing_before_it(text: str, todo: str, due: str) -> None:
    assert (todo, due) in READ.todos(READ(text))


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("send the report by fri, remind me to bring snacks", "bring snacks"),
        ("need to finish the deck before thurs, bring the charger", "bring the charger"),
    ],
)
def test_after_a_deadline_a_thing_to_bring_keeps_no_day(text: str, todo: str) -> None:
    assert (todo, None) in READ.todos(READ(text))
