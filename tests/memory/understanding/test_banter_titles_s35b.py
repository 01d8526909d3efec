"""Session 35 (blind34): "undisputed" is said of a contest's title, never of a post ("Moana is the
undisputed coconut husking champion"), so such a title is banter whatever the contest; a champion
named as a post at work stays a fact."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import StateClaim, extract

TZ = ZoneInfo("Pacific/Tahiti")
NOW = datetime(2031, 7, 14, 9, tzinfo=TZ)


@pytest.mark.parametrize(
    "said",
    [
        "Moana is the undisputed coconut husking champion",
        "Tavita is the undisputed hot dog eating champ",
        "Rangi is the undisputed ukulele king",
        "my aunt is the undisputed crossword champion",
    ],
)
def test_an_undisputed_title_is_banter(said: str) -> None:
    assert extract(said, now=NOW, tz=TZ) == [], said


@pytest.mark.parametrize(
    ("said", "value"),
    [
        ("Ana is our safeguarding champion", "safeguarding champion"),
        ("Ana is our accessibility champion", "accessibility champion"),
    ],
)
def test_a_champion_post_stays_a_fact(said: str, value: str) -> None:
    found = extract(said, now=NOW, tz=TZ)
    assert len(found) == 1 and isinstance(found[0], StateClaim), found
    assert (found[0].subject, found[0].predicate, found[0].value) == ("Ana", "role", value)
