"""Tests for blind32's chat kept as a to-do (session 33): "the kids fixed their own lunch today, proud
mom moment" was a to-do "kids fixed their own lunch" due today; someone's regular past before what it
was done to is a report of what they did; "haha Tamba's dance moves are broken beyond repair" opened an
issue: a person's knack said in a machine's words is a joke about them."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, OpenEpisode
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Europe/Berlin")
READ = Reading(datetime(2026, 12, 7, 8, 0, tzinfo=ZONE), ZONE)


@pytest.mark.parametrize(
    "text",
    [
        "the kids fixed their own lunch today, proud mom moment",
        "the kids cooked their own lunch today",
        "my son washed his own uniform today, who is he",
        "the twins tidied their room this morning!!",
    ],
)
def test_what_someone_did_is_no_todo(text: str) -> None:
    found = READ(text)
    assert not [i for i in found if isinstance(i, NewCommitment)], found


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("need to get the car serviced at the garage fri", "get the car serviced at the garage"),
        ("book the tickets tmrw", "book the tickets"),
        ("call the plumber tmrw", "call the plumber"),
    ],
)
def test_todos_with_a_past_participle_or_a_verb_first_stay(text: str, action: str) -> None:
    todos = [i for i in READ(text) if isinstance(i, NewCommitment)]
    assert [t.action for t in todos] == [action], todos


@pytest.mark.parametrize(
    "text",
    [
        "haha Tamba's dance moves are broken beyond repair",
        "lol my cooking is busted",
        "his jokes are broken",
        "Bo's karaoke is broken for good",
    ],
)
def test_a_knack_broken_is_a_joke_no_issue(text: str) -> None:
    assert READ(text) == [], READ(text)


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("Ana's laptop is broken beyond repair", "Ana's laptop"),
        ("the dance floor lights are broken", "dance floor lights"),
    ],
)
def test_a_thing_broken_is_still_an_issue(text: str, topic: str) -> None:
    found = READ(text)
    assert [i.topic for i in found if isinstance(i, OpenEpisode)] == [topic], found
