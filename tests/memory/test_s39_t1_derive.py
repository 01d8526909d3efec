"""Session 39 (t1), through the bot: a to-do due "b4 then" / "by then" beside a move that says only a
time of day ("the shoot's now at 6") is due by the moved one's new time on the moved one's day,
never today at that hour."""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from memory.service import Memory
from tests.driver import chat, commitments_by_action, local_minute

START = "2026-12-07T08:00:00+00:00"  # a Monday morning
TZ = "Europe/London"


@pytest.mark.parametrize(
    ("first", "then", "todo", "due"),
    [
        ("site visit wed at 10am", "the site visit's now at 2, need to print the drawings b4 then",
         "print the drawings", "2026-12-09 14:00"),
        ("dentist thurs at 9am", "move the dentist to 11am and i'll drop the car off before then",
         "drop the car off", "2026-12-10 11:00"),
        ("team dinner fri at 7pm", "team dinner pushed to 8, gotta book a taxi by then",
         "book a taxi", "2026-12-11 20:00"),
    ],
)
async def test_a_todo_before_a_moved_time_is_due_on_the_moved_ones_day(
    memory: Memory, first: str, then: str, todo: str, due: str
) -> None:
    _, user, replies = await chat(memory, START, TZ, [first, then])
    kept = await commitments_by_action(memory, user)
    assert todo in kept, (replies, list(kept))
    assert local_minute(kept[todo].due, ZoneInfo(TZ)) == due, replies
