"""A deed done "at hers", "to his place": someone's place said by a pronoun, which the to-do names
its own way ("drop the meat at Aalasi's"), is no part of the report (session 39, issue 10)."""

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory import understanding
from memory.understanding.intents import CompleteCommitment

TZ = ZoneInfo("America/Edmonton")
NOW = datetime(2032, 7, 9, 17, 0, tzinfo=TZ)


@pytest.mark.parametrize(
    ("said", "done"),
    [
        ("delivered the casserole to hers", "delivered the casserole"),
        ("dropped the tools off at his place", "dropped the tools"),
        ("took the cake round to theirs", "took the cake round"),
    ],
)
def test_someones_place_is_set_aside(said: str, done: str) -> None:
    found = understanding.extract(said, now=NOW, tz=TZ)
    assert [i.action for i in found if isinstance(i, CompleteCommitment)] == [done]
