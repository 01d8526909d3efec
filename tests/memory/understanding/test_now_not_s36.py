"""A move said with "now" and the old day after "not", no comma between ("the office move is now
jan 15 not jan 8"): read as the move, as with the comma; "not" before anything but one time
expression is left alone."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import MoveCommitment
from memory.understanding._now_not import now_not
from tests.memory.understanding.reading import Reading

DUBLIN = ZoneInfo("Europe/Dublin")
NOW = datetime(2026, 12, 8, 17, 40, tzinfo=DUBLIN)
read = Reading(NOW, DUBLIN)


@pytest.mark.parametrize(
    ("text", "thing", "when"),
    [
        ("the office move is now jan 15 not jan 8", "office move", "Fri 15 00:00"),
        ("standup is at 10 now not 9", "standup", "Wed 09 10:00"),
        ("rent is now due the 5th not the 1st", "rent", "Tue 05 00:00"),
        ("party now sat not fri", "party", "Sat 12 00:00"),
    ],
)
def test_now_not_the_old_day_is_a_move(text: str, thing: str, when: str) -> None:
    [move] = read(text)
    assert isinstance(move, MoveCommitment)
    assert (move.action, read.when(move)) == (thing, when)


@pytest.mark.parametrize(
    "text",
    [
        "the sky is now clear not cloudy",
        "it's now or never not later",
        "we now have 3 not 4 kids coming",
        "the office move is now jan 15, not jan 8",  # the comma already there
        "not jan 8 now",
    ],
)
def test_left_alone(text: str) -> None:
    assert now_not(text, now=NOW, tz=DUBLIN) == text
