"""Session 36: the user's name put down for a job is the job: "i'm down to cook the sunday roast",
"i'm signed up to bring the salads", "i'm rostered on to drive the bus fri". A to-do verb must
follow: "i'm down to my last 20 bucks" is no job (and "signed up to cook" is no role)."""

from __future__ import annotations

from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, StateClaim, extract

TZ = ZoneInfo("Australia/Sydney")
NOW = datetime(2026, 12, 7, 8, tzinfo=TZ)  # a Monday


@pytest.mark.parametrize(
    ("said", "action", "day"),
    [
        ("i'm down to cook the sunday roast this week", "cook the sunday roast", date(2026, 12, 13)),
        ("im down to bring the salads sat", "bring the salads", date(2026, 12, 12)),
        ("i'm signed up to cook sunday", "cook", date(2026, 12, 13)),
        ("i'm rostered on to drive the bus fri", "drive the bus", date(2026, 12, 11)),
        ("I'm booked in to service the ute tmrw", "service the ute", date(2026, 12, 8)),
        ("i am pencilled in to run the quiz on fri", "run the quiz", date(2026, 12, 11)),
    ],
)
def test_a_name_put_down_for_a_job_is_the_job(said: str, action: str, day: date) -> None:
    got = extract(said, now=NOW, tz=TZ)
    assert len(got) == 1 and isinstance(got[0], NewCommitment), (said, got)
    assert got[0].action == action and got[0].owner == "me", (said, got)
    due = got[0].due
    assert due is not None and (due.end - timedelta(seconds=1)).astimezone(TZ).date() == day, (said, got)


@pytest.mark.parametrize(
    "said", ["i'm down to my last 20 bucks", "i'm down to two bars of battery", "i'm down to 3 days"]
)
def test_down_to_a_count_is_no_job(said: str) -> None:
    assert not any(isinstance(i, (NewCommitment, StateClaim)) for i in extract(said, now=NOW, tz=TZ)), said
