"""A move to a numeric date that reads both ways ("move the book swap to 5/6" in Louisville, 6 May and
5 June both ahead) is asked about, as a new to-do on that date is (session 38, blind36's multi); a
date that reads one way, or a user whose order is known, moves as said."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import MoveCommitment, Unclear, extract

LOUISVILLE = ZoneInfo("America/Kentucky/Louisville")
NOW = datetime(2031, 4, 29, 12, 5, tzinfo=LOUISVILLE)  # a Tuesday lunchtime


@pytest.mark.parametrize(
    "text",
    [
        "move the book swap to 5/6",
        "push the dentist to 5/6",
        "the dentist is now 6/5",
        "move the book swap to 5/6 and tell everyone",
    ],
)
def test_a_move_to_a_date_read_both_ways_is_asked(text: str) -> None:
    found = extract(text, now=NOW, tz=LOUISVILLE)
    assert not any(isinstance(i, MoveCommitment) for i in found), found
    assert any(isinstance(i, Unclear) and "move to" in i.question for i in found), found


@pytest.mark.parametrize(("text", "day"), [("move the dentist to 5/20", 20)])
def test_a_move_to_a_date_read_one_way_moves(text: str, day: int) -> None:
    [move] = extract(text, now=NOW, tz=LOUISVILLE)
    assert isinstance(move, MoveCommitment) and move.due.start.astimezone(LOUISVILLE).day == day


def test_a_user_whose_order_is_known_is_not_asked() -> None:
    [move] = extract("move the book swap to 5/6", now=NOW, tz=LOUISVILLE, date_order="MDY")
    assert isinstance(move, MoveCommitment) and move.due.start.astimezone(LOUISVILLE).day == 6
