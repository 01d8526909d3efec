"""Tests for blind33's issue readings (session 35, r2): "check engine light just came on in the
delivery van" was kept as a to-do (a warning light that "just" came on, "lit up" or "'s on" is a
fault); "weird burning smell coming from the server closet" was asked about (how a smell strikes
the user, "weird", "nasty", is said with it, as with a noise)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("America/Tijuana")
READ = Reading(datetime(2032, 11, 7, 19, 30, tzinfo=ZONE), ZONE)


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("check engine light just came on in the delivery van", "delivery van check engine light"),
        ("the oil light just came on in the van", "van oil light"),
        ("tyre pressure light has just come on", "tyre pressure light"),
        ("battery light lit up on the tractor", "tractor battery light"),
        ("the oil light's now on in the ute", "ute oil light"),
    ],
)
def test_a_warning_light_just_on_is_a_fault(text: str, topic: str) -> None:
    assert READ.opened(text) == [topic]
    assert not [i for i in READ(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    "text",
    ["the light just came on in the hallway", "the kids just came on the bus", "the new guy just came on board"],
)
def test_what_else_comes_on_is_no_fault(text: str) -> None:
    assert READ.opened(text) == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("weird burning smell coming from the server closet", "weird burning smell from the server closet"),
        ("strange smell of gas in the hallway", "strange smell of gas in the hallway"),
        ("really nasty drain smell in the bathroom", "really nasty drain smell in the bathroom"),
        ("funny electrical smell from the fuse box", "funny electrical smell from the fuse box"),
        ("odd burning smell again", "odd burning smell"),
    ],
)
def test_a_smell_said_with_how_it_strikes_is_a_fault(text: str, topic: str) -> None:
    assert READ.opened(text) == [topic]


@pytest.mark.parametrize("text", ["weird smell", "this weird burning smell of a candle shop is lovely"])
def test_a_smell_of_nothing_to_fix_is_no_fault(text: str) -> None:
    assert READ.opened(text) == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("dishwasher fills up but never drains", "dishwasher"),
        ("the dishwasher never drains", "dishwasher"),
        ("printer never prints", "printer"),
        ("the laptop turns on but won't boot", "laptop"),
        ("my phone charges but never turns on", "phone"),
        ("the tablet connects but never syncs", "tablet"),
    ],
)
def test_a_thing_that_never_does_its_job_is_a_fault(text: str, topic: str) -> None:
    assert READ.opened(text) == [topic]


@pytest.mark.parametrize(
    "text",
    [
        "my brother never works",
        "Tom never starts on time",
        "the bath fills up but the kids never get in",
        "the dog never drains his bowl",
    ],
)
def test_someone_who_never_does_a_thing_is_no_fault(text: str) -> None:
    assert READ.opened(text) == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("walk-in cooler's back down to 3°, all good", "walk-in cooler"),
        ("boiler pressure is back up to 1.5 bar", "boiler pressure"),
        ("freezer back to -18°C now", "freezer"),
        ("the server room has come back down to 21 degrees", "server room"),
        ("the fridge is back down to 4", "fridge"),
    ],
)
def test_a_reading_back_where_it_belongs_resolves(text: str, topic: str) -> None:
    assert READ.resolved(text) == [topic]


@pytest.mark.parametrize(
    "text",
    [
        "temp's down to 3°",
        "the price is back down to 5",
        "petrol prices are back down to 1.40",
        "my score's back up to 40",
        "Ella is back to 100%",
        "rent is back to 1200",
    ],
)
def test_a_figure_back_without_a_return_to_range_resolves_nothing(text: str) -> None:
    assert READ.resolved(text) == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("payroll app is clocking everyone in an hour early since the time change", "payroll app"),
        ("the rota app logs shifts a day late", "rota app"),
        ("the POS is charging the wrong price", "POS"),
        ("the scheduler is sending invites a day late every week", "scheduler"),
    ],
)
def test_a_system_off_by_an_amount_is_a_fault(text: str, topic: str) -> None:
    assert READ.opened(text) == [topic]


@pytest.mark.parametrize(
    "text",
    ["Tom is charging everyone double", "my boss keeps booking meetings at the wrong time",
     "the plumber is billing us twice", "the app shows deliveries 2 days late"],
)
def test_a_person_off_by_an_amount_is_no_fault(text: str) -> None:
    assert READ.opened(text) == []
