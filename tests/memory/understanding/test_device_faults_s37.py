"""Session 37 (blind35): device faults said in ways the readers missed.

- "spoilt"/"spoiled" of a machine is broken (Indian and West African English), and the West African
  perfect "don" says it has given out ("the pump don spoil", "gen don die"); food goes off and a plan
  is ruined, no fault. A closing "o", "sha" or "sef" only sets the tone.
- "need to" after people ("…, the children need to bathe") is their need, no to-do of the user's.
- a state said only of the present ("hanging", "rebooting", "freezing") lasting from a start ("has
  been hanging since last night") is a fault; "the office has been freezing" is the weather.
- a device that lost what it gives out ("lost signal", "lost its picture"), an emission said with
  "only" or "after the storm", a code shown "since the rain", a place's machine ("the clinic's …").
- a fault with when it comes as a clause of its own ("… each time we switch it on").
- a thing told apart by a contact clause ("the tablet we use for the inventory won't switch on").
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, OpenEpisode, extract

TZ = ZoneInfo("Africa/Lagos")
NOW = datetime(2033, 10, 5, 9, tzinfo=TZ)


def _opened(said: str) -> list[str]:
    return [i.topic for i in extract(said, now=NOW, tz=TZ) if isinstance(i, OpenEpisode)]


def _todos(said: str) -> list[str]:
    return [i.action for i in extract(said, now=NOW, tz=TZ) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        ("water pump don spoil again o 😩", "water pump"),
        ("the borehole pump is spoilt", "borehole pump"),
        ("the generator don die", "generator"),
        ("my phone has spoilt", "phone"),
        ("the fan has spoiled", "fan"),
        ("my laptop is spoiled again", "laptop"),
    ],
)
def test_spoilt_machine_is_broken(said: str, topic: str) -> None:
    assert _opened(said) == [topic]


@pytest.mark.parametrize(
    "said",
    ["the milk is spoilt", "the rice don spoil", "the kids are spoilt", "the surprise is spoilt",
     "the party was spoiled by the rain", "the ballot paper is spoilt", "i'm tired o"],
)
def test_spoilt_food_plans_and_people_are_no_fault(said: str) -> None:
    assert _opened(said) == []


def test_a_todo_after_a_spoilt_machine_is_kept() -> None:
    said = "the printer don spoil, need to call the technician"
    assert _opened(said) == ["printer"] and _todos(said) == ["call the technician"]


@pytest.mark.parametrize(
    "said",
    [
        "the borehole pump is spoilt, no water in the tanks and the children need to bathe for the parade",
        "the pump is broken, the kids need to eat",
        "the generator is broken, the guests need to shower before the wedding",
    ],
)
def test_people_who_need_to_are_no_todo(said: str) -> None:
    assert len(_opened(said)) == 1 and _todos(said) == []


@pytest.mark.parametrize(
    ("said", "todo"),
    [("the pump is broken, need to call the plumber", "call the plumber"),
     ("paid the gas bill need to pay the water bill by friday", "pay the water bill")],
)
def test_the_users_need_still_a_todo(said: str, todo: str) -> None:
    assert _todos(said) == [todo]


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        ("the Moov money app has been hanging since yesterday night", "Moov money app"),
        ("the app has been hanging since monday", "app"),
        ("the laptop has been freezing since the update", "laptop"),
        ("my phone's been restarting all day", "phone"),
        ("the till has been freezing for days", "till"),
    ],
)
def test_lasting_state_since_a_start_is_a_fault(said: str, topic: str) -> None:
    assert _opened(said) == [topic]


@pytest.mark.parametrize(
    "said",
    ["the app is hanging", "the office has been freezing since monday",
     "the picture has been hanging there since 1990", "the kids have been freezing since the heating went"],
)
def test_present_state_alone_or_weather_is_no_fault(said: str) -> None:
    assert _opened(said) == []


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        ("the car AC is blowing hot air only", "car AC"),
        ("the aircon is blowing warm air only", "aircon"),
        ("the satellite dish lost signal after the storm and we can't watch the parade", "satellite dish"),
        ("the tv has lost its picture", "tv"),
        ("the radio lost reception", "radio"),
        ("the solar controller is showing error E04 since the rain", "solar controller"),
        ("the clinic's blood pressure machine is giving crazy readings, 220 over 40 on a child",
         "clinic's blood pressure machine"),
    ],
)
def test_device_output_faults(said: str, topic: str) -> None:
    assert _opened(said) == [topic]


@pytest.mark.parametrize(
    "said",
    ["the heater is blowing hot air only", "Tom lost signal in the tunnel", "the team lost power in the second half",
     "we lost power"],
)
def test_output_near_misses(said: str) -> None:
    assert _opened(said) == []


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        ("the water heater is tripping the breaker each time we switch it on", "water heater"),
        ("the printer jams whenever someone prints double sided", "printer"),
        ("the gate sticks every single time you open it", "gate"),
        ("the app crashes each time I open it", "app"),
    ],
)
def test_fault_with_when_it_comes(said: str, topic: str) -> None:
    assert _opened(said) == [topic]


def test_habit_of_a_person_is_no_fault() -> None:
    assert _opened("i call mum every time we visit") == []


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        ("the tablet we use for the inventory won't switch on", "tablet"),
        ("the tablet that we use for the inventory won't switch on", "tablet"),
        ("the printer they gave us keeps jamming", "printer"),
        ("the van i drive on tuesdays won't start", "van"),
    ],
)
def test_thing_told_apart_by_a_contact_clause(said: str, topic: str) -> None:
    assert _opened(said) == [topic]


def test_a_person_told_apart_by_a_clause_is_no_fault() -> None:
    assert _opened("the guy we hired won't start till june") == []
