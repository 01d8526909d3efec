"""A thing due on a day, then the verb and "before" ("school fees due 5th jan, must pay before",
"council tax due friday - must pay b4 then"): one to-do, the verb on the thing, due the day
before; "by then" keeps the day itself, and a second day after "before" is not this shape."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import MoveCommitment, NewCommitment
from tests.memory.understanding.reading import Reading

KOLKATA = ZoneInfo("Asia/Kolkata")
read = Reading(datetime(2026, 12, 8, 9, 10, tzinfo=KOLKATA), KOLKATA)


def todos(text: str) -> list[tuple[str, str | None]]:
    found = [i.otherwise if isinstance(i, MoveCommitment) and i.otherwise else i for i in read(text)]
    return [(i.action, read.when(i)) for i in found if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("school fees due 5th jan, must pay before", [("pay the school fees", "Mon 04 00:00")]),
        ("also my daughter school fees due 5th jan, must pay before",
         [("pay my daughter school fees", "Mon 04 00:00")]),
        ("council tax due friday - must pay b4 then", [("pay the council tax", "Thu 10 00:00")]),
        ("library books due back tues, return them by then", [("return the library books", "Tue 15 00:00")]),
        ("council tax due friday - must pay", [("pay the council tax", "Fri 11 00:00")]),
    ],
)  # fmt: skip
def test_due_then_the_verb_before(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert todos(text) == expected
