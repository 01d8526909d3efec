"""Session 35 (blind34): a "before" clause that says what a thing starts or keeps doing ("before it
starts billing", "b4 it charges me again") is the to-do's condition, as "before it renews" is,
never part of what is done; a date in it is still when the thing happens."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, extract

TZ = ZoneInfo("Europe/Berlin")
NOW = datetime(2031, 3, 31, 9, tzinfo=TZ)


@pytest.mark.parametrize(
    ("said", "action", "day"),
    [
        ("end of the month — cancel the satellite tv trial before it starts billing", "cancel the satellite tv trial",
         date(2031, 3, 31)),
        ("tmrw: cancel the gym before it charges me again", "cancel the gym", date(2031, 4, 1)),
        ("need to cancel the trial before it starts charging on the 10th", "cancel the trial", date(2031, 4, 9)),
        ("bring the washing in before it starts raining", "bring the washing in", None),
        ("fri - cancel the trial before it renews", "cancel the trial", date(2031, 4, 4)),
    ],
)
def test_what_a_thing_starts_doing_is_the_condition(said: str, action: str, day: date | None) -> None:
    [got] = extract(said, now=NOW, tz=TZ)
    assert isinstance(got, NewCommitment), got
    assert got.action == action
    assert (got.due.start.astimezone(TZ).date() if got.due else None) == day
