"""A to-do of a verb recap does not know, said as a way there (session 34): "ride out to Khar-Us lake sun
9am" (a correction of its time was asked about only because the ride itself was never kept), "cycle to the
market sat"; where someone is or goes ("back to the office mon", "off to Leeds sat") stays no to-do."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Asia/Ulaanbaatar")
READ = Reading(datetime(2031, 7, 10, 9, 0, tzinfo=ZONE), ZONE)  # a Thursday


@pytest.mark.parametrize(
    ("text", "action", "when"),
    [
        ("ride out to Khar-Us lake sun 9am", "ride out to Khar-Us lake", "Sun 13 09:00"),
        ("ride out to the lake sun 9am", "ride out to the lake", "Sun 13 09:00"),
        ("cycle to the market sat", "cycle to the market", "Sat 12 00:00"),
        ("kayak across to the island tmrw", "kayak across to the island", "Fri 11 00:00"),
    ],
)
def test_a_way_there_with_a_day_ahead_is_a_to_do(text: str, action: str, when: str) -> None:
    [todo] = READ(text)
    assert isinstance(todo, NewCommitment) and (todo.action, READ.when(todo)) == (action, when), todo


@pytest.mark.parametrize(
    "text",
    ["back to the office mon", "off to Leeds sat", "headed to Leeds sat", "went to the lake sun", "omw to the park"],
)
def test_where_someone_is_or_went_is_no_to_do(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) for i in READ(text)), READ(text)
