"""Tests for blind33's fact readings (session 35, r2): "night shift emergency contact is Gleb" kept
nothing (whom to reach for a thing, said without its "'s", as "warehouse door code is 4471" is)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import StateClaim
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Europe/Kaliningrad")
READ = Reading(datetime(2029, 10, 1, 9, 0, tzinfo=ZONE), ZONE)


def _facts(text: str) -> list[tuple[str, str, str]]:
    return [(i.subject, i.predicate, i.value) for i in READ(text) if isinstance(i, StateClaim)]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("night shift emergency contact is Gleb", ("night shift", "emergency contact", "Gleb")),
        ("the warehouse point of contact is Ama Owusu", ("warehouse", "point of contact", "Ama Owusu")),
        ("site contact person is Ama", ("site", "contact person", "Ama")),
        ("night shift emergency contact number is 555 0101", ("night shift", "emergency contact number", "555 0101")),
    ],
)
def test_whom_to_reach_for_a_thing_is_its_fact(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]


@pytest.mark.parametrize("text", ["the emergency contact is Gleb", "emergency contact is important"])
def test_a_contact_of_no_one_named_is_no_fact(text: str) -> None:
    assert not [f for f in _facts(text) if f[0]]
