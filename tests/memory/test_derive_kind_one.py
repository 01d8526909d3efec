"""A to-do named "the <kind> one" right after a to-do of that sort is that sort of thing ("water
bill due the 20th", then "the electric one is due on the 28th": the electric bill, due the 28th),
said with the words of the one before; an open to-do of that kind is moved instead, and "the
other one" or a kind said long after asks (memory.understanding._kind_one). Played through the
dispatcher with a real store."""

from __future__ import annotations

import pytest

from memory.derive import commitments_of
from memory.service import Memory
from tests.driver import chat

START = "2026-12-04T08:10:00+00:00"  # a Friday
TZ = "Europe/London"


@pytest.mark.parametrize(
    ("before", "said", "action", "day"),
    [
        ("water bill due the 20th", "the electric one is due on the 28th", "electric bill", 28),
        ("pay the gas bill by the 12th", "the electric one's due on the 28th", "pay the electric bill", 28),
        ("renew the car insurance by jan 3", "the home one is due on the 10th", "renew the home insurance", 10),
        ("book the dentist appt for the 9th", "the eye one's due the 15th", "book the eye appt", 15),
    ],
)
async def test_the_kind_one_is_that_sort_of_the_todo_before(
    memory: Memory, before: str, said: str, action: str, day: int
) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [before, said])
    new = [c for c in await commitments_of(memory.store, user_id) if c.action == action]
    assert [c.due.day for c in new if c.due] == [day], replies


async def test_an_open_todo_of_that_kind_is_moved(memory: Memory) -> None:
    said = ["water bill due the 20th", "pay the council tax by the 5th", "the water one's due the 9th"]
    _, user_id, _ = await chat(memory, START, TZ, said)
    todos = {c.action: c.due.day for c in await commitments_of(memory.store, user_id) if c.due}
    assert todos == {"water bill": 9, "pay the council tax": 5}


@pytest.mark.parametrize(
    "said", ["the other one is due on the 28th", "the next one is due on the 28th", "the new one's due on the 28th"]
)
async def test_a_word_that_picks_among_things_names_no_kind(memory: Memory, said: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, ["water bill due the 20th", said])
    assert [c.action for c in await commitments_of(memory.store, user_id)] == ["water bill"], replies


async def test_no_todo_before_is_asked_about(memory: Memory) -> None:
    _, user_id, replies = await chat(memory, START, TZ, ["the electric one is due on the 28th"])
    assert not await commitments_of(memory.store, user_id)
    assert any("the electric one" in reply for reply in replies)
