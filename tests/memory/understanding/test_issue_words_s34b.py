"""Tests for blind33's issue readings (session 34): "my fantasy team is down 40 points" kept a fact
(a figure on the move is how a thing fares, no value); "the Santa Ana winds finally died down"
opened an issue (what dies down grows calm); "kiosk rebooted and works fine" resolved "kiosk
rebooted and" (the mending said before "and" is no part of the thing)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import OpenEpisode, ResolveEpisode, StateClaim
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Europe/Berlin")
READ = Reading(datetime(2026, 12, 7, 8, 0, tzinfo=ZONE), ZONE)


@pytest.mark.parametrize(
    "text",
    [
        "my fantasy team is down 40 points 😭",
        "our team is behind by two goals",
        "my portfolio is up 12 percent",
        "the stock's down 3 points today",
    ],
)
def test_a_figure_on_the_move_is_no_fact(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, StateClaim)]


@pytest.mark.parametrize(
    ("text", "value"), [("my score is 40 points", "40 points"), ("Ana's number is 0412 555 010", "0412 555 010")]
)
def test_a_figure_that_stands_is_kept(text: str, value: str) -> None:
    assert [i.value for i in READ(text) if isinstance(i, StateClaim)] == [value]


@pytest.mark.parametrize(
    "text",
    [
        "the Santa Ana winds finally died down",
        "the noise from next door has died down",
        "the storm is dying down",
        "the fuss over the memo died down",
    ],
)
def test_what_dies_down_is_no_fault(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize(
    ("text", "topic"), [("the generator died", "generator"), ("the forklift battery died again", "forklift battery")]
)
def test_what_died_is_still_a_fault(text: str, topic: str) -> None:
    assert [i.topic for i in READ(text) if isinstance(i, OpenEpisode)] == [topic]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("kiosk rebooted and works fine", "kiosk"),
        ("printer restarted and works now", "printer"),
        ("scanner got reset and works fine again", "scanner"),
        ("router was rebooted and works fine now", "router"),
    ],
)
def test_the_mending_before_and_is_no_part_of_the_thing(text: str, topic: str) -> None:
    assert [i.topic for i in READ(text) if isinstance(i, ResolveEpisode)] == [topic]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("uploads over 20mb just fail", "uploads over 20mb"),
        ("the exports still time out", "exports"),
        ("big attachments still fail", "big attachments"),
        ("card payments just fail every time", "card payments"),
        ("ice machine quit on us again!! 🙄", "ice machine"),
        ("the old laptop quit on me mid-call", "old laptop"),
        ("the dryer quit on us", "dryer"),
        ("nobody can get into the shared inbox", "shared inbox"),
        ("no one can open the booking system", "booking system"),
        ("nobody can log into the crm this morning", "crm login"),
        ("none of us can access the shared drive", "shared drive"),
    ],
)
def test_a_fault_said_as_people_live_it_opens_an_issue(text: str, topic: str) -> None:
    assert [i.topic for i in READ(text) if isinstance(i, OpenEpisode)] == [topic]


@pytest.mark.parametrize(
    "text", ["my plans always fail", "Tom quit on us", "Maya quit on me last minute", "no one can make it friday"]
)
def test_a_lament_or_a_person_opens_no_issue(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, OpenEpisode)]
