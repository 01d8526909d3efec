"""Session 35 (blind16): "accountant says jul 25 for the tax docs" asked whether it changed the
to-do; and "Ana wants the deck by friday" with the deck due monday said "Still open … due Mon" (a
sooner day read as a plan to be in time), by friday when due monday a second deck. A deadline
someone gives for a thing — "<who> says <date> for <thing>", "<who> wants <thing> by <date>" —
moves the open to-do of that thing, sooner or later; the user's own sooner plan does not."""

from __future__ import annotations

import pytest

from memory.service import Memory
from tests.driver import todo_states

START = "2027-07-01T10:00:00+00:00"  # a Thursday
TZ = "UTC"


@pytest.mark.parametrize(
    ("todo", "said", "action", "due"),
    [
        ("need to send the tax docs to the accountant by jul 31", "accountant says jul 25 for the tax docs",
         "send the tax docs to the accountant", "2027-07-25"),
        ("send Ana the deck by monday", "Ana wants the deck by friday", "send Ana the deck", "2027-07-02"),
        ("send Ana the deck by friday", "Ana wants the deck by monday", "send Ana the deck", "2027-07-05"),
        ("send Ana the deck by monday", "Ana said friday for the deck", "send Ana the deck", "2027-07-02"),
    ],
)
async def test_their_deadline_moves_the_todo(memory: Memory, todo: str, said: str, action: str, due: str) -> None:
    states, replies = await todo_states(memory, START, TZ, [todo, said])
    assert states == {action: ("open", f"{due} 23:59")}, (states, replies)


async def test_my_sooner_plan_keeps_the_deadline(memory: Memory) -> None:
    states, replies = await todo_states(
        memory, START, TZ, ["send Ana the deck by monday", "going to send Ana the deck tonight"]
    )
    assert states == {"send Ana the deck": ("open", "2027-07-05 23:59")}, (states, replies)


@pytest.mark.parametrize("said", ["Ana says thanks for the deck", "I said friday for the deck"])
async def test_no_date_given_by_them_moves_nothing(memory: Memory, said: str) -> None:
    states, replies = await todo_states(memory, START, TZ, ["send Ana the deck by monday", said])
    assert states["send Ana the deck"] == ("open", "2027-07-05 23:59"), (states, replies)
