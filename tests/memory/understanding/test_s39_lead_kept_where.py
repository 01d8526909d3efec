"""Where a thing is kept (session 39): "pls remember my wifi password is on the fridge" was kept on
the timeline only; "where are my keys" was a search of old messages. The place of a thing put away is
its location; a gathering's place, a thing for a moment and a state said with a place's words are not."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import MoveCommitment, Question, StateClaim, extract

TZ = ZoneInfo("America/Halifax")
NOW = datetime(2027, 2, 9, 18, 5, tzinfo=TZ)


def _read(text: str) -> list[object]:
    return list(extract(text, now=NOW, tz=TZ))


@pytest.mark.parametrize(
    ("said", "thing", "place"),
    [
        ("the spare key is under the blue pot", "spare key", "under the blue pot"),
        ("pls remember my wifi password is on the fridge", "wifi password", "on the fridge"),
        ("remember that the car logbook's in the glovebox", "car logbook", "in the glovebox"),
        ("our tent is stored in the garage loft", "tent", "in the garage loft"),
        ("the snow shovel is kept behind the shed", "snow shovel", "behind the shed"),
        ("FYI the fuse box is under the stairs", "fuse box", "under the stairs"),
        ("my birth cert is in the blue folder", "birth cert", "in the blue folder"),
    ],
)
def test_where_a_thing_is_kept_is_its_location(said: str, thing: str, place: str) -> None:
    assert _read(said) == [StateClaim(thing, "location", place, explicit_now=True)]


@pytest.mark.parametrize(
    "said",
    [
        "the party is in the garden on sat",  # a gathering's place that day
        "the shopping is in the boot",  # for a moment
        "the dog is in the garden",
        "the cheque is in the post",  # sent
        "the boiler is on the blink",  # broken
        "the report is on my desk",  # a thing of the day, said without "kept"
        "the new tyres are on the car",
    ],
)
def test_no_place_kept(said: str) -> None:
    assert not any(isinstance(i, StateClaim) and i.predicate == "location" for i in _read(said)), _read(said)


@pytest.mark.parametrize(
    ("asked", "thing"),
    [
        ("where are my keys", "keys"),
        ("where's my passport", "passport"),
        ("where did i put the ladder", "ladder"),
        ("where do we keep the fuse box", "fuse box"),
        ("wheres my spare charger", "spare charger"),
    ],
)
def test_where_is_my_thing_asks_its_location(asked: str, thing: str) -> None:
    [question] = _read(asked)
    assert isinstance(question, Question)
    assert (question.kind, question.subject, question.predicate) == ("fact", thing, "location")


def test_where_is_my_mum_is_no_thing() -> None:
    [question] = _read("where's my mum")
    assert isinstance(question, Question) and question.subject != "mum"


@pytest.mark.parametrize(
    ("said", "due"),
    [
        ("standup moved to 9:15 from tmrw", "2027-02-10 09:15"),
        ("the school run is moved to 8:10 from monday", "2027-02-15 08:10"),
        ("yoga's been shifted to 7pm from thurs", "2027-02-11 19:00"),
    ],
)
def test_a_new_time_from_a_day_starts_that_day(said: str, due: str) -> None:
    """A time has no day to have been moved from: "from <day>" says when the new time starts."""
    [move] = _read(said)
    assert isinstance(move, MoveCommitment), move
    assert move.due.start.astimezone(TZ).strftime("%Y-%m-%d %H:%M") == due


@pytest.mark.parametrize("said", ["standup moved to 9:15 from 9", "gym moved to 6pm from 7pm"])
def test_a_new_time_from_an_old_time_is_that_time(said: str) -> None:
    [move] = _read(said)
    assert isinstance(move, MoveCommitment) and move.due.text in ("9:15", "6pm"), move
