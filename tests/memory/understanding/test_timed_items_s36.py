"""A day's timetable whose later items open with a bare hour ("tmrw 9am standup then 11 call w/
vendor"): the hour is the next one of that day after the item before (11am after 9am, 2pm after
10am), and a clause after the timetable ("…, also need to send sofia the contract b4 lunch") is
read on its own; a number that counts things ("2 coffees", "3 kids") is no hour."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment
from tests.memory.understanding.reading import Reading

DUBLIN = ZoneInfo("Europe/Dublin")
read = Reading(datetime(2026, 12, 8, 17, 40, tzinfo=DUBLIN), DUBLIN)  # a Tuesday evening


def todos(text: str) -> list[tuple[str, str | None]]:
    return [(i.action, read.when(i)) for i in read(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("tmrw 9am standup then 11 call w/ vendor re pricing",
         [("standup", "Wed 09 09:00"), ("call with vendor re pricing", "Wed 09 11:00")]),
        ("tmrw 9am standup, 11 call w/ vendor", [("standup", "Wed 09 09:00"), ("call with vendor", "Wed 09 11:00")]),
        ("fri 10am dentist, 2 pick up kids", [("dentist", "Fri 11 10:00"), ("pick up kids", "Fri 11 14:00")]),
        ("tmrw 9am standup then 11 call w/ vendor re pricing, also need to send sofia the contract b4 lunch",
         [("standup", "Wed 09 09:00"), ("call with vendor re pricing", "Wed 09 11:00"),
          ("send sofia the contract", "Wed 09 12:00")]),
        ("tmrw 9am standup, 11am call the vendor, plus grab milk",
         [("standup", "Wed 09 09:00"), ("call the vendor", "Wed 09 11:00")]),  # "grab milk": asked, undated
    ],
)  # fmt: skip
def test_bare_hour_after_a_clock_time(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert todos(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "tmrw 9am standup, 2 coffees with ana",  # two coffees, not 2 o'clock
        "tmrw 7am gym then 3 kids to pick up",  # three kids
    ],
)
def test_a_count_is_no_hour(text: str) -> None:
    assert not [when for _, when in todos(text) if when and not when.endswith(("07:00", "09:00"))]
