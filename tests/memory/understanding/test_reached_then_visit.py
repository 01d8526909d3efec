"""Whom the user reached, then their visit: "called the repair co, they're coming thurs
morning" is a call made and the repair co's visit, due Thursday morning (never a thing ordered
that arrives, nor nothing kept); a firm said by its trade ("the removals company", "the cleaning
firm") is one who comes (pure ``extract``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, NewCommitment, extract

TZ = ZoneInfo("Europe/London")
NOW = datetime(2026, 12, 4, 8, 10, tzinfo=TZ)  # a Friday


@pytest.mark.parametrize(
    ("text", "owner", "day"),
    [
        ("called the repair co, they're coming thurs morning", "repair co", "Thu 10"),
        ("rang the plumber, they're coming fri at 9", "plumber", "Fri 11"),
        ("phoned the cleaning firm, they're coming mon", "cleaning firm", "Mon 07"),
        ("called the removals company - they're coming on the 14th", "removals company", "Mon 14"),
        ("emailed Dyno-Rod, they're coming wed at 2", "Dyno-Rod", "Wed 09"),
        ("the window company are coming tues at 10", "window company", "Tue 08"),
    ],
)
def test_the_one_reached_comes_then(text: str, owner: str, day: str) -> None:
    visits = [i for i in extract(text, now=NOW, tz=TZ) if isinstance(i, NewCommitment)]
    assert [(v.action, v.owner) for v in visits] == [("visit", owner)]
    assert visits[0].due is not None and visits[0].due.start.astimezone(TZ).strftime("%a %d") == day


@pytest.mark.parametrize("text", ["ordered the new sofa, it's arriving tues", "ordered new tyres, arriving tues"])
def test_a_thing_ordered_that_arrives_is_no_visit(text: str) -> None:
    found = extract(text, now=NOW, tz=TZ)
    assert all(isinstance(i, CompleteCommitment) for i in found) and found
