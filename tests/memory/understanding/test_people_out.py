"""People at work said to be "out" ("parking wardens out today") are about, not an outage and
nothing sent: said beside a to-do, only the to-do is kept."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment
from memory.understanding._people_out import people_about, people_out
from tests.memory.understanding.reading import Reading, kinds

APIA = ZoneInfo("Pacific/Apia")
read = Reading(datetime(2030, 2, 28, 7, 50, tzinfo=APIA), APIA)


@pytest.mark.parametrize(
    "text",
    [
        "move the car off the seawall rd in 2 hrs, parking wardens out today",
        "shift the ute before 10, inspectors are out on the highway",
        "park in the garage tonight, the cops are out",
    ],
)
def test_only_the_todo(text: str) -> None:
    assert kinds(read(text)) == ["NewCommitment"]


@pytest.mark.parametrize("text", ["the inspectors are out today", "traffic wardens out in force"])
def test_alone_stores_nothing(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("thing", "people"),
    [
        ("parking wardens", True),
        ("the inspectors", True),
        ("police", True),
        ("servers", False),  # machines: an outage
        ("the drivers", False),
        ("power", False),
        ("invoices", False),
    ],
)
def test_people_out(thing: str, people: bool) -> None:
    assert people_out(thing) is people


@pytest.mark.parametrize("text", ["power's out", "the servers are out again", "invoices out"])
def test_outages_and_sendings_kept(text: str) -> None:
    assert not people_about(text)
    assert read(text)


def test_the_todo_kept_whole() -> None:
    found = read("move the car off the seawall rd in 2 hrs, parking wardens out today")
    assert [i.action for i in found if isinstance(i, NewCommitment)] == ["move the car off the seawall rd"]
