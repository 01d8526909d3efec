"""Round-2 families of blind8's facts and issues: an open-ended time said after a fact's value
("until further notice"), a place named by its kind and number holding a person ("the tenant in
flat 3"), a thing short of the temperature it is for ("isn't getting cold"), a latch or a door
sticking, and a numbered place without a supply ("flat 1 has no hot water"); with the lookalikes
that stay what they were."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import OpenEpisode, StateClaim, extract

TZ = ZoneInfo("Pacific/Auckland")
NOW = datetime(2029, 5, 14, 9, 15, tzinfo=TZ)


def _read(text: str) -> list[object]:
    return list(extract(text, now=NOW, tz=TZ))


def _claims(text: str) -> list[tuple[str, str, str]]:
    return [(i.subject, i.predicate, i.value) for i in _read(text) if isinstance(i, StateClaim)]


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("Femi is team lead until further notice", "Femi", "team lead"),
        ("Ngaio is captain for the rest of the season", "Ngaio", "captain"),
        ("Dmitri's the treasurer for the time being", "Dmitri", "treasurer"),
        ("Aroha is acting principal for the foreseeable future", "Aroha", "acting principal"),
        ("Bongani is shift supervisor going forward", "Bongani", "shift supervisor"),
    ],
)
def test_an_open_ended_time_is_no_part_of_the_role(text: str, subject: str, value: str) -> None:
    claims = [i for i in _read(text) if isinstance(i, StateClaim)]
    assert [(c.subject, c.predicate, c.value) for c in claims] == [(subject, "role", value)]
    assert claims[0].explicit_now and claims[0].until is None


@pytest.mark.parametrize(
    ("text", "place", "attribute", "person"),
    [
        ("new tenant in flat 3 is Małgorzata Wiśniewska", "flat 3", "tenant", "Małgorzata Wiśniewska"),
        ("the landlord at unit 12B is Mr Osei", "unit 12B", "landlord", "Mr Osei"),
        ("the lodger in room 7 is Tavita", "room 7", "lodger", "Tavita"),
        ("the occupant of apt 4 is Chen Wei", "apt 4", "occupant", "Chen Wei"),
        ("the resident in cottage 2 is Mrs Hohaia", "cottage 2", "resident", "Mrs Hohaia"),
    ],
)
def test_a_numbered_place_holds_its_person(text: str, place: str, attribute: str, person: str) -> None:
    assert _claims(text) == [(place, attribute, person)]


def test_a_numbered_place_with_no_person_says_no_fact() -> None:
    assert _claims("the tenant in flat 3 is lovely") == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("the chiller at the shop isnt getting cold", "chiller"),
        ("the fridge won't stay cold", "fridge"),
        ("the radiators aren't getting warm enough", "radiators"),
        ("oven isnt getting hot 😤", "oven"),
        ("the hot tub is not getting warm", "hot tub"),
    ],
)
def test_a_thing_short_of_its_temperature_is_an_issue(text: str, topic: str) -> None:
    assert [i.topic for i in _read(text) if isinstance(i, OpenEpisode)] == [topic]


@pytest.mark.parametrize(
    "text", ["Amara isn't getting cold", "the coffee isn't hot", "I'm not getting warm in this jacket"]
)
def test_a_person_or_a_drink_short_of_warmth_is_no_issue(text: str) -> None:
    assert not any(isinstance(i, OpenEpisode) for i in _read(text))


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("the front door lock is sticking", "front door lock"),
        ("the drawer is sticking again", "drawer"),
        ("back gate latch keeps sticking", "back gate latch"),
        ("the brakes are seizing up", "brakes"),
        ("the sliding door's sticking", "sliding door"),
    ],
)
def test_a_latch_or_a_door_sticking_is_an_issue(text: str, topic: str) -> None:
    assert [i.topic for i in _read(text) if isinstance(i, OpenEpisode)] == [topic]


@pytest.mark.parametrize("text", ["the price is sticking at 40", "Tendai is sticking with the plan"])
def test_what_sticks_to_something_is_no_issue(text: str) -> None:
    assert not any(isinstance(i, OpenEpisode) for i in _read(text))


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("flat 1 has no hot water", "hot water in flat 1"),
        ("unit 4B has no power", "power in unit 4B"),
        ("Flat 12 has got no heating again", "heating in Flat 12"),
        ("room 9 has no wifi", "wifi in room 9"),
        ("block 3 still has no water", "water in block 3"),
    ],
)
def test_a_numbered_place_without_a_supply_is_an_issue(text: str, topic: str) -> None:
    assert [i.topic for i in _read(text) if isinstance(i, OpenEpisode)] == [topic]


@pytest.mark.parametrize("text", ["the dog has no water", "the team has no power to decide"])
def test_no_supply_of_someone_is_no_issue(text: str) -> None:
    assert not any(isinstance(i, OpenEpisode) for i in _read(text))


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Lerato is the wedding coordinator at the Forum venue", "wedding coordinator at the Forum venue"),
        ("Siddharth is the marketing lead", "marketing lead"),
        ("Mbali's our nursing assistant now", "nursing assistant"),
        ("Joaquín is the new training manager", "training manager"),
        ("Hana is a housing officer", "housing officer"),
    ],
)
def test_a_field_before_a_job_is_part_of_the_role(text: str, value: str) -> None:
    assert [c[1:] for c in _claims(text)] == [("role", value)]


@pytest.mark.parametrize("text", ["Maya is training staff", "Jo is going to Tokyo", "Kemi is the shooting star"])
def test_an_ing_word_without_a_job_after_it_is_no_role(text: str) -> None:
    assert [c for c in _claims(text) if c[1] == "role"] == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Kirra's my second shooter from now on", "second shooter"),
        ("Lars has been harbour master since the 1st", "harbour master"),
        ("Tāne's been quartermaster since March", "quartermaster"),
        ("Ifeoma is the wedding photographer", "wedding photographer"),
        ("Rhys is our dispatcher", "dispatcher"),
        ("Liang is the scrum master", "scrum master"),
        ("Oona's our quizmaster now", "quizmaster"),
        ("Bex is the games master", "games master"),
    ],
)
def test_the_jobs_of_a_crew_are_roles(text: str, value: str) -> None:
    assert [c[1:] for c in _claims(text)] == [("role", value)]


@pytest.mark.parametrize(
    "text", ["Ama has been a nurse for 20 years", "Tomek has been ill", "Dev is a master of excuses"]
)
def test_a_role_is_never_kept_with_how_long_or_no_job(text: str) -> None:
    assert [c for c in _claims(text) if c[1] == "role"] == []
