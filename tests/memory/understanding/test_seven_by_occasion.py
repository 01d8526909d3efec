"""A bare 7 ("sat 7:30") is asked about (breakfast or dinner?) unless what is on says which
half of the day: dinner, drinks, a gig are the evening's; breakfast, the school run the
morning's (pure ``extract``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, Unclear, extract

TZ = ZoneInfo("America/Toronto")
NOW = datetime(2026, 12, 4, 10, 0, tzinfo=TZ)  # a Friday morning


@pytest.mark.parametrize(
    ("text", "hour"),
    [
        ("dinner w/ the Okafors sat 7:30 at Nando's", 19),
        ("drinks with Lena mon 7", 19),
        ("gig at the Horseshoe sat 7", 19),
        ("breakfast w Sam tmrw 7", 7),
        ("need to do the school run mon 7:45", 7),
        ("brunch with the in-laws sun 7:30", 7),
    ],
)
def test_what_is_on_says_the_half_of_the_day(text: str, hour: int) -> None:
    (todo,) = extract(text, now=NOW, tz=TZ)
    assert isinstance(todo, NewCommitment) and todo.due is not None, todo
    assert todo.due.start.astimezone(TZ).hour == hour and not todo.due.doubt


@pytest.mark.parametrize("text", ["call mum sat 7", "pick up the parcel tmrw 7:15"])
def test_anything_else_at_7_is_asked(text: str) -> None:
    (asked,) = extract(text, now=NOW, tz=TZ)
    assert isinstance(asked, Unclear)
