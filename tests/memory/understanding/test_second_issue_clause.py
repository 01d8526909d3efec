"""A second trouble said beside the first is never dropped: a clause naming its own thing that
reads alone as an issue is asked about (it may be the first one's detail), and "thru" is
"through" in a part worn or rusted through (memory.understanding._clause_asks, _episodes)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import Intent, OpenEpisode, Unclear, extract

TZ = ZoneInfo("America/Chicago")
NOW = datetime(2031, 4, 29, 9, 0, tzinfo=TZ)


def run(text: str) -> list[Intent]:
    return extract(text, now=NOW, tz=TZ)


@pytest.mark.parametrize(
    ("text", "first", "asked"),
    [
        ("ice machine at the bar is down, the beer cooler is warm, and i need the repair guy out by 4", "ice machine",
         "beer cooler"),
        ("the lift at the depot is broken, the walk-in freezer is warm", "lift", "walk-in freezer"),
    ],
)  # fmt: skip
def test_a_second_thing_in_trouble_is_asked_about(text: str, first: str, asked: str) -> None:
    found = run(text)
    assert [i.topic for i in found if isinstance(i, OpenEpisode)] == [first]
    assert any(isinstance(i, Unclear) and f"“{asked}”" in i.question for i in found)


@pytest.mark.parametrize(
    "text",
    [
        "the gateway is down, admins cannot log in",  # the trouble's detail, with no thing of its own
        "the dishwasher is leaking, the dishwasher door won't shut",  # the same thing, said more
    ],
)
def test_the_first_troubles_detail_is_not_asked_about(text: str) -> None:
    found = run(text)
    assert not any(isinstance(i, Unclear) for i in found), found


@pytest.mark.parametrize(
    ("text", "topics"),
    [
        ("the stall door at the barn is busted and the hay feeder is rusted thru", ["stall door", "hay feeder"]),
        ("the kennel roof is rusted thru", ["kennel roof"]),
        ("the brake pads are worn thru", ["brake pads"]),
    ],
)
def test_thru_is_through(text: str, topics: list[str]) -> None:
    assert [i.topic for i in run(text) if isinstance(i, OpenEpisode)] == topics
