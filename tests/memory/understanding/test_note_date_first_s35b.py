"""Session 35 (blind34): a labelled to-do that opens with its day ("note to self - on the 4th renew
the subscription", "todo: next mon pay the rent") is due that day, and the day is no part of the
to-do; a note that opens with a day and then says a thing that happens stays no to-do."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, extract

TZ = ZoneInfo("Europe/Berlin")
NOW = datetime(2031, 3, 31, 9, tzinfo=TZ)  # a Monday


@pytest.mark.parametrize(
    ("said", "action", "day"),
    [
        ("note to self - on the 4th renew the station library subscription", "renew the station library subscription",
         date(2031, 4, 4)),
        ("note to self: on the 4th renew the subscription", "renew the subscription", date(2031, 4, 4)),
        ("note to self - tmrw call the vet", "call the vet", date(2031, 4, 1)),
        ("todo: next mon pay the rent", "pay the rent", date(2031, 4, 7)),
        ("note to self - renew the subscription on the 4th", "renew the subscription", date(2031, 4, 4)),
    ],
)
def test_a_labelled_todo_said_after_its_day(said: str, action: str, day: date) -> None:
    [got] = extract(said, now=NOW, tz=TZ)
    assert isinstance(got, NewCommitment), got
    assert got.action == action
    assert got.due is not None and got.due.start.astimezone(TZ).date() == day


def test_a_note_of_what_happens_that_day_is_no_todo() -> None:
    assert extract("note to self - tmrw the plumber comes", now=NOW, tz=TZ) == []
