"""A thing said in the plural is due as the singular is: "the nursery fees are due the 8th" moves
the to-do to pay them, as "the gas bill is due the 8th" does (it was a second, new to-do)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import MoveCommitment
from tests.memory.understanding.reading import Reading

DUBLIN = ZoneInfo("Europe/Dublin")
read = Reading(datetime(2026, 12, 3, 19, 5, tzinfo=DUBLIN), DUBLIN)  # a Thursday


@pytest.mark.parametrize(
    ("text", "thing", "day"),
    [
        ("the nursery fees are due the 8th", "nursery fees", "Tue 08"),
        ("actually the nursery fees are due the 8th", "nursery fees", "Tue 08"),
        ("the invoices are due friday", "invoices", "Fri 04"),
        ("the gas bill is due the 8th", "gas bill", "Tue 08"),
    ],
)
def test_a_due_said_of_a_plural_thing_moves_it(text: str, thing: str, day: str) -> None:
    [moved] = read(text)
    assert isinstance(moved, MoveCommitment) and moved.action == thing, moved
    assert moved.due is not None and moved.due.start.astimezone(DUBLIN).strftime("%a %d") == day
