"""Session 36 (blind35): a day said before "is" is when something happens, never who holds a post:
"next fri is the dentist for both boys at 3" keeps no fact that "next fri"'s role is dentist. A
day typed short ("fri", "sat", "tmrw", "wed") or counted ("next week") is a when as the full day
names are; a person's name before "is the dentist" is still read as the post."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import StateClaim, extract

TZ = ZoneInfo("America/Anchorage")
NOW = datetime(2031, 10, 31, 9, tzinfo=TZ)


def _facts(said: str) -> list[tuple[str, str, str]]:
    return [(c.subject, c.predicate, c.value) for c in extract(said, now=NOW, tz=TZ) if isinstance(c, StateClaim)]


@pytest.mark.parametrize(
    "said",
    [
        "next fri is the dentist for both boys at 3",
        "next fri is the dentist",
        "next week is the dentist",
        "tmrw is the plumber",
        "sat is the electrician",
        "Fri is the mechanic",
        "Wed is the vet",
    ],
)
def test_a_day_is_no_one_with_a_post(said: str) -> None:
    assert _facts(said) == []


@pytest.mark.parametrize(
    ("said", "subject", "value"),
    [("Kofi is the dentist", "Kofi", "dentist"), ("Mei Ling is head chef now", "Mei Ling", "head chef")],
)
def test_a_name_with_a_post_stays_a_fact(said: str, subject: str, value: str) -> None:
    assert _facts(said) == [(subject, "role", value)]
