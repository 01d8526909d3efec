"""A move to a day of the month said alone ("the inspection moved to the 25th") for a to-do due
in a later month than the next such day from now: the day of the to-do's own month when nearer its
due (18 January moved to the 25th is 25 January, never 25 December; due 1 January, the 28th is
28 December). A day of its own month or a later one, a day
its month lacks and a date said with its month keep the reader's reading."""

from __future__ import annotations

from datetime import datetime

import pytest

from memory.moved_due import moved_due
from memory.timefmt import zone
from memory.understanding import MoveCommitment, extract

TZ = zone("Europe/London")
NOW = datetime(2026, 12, 8, 10, 0, tzinfo=TZ)


def _moved(text: str, current: datetime) -> str:
    (move,) = extract(text, now=NOW, tz=TZ)
    assert isinstance(move, MoveCommitment)
    return moved_due(move, current.astimezone(TZ), TZ).astimezone(TZ).strftime("%Y-%m-%d %H:%M")


@pytest.mark.parametrize(
    ("text", "current", "moved"),
    [
        ("the inspection moved to the 25th", datetime(2027, 1, 18, 23, 59, 59, tzinfo=TZ), "2027-01-25 23:59"),
        ("board meeting pushed to the 28th", datetime(2027, 1, 20, 10, 0, tzinfo=TZ), "2027-01-28 10:00"),
        ("the audit moved to the 10th", datetime(2027, 1, 18, 23, 59, 59, tzinfo=TZ), "2027-01-10 23:59"),
    ],
)
def test_a_bare_day_is_of_the_todos_own_month(text: str, current: datetime, moved: str) -> None:
    assert _moved(text, current) == moved


@pytest.mark.parametrize(
    ("text", "current", "moved"),
    [
        ("fence repair moved to the 14th", datetime(2026, 12, 12, 23, 59, 59, tzinfo=TZ), "2026-12-14 23:59"),
        ("dentist moved to the 5th", datetime(2026, 12, 30, 15, 0, tzinfo=TZ), "2027-01-05 15:00"),
        ("the review moved to the 31st", datetime(2027, 2, 10, 23, 59, 59, tzinfo=TZ), "2026-12-31 23:59"),
        ("the inspection moved to dec 28", datetime(2027, 1, 18, 23, 59, 59, tzinfo=TZ), "2026-12-28 23:59"),
        ("the rent moved to the 28th", datetime(2027, 1, 1, 23, 59, 59, tzinfo=TZ), "2026-12-28 23:59"),
    ],
)
def test_otherwise_the_readers_day_stands(text: str, current: datetime, moved: str) -> None:
    assert _moved(text, current) == moved
