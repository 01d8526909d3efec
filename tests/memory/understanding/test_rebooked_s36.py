"""Someone called a thing off and it was booked again in the same breath ("plumber cancelled, now
fri", "the cleaner bailed on us - now tues", "dentist cancelled, thurs instead"): the thing moved
to the new day, never cancelled, and the words of the new booking are no clause of their own. A
bare day after the comma ("plumber cancelled, fri") or a plan that names no day stays a
cancellation: nothing says it was booked again."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CancelCommitment, MoveCommitment
from tests.memory.understanding.reading import Reading

MELBOURNE = ZoneInfo("Australia/Melbourne")
read = Reading(datetime(2026, 12, 7, 9, 30, tzinfo=MELBOURNE), MELBOURNE)  # a Monday


@pytest.mark.parametrize(
    ("text", "thing", "when"),
    [
        ("plumber cancelled, now fri", "plumber", "Fri 11 00:00"),
        ("plumber cancelled - coming fri instead", "plumber", "Fri 11 00:00"),
        ("plumber cancelled — coming fri instead", "plumber", "Fri 11 00:00"),
        ("plumber cancelled, coming fri instead", "plumber", "Fri 11 00:00"),
        ("plumber cancelled, he's coming fri instead", "plumber", "Fri 11 00:00"),
        ("plumber cancelled and rebooked fri", "plumber", "Fri 11 00:00"),
        ("the electrician cancelled, thurs instead", "electrician", "Thu 10 00:00"),
        ("the cleaner bailed on us - now tues", "cleaner", "Tue 08 00:00"),
        ("physio cancelled on me, new date is the 14th", "physio", "Mon 14 00:00"),
        ("dentist cancelled, now it's friday morning", "dentist", "Fri 11 05:00"),
    ],
)
def test_called_off_and_booked_again_is_a_move(text: str, thing: str, when: str) -> None:
    found = read(text)
    moves = [i for i in found if isinstance(i, MoveCommitment)]
    assert [thing in m.action for m in moves] == [True], found
    assert read.when(moves[0]) == when
    assert len(found) == 1, found  # no cancellation beside it, no question about the new day's words


@pytest.mark.parametrize(
    "text",
    [
        "plumber cancelled, fri",  # which one was called off, or when: not said to be booked again
        "plumber cancelled so now i'm free fri",  # a free day, nothing booked
        "plumber cancelled, now i have to rebook",  # no day yet
    ],
)
def test_called_off_with_no_new_booking_stays_cancelled(text: str) -> None:
    found = read(text)
    assert any(isinstance(i, CancelCommitment) for i in found), found
    assert not any(isinstance(i, MoveCommitment) for i in found), found
