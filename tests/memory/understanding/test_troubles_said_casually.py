"""Tests for troubles and their fixes said in everyday ways: a thing doing its job only just ("the
pump's barely pushing anything"), flooding, unusable, water the wrong colour; a symptom after a bare
comma that is the same trouble ("kitchen sink's clogged, water wont drain"); and fixes said as things
going through again, running clear again, or the broken thing swapped out."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, OpenEpisode, ResolveEpisode, extract
from tests.memory.understanding.played import failures

TZ = ZoneInfo("America/Toronto")
NOW = datetime(2029, 11, 5, 9, 0, tzinfo=TZ)
PLAYED_NOW = "2029-11-05T09:00:00-05:00"


def _opened(text: str) -> list[str]:
    found = extract(text, now=NOW, tz=TZ)
    assert not any(isinstance(i, NewCommitment) for i in found), found
    return [i.topic for i in found if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("water pump's grinding and barely pushing anything", "water pump"),
        ("the pump's barely pushing anything", "pump"),
        ("the ac is hardly cooling at all", "ac"),
        ("wifi is barely working today", "wifi"),
        ("dishwasher's flooding the kitchen floor", "dishwasher"),
        ("the washing machine is flooding again", "washing machine"),
        ("wifi at the beach house is unusable", "wifi"),
        ("the water's cloudy again", "water"),
    ],
)
def test_a_trouble_said_casually_opens_one_issue(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("kitchen sink's clogged, water wont drain", "kitchen sink"),
        ("the shower's blocked, water won't go down", "shower"),
        ("the AC died, hot air everywhere", "AC"),
    ],
)
def test_a_symptom_after_a_bare_comma_is_the_same_issue(text: str, topic: str) -> None:
    assert _opened(text) == [topic]


@pytest.mark.parametrize("text", ["garage door broken and the water's off", "the printer's jammed and wifi's down"])
def test_two_troubles_joined_by_and_stay_two(text: str) -> None:
    assert len(_opened(text)) == 2


@pytest.mark.parametrize("text", ["the kids are barely eating", "my hair is brown", "the sofa is brown"])
def test_no_trouble(text: str) -> None:
    assert _opened(text) == []


@pytest.mark.parametrize("text", ["water the plants tmrw", "water the garden's roses tonight"])
def test_water_as_a_verb_is_still_a_todo(text: str) -> None:
    assert any(isinstance(i, NewCommitment) for i in extract(text, now=NOW, tz=TZ))


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("valencia emails go thru now", "valencia emails"),
        ("payments go through now", "payments"),
        ("tap water's running clear again", "tap water"),
    ],
)
def test_a_fix_said_casually_resolves(text: str, topic: str) -> None:
    assert [i.topic for i in extract(text, now=NOW, tz=TZ) if isinstance(i, ResolveEpisode)] == [topic]


async def test_fixes_resolve_the_open_issue(tmp_path: Path) -> None:
    cases = [
        {"before": ["email to the Valencia office keeps bouncing"],
         "say": "valencia emails go thru now, no more bounces",
         "expect": {"resolved": ["email to the Valencia office"]}},
        {"before": ["the scanner at the pharmacy is broken"], "say": "pharmacy scanner got swapped out, all good",
         "expect": {"resolved": ["scanner at the pharmacy"]}},
        {"before": ["the card reader in the shop is broken"], "say": "card reader got replaced, works fine",
         "expect": {"resolved": ["card reader"]}},
        {"before": ["tap water is brown at the flat"], "say": "tap water's running clear again",
         "expect": {"resolved": ["tap water"]}},
        {"before": ["need to replace the card reader by fri"], "say": "card reader got replaced",
         "expect": {"completed": ["replace the card reader"]}},
    ]  # fmt: skip
    assert await failures(tmp_path, PLAYED_NOW, "America/Toronto", cases) == []


@pytest.mark.parametrize("text", ["Dave was replaced, all good", "our manager got replaced, all good"])
def test_a_person_replaced_mends_nothing(text: str) -> None:
    assert not any(isinstance(i, ResolveEpisode) for i in extract(text, now=NOW, tz=TZ))
