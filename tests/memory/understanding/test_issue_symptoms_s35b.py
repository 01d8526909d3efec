"""Issues said by a symptom the lexicons lacked: a reader or a gate turning everyone away, a
screen or a tap giving "nothing but" the wrong thing, and a warning light that won't go off.
Wordings of our own, in no corpus; the near-misses say the same words of people or of habits."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import OpenEpisode, extract

TZ = ZoneInfo("America/Chicago")
NOW = datetime(2029, 1, 17, 7, 40, tzinfo=TZ)


def _opened(text: str) -> list[str]:
    return [i.topic for i in extract(text, now=NOW, tz=TZ) if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize(
    ("text", "topic"),
    [("badge readers at gate 3 are rejecting everyone since lunch", "badge readers at gate 3"),
     ("the turnstile at the station keeps rejecting everybody", "turnstile"),
     ("the door scanner is refusing everyone today", "door scanner"),
     ("card reader on level 2 rejects everyone", "card reader on level 2")],
)
def test_a_reader_turning_everyone_away_opens_it(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


@pytest.mark.parametrize(
    "text", ["the bouncer is rejecting everyone", "Harvard is rejecting everyone", "the doorman refuses everyone"]
)
def test_a_person_turning_everyone_away_is_no_fault(text: str) -> None:
    assert _opened(text) == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [("security cams on the north fence show nothing but static", "security cams"),
     ("the tv in the lobby shows nothing but static", "tv"),
     ("the tap in the kitchen gives nothing but a trickle", "tap"),
     ("the aircon blows nothing but warm air", "aircon")],
)
def test_a_machine_giving_nothing_but_the_wrong_thing_opens_it(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


@pytest.mark.parametrize("text", ["the tv shows nothing but reruns", "my boss gives nothing but grief"])
def test_nothing_but_a_right_thing_is_no_fault(text: str) -> None:
    assert _opened(text) == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [("tire pressure light on the company car won't go off even after filling up", "company car tire pressure light"),
     ("the oil light in the van stays on", "van oil light"),
     ("boiler fault light is stuck on", "boiler fault light"),
     ("the check engine light still won't turn off", "check engine light")],
)
def test_a_warning_light_that_stays_on_opens_it(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


@pytest.mark.parametrize("text", ["the light won't go off", "the porch light stays on all night"])
def test_a_lamp_left_on_is_no_warning(text: str) -> None:
    assert _opened(text) == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [("the microwave smells like burning plastic", "microwave"), ("the van reeks of petrol", "van"),
     ("boiler smells of gas again", "boiler"), ("the toaster stinks of burnt dust", "toaster"),
     ("the kitchen smells of gas", "kitchen")],
)
def test_a_thing_smelling_of_a_fault_opens_it(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


@pytest.mark.parametrize(
    "text", ["my jacket smells like smoke", "Ana smells like burning", "my jacket smells of petrol",
             "the bakery smells like fresh bread"],
)
def test_a_smell_that_is_no_fault_opens_nothing(text: str) -> None:
    assert _opened(text) == []


def test_two_troubles_joined_by_and_also_open_both() -> None:
    said = ("so the dishwasher in the break room is flooding the floor and also the microwave next to it smells "
            "like burning plastic")
    assert _opened(said) == ["dishwasher", "microwave"]
