"""A thing moved "from <old> to <new>" is what moved (never who moved it, never a fact whose value
is the new hour), and digits "2 to 3" are two hours, not "two minutes to three"; a time said in
words ("ten to five", "half three") is found inside a message, so its words never stay in the
action."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import MoveCommitment, NewCommitment, StateClaim
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
read = Reading(datetime(2026, 12, 2, 9, 15, tzinfo=LONDON), LONDON)  # a Wednesday morning


@pytest.mark.parametrize(
    ("text", "action", "when"),
    [
        ("meeting w/ Kofi moved from 2 to 3", "meeting with Kofi", "Wed 02 15:00"),
        ("standup moved from 9 to 10", "standup", "Wed 02 10:00"),
        ("call w/ Bea pushed from 4 to 16:30", "call with Bea", "Wed 02 16:30"),
        ("dentist moved from thurs to fri", "dentist", "Fri 04 00:00"),
        ("the school run got shifted from 8 to 8:30", "school run", "Thu 03 08:30"),
    ],
)
def test_a_thing_moved_from_one_time_to_another_is_what_moved(text: str, action: str, when: str) -> None:
    [move] = read(text)
    assert isinstance(move, MoveCommitment) and move.by is None
    assert move.action == action and read.when(move) == when


@pytest.mark.parametrize(
    ("text", "value"),
    [("Omar moved from sales to product", "product"), ("Tomas moved from Lisbon to Madrid", "Madrid")],
)
def test_a_person_moved_from_one_place_to_another_is_still_a_fact(text: str, value: str) -> None:
    [claim] = read(text)
    assert isinstance(claim, StateClaim) and claim.value == value


@pytest.mark.parametrize(
    ("text", "action", "when"),
    [
        ("call mum at ten to five", "call mum", "Wed 02 16:50"),
        ("pick up the kids at half three", "pick up the kids", "Wed 02 15:30"),
        ("ring the plumber at twenty past eleven tmrw", "ring the plumber", "Thu 03 11:20"),
        ("call mum at 10 minutes to 5", "call mum", "Wed 02 16:50"),
    ],
)
def test_a_time_said_in_words_is_the_due_and_leaves_the_action(text: str, action: str, when: str) -> None:
    [todo] = read(text)
    assert isinstance(todo, NewCommitment) and todo.action == action and read.when(todo) == when
