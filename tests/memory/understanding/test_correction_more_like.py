"""A date put right by a guess nearer the truth: "more like the 25th", "prob closer to early
sept" correct the date the conversation touched last (a day, or asked which day for a rough one);
"more like" before anything but a date is left alone (pure ``extract``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CorrectTime, Unclear, extract

TZ = ZoneInfo("Australia/Perth")
NOW = datetime(2027, 3, 10, 19, 5, tzinfo=TZ)  # a Wednesday


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("more like the 25th", 25),
        ("prob more like the 22nd", 22),
        ("closer to the 28th", 28),
        ("hmm more like 30th", 30),
    ],
)
def test_a_nearer_date_corrects_the_date(text: str, day: int) -> None:
    found = extract(text, now=NOW, tz=TZ)
    assert [i.new.start.astimezone(TZ).day for i in found if isinstance(i, CorrectTime) and i.new] == [day], found


@pytest.mark.parametrize("text", ["more like early april", "prob closer to mid april"])
def test_a_rough_nearer_date_is_asked_about(text: str) -> None:
    found = extract(text, now=NOW, tz=TZ)
    assert found and all(isinstance(i, (Unclear, CorrectTime)) for i in found)


@pytest.mark.parametrize("text", ["more like a hundred people turned up", "closer to town than I thought"])
def test_more_like_before_no_date_corrects_nothing(text: str) -> None:
    assert not [i for i in extract(text, now=NOW, tz=TZ) if isinstance(i, CorrectTime)]
