"""A thing in its working state again, in wordings the forms lacked: a leak gone ("dry now"), a
light back on ("lit up again"), and what brought it back said after ("snappy again after the
patch"). Wordings of our own; the near-misses are things that dry or cheer up as they should."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import ResolveEpisode, extract

TZ = ZoneInfo("America/Chicago")
NOW = datetime(2029, 1, 17, 7, 40, tzinfo=TZ)


def _resolved(text: str) -> list[str]:
    return [i.topic for i in extract(text, now=NOW, tz=TZ) if isinstance(i, ResolveEpisode)]


@pytest.mark.parametrize(
    ("text", "topic"),
    [("coffee machine's dry now, it was a loose hose", "coffee machine"),
     ("the ceiling is bone dry now", "ceiling"),
     ("dishwasher's dry again", "dishwasher"),
     ("the cellar is completely dry now", "cellar")],
)
def test_a_leak_gone_dry_resolves_it(text: str, topic: str) -> None:
    assert _resolved(text) == [topic]


@pytest.mark.parametrize("text", ["the paint's dry now", "washing's dry now", "my hair's dry now", "he's dry now"])
def test_what_dries_as_it_should_resolves_nothing(text: str) -> None:
    assert _resolved(text) == []


@pytest.mark.parametrize(
    ("text", "topic"),
    [("parking lot's lit up again", "parking lot"), ("the shop sign is lit again", "shop sign"),
     ("stairwell's lit up again", "stairwell")],
)
def test_a_light_back_on_resolves_it(text: str, topic: str) -> None:
    assert _resolved(text) == [topic]


@pytest.mark.parametrize(
    ("text", "topic"),
    [("ERP is snappy again after the patch", "ERP"), ("the wifi is fast again since the reboot", "wifi"),
     ("freezer's cold again after the defrost", "freezer")],
)
def test_what_brought_it_back_said_after(text: str, topic: str) -> None:
    assert _resolved(text) == [topic]


@pytest.mark.parametrize(
    "text", ["mum is happy again after the chat", "the baby is quiet again after the feed",
             "the kids are happy again since lunch"],
)
def test_people_in_good_spirits_resolve_nothing(text: str) -> None:
    assert _resolved(text) == []
