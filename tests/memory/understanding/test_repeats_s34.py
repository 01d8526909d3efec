"""Tests for repeating to-dos (session 34): recap keeps no repeating to-dos and asks about the
next one (:mod:`memory.understanding._repeats`). "pay rent every 1st of the month" was stored as
"pay rent every", due the 1st (a day of every month was no repeat); "gym every mon and wed" kept
nothing and "every mon and wed i need to take the meds" stored the meds once, on Wednesday (two
weekdays after one "every" were read as one day)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, Unclear
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Pacific/Auckland")
READ = Reading(datetime(2026, 12, 7, 8, 0, tzinfo=ZONE), ZONE, fmt="%a %d %b")  # a Monday morning


def _asked_repeat(text: str) -> tuple[str, str | None]:
    [asked] = READ(text)
    assert isinstance(asked, Unclear) and isinstance(asked.proposal, NewCommitment), asked
    assert asked.question.startswith("I can't keep repeating to-dos yet"), asked.question
    return asked.proposal.action, READ.when(asked.proposal)


@pytest.mark.parametrize(
    ("text", "next_one"),
    [
        ("pay rent every 1st of the month", ("pay rent", "Fri 01 Jan")),
        ("pay rent on the 1st of every month", ("pay rent", "Fri 01 Jan")),
        ("invoice Kai on the 15th of each month", ("invoice Kai", "Tue 15 Dec")),
        ("gotta pay the nanny every last fri of the month", ("pay the nanny", "Fri 25 Dec")),
    ],
)
def test_a_day_of_every_month_is_a_repeat_asked_about(text: str, next_one: tuple[str, str]) -> None:
    assert _asked_repeat(text) == next_one


@pytest.mark.parametrize(
    ("text", "next_one"),
    [
        ("gym every mon and wed", ("gym", "Wed 09 Dec")),
        ("every mon and wed i need to take the meds", ("take the meds", "Wed 09 Dec")),
        ("I need to take the meds on mondays and wednesdays", ("take the meds", "Wed 09 Dec")),
        ("each mon & thurs i need to take the meds", ("take the meds", "Thu 10 Dec")),
    ],
)
def test_two_weekdays_after_every_are_a_repeat_asked_about(text: str, next_one: tuple[str, str]) -> None:
    assert _asked_repeat(text) == next_one


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("pay rent on the 1st", ("pay rent", "Fri 01 Jan")),  # once
        ("call mum on the 15th", ("call mum", "Tue 15 Dec")),
    ],
)
def test_a_day_of_the_month_said_once_is_kept(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]
