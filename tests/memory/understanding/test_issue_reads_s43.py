"""Tests for session 43's issue readings: a blockage cleared is a fix ("plumber cleared the spa drain"),
never a thing cleared away ("cleared the desk"); a state word after an article is a thing, so
"the sprinklers are flooding the green" fixes nothing."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import ResolveEpisode
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Pacific/Guam")
READ = Reading(datetime(2030, 6, 1, 10, 0, tzinfo=ZONE), ZONE)


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("plumber cleared the spa drain 👍", "spa drain"),
        ("the handyman cleared the gutters", "gutters"),
        ("Rolando cleared the laundry vent", "laundry vent"),
    ],
)
def test_a_blockage_cleared_is_fixed(text: str, topic: str) -> None:
    assert READ.resolved(text) == [topic]


@pytest.mark.parametrize("text", ["cleared the desk", "we cleared the table after dinner"])
def test_a_thing_cleared_away_is_no_fix(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, ResolveEpisode)]


@pytest.mark.parametrize(
    "text",
    ["sprinklers on the 9th hole are flooding the green", "the hose is soaking the good", "rain ruining the fine"],
)
def test_a_state_word_after_an_article_is_a_thing(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, ResolveEpisode)]


@pytest.mark.parametrize(("text", "topic"), [("printer fine now", "printer"), ("the server is all good", "server")])
def test_a_state_said_of_a_thing_still_fixes_it(text: str, topic: str) -> None:
    assert READ.resolved(text) == [topic]
