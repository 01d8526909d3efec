"""Tests for breakages and fixes said casually ("boiler's packed in", "car's making a weird
grinding noise", "safari login fixed by Amir's patch") (pure ``extract``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import OpenEpisode, ResolveEpisode, extract

TZ = ZoneInfo("America/Chicago")
NOW = datetime(2027, 1, 12, 14, 0, tzinfo=TZ)


def _topics(text: str) -> list[str]:
    return [i.topic for i in extract(text, now=NOW, tz=TZ) if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("boiler's packed in", "boiler"),
        ("the washing machine has packed up", "washing machine"),
        ("kettle's died", "kettle"),
        ("car's making a weird grinding noise", "car"),
        ("my bike is making a clicking noise", "bike"),
        ("prod checkout is throwing 500s", "prod checkout 500s"),
        ("billing api throwing timeouts since lunch", "billing api"),
        ("cracked my phone screen", "phone screen"),
        ("the printer's playing up", "printer"),
        ("the heating's on the blink", "heating"),
        ("Dishwasher is leaking everywhere", "Dishwasher"),
        ("the router keeps dropping out", "router"),
    ],
)
def test_a_casual_breakage_opens_an_issue(text: str, topic: str) -> None:
    assert _topics(text) == [topic]


@pytest.mark.parametrize(
    "text",
    [
        "smashed my 10k PB this morning",
        "broke my record on the 5k",
        "kids are throwing a party saturday",
        "the team gave up",
        "I'm fed up",
        "she's making a cake",
        "must have been a typo",
        "it's cold again",
    ],
)
def test_casual_words_that_are_no_breakage(text: str) -> None:
    assert _topics(text) == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("safari login fixed by Amir's patch", "safari login"),
        ("checkout fixed thanks to Lena's hotfix", "checkout"),
        ("site's up again", "site"),
        ("fridge is cold again", "fridge"),
        ("the sink's draining again", "sink"),
    ],
)
def test_a_casual_fix_resolves(text: str, topic: str) -> None:
    assert extract(text, now=NOW, tz=TZ) == [ResolveEpisode(topic)]
