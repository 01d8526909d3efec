"""A clock time with no am/pm said late in the evening: the rest of that evening counts."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment
from tests.memory.understanding.reading import Reading

KAMCHATKA = ZoneInfo("Asia/Kamchatka")
LATE = Reading(datetime(2028, 6, 29, 23, 10, tzinfo=KAMCHATKA), KAMCHATKA, fmt="%d %H:%M")  # Thu 23:10
LISBON = ZoneInfo("Europe/Lisbon")
TEN_PM = Reading(datetime(2027, 3, 4, 22, 5, tzinfo=LISBON), LISBON, fmt="%d %H:%M")


@pytest.mark.parametrize(
    ("run", "text", "when"),
    [
        (LATE, "remind me at 11:45 to take the bins out", "29 23:45"),
        (LATE, "take the bins out at 11:45", "29 23:45"),
        (LATE, "ping Ana at 11.50 about the keys", "29 23:50"),
        (LATE, "call mum at 9", "30 09:00"),  # gone tonight: tomorrow's
        (LATE, "switch the heating off at 11:05", "30 11:05"),  # 23:05 has passed
        (TEN_PM, "remind me at 10:30 to lock the shed", "04 22:30"),
        (TEN_PM, "text Joana at 8", "05 08:00"),
    ],
)
def test_a_clock_time_said_late_is_the_next_one_that_evening_or_tomorrow(run: Reading, text: str, when: str) -> None:
    found = run(text)
    assert len(found) == 1 and isinstance(found[0], NewCommitment), found
    assert run.when(found[0]) == when
