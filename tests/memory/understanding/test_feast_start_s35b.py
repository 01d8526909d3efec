"""Session 35 (blind34): a feast day after "at" is when a fact took hold ("Ines went vegetarian at
new year": from 1 January), as "at the end of the month" is; a clock time after "at" is none."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import StateClaim, extract

TZ = ZoneInfo("Europe/London")
NOW = datetime(2033, 2, 1, 9, 5, tzinfo=TZ)


@pytest.mark.parametrize(
    ("said", "predicate", "value", "start"),
    [
        ("Ines went vegetarian at new year", "diet", "vegetarian", date(2033, 1, 1)),
        ("Petr moved to Yakutsk at new year", "location", "Yakutsk", date(2033, 1, 1)),
        ("Sam moved to Leeds at christmas", "location", "Leeds", date(2032, 12, 25)),
        ("Tala relocated to Papeete at the end of last month", "location", "Papeete", date(2033, 1, 31)),
    ],
)
def test_at_a_feast_is_the_start(said: str, predicate: str, value: str, start: date) -> None:
    found = extract(said, now=NOW, tz=TZ)
    assert len(found) == 1 and isinstance(found[0], StateClaim), found
    claim = found[0]
    assert (claim.predicate, claim.value) == (predicate, value)
    assert claim.effective is not None and claim.effective.start.astimezone(TZ).date() == start


def test_a_clock_time_after_at_is_no_start() -> None:
    found = extract("Sam moved to Leeds at 3pm", now=NOW, tz=TZ)
    assert all(isinstance(i, StateClaim) and i.effective is None for i in found), found
