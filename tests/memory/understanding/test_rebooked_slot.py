"""A booking moved to a new slot said with "for" ("boiler guy rescheduled for sat morning",
"rebooked for the 14th") is a move, never a to-do done; a no-show said before it ("didn't show
up") is no done report either."""

from __future__ import annotations

from datetime import datetime

import pytest

from memory.timefmt import zone
from memory.understanding import CompleteCommitment, MoveCommitment
from tests.memory.understanding.reading import Reading

TZ = zone("Europe/London")
run = Reading(datetime(2026, 12, 7, 9, 0, tzinfo=TZ), TZ, fmt="%a")


@pytest.mark.parametrize(
    ("text", "target", "day"),
    [
        ("boiler guy rescheduled for sat morning", "boiler guy", "Sat"),
        ("the dentist rebooked for thursday", "dentist", "Thu"),
        ("rebooked for sat morning", "that", "Sat"),
        ("rescheduled it for the 14th", "that", "Mon"),
        ("boiler guy didn't show up, rebooked for sat morning", "boiler guy", "Sat"),
        ("electrician never showed, rescheduled for friday", "electrician", "Fri"),
    ],
)
def test_a_new_slot_is_a_move(text: str, target: str, day: str) -> None:
    found = run(text)
    assert not any(isinstance(i, CompleteCommitment) for i in found)
    (move,) = [i for i in found if isinstance(i, MoveCommitment)]
    assert move.action == target and run.when(move) == day


@pytest.mark.parametrize("text", ["boiler guy didn't show up", "the courier didn't turn up again"])
def test_a_no_show_finishes_nothing(text: str) -> None:
    assert not any(isinstance(i, CompleteCommitment) for i in run(text))
