"""Tests for a reminder asked for after the day it is for ("tonight at 11 pls remind me to lock
the side gate", "sat morning can u remind me to water the plants"): the date leads, the to-do is
what comes after "remind me to", kept with that date; without a date, or with no to-do after it,
nothing new is read."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment
from tests.memory.understanding.reading import Reading

DENVER = ZoneInfo("America/Denver")
# Mon 28 February 2028, 21:50
READ = Reading(datetime(2028, 2, 28, 21, 50, tzinfo=DENVER), DENVER, "%Y-%m-%d %H:%M")


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("tonight at 11 pls remind me to lock the side gate", ("lock the side gate", "2028-02-28 23:00")),
        ("tonight at 11 remind me to lock the side gate", ("lock the side gate", "2028-02-28 23:00")),
        ("tmrw at 9am pls remind me to call mum", ("call mum", "2028-02-29 09:00")),
        ("saturday can u remind me to water the plants", ("water the plants", "2028-03-04 00:00")),
        ("tomorrow could you remind me to book the vet", ("book the vet", "2028-02-29 00:00")),
        ("thurs 2pm remind me to ring Dr Osei", ("ring Dr Osei", "2028-03-02 14:00")),
        ("fri dont let me forget to pay Jo back", ("pay Jo back", "2028-03-03 00:00")),
        ("on the 3rd plz remind me to renew the parking permit", ("renew the parking permit", "2028-03-03 00:00")),
    ],
)
def test_a_reminder_asked_after_its_day_keeps_the_day(text: str, todo: tuple[str, str]) -> None:
    assert READ.todos(READ(text)) == [todo]


@pytest.mark.parametrize("text", ["tonight at 11 remind me", "remind me tomorrow lol", "tmrw remind me why i bother"])
def test_no_todo_after_the_request_is_no_todo(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, NewCommitment) and i.action.startswith("remind")]
