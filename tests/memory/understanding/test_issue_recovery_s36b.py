"""Session 36b: a thing said to be back at its job, in the ways people type it (blind35): "not ...
again" of a fault as "no longer" ("tap is not dripping again"), a job done "well" ("inverter is
charging well now"), output shown "now" ("decoder is showing channels now") and what brought it
back said after ("freezer is freezing again after they regassed it")."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import OpenEpisode, ResolveEpisode, extract

LAGOS = ZoneInfo("Africa/Lagos")
NOW = datetime(2030, 4, 30, 8, 0, tzinfo=LAGOS)


def _resolved(said: str) -> list[str]:
    return [i.topic for i in extract(said, now=NOW, tz=LAGOS) if isinstance(i, ResolveEpisode)]


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        # a fault's own verb, negated, with "again": it no longer does it
        ("tap is not dripping again", "tap"),
        ("the roof is not leaking again", "roof"),
        ("the fan isn't rattling again", "fan"),
        ("generator is not sparking again", "generator"),
        ("the lights are not flickering again", "lights"),
        ("plumber changed the washer, tap is not dripping again", "tap"),
        # a job done well
        ("inverter is charging well now", "inverter"),
        ("the pump is running well again", "pump"),
        ("technician came, inverter is charging well now", "inverter"),
        # output shown, with "now" alone
        ("decoder is showing channels now", "decoder"),
        ("the card machine is taking payments now", "card machine"),
        ("scanner is reading barcodes now", "scanner"),
        # its own job again, with what brought it back
        ("freezer is freezing again after they regassed it", "freezer"),
        ("heater is heating fine since the service", "heater"),
        ("printer's printing again after IT reset it", "printer"),
    ],
)
def test_back_at_its_job(said: str, topic: str) -> None:
    assert _resolved(said) == [topic]


@pytest.mark.parametrize(
    "said",
    [
        # a job negated with "again" is the fault back, never a fix
        "printer is not working again",
        "the freezer is not freezing again",
        "the AC is not cooling again",
        "laptop isn't charging again",
        # people are no things that fail or mend
        "the kids are not fighting again",
        # a fault said with "well": still a fault
        "the tap is dripping again",
    ],
)
def test_not_a_recovery(said: str) -> None:
    assert _resolved(said) == []


def test_job_negated_again_opens() -> None:
    opened = [i for i in extract("the AC is not cooling again", now=NOW, tz=LAGOS) if isinstance(i, OpenEpisode)]
    assert [i.topic for i in opened] == ["AC"]


def _opened(said: str) -> list[str]:
    return [i.topic for i in extract(said, now=NOW, tz=LAGOS) if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize(
    "said",
    [
        # the whole body worn out is how one feels, never a thing to track
        "my body is broken after that independence parade march lol",
        "my whole body is dead after that hike",
        "my body is destroyed after the parade",
        "my muscles are dead after leg day",
    ],
)
def test_body_worn_out_is_no_issue(said: str) -> None:
    assert _opened(said) == []


def test_a_thing_named_body_still_fails() -> None:
    assert _opened("the car body is cracked") == ["car body"]

