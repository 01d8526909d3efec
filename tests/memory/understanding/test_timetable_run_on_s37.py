"""A day's timetable typed with no commas, each item opening with "at" and its hour ("tmrw at 8
drop Layla at school at 10 dentist at 3 call the insurance lady"): each item is a to-do at its own
hour of that day, the first hour as the time reader reads it on the day, each later one the next
such hour. "at school" is a place, "at 11 Main st" an address, "at 4 seasons hotel" a count, and a
line with one item only keeps its words as they were."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment
from tests.memory.understanding.reading import Reading

DETROIT = ZoneInfo("America/Detroit")
read = Reading(datetime(2034, 3, 9, 7, 50, tzinfo=DETROIT), DETROIT)  # a Thursday morning


def todos(text: str) -> list[tuple[str, str | None]]:
    return [(i.action, read.when(i)) for i in read(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("tmrw at 8 drop Layla at school at 10 dentist at 3 call the insurance lady",
         [("drop Layla at school", "Fri 10 08:00"), ("dentist", "Fri 10 10:00"),
          ("call the insurance lady", "Fri 10 15:00")]),
        ("tomorrow at 9 gym at 11 pick up the dry cleaning at 4 call mum",
         [("gym", "Fri 10 09:00"), ("pick up the dry cleaning", "Fri 10 11:00"), ("call mum", "Fri 10 16:00")]),
        ("today at 2 pick up the cake at 4 set up the hall",
         [("pick up the cake", "Thu 09 14:00"), ("set up the hall", "Thu 09 16:00")]),
        ("mon at 8 drop the kids at school and then at 5 pick up the car",
         [("drop the kids at school", "Mon 13 08:00"), ("pick up the car", "Mon 13 17:00")]),
        ("tmrw 9am standup at 11 call the vendor", [("standup", "Fri 10 09:00"), ("call the vendor", "Fri 10 11:00")]),
    ],
)  # fmt: skip
def test_items_opening_with_at_and_an_hour(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert todos(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("tmrw at 8 drop Layla at school", [("drop Layla at school", "Fri 10 08:00")]),
        ("call mum tmrw at 3 about the party", [("call mum about the party", "Fri 10 15:00")]),
        ("tmrw at 10 meet Sam at 4 seasons hotel", [("meet Sam at 4 seasons hotel", "Fri 10 10:00")]),
        ("tmrw at 10 meet Sam at 11 Main st", [("meet Sam at 11 Main st", "Fri 10 10:00")]),
    ],
)  # fmt: skip
def test_one_item_keeps_its_words(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert todos(text) == expected
