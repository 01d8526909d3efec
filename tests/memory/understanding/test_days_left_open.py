"""Tests for days a message leaves open, so recap asks rather than store either reading:

- "this weekend" said on a Sunday ("this weekend i need to clean out the garage" at 22:40): what
  is left of today, or next weekend? Said on any other day, or as "next weekend", it is kept.
- today's day of the month said as the day to do a thing ("call the bank on the 31st" on the 31st): people say
  "today" for today, so the number may mean next month's (which may not have it). "By the 31st"
  said on the 31st is a deadline of today, as any other day's number is kept."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, Unclear
from tests.memory.understanding.reading import Reading

LA = ZoneInfo("America/Los_Angeles")
SUNDAY = Reading(datetime(2027, 10, 31, 22, 40, tzinfo=LA), LA)  # Sunday 31 October
SATURDAY = Reading(datetime(2027, 10, 30, 10, 40, tzinfo=LA), LA)
THURSDAY = Reading(datetime(2027, 10, 28, 9, 0, tzinfo=LA), LA)


@pytest.mark.parametrize(
    "text",
    [
        # the weekend, said on its Sunday
        "this weekend i need to clean out the garage",
        "need to clean out the garage this weekend",
        "paint the fence over the weekend",
        "gotta sort the tax return by this weekend",
        "i'll call grandma this weekend",
        "this wknd wash the car",
        "clean out the garage on the weekend",
        "the weekend: fix the fence",
        # today, by its number: next month's, and November has no 31st
        "need to call the bank on the 31st",
        "pay the rent on the 31st",
        "on the 31st renew the parking permit",
        "gotta ring mum on the 31st",
        "water the plants on the 31st pls",
        "renew the car rego on the 31st",
        "gotta email Sione on the 31st",
        "book the MOT for the 31st",
    ],
)
def test_a_day_left_open_is_asked(text: str) -> None:
    found = SUNDAY(text)
    assert not [i for i in found if isinstance(i, NewCommitment)], found
    assert any(isinstance(i, Unclear) for i in found), found


@pytest.mark.parametrize(
    ("read", "text", "todo"),
    [
        (SUNDAY, "clean out the garage next weekend", ("clean out the garage", "Sat 06 00:00")),
        (SATURDAY, "this weekend i need to clean out the garage", ("clean out the garage", "Sat 30 00:00")),
        (THURSDAY, "this weekend i need to clean out the garage", ("clean out the garage", "Sat 30 00:00")),
        (SUNDAY, "by the 31st submit the report", ("submit the report", "Sun 31 00:00")),
        (SUNDAY, "call the bank on the 5th", ("call the bank", "Fri 05 00:00")),
        (SUNDAY, "call the bank today", ("call the bank", "Sun 31 00:00")),
    ],
)
def test_a_day_said_plainly_is_kept(read: Reading, text: str, todo: tuple[str, str]) -> None:
    assert read.todos(read(text)) == [todo]
