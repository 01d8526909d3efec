"""A to-do put back with a dash (session 34): "call mum - not tonight, tmrw", "gym membership:
not this month, january", "haircut - thurs instead" are moves to the day after the comma. They
were read as a new to-do due on the day said off ("haircut: not" due today), kept the dash in the
action ("haircut -"), or kept nothing; "lunch w/ Jo thurs instead" was a second lunch."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import MoveCommitment, NewCommitment
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Australia/Sydney")
READ = Reading(datetime(2026, 12, 7, 8, 30, tzinfo=ZONE), ZONE, fmt="%a %d %b")  # a Monday morning


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("call mum - not tonight, tmrw", "call mum", "Tue 08 Dec"),
        ("haircut: not today, thurs", "haircut", "Thu 10 Dec"),
        ("gym membership - not this month, january", "gym membership", "Fri 01 Jan"),
        ("the report: not today, monday", "report", "Mon 14 Dec"),
        ("lunch w/ Jo — not wed, thurs", "lunch with Jo", "Thu 10 Dec"),
        ("dentist – not fri, mon", "dentist", "Mon 14 Dec"),
        ("haircut - thurs instead", "haircut", "Thu 10 Dec"),
        ("lunch w/ Jo thurs instead", "lunch with Jo", "Thu 10 Dec"),
    ],
)
def test_a_thing_put_back_after_a_dash_is_moved(text: str, action: str, due: str) -> None:
    [move] = READ(text)
    assert isinstance(move, MoveCommitment), move
    assert (move.action, READ.when(move)) == (action, due)


@pytest.mark.parametrize(
    "text",
    [
        "the venue - not great, too small",  # no days: an opinion
        "fri 3pm: not the dentist, the vet",  # the day is the thing's own: which visit, not when
        "haircut - not today, maybe never lol",  # no day it is put back to
    ],
)
def test_a_dash_with_no_day_put_back_to_moves_nothing(text: str) -> None:
    assert not any(isinstance(i, MoveCommitment) for i in READ(text)), READ(text)


def test_a_diary_line_with_its_day_is_still_a_new_one() -> None:
    [todo] = READ("lunch w/ Jo thurs")
    assert isinstance(todo, NewCommitment) and (todo.action, READ.when(todo)) == ("lunch with Jo", "Thu 10 Dec")
