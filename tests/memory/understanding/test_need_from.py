"""A thing needed from someone, said without a verb: the user's to-do to get it from them."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment
from tests.memory.understanding.reading import Reading

OSLO = ZoneInfo("Europe/Oslo")
read = Reading(datetime(2026, 12, 3, 9, 40, tzinfo=OSLO), OSLO)  # a Thursday


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("need sign-off from Raj first", "get sign-off from Raj"),
        ("need a quote from the plumber", "get a quote from the plumber"),
        ("we need approval from legal", "get approval from legal"),
        ("still need the signed lease from the landlord", "get the signed lease from the landlord"),
        ("Q4 deck due fri, need sign-off from Raj first", "get sign-off from Raj"),
    ],
)
def test_a_thing_needed_from_someone_is_a_to_do(text: str, action: str) -> None:
    assert action in [i.action for i in read(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    "text", ["i need help from someone lol", "need a break from work", "need some time from you", "need coffee"]
)
def test_a_wish_is_no_to_do(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) for i in read(text))
