"""Session 36 (blind35): "broke" with an object says who broke what ("the bodhrán guy broke a stick
mid-song", "the kids broke the gate"): the one before the verb is the breaker, never the thing
that is broken, so no issue is opened under its name. Said with no object ("the printer broke",
"my phone broke this morning"), the thing before the verb is what broke."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import OpenEpisode, extract

TZ = ZoneInfo("Europe/Dublin")
NOW = datetime(2030, 3, 17, 21, tzinfo=TZ)


def _opened(said: str) -> list[str]:
    return [i.topic for i in extract(said, now=NOW, tz=TZ) if isinstance(i, OpenEpisode)]


@pytest.mark.parametrize(
    "said",
    [
        "the bodhrán guy broke a stick mid-song and just kept going with his hand",
        "the drummer broke a stick",
        "the fiddler broke a string halfway through",
        "the kids broke the gate",
        "Sam broke his phone",
    ],
)
def test_a_breaker_is_no_issue(said: str) -> None:
    assert _opened(said) == []


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        ("the printer broke", "printer"),
        ("the printer broke again", "printer"),
        ("my phone broke this morning", "phone"),
        ("the dishwasher broke down", "dishwasher"),
    ],
)
def test_a_thing_that_broke_is_an_issue(said: str, topic: str) -> None:
    assert _opened(said) == [topic]
