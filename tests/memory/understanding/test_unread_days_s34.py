"""Tests for a to-do whose day cannot be read (session 34): "4/3 reseal the water tank" kept
nothing and asked nothing (a verb recap does not know, before or after a day whose day and month
order is unknown, is a to-do all the same, asked about); "on the 31st pay the mooring fee and renew
Kun's permit" in a month with no 31st kept the permit undated while the fee was asked about (the
day opens the sentence, so it is both to-dos', and both are asked about)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, Unclear
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Europe/Berlin")
READ = Reading(datetime(2026, 11, 7, 8, 0, tzinfo=ZONE), ZONE)  # a Saturday in November (no 31st)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("4/3 reseal the water tank", "reseal the water tank"),
        ("4/3 regrout the shower", "regrout the shower"),
        ("5/6 repot the lemon tree", "repot the lemon tree"),
        ("reseal the water tank 4/3", "reseal the water tank"),
        ("regrout the shower by 5/6", "regrout the shower"),
    ],
)
def test_an_unknown_verb_beside_a_day_read_two_ways_is_asked_about(text: str, action: str) -> None:
    [asked] = READ(text)
    assert isinstance(asked, Unclear) and isinstance(asked.proposal, NewCommitment), asked
    assert asked.proposal.action == action and "whether" in asked.question


@pytest.mark.parametrize("text", ["4/3 rain all day", "4/3 was a mess", "rain all day 4/3"])
def test_a_day_read_two_ways_beside_no_todo_keeps_nothing(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    "text",
    [
        "on the 31st pay the mooring fee and renew Kun's permit",
        "on the 31st: pay the mooring fee, renew the permit",
        "by 31/4 pay the fee and book the hall",
        "4/5 pay the deposit and book the hall",
    ],
)
def test_a_day_that_cannot_be_read_opening_a_list_is_asked_for_every_item(text: str) -> None:
    found = READ(text)
    assert len(found) == 2 and all(isinstance(i, Unclear) for i in found), found
    assert all(i.question[:1].isupper() for i in found if isinstance(i, Unclear))
