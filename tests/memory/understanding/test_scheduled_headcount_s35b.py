"""A booking said to be in the diary with how many it is for ("locked in for 12 ppl") finishes
the to-do of booking it, as without; a bare "for 8" may be the hour and is left to the forms
that read a new time. Wordings of our own."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, extract

TZ = ZoneInfo("America/Chicago")
NOW = datetime(2029, 1, 17, 7, 40, tzinfo=TZ)


def _done(text: str) -> list[str]:
    return [i.action for i in extract(text, now=NOW, tz=TZ) if isinstance(i, CompleteCommitment)]


@pytest.mark.parametrize(
    ("text", "action"),
    [("Shauna's dinner is locked in for 12 ppl 🎉", "booked Shauna's dinner"),
     ("the table's booked in for six of us", "booked table"),
     ("the venue is locked in for 40 guests!", "booked venue"),
     ("team lunch is pencilled in for ten people", "booked team lunch")],
)
def test_a_booking_in_the_diary_for_a_headcount_is_done(text: str, action: str) -> None:
    assert _done(text) == [action]


@pytest.mark.parametrize("text", ["team lunch is locked in for 8", "dinner is locked in for friday"])
def test_a_bare_number_or_a_day_is_no_headcount(text: str) -> None:
    assert _done(text) == []
