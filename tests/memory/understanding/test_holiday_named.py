"""Tests for a holiday said before what is held for it ("xmas party is on the 18th", "the
christmas lunch is on the 20th"): the holiday names the occasion, which is kept on its own day, or
on none after "for"; with no other day ("boxing day sale - get there by 8am") and said alone ("by
christmas", "book flights for xmas") the holiday keeps its date."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding._holiday_named import names_occasion
from tests.memory.understanding.reading import Reading

NEW_YORK = ZoneInfo("America/New_York")
READ = Reading(datetime(2026, 12, 2, 9, 5, tzinfo=NEW_YORK), NEW_YORK)


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("xmas party is on the 18th", ("xmas party", "Fri 18 00:00")),
        ("the xmas party is on the 18th", ("xmas party", "Fri 18 00:00")),
        ("christmas party is on the 18th", ("christmas party", "Fri 18 00:00")),
        ("xmas party on the 18th", ("xmas party", "Fri 18 00:00")),
        ("the christmas lunch is on the 20th", ("christmas lunch", "Sun 20 00:00")),
        ("christmas dinner at 6 on the 25th", ("christmas dinner", "Fri 25 18:00")),
        ("send the xmas cards by the 15th", ("send the xmas cards", "Tue 15 00:00")),
        ("xmas party tomorrow at 6", ("xmas party", "Thu 03 18:00")),
        ("buy a jumper for the xmas party", ("buy a jumper for the xmas party", None)),
        ("buy a dress for our christmas do", ("buy a dress for our christmas do", None)),
    ],
)
def test_the_holiday_names_the_occasion(text: str, todo: tuple[str, str | None]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("finish the report by christmas", ("finish the report", "Fri 25 00:00")),
        ("wrap presents christmas eve", ("wrap presents", "Thu 24 00:00")),
        ("book flights for xmas", ("book flights", "Fri 25 00:00")),
        ("boxing day sale - get there by 8am", ("get there", "Sat 26 08:00")),  # the sale is on boxing day
        ("nye drinks at ours - grab ice b4 6", ("grab ice", "Thu 31 18:00")),
    ],
)
def test_a_holiday_alone_is_still_its_day(text: str, todo: tuple[str, str | None]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize(
    ("phrase", "following", "names"),
    [
        ("xmas", "party", True),
        ("the christmas", "lunch", True),
        ("easter", "eggs", True),
        ("thanksgiving", "dinner,", True),
        ("christmas lunch", None, True),
        ("christmas", "day", False),
        ("christmas", None, False),
        ("friday", "party", False),
        ("the 18th", "party", False),
    ],
)
def test_names_occasion(phrase: str, following: str | None, names: bool) -> None:
    assert names_occasion(phrase, following) is names
