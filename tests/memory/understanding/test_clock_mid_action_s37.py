"""A to-do's clock time said inside its words and its day at the end (or first): the clock on
that day is the due, and "at 8" is no part of the action ("be home at 8 for the plumber next mon",
"meet Sam at 5 at the pub on friday"). What follows the time says what for or where from ("for the
scan", "from the airport"). An hour before a street name is an address, and a day said with
"before" is a condition the clock does not join."""

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
        ("next mon i must be home at 8 for the plumber", [("be home for the plumber", "Mon 13 08:00")]),
        ("i must be home at 8 for the plumber next mon", [("be home for the plumber", "Mon 13 08:00")]),
        ("tmrw i have to be at the garage at 9 to drop off the car",
         [("be at the garage to drop off the car", "Fri 10 09:00")]),
        ("friday i gotta be at the clinic at 3:30 for the scan", [("be at the clinic for the scan", "Fri 10 15:30")]),
        ("go to the clinic at 3:30 for the scan friday", [("go to the clinic for the scan", "Fri 10 15:30")]),
        ("on sat i need to pick up mum at 10 from the airport", [("pick up mum from the airport", "Sat 11 10:00")]),
        ("meet Sam at 5 at the pub on friday", [("meet Sam at the pub", "Fri 10 17:00")]),
        ("call the bank at 9 about the loan tmrw", [("call the bank about the loan", "Fri 10 09:00")]),
        ("tmrw i gotta be at the airport at 6:30am for the flight",
         [("be at the airport for the flight", "Fri 10 06:30")]),
    ],
)  # fmt: skip
def test_the_clock_joins_the_day(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert todos(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("drop the parcel at 12 Main st on friday", [("drop the parcel at 12 Main st", "Fri 10 00:00")]),
        ("book a table for 4 at 7 on sat", []),  # morning or evening: asked, as before
    ],
)  # fmt: skip
def test_what_is_no_clock_of_the_day(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert todos(text) == expected
