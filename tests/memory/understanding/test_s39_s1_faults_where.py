"""A part of a message telling of a thing failing where it is ("…, and the dryer in the staff
house just died") is read beside the rest, never left out in silence (session 39, issue 10)."""

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory import understanding
from memory.understanding._failure_states import failing
from memory.understanding._sign_forms import fault
from memory.understanding.intents import OpenEpisode

TZ = ZoneInfo("Europe/Dublin")
NOW = datetime(2029, 3, 5, 9, 30, tzinfo=TZ)


@pytest.mark.parametrize(
    ("said", "thing"),
    [
        ("the kettle in the break room packed up", "kettle"),
        ("the printer on the 3rd floor is jammed again", "printer"),
        ("the washer at the laundrette just died", "washer"),
        ("the till at the front desk won't print", "till"),
    ],
)
def test_a_thing_failing_where_it_is(said: str, thing: str) -> None:
    said_of = fault(said)
    assert said_of is not None and said_of.split()[0] == thing  # (with where it is, or without)


@pytest.mark.parametrize(
    "said",
    ["the old man at the corner shop died", "the woman at the bakery died", "the lads at the depot are off"],
)
def test_people_where_they_are_are_no_fault(said: str) -> None:
    assert fault(said) is None


@pytest.mark.parametrize(
    "said",
    ["the boiler is making a weird clicking noise", "the fan in the loft is making a loud rattling sound"],
)
def test_a_noise_with_two_words_before_it(said: str) -> None:
    assert failing(said) is not None


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        ("paid the gas bill, renewed the tv licence, and the heater in the spare room just died", "heater"),
        ("move the book club to next wed, and fyi the fridge at the church hall is making an awful humming noise",
         "fridge"),
    ],
)
def test_the_failing_part_opens_an_issue(said: str, topic: str) -> None:
    found = understanding.extract(said, now=NOW, tz=TZ)
    assert [i.topic for i in found if isinstance(i, OpenEpisode)] == [topic]
