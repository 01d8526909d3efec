"""Session 37 (busy users outside the corpora): a booking made for a day is the thing booked,
where it is ("booked the service for thurs 8am at the vw place"), and a correction of its day
said with why ("no wait the service is fri 8am, they were full thurs") moves it."""

from __future__ import annotations

import pytest

from memory.service import Memory
from tests.driver import todo_states

START = "2026-12-08T11:56:00+02:00"  # a Tuesday morning in Johannesburg
TZ = "Africa/Johannesburg"


@pytest.mark.parametrize(
    ("booked", "action"),
    [
        ("booked the service for thurs 8am at the vw place", "service at the vw place"),
        ("booked a haircut for thurs 8am with jo", "haircut with jo"),
        ("booked the mot for thurs 8am at kwik fit", "mot at kwik fit"),
    ],
)
@pytest.mark.parametrize(
    "correction",
    [
        "no wait the {thing} is fri 8am, they were full thurs",
        "sorry the {thing} is fri 8am - they had no slots thurs",
        "no wait the {thing} is fri 8am, she was off thurs",
    ],
)
async def test_a_booking_corrected_with_why(memory: Memory, booked: str, action: str, correction: str) -> None:
    thing = action.split()[0]
    states, replies = await todo_states(memory, START, TZ, [booked, correction.format(thing=thing)])
    assert states == {action: ("open", "2026-12-11 08:00")}, (states, replies)


async def test_a_booked_thing_in_at_a_place_keeps_its_booking(memory: Memory) -> None:
    # near-miss: "booked it in at" is how the thing went in, kept as said
    states, replies = await todo_states(memory, START, TZ, ["booked the car in at kwik fit for fri"])
    assert states == {"car booked in at kwik fit": ("open", "2026-12-11 23:59")}, (states, replies)


@pytest.mark.parametrize(
    "placed",
    [
        # an order gone in, and with whom: the to-do to order it is done
        "feed order placed w/ farmlands",
        "feed order placed with farmlands",
        "the feed order's in with farmlands",
        "feed order placed via the portal",
    ],
)
async def test_an_order_placed_with_a_supplier(memory: Memory, placed: str) -> None:
    start, tz = "2026-12-05T06:10:00+13:00", "Pacific/Auckland"
    lines = ["need to order 2 tonne of feed b4 the end of the month", placed]
    states, replies = await todo_states(memory, start, tz, lines)
    assert states == {"order 2 tonne of feed": ("completed", "2026-12-31 23:59")}, (states, replies)
