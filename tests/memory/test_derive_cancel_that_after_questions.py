"""Tests, through the dispatcher: "nah cancel that" declines a "should I track …?" that a question
in between left unanswered; right after a list of one to-do it cancels that one; a pet's
appointment called off, with the vet to call back, stores no to-do for the pet."""

from __future__ import annotations

import pytest

from memory.derive import commitments_of
from memory.service import Memory
from tests.driver import chat

START = "2026-12-04T08:10:00+00:00"  # a Friday
ZONE = "Europe/London"


@pytest.mark.parametrize("drop", ["nah cancel that", "nah scrap that", "no, forget it", "nope"])
async def test_a_drop_after_a_question_in_between_declines_the_offer(memory: Memory, drop: str) -> None:
    _, user_id, replies = await chat(
        memory, START, ZONE, ["the electric one is due on the 28th", "what do i have next week", drop]
    )
    reply = "\n".join(replies)
    assert "couldn't read" not in reply and "kept nothing" in reply
    assert await commitments_of(memory.store, user_id) == []


async def test_a_drop_after_a_list_of_one_cancels_that_one(memory: Memory) -> None:
    lines = ["need to renew the passport by the 20th", "what's due this month", "nah scrap that"]
    _, _, replies = await chat(memory, START, ZONE, lines)
    assert "Cancelled" in "\n".join(replies) and "renew the passport" in "\n".join(replies)


async def test_a_pets_appointment_called_off_stores_nothing_for_the_pet(memory: Memory) -> None:
    lines = ["Biscuit's vet got cancelled, they'll call to rebook"]
    _, user_id, replies = await chat(memory, START, ZONE, lines)
    assert await commitments_of(memory.store, user_id) == []
    assert "Biscuit:" not in "\n".join(replies)
