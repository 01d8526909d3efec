"""Two reminders in one breath, each with its day first ("remind me on the 1st to pay rent and on
the 5th to pay the nanny") are two to-dos, each due on its own day; one reminder, or a second
part with no day of its own, is left as it was read."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from tests.memory.understanding.reading import Reading

TZ = ZoneInfo("America/Mexico_City")
NOW = datetime(2027, 6, 9, 12, 30, tzinfo=TZ)  # a Wednesday, lunchtime
read = Reading(NOW, TZ)


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        ("remind me on the 1st to pay rent and on the 5th to pay the nanny",
         [("pay rent", "Thu 01 00:00"), ("pay the nanny", "Mon 05 00:00")]),
        ("remind me tmrw to call the bank and friday to chase Ola",
         [("call the bank", "Thu 10 00:00"), ("chase Ola", "Fri 11 00:00")]),
        ("pls remind me at 9am to take my meds and at 9pm to walk the dog",
         [("take my meds", "Thu 10 09:00"), ("walk the dog", "Wed 09 21:00")]),
        ("can you remind me on monday to renew the permit, and on the 20th to file the return",
         [("renew the permit", "Mon 14 00:00"), ("file the return", "Sun 20 00:00")]),
    ],
)
def test_two_reminders_each_with_its_day(text: str, todos: list[tuple[str, str]]) -> None:
    assert read.todos(read(text)) == todos


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        ("remind me on the 1st to pay rent", [("pay rent", "Thu 01 00:00")]),
        ("remind me tomorrow to book flights to Lima and to pack",
         [("book flights to Lima and to pack", "Thu 10 00:00")]),
    ],
)
def test_one_reminder_stays_one(text: str, todos: list[tuple[str, str]]) -> None:
    assert read.todos(read(text)) == todos
