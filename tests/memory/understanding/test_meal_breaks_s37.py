"""The day's meals and breaks as said across Englishes ("b4 smoko", "before brekkie", "before
tiffin", "before supper", "before morning tea") place a to-do within the day its date names: they
say when, never what, so they leave the action, and the due is the day said. A break that names
no daily routine ("before the break") is left as it was."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment
from tests.memory.understanding.reading import Reading

BUKA = ZoneInfo("Pacific/Bougainville")
read = Reading(datetime(2032, 9, 15, 8, 30, tzinfo=BUKA), BUKA, fmt="%a %d")  # a Wednesday morning


def todos(text: str) -> list[tuple[str, str | None]]:
    return [(i.action, read.when(i)) for i in read(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i'll get the ute back to Joel b4 smoko tmrw", [("get the ute back to Joel", "Thu 16")]),
        ("i'll drop the keys off b4 brekkie tmrw", [("drop the keys off", "Thu 16")]),
        ("will return the drill before morning tea on friday", [("return the drill", "Fri 17")]),
        ("gotta ring the vet before supper tmrw", [("ring the vet", "Thu 16")]),
        ("send Ana the form before tiffin tomorrow", [("send Ana the form", "Thu 16")]),
    ],
)  # fmt: skip
def test_a_meal_or_break_is_when_not_what(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert todos(text) == expected


def test_a_break_of_no_daily_routine_stays() -> None:
    assert todos("need to finish the report before the break on friday") == [
        ("finish the report before the break", "Fri 17")
    ]
