"""Tests for facts and issues stored wrong in the older sets (session 29): a role at or for an unnamed
place of the user's own ("the new receptionist at the clinic", "I'm now the release manager for the
app") keeps the post alone; a facility managed from a date is run by its owner ("Aigerim manages the
Lae warehouse from the 1st"), an office or a team a post; "my coffee order is …" is a preference for
coffee; a supply failing "in the warehouse" is that place's supply."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import OpenEpisode, StateClaim, extract

ZONE = ZoneInfo("Europe/London")
NOW = datetime(2026, 12, 4, 8, 0, tzinfo=ZONE)


def _claims(text: str) -> list[tuple[str, str, str, str | None]]:
    found = extract(text, now=NOW, tz=ZONE)
    return [(i.subject, i.predicate, i.value, i.scope) for i in found if isinstance(i, StateClaim)]


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("Hina's the new receptionist at the clinic, started on the 4th", "Hina", "receptionist"),
        ("Hina's the new receptionist at the clinic", "Hina", "receptionist"),
        ("Tom is the new coach for the team", "Tom", "coach"),
        ("I'm now the release manager for the app", "me", "release manager"),
        ("I'm the treasurer for the club now", "me", "treasurer"),
        ("Sanjay is our new account manager at the bank", "Sanjay", "account manager"),
    ],
)
def test_a_role_at_an_unnamed_place_of_ones_own_is_the_post(text: str, subject: str, value: str) -> None:
    assert _claims(text)[0][:3] == (subject, "role", value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ana is the manager at the bakery", "manager at the bakery"),  # not said as hers or new: kept whole
        ("Lerato is the wedding coordinator at the Forum venue", "wedding coordinator at the Forum venue"),
        ("Walt is treasurer of the garden club", "treasurer of the garden club"),
    ],
)
def test_a_named_or_other_place_stays_in_the_role(text: str, value: str) -> None:
    assert _claims(text)[0][1:3] == ("role", value)


@pytest.mark.parametrize(
    ("text", "unit", "who"),
    [
        ("Aigerim manages the Lae warehouse from the 1st", "Lae warehouse", "Aigerim"),
        ("Ota manages the Liberec plant from mon", "Liberec plant", "Ota"),
        ("Oskar manages the copra warehouse from mon", "copra warehouse", "Oskar"),
        ("Bilal manages the Kano depot from next week", "Kano depot", "Bilal"),
    ],
)
def test_a_facility_managed_from_a_date_has_its_owner(text: str, unit: str, who: str) -> None:
    assert _claims(text)[0][:3] == (unit, "owner", who)


@pytest.mark.parametrize(
    ("text", "who", "value"),
    [
        ("Ravi manages the London office from next month", "Ravi", "manager of the London office"),
        ("Wojciech heads up the Warsaw team as of today", "Wojciech", "head of the Warsaw team"),
    ],
)
def test_an_office_or_a_team_managed_from_a_date_is_a_post(text: str, who: str, value: str) -> None:
    assert _claims(text)[0][:3] == (who, "role", value)


@pytest.mark.parametrize(
    ("text", "subject", "value", "scope"),
    [
        ("my coffee order is a freddo espresso, no sugar", "me", "freddo espresso, no sugar", "coffee"),
        ("Ana's coffee order is an oat latte", "Ana", "oat latte", "coffee"),
        ("my usual order is a flat white", "me", "flat white", None),
        ("my lunch order is the halloumi wrap", "me", "halloumi wrap", "lunch"),
    ],
)
def test_an_order_one_always_gives_is_a_preference(text: str, subject: str, value: str, scope: str | None) -> None:
    assert _claims(text) == [(subject, "preference", value, scope)]


def test_an_order_of_goods_is_no_preference() -> None:
    assert [c[1] for c in _claims("my order is 12 boxes")] == ["order"]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("UTE power keeps flickering in the warehouse", "UTE power in the warehouse"),
        ("power keeps flickering in the warehouse", "power in the warehouse"),
        ("wifi keeps dropping in the back office", "wifi in the back office"),
    ],
)
def test_a_supply_failing_in_a_place_is_that_places(text: str, topic: str) -> None:
    assert extract(text, now=NOW, tz=ZONE) == [OpenEpisode(topic, "")]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("the printer keeps jamming in the office", "printer"),
        ("smoke alarm keeps beeping in the hallway, battery must be low", "smoke alarm"),
    ],
)
def test_a_machine_failing_in_a_room_keeps_the_room_apart(text: str, topic: str) -> None:
    assert [i.topic for i in extract(text, now=NOW, tz=ZONE) if isinstance(i, OpenEpisode)] == [topic]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("booking site shows every slot as full even tho it's empty", "booking site"),
        ("delivery tracking shows every parcel as lost, not funny", "delivery tracking"),
        ("the app is showing all orders as cancelled", "app"),
    ],
)
def test_a_system_showing_everything_one_way_is_an_issue(text: str, topic: str) -> None:
    assert [i.topic for i in extract(text, now=NOW, tz=ZONE) if isinstance(i, OpenEpisode)] == [topic]


@pytest.mark.parametrize("text", ["Tom shows every visitor as a guest", "the teacher marks every essay as late lol"])
def test_a_person_showing_or_marking_is_no_issue(text: str) -> None:
    assert not [i for i in extract(text, now=NOW, tz=ZONE) if isinstance(i, OpenEpisode)]
