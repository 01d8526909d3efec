"""A thing ready to be fetched is no to-do done: "prescription ready for collection" leaves "pick up my
prescription" open (ready from a day, the fetching waits till then); a thing made ready ("the deck's ready")
is done as before. And "shd" is "should"."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, MoveCommitment, NewCommitment
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
READ = Reading(datetime(2026, 12, 7, 8, 0, tzinfo=LONDON), LONDON)  # a Monday


@pytest.mark.parametrize(
    "text", ["prescription ready for collection", "prescription ready to collect", "the car is ready for pickup"]
)
def test_ready_to_fetch_finishes_nothing(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, CompleteCommitment)]


@pytest.mark.parametrize(
    ("text", "thing", "day"),
    [
        ("prescription ready for collection from tues", "prescription", "Tue 08 00:00"),
        ("the car's ready for pickup tmrw", "car", "Tue 08 00:00"),
        ("prescription will be ready for collection on thurs", "prescription", "Thu 10 00:00"),
    ],
)
def test_ready_to_fetch_on_a_day_moves_what_waits_on_it(text: str, thing: str, day: str) -> None:
    (move,) = READ(text)
    assert isinstance(move, MoveCommitment) and move.when_ready and move.action == thing
    assert READ.when(move) == day


def test_a_thing_made_ready_is_done_and_ready_by_a_day_is_a_todo() -> None:
    (done,) = READ("deck's ready")
    assert isinstance(done, CompleteCommitment) and done.action == "deck"
    (todo,) = READ("report ready by friday")
    assert isinstance(todo, NewCommitment)


def test_shd_is_should() -> None:
    (todo,) = READ("shd ping legal abt the NDA b4 thurs")
    assert isinstance(todo, NewCommitment) and todo.action == "ping legal about the NDA"
    assert READ.when(todo) == "Wed 09 00:00"  # before thursday: due the day before
