"""A deed done, then "and put it …" (a verb whose past is its plain form): the deed is the report,
where the thing went after is no part of it (session 39, issue 10: "signed it and put it in his
bag" fitted no to-do, so the signing was never marked done)."""

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory import understanding
from memory.understanding.intents import CompleteCommitment

TZ = ZoneInfo("Asia/Kolkata")
NOW = datetime(2032, 2, 23, 20, 0, tzinfo=TZ)


@pytest.mark.parametrize(
    ("said", "done"),
    [
        ("filled it in and put it in the post", "filled it"),  # (its particle set aside, as said alone)
        ("ironed the uniform and put it on her bed", "ironed the uniform"),
        ("labelled them and set them by the door", "labelled them"),
    ],
)
def test_the_deed_before_and_put(said: str, done: str) -> None:
    found = understanding.extract(said, now=NOW, tz=TZ)
    assert [i.action for i in found if isinstance(i, CompleteCommitment)][:1] == [done]


def test_two_deeds_in_the_past_stay_two() -> None:
    found = understanding.extract("paid the plumber and emailed the landlord", now=NOW, tz=TZ)
    done = [i.action for i in found if isinstance(i, CompleteCommitment)]
    assert done == ["paid the plumber", "emailed the landlord"]
