"""Session 35 (blind34): "great start to the day" is a verdict on the day (mostly in irony), not
a to-do "start to the day"; said alone or after a report, it keeps nothing, and the report before
it still stands. A to-do that starts the day stays a to-do."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, OpenEpisode, extract

TZ = ZoneInfo("Europe/Berlin")
NOW = datetime(2031, 3, 31, 9, tzinfo=TZ)


@pytest.mark.parametrize(
    "said",
    ["great start to the day", "what a way to start the week lol", "perfect start to the morning 🙄",
     "brilliant start to the monday"],
)
def test_a_verdict_on_the_days_start_is_chatter(said: str) -> None:
    assert extract(said, now=NOW, tz=TZ) == [], said


@pytest.mark.parametrize(
    ("said", "topics"),
    [
        ("the printer's jammed and the projector in the boardroom won't turn on, great start to the day",
         ["printer", "projector"]),
        ("the wifi is down again, what a way to start the week", ["wifi"]),
    ],
)
def test_the_report_before_it_stands_alone(said: str, topics: list[str]) -> None:
    got = extract(said, now=NOW, tz=TZ)
    assert all(isinstance(i, OpenEpisode) for i in got), got
    assert [i.topic for i in got] == topics


def test_a_todo_to_start_the_day_stays() -> None:
    [got] = extract("need to start the day with a run", now=NOW, tz=TZ)
    assert isinstance(got, NewCommitment) and got.action == "start the day with a run"
