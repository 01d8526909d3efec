"""A thing's due said of it moves its to-do: in the plural as in the singular ("the nursery fees are
due the 8th" made a second, new to-do), and as its deadline ("the VAT deadline is 7 feb" made a to-do
"VAT deadline" beside "vat return")."""

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
        ("the VAT deadline is 7 feb", "VAT", "Sun 07"),
        ("the lease's due date is now the 9th", "lease", "Wed 09"),
    ],
)
def test_a_due_said_of_a_plural_thing_moves_it(text: str, thing: str, day: str) -> None:
    [moved] = read(text)
    assert isinstance(moved, MoveCommitment) and moved.action == thing, moved
    assert moved.due is not None and moved.due.start.astimezone(DUBLIN).strftime("%a %d") == day


@pytest.mark.parametrize("text", ["the deadline is friday", "Maya's deadline is friday"])
def test_a_deadline_of_no_thing_or_of_someone_moves_nothing(text: str) -> None:
    assert not any(isinstance(i, MoveCommitment) for i in read(text))
