"""A place someone holds, said with its preposition: "Ariki's desk is on level 4 now" is the desk
"level 4"; a state said the same way ("Dave's phone is on silent") keeps nothing (pure ``extract``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import StateClaim
from memory.understanding._placed_attribute import placed_value
from tests.memory.understanding.reading import Reading

READ = Reading(datetime(2026, 12, 2, 9, 5, tzinfo=ZoneInfo("Europe/London")), ZoneInfo("Europe/London"))


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "value"),
    [
        ("Ariki's desk is on level 4 now", "Ariki", "desk", "level 4"),
        ("Ariki's desk is on level 4", "Ariki", "desk", "level 4"),
        ("Tane's locker is in the east wing now", "Tane", "locker", "east wing"),
        ("Mia's parking spot is at bay 12", "Mia", "parking spot", "bay 12"),
        ("Priya's office is in Leeds", "Priya", "office", "Leeds"),
        ("my desk is on level 2 now", "me", "desk", "level 2"),
        ("Kemi's office is at the Leeds site", "Kemi", "office", "Leeds site"),
        ("Bo's seat is in row F", "Bo", "seat", "row F"),
        ("Ana's room is on the 3rd floor", "Ana", "room", "3rd floor"),
    ],
)
def test_a_place_someone_holds(text: str, subject: str, predicate: str, value: str) -> None:
    found = READ(text)
    assert [(i.subject, i.predicate, i.value) for i in found if isinstance(i, StateClaim)] == [
        (subject, predicate, value)
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Dave's phone is on silent",
        "my car is in the garage",
        "Tom's laptop is at the shop",
        "Sione's office is in a meeting",
        "Rui's desk is on leave",
    ],
)
def test_a_state_is_no_place(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, StateClaim)]


@pytest.mark.parametrize(
    ("attribute", "value", "placed"),
    [("desk", "on level 4", "level 4"), ("parking space", "in the basement", "basement"), ("phone", "on silent", None),
     ("office", "on holiday", None), ("desk", "level 4", None)],
)  # fmt: skip
def test_placed_value(attribute: str, value: str, placed: str | None) -> None:
    assert placed_value(attribute, value) == placed
