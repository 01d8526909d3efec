"""A reminder for a to-do due ahead of an event ("remind me to renew the insurance before it expires
on jan 9") is due the day before the event, and the event's words stay out of the action, as
the same to-do said without "remind me" is."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
read = Reading(datetime(2026, 12, 2, 9, 15, tzinfo=LONDON), LONDON)  # a Wednesday morning


@pytest.mark.parametrize(
    ("text", "action", "when"),
    [
        ("remind me to renew car insurance before it expires on jan 9", "renew car insurance", "Fri 08 00:00"),
        ("remind me to pack before the trip on friday", "pack", "Thu 03 00:00"),
        ("remind me to sort the parking permit b4 it runs out on the 14th", "sort the parking permit", "Sun 13 00:00"),
        ("remind me to call mum tmrw", "call mum", "Thu 03 00:00"),
    ],
)
def test_a_reminder_ahead_of_an_event_is_due_the_day_before(text: str, action: str, when: str) -> None:
    [todo] = read(text)
    assert isinstance(todo, NewCommitment) and todo.action == action and read.when(todo) == when
