"""A weekday said between an owner and a thing that takes place is the day it takes place, and
the to-do's due: "cover my sat shift", "take his tue shift", "skip the wed class", even the
word-like "sat", "sun", "wed". Before a noun of no occurrence ("my sat nav", "a sun hat") or as a
verb ("we sat the exam") it is no day."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment
from tests.memory.understanding.reading import Reading

DETROIT = ZoneInfo("America/Detroit")
read = Reading(datetime(2034, 3, 9, 7, 50, tzinfo=DETROIT), DETROIT)  # a Thursday morning


def todos(text: str) -> list[tuple[str, str, str | None]]:
    return [(i.owner, i.action, read.when(i)) for i in read(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Yusuf will cover my sat shift and i'll take his tue shift",
         [("Yusuf", "cover my sat shift", "Sat 11 00:00"), ("me", "take his tue shift", "Tue 14 00:00")]),
        ("i need to cover her sat shift", [("me", "cover her sat shift", "Sat 11 00:00")]),
        ("gotta skip the wed class", [("me", "skip the wed class", "Wed 15 00:00")]),
        ("Mo will do my sun shift", [("Mo", "do my sun shift", "Sun 12 00:00")]),
        ("i gotta take Mo's thurs practice", [("me", "take Mo's thurs practice", "Thu 16 00:00")]),
    ],
)  # fmt: skip
def test_the_day_a_thing_takes_place_is_its_due(text: str, expected: list[tuple[str, str, str | None]]) -> None:
    assert todos(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i need to buy a new sun hat", [("me", "buy a new sun hat", None)]),
        ("we sat the exam", []),
        ("can u grab my sat nav from the car", []),
    ],
)  # fmt: skip
def test_a_weekday_word_naming_no_occasion(text: str, expected: list[tuple[str, str, str | None]]) -> None:
    assert todos(text) == expected
