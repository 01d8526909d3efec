"""Session 35: "car booked in for the 21st" with "get the car serviced" open asked "Did that finish
…?": "booked in" was no done form, and the slot's "car booked in" was not the car. A booking for a
day of a thing a to-do is about sets that to-do's day; a to-do to book it is done; with none
open, the booking is an appointment on its day."""

from __future__ import annotations

import pytest

from memory.service import Memory
from tests.driver import todo_states

START = "2026-12-07T08:00:00+01:00"  # a Monday morning
TZ = "Europe/Berlin"


@pytest.mark.parametrize(
    ("todo", "said", "action", "due"),
    [
        ("need to get the car serviced", "car booked in for the 21st", "get the car serviced", "2026-12-21"),
        ("need to get the car serviced", "the car's booked in for the 21st", "get the car serviced", "2026-12-21"),
        ("need to get the car serviced", "car is booked in at Kwik Fit for the 21st", "get the car serviced",
         "2026-12-21"),
        ("remind me to get the boiler serviced", "got the boiler service booked for the 3rd",
         "get the boiler serviced", "2027-01-03"),
        ("remind me to get the boiler serviced", "boiler service booked for the 3rd", "get the boiler serviced",
         "2027-01-03"),
    ],
)
async def test_a_booking_sets_the_day_of_the_todo_it_is_for(
    memory: Memory, todo: str, said: str, action: str, due: str
) -> None:
    states, replies = await todo_states(memory, START, TZ, [todo, said])
    assert states[action][0] == "open" and states[action][1].startswith(due), (states, replies)
    assert len(states) == 1, states


async def test_a_todo_to_book_it_is_done(memory: Memory) -> None:
    states, replies = await todo_states(
        memory, START, TZ, ["need to book the car in for a service", "the car's booked in for the 21st"]
    )
    assert states["book the car in for a service"][0] == "completed", (states, replies)


@pytest.mark.parametrize(
    ("said", "action", "due"),
    [
        ("car booked in for the 21st", "car booked in", "2026-12-21"),
        ("the car's booked in for the 21st", "car booked in", "2026-12-21"),
        ("got the boiler service booked for the 3rd", "boiler service", "2027-01-03"),
        ("dentist booked in for the 21st", "dentist booked in", "2026-12-21"),
    ],
)
async def test_with_none_open_the_booking_is_an_appointment(memory: Memory, said: str, action: str, due: str) -> None:
    states, replies = await todo_states(memory, START, TZ, [said])
    assert states[action][0] == "open" and states[action][1].startswith(due), (states, replies)


async def test_booked_in_the_past_is_no_appointment(memory: Memory) -> None:
    states, replies = await todo_states(memory, START, TZ, ["car was booked in last week"])
    assert not states, (states, replies)
