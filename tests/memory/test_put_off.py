"""A to-do called off now and taken up later in one sentence ("cancel the dentist, i'll do it in
jan") moves that to-do; with it no longer open recap asks, and never moves another to-do that
was touched lately (memory.understanding._put_off)."""

from __future__ import annotations

import pytest

from memory.derive import commitments_of
from memory.model import CommitmentStatus
from memory.service import Memory
from tests.driver import chat

START = "2026-12-07T08:05:00+00:00"


@pytest.mark.parametrize(
    ("said", "month"),
    [("cancel the dentist, i'll do it in jan", 1), ("skip the dentist this week, will do it in feb", 2)],
)
async def test_the_named_todo_moves(memory: Memory, said: str, month: int) -> None:
    _, user_id, replies = await chat(memory, START, "Europe/London", ["dentist appt by fri", said])
    (dentist,) = await commitments_of(memory.store, user_id)
    assert dentist.due is not None and dentist.due.month == month and dentist.status is not CommitmentStatus.CANCELLED
    assert "Moved" in "\n".join(replies)


async def test_another_todo_touched_lately_is_never_moved(memory: Memory) -> None:
    lines = ["to do: dentist appt, renew passport", "dentist is booked, done", "renew passport by jan 10",
             "cancel the dentist, i'll do it in jan"]  # fmt: skip
    _, user_id, replies = await chat(memory, START, "Europe/London", lines)
    passport = [c for c in await commitments_of(memory.store, user_id) if "passport" in c.action]
    assert [c.due.day for c in passport if c.due] == [10]
    assert "dentist" in "\n".join(replies)
