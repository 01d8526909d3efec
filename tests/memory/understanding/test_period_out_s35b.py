"""Session 35 (blind34): "before the weekend's out" is by the weekend's last day, not before it
starts as "before the weekend" is ("before fri is over" is by Friday, not Thursday), and the words
that end the period are part of the date, never of the to-do. A to-do put off a long time ends in
"finally" / "at last", which says how long it waited, never what is done."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, extract

TZ = ZoneInfo("Europe/Berlin")
NOW = datetime(2031, 3, 31, 9, tzinfo=TZ)  # a Monday


def _one(said: str) -> NewCommitment:
    [got] = extract(said, now=NOW, tz=TZ)
    assert isinstance(got, NewCommitment), (said, got)
    return got


@pytest.mark.parametrize(
    ("said", "action", "day"),
    [
        ("told Oluwaseun i'd proofread his penguin paper before the weekend's out", "proofread his penguin paper",
         date(2031, 4, 6)),
        ("need to clean the gutters before the weekend is over", "clean the gutters", date(2031, 4, 6)),
        ("i'll sort the invoices by the weekend's done", "sort the invoices", date(2031, 4, 6)),
        ("before the weekend's out i gotta mow the lawn", "mow the lawn", date(2031, 4, 6)),
        ("fix the boiler before fri is over", "fix the boiler", date(2031, 4, 4)),
    ],
)
def test_before_a_period_is_out_is_by_its_last_day(said: str, action: str, day: date) -> None:
    got = _one(said)
    assert got.action == action
    assert got.due is not None and got.due.start.astimezone(TZ).date() == day


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("need to fix the boiler before fri", date(2031, 4, 3)),
        ("need to sort the car tax by the weekend", date(2031, 4, 4)),
        ("proofread the paper before the weekend", date(2031, 4, 4)),
    ],
)
def test_before_a_period_itself_stays_before_it(said: str, day: date) -> None:
    got = _one(said)
    assert got.due is not None and got.due.start.astimezone(TZ).date() == day


@pytest.mark.parametrize(
    ("said", "action"),
    [
        ("next fri i'll clean out the drying room finally", "clean out the drying room"),
        ("need to fix the shed door finally", "fix the shed door"),
        ("tmrw gonna call the landlord at last", "call the landlord"),
        ("tmrw i'll answer Priya's email at long last", "answer Priya's email"),
    ],
)
def test_finally_says_how_long_it_waited_not_what_is_done(said: str, action: str) -> None:
    assert _one(said).action == action
