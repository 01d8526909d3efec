"""Session 46's lead: readings found by playing conversations typed as busy people type."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding.timex import find_spans

CHICAGO = ZoneInfo("America/Chicago")


def _clock(text: str, hour: int) -> str:
    now = datetime(2026, 12, 7, hour, 20, tzinfo=CHICAGO)
    (span,) = find_spans(text, now=now, tz=CHICAGO)
    assert span.spec is not None
    return span.spec.start.astimezone(CHICAGO).strftime("%d %H:%M")


@pytest.mark.parametrize(
    ("text", "hour", "when"),
    [
        # said at 6:20: today's 7:15 still ahead is the morning one, as "at 7:15" alone is
        ("today at 7:15", 6, "07 07:15"),
        ("7:15 today", 6, "07 07:15"),
        ("2day at 8", 6, "07 08:00"),
        # noon: the morning's has gone, so the evening's
        ("today at 9", 12, "07 21:00"),
        ("today at 7:15", 12, "07 19:15"),
        # before waking hours still the afternoon, as before
        ("today at 6:45", 6, "07 18:45"),
        ("today at 5", 6, "07 17:00"),
        # a part of the day says which half itself
        ("this morning at 7", 12, "07 07:00"),
        ("tonight at 7", 6, "07 19:00"),
        # another day keeps its reading
        ("tmrw at 7:15", 6, "08 19:15"),
    ],
)
def test_today_at_a_clock_is_the_next_such_time_today(text: str, hour: int, when: str) -> None:
    assert _clock(text, hour) == when
