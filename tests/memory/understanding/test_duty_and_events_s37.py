"""Three small families from blind35's silent misses, each with its near-misses.

- A job said as the user's own duty, with "to" and the deed: "my responsibility to get the certs
  certified by the 24th", "my duty to …", "my turn to …", "it's on me to …" (never the thing "it").
- Shots given on a day are diary events: "sat 10am flu shots", "sept 28 - vaccinations for baby
  Ruth at the health centre, 10am", "fri 2pm covid jab".
- A day said first as what happens on it: "next fri is the dentist for both boys at 3", "3 wks
  from now is the dog's rabies booster"; a deadline ("dec 22nd is the deadline for …") stays the
  deadline readers', the user's own day ("sat is my birthday") is no to-do.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment
from tests.memory.understanding.reading import Reading

JUNEAU = ZoneInfo("America/Juneau")
read = Reading(datetime(2031, 10, 31, 16, 5, tzinfo=JUNEAU), JUNEAU)  # a Friday afternoon


def todos(text: str) -> list[tuple[str, str | None]]:
    return [(i.action, read.when(i)) for i in read(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my responsibility to get the kids' birth certs certified by the 24th, the passport office won't take copies",
         [("get the kids' birth certs certified", "Mon 24 00:00")]),
        ("my duty to call the council by monday", [("call the council", "Mon 03 00:00")]),
        ("my turn to do the school run tmrw", [("do the school run", "Sat 01 00:00")]),
        ("it's on me to book the hall by friday", [("book the hall", "Fri 07 00:00")]),
        ("its up to me to book the hall by friday", [("book the hall", "Fri 07 00:00")]),
    ],
)  # fmt: skip
def test_a_duty_of_my_own(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert todos(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("sat 10am flu shots for the whole fam", [("flu shots for the whole fam", "Sat 01 10:00")]),
        ("nov 28 - vaccinations for baby Ruth at the health centre, 10am",
         [("vaccinations for baby Ruth at the health centre", "Fri 28 10:00")]),
        ("fri 2pm covid jab at the clinic", [("covid jab at the clinic", "Fri 07 14:00")]),
        ("flu shots are free this year", []),
    ],
)  # fmt: skip
def test_shots_are_diary_events(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert todos(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("next fri is the dentist for both boys at 3", [("dentist for both boys", "Fri 07 15:00")]),
        ("3 wks from now is the dog's rabies booster", [("dog's rabies booster", "Fri 21 00:00")]),
        ("dec 22nd is the deadline for the permit application, i need to submit it",
         [("submit the permit application", "Mon 22 00:00")]),
        ("sat is my birthday", []),
        ("friday is the day the movers come", []),
    ],
)  # fmt: skip
def test_a_day_said_as_its_event(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert todos(text) == expected
