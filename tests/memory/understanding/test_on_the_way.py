"""A to-do done on the way somewhere: "drop the parcel off on my way to work" is taken there (no
to-do called off), "drop off the library books on my way back" is today's errand (no issue
"back up"); a plain "drop" still calls a to-do off and "… is back" still resolves an issue."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CancelCommitment, NewCommitment, OpenEpisode, ResolveEpisode, extract

TZ = ZoneInfo("Europe/London")
NOW = datetime(2028, 9, 18, 9, 0, tzinfo=TZ)  # a Monday morning


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("drop the parcel off on my way to work", "drop the parcel off"),
        ("drop off the library books on my way back", "drop off the library books"),
        ("return the library books on my way back", "return the library books"),
        ("drop the keys round to mums on the way home", "drop the keys round to mums"),
    ],
)
def test_an_errand_on_the_way_is_todays_to_do(text: str, action: str) -> None:
    (found,) = extract(text, now=NOW, tz=TZ)
    assert isinstance(found, NewCommitment) and found.action == action, found
    assert found.due is not None and found.due.start.astimezone(TZ).date() == date(2028, 9, 18)


@pytest.mark.parametrize("text", ["drop the gym", "just drop the dentist", "drop the spanish class, no time"])
def test_a_plain_drop_still_calls_a_to_do_off(text: str) -> None:
    assert any(isinstance(i, CancelCommitment) for i in extract(text, now=NOW, tz=TZ))


def test_back_still_resolves_and_trouble_on_the_way_back_still_opens() -> None:
    assert [type(i) for i in extract("the wifi is back", now=NOW, tz=TZ)] == [ResolveEpisode]
    assert [type(i) for i in extract("car broke down on my way back", now=NOW, tz=TZ)] == [OpenEpisode]
