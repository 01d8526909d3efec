"""Session 36 (busy users outside the corpora): how people type in Telegram and Slack, read as
they mean it."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, extract

DUBLIN = ZoneInfo("Europe/Dublin")
LATE_SUNDAY = datetime(2026, 12, 6, 23, 33, tzinfo=DUBLIN)


def _due_day(said: str, now: datetime, tz: ZoneInfo) -> date | None:
    todos = [i for i in extract(said, now=now, tz=tz) if isinstance(i, NewCommitment)]
    assert len(todos) == 1, (said, todos)
    return None if todos[0].due is None else todos[0].due.start.astimezone(tz).date()


@pytest.mark.parametrize(
    ("said", "day"),
    [
        # a day's close said after the day: "before" it is by that day's end, not the day before
        ("need to email dr obrien abt the extension b4 tmrw eod", date(2026, 12, 7)),
        ("email the landlord before tomorrow eod", date(2026, 12, 7)),
        ("send the figures before friday eod", date(2026, 12, 11)),
        ("send the figures b4 fri cob", date(2026, 12, 11)),
        ("send the figures before friday end of day", date(2026, 12, 11)),
        ("send the figures before fri close of business", date(2026, 12, 11)),
        # near-misses: a bare day "before" is still by the day before it, a close alone is by then
        ("send the figures before friday", date(2026, 12, 10)),
        ("send the figures b4 tmrw", date(2026, 12, 6)),
        ("send the figures before the end of the month", date(2026, 12, 31)),
    ],
)
def test_before_a_days_close_is_by_that_day(said: str, day: date) -> None:
    assert _due_day(said, LATE_SUNDAY, DUBLIN) == day
