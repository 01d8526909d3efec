"""Session 42 (s1): a power cut said the local way ("NEPA took light again", "no light since
morning") opened nothing (a cut told as over, or load shedding's timetable, still opens none), and
"the crane has a hydraulic leak" (a fault with what leaks named) was read as nothing. Both are
issues; the power ones on "power", so "light is back" or "electricity is back" resolves them."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory import understanding
from memory.episodes import topic_score
from memory.understanding.intents import OpenEpisode, ResolveEpisode

TZ = ZoneInfo("Africa/Lagos")
NOW = datetime(2026, 12, 7, 8, 0, tzinfo=TZ)


def read(text: str) -> list[object]:
    return understanding.extract(text, now=NOW, tz=TZ)


@pytest.mark.parametrize(
    "said",
    [
        "NEPA took light again",
        "nepa don take light o",
        "PHCN has taken light since morning",
        "they took light",
        "no light since morning",
        "still no light",
    ],
)
def test_a_power_cut_said_the_local_way_opens_the_power_issue(said: str) -> None:
    found = read(said)
    assert [type(i) for i in found] == [OpenEpisode], found
    assert found[0].topic == "power", found


@pytest.mark.parametrize("said", ["NEPA brought light", "light don come back", "load shedding is over"])
def test_the_power_back_resolves_it(said: str) -> None:
    assert read(said) == [ResolveEpisode("power")]


@pytest.mark.parametrize(
    "said",
    [
        "took the light bulb out",
        "they took the lights down",
        "NEPA took light for 6 hours yesterday, couldnt do anything",
        "nepa took light yesterday",
        "loadshedding again tonight from 6",
        "load shedding stage 4 from 2pm today",
        "is there load shedding today?",
        "light the candles",
    ],
)
def test_other_light_words_open_no_power_issue(said: str) -> None:
    assert not any(isinstance(i, OpenEpisode) and i.topic == "power" for i in read(said)), read(said)


def test_a_power_cut_beside_a_todo_keeps_both() -> None:
    found = read("NEPA took light again, need to buy diesel tmrw")
    assert OpenEpisode("power", "") in found
    assert any(getattr(i, "action", "") == "buy diesel" for i in found), found


def test_lone_light_matches_power_but_a_lamp_stays_a_lamp() -> None:
    assert topic_score("light", "power")[0] >= 1.0
    assert topic_score("the lights", "power")[0] >= 1.0
    assert topic_score("electricity", "power")[0] >= 1.0
    assert topic_score("kitchen light", "power")[0] == 0.0
    assert topic_score("light", "kitchen light")[0] >= 1.0


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        ("the crane has a hydraulic leak", "crane hydraulic leak"),
        ("the pump has an air leak", "pump air leak"),
        ("the boat has a fuel leak", "boat fuel leak"),
        ("the crane has an electrical fault", "crane electrical fault"),
        ("the ute's got a slow oil leak again", "ute oil leak"),
        ("the tractor has a brake fault since monday", "tractor brake fault"),
        ("the van has a puncture", "van puncture"),
    ],
)
def test_a_thing_with_a_named_leak_or_fault_is_an_issue(said: str, topic: str) -> None:
    found = read(said)
    assert len(found) == 1 and isinstance(found[0], OpenEpisode) and found[0].topic == topic, found


@pytest.mark.parametrize("said", ["my plan has a serious hole", "the story has a water leak in it"])
def test_a_figure_of_speech_stays_no_issue(said: str) -> None:
    assert not any(isinstance(i, OpenEpisode) for i in read(said)), read(said)
