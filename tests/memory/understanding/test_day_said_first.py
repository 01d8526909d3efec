"""A day of the month said first with a to-do after it ("the 29th pay the gardener"), and a bare
"be home / be at …" with a date ("march 12th be home for the solar installer"): dated to-dos."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from tests.memory.understanding.reading import Reading

APIA = ZoneInfo("Pacific/Apia")
read = Reading(datetime(2030, 2, 28, 7, 50, tzinfo=APIA), APIA, fmt="%m-%d %H:%M")  # Thu 28 Feb


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("the 29th pay the gardener", ("pay the gardener", "03-29 00:00")),
        ("the 3rd call the bank", ("call the bank", "03-03 00:00")),
        ("the 15th gotta renew the rego", ("renew the rego", "03-15 00:00")),
        ("the 28th book the vet", ("book the vet", "03-28 00:00")),  # said on the 28th: next month's
        ("march 12th be home for the solar installer", ("be home for the solar installer", "03-12 00:00")),
        ("be home for the plumber tmrw", ("be home for the plumber", "03-01 00:00")),
        ("tmrw be at the depot by 9", ("be at the depot", "03-01 09:00")),
        ("b home by 6 tonight", ("be home", "02-28 18:00")),
    ],
)
def test_dated(text: str, todo: tuple[str, str]) -> None:
    assert read.todos(read(text)) == [todo]


@pytest.mark.parametrize(
    "text",
    [
        "the 3rd floor is flooded",  # a rank
        "the 5th time the printer jammed",
        "be home soon",  # no date
        "be in a meeting all day tmrw",  # a state
    ],
)
def test_no_dated_todo(text: str) -> None:
    assert read.todos(read(text)) == []
