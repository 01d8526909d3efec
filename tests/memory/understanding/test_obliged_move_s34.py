"""Tests for a move said as an obligation (session 34): "need to move dentist to next wed" offered a
to-do "move dentist to" due next Wednesday (the new day read as the due, a dangling "to" left in
the action) and left the open dentist where it was. Said bare, it is the move."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import MoveCommitment, NewCommitment
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Europe/Lisbon")
READ = Reading(datetime(2026, 12, 7, 8, 0, tzinfo=ZONE), ZONE, fmt="%a %d %b")  # a Monday morning


@pytest.mark.parametrize(
    ("text", "target", "day"),
    [
        ("need to move dentist to next wed", "dentist", "Wed 16 Dec"),
        ("gotta move the team lunch to tues", "team lunch", "Tue 08 Dec"),
        ("i have to push the budget review back to the 20th", "budget review", "Sun 20 Dec"),
        ("mon is a bank holiday so gotta move the team lunch to fri", "team lunch", "Fri 11 Dec"),
        # Indian English "prepone" (session 38): read before the message's words are normalised
        ("i have to prepone the client call to wed 3pm", "client call", "Wed 09 Dec"),
    ],
)
def test_an_obligation_to_move_a_thing_to_a_day_is_the_move(text: str, target: str, day: str) -> None:
    moves = [i for i in READ(text) if isinstance(i, MoveCommitment)]
    assert len(moves) == 1 and moves[0].action == target and READ.when(moves[0]) == day, READ(text)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("need to move the car to the garage", "move the car to the garage"),  # a place, no day
        ("gotta push the boat to the jetty", "push the boat to the jetty"),
    ],
)
def test_a_move_to_a_place_stays_a_todo(text: str, action: str) -> None:
    [todo] = READ(text)
    assert isinstance(todo, NewCommitment) and todo.action == action
