"""Dues whose words give no exact day or moment are asked about: a midnight on a named day
(the start or the end of it?), a month said with "sometime"; "by midnight" and a plain month
stay as they were."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, Unclear, extract

TZ = ZoneInfo("Africa/Lagos")
NOW = datetime(2027, 10, 29, 12, 30, tzinfo=TZ)  # a Friday


@pytest.mark.parametrize(
    "text",
    [
        "need to pick mum up from the airport at midnight tomorrow",
        "collect Chidi from the station sunday at midnight",
        "need to visit Mama in Enugu sometime in december",
        "gotta repaint the gate some time in november",
        "book the hall at some point in jan",
        # a quarter so said (blind37): its last day would be a guess too
        "gotta repaint the nursery sometime in Q1",
        "sort the garage at some point in q3",
    ],
)
def test_a_due_with_no_exact_day_is_asked(text: str) -> None:
    [found] = extract(text, now=NOW, tz=TZ)
    assert isinstance(found, Unclear)  # asked, never stored with a guessed day


@pytest.mark.parametrize(
    "text",
    [
        "submit the form by midnight",
        "send the invoice by midnight tomorrow",
        "renew the licence in december",
    ],
)
def test_a_due_with_its_day_is_kept(text: str) -> None:
    [found] = extract(text, now=NOW, tz=TZ)
    assert isinstance(found, NewCommitment) and found.due is not None
