"""A line that is nothing but a hedge or filler ("touch wood", "god willing", "ok thx") reads as
nothing and never breaks the reader, alone or after a report ("the car is fixed, touch wood")."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import ResolveEpisode, extract

_TZ = ZoneInfo("Africa/Windhoek")
_NOW = datetime(2030, 3, 21, 11, 30, tzinfo=_TZ)
_HEDGES = ["touch wood", "god willing", "fingers crossed", "ok thx", "maybe idk", "hopefully lol", "touch wood 🤞"]


@pytest.mark.parametrize("hedge", _HEDGES)
def test_a_hedge_alone_reads_as_nothing(hedge: str) -> None:
    assert extract(hedge, now=_NOW, tz=_TZ) == []


@pytest.mark.parametrize("hedge", _HEDGES)
def test_a_hedge_after_a_report_leaves_the_report(hedge: str) -> None:
    assert extract(f"the generator is fixed, {hedge}", now=_NOW, tz=_TZ) == [ResolveEpisode(topic="generator")]
