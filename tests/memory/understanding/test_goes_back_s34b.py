"""Tests for the "goes back" of blind33's "in 48h the loaner sat phone goes back" (session 34,
helper r2a): a thing lent or hired that "goes back" on a day is returned by then, as one "due
back" is. Only said with its day last: the day said first is still read elsewhere (left)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Pacific/Auckland")
READ = Reading(datetime(2030, 1, 1, 9, 40, tzinfo=ZONE), ZONE, fmt="%a %d %b")


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("the loaner sat phone goes back in 48h", "return the loaner sat phone"),
        ("the library books go back fri", "return the library books"),
        ("the hire car has to go back tmrw", "return the hire car"),
        ("the hire car needs to go back tmrw", "return the hire car"),
    ],
)
def test_a_thing_that_goes_back_on_a_day_is_returned(text: str, action: str) -> None:
    found = READ(text)
    assert len(found) == 1 and isinstance(found[0], NewCommitment), found
    assert found[0].action == action and found[0].due is not None


@pytest.mark.parametrize(
    "text",
    [
        "the clocks go back sunday",
        "school goes back tues",
        "Maya goes back fri",
        "the kids go back to school mon",
        "he goes back to work on monday",
        "the team goes back fri",
    ],
)
def test_what_starts_again_or_who_goes_back_is_no_return(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, NewCommitment) and i.action.startswith("return")]
