"""A to-do timed ahead of another day ("remind me 2 days before xmas to wrap presents", "ping legal
re the NDA before thurs standup"): counted back from the day, the occasion no part of the to-do."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding._ahead_of import ahead_of
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
read = Reading(datetime(2026, 12, 2, 8, 5, tzinfo=LONDON), LONDON)  # a Wednesday
CHICAGO = ZoneInfo("America/Chicago")
read_chicago = Reading(datetime(2026, 12, 2, 8, 5, tzinfo=CHICAGO), CHICAGO)


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("remind me 2 days before xmas to wrap presents", ("wrap presents", "Wed 23 00:00")),
        ("remind me to wrap presents 2 days before christmas", ("wrap presents", "Wed 23 00:00")),
        ("remind me a week before the 15th to book the car", ("book the car", "Tue 08 00:00")),
        ("can you remind me 3 days before the 20th to pay the nanny", ("pay the nanny", "Thu 17 00:00")),
        ("remind me the day before valentine's to buy flowers", ("buy flowers", "Sat 13 00:00")),
        ("pack 3 days prior to the 15th", ("pack", "Sat 12 00:00")),
        ("ping legal re the NDA before thurs standup", ("ping legal re the NDA", "Thu 03 00:00")),
        ("ping legal re the NDA before thursdays standup", ("ping legal re the NDA", "Thu 03 00:00")),
    ],
)
def test_counted_back(text: str, todo: tuple[str, str]) -> None:
    assert read.todos(read(text)) == [todo]


def test_in_chicago() -> None:
    assert read_chicago.todos(read_chicago("remind me 2 days before thanksgiving to order the pies")) == [
        ("order the pies", "Tue 23 00:00")
    ]


@pytest.mark.parametrize(
    "text",
    [
        "call mum before fri pls",  # no occasion after the day
        "pay rent before fri lol",
        "remind me to call mum before sat 9am",  # a time, not an occasion
        "remind me to call mum tomorrow",
        "finish it before friday morning",
    ],
)
def test_left_as_said(text: str) -> None:
    assert ahead_of(text) == text


@pytest.mark.parametrize("text", ["before in in in", "after a b c", "b4 in in"])
def test_a_when_said_first_with_nothing_after_never_breaks_the_reader(text: str) -> None:
    """The fuzz test found "before in in in" raised IndexError (a when of four words, nothing after)."""
    from memory.understanding import extract

    assert isinstance(extract(text, now=datetime(2026, 12, 2, 8, 5, tzinfo=LONDON), tz=LONDON), list)
