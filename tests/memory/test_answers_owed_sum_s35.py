"""Session 35 (blind33): "what do i owe Teresa?" after "i owe Teresa 80k, paying her back mon" listed
"pay Teresa back" without the 80k. The to-do keeps the deed in the user's words; a debt paid back
whose sum only its message names is answered with that message quoted, as an action naming its
thing by a pronoun is. An action that says its sum, or a message with none, is not quoted."""

from __future__ import annotations

import pytest

from memory.service import Memory
from tests.driver import chat

START = "2033-05-12T10:00:00-05:00"  # a Thursday
TZ = "America/Bogota"


@pytest.mark.parametrize(
    ("said", "asked", "amount"),
    [
        ("i owe Teresa 80k, paying her back mon", "what do i owe Teresa?", "80k"),
        ("owe Teresa £40, will pay her back friday", "what do I owe teresa", "£40"),
        ("i owe Manu 20k pesos, paying him back by the 12th", "what do i owe Manu?", "20k pesos"),
    ],
)
async def test_the_sum_said_is_in_the_answer(memory: Memory, said: str, asked: str, amount: str) -> None:
    _, _, replies = await chat(memory, START, TZ, [said, "Esteban owes me 30k", asked])
    assert amount in replies[-1] and "30k" not in replies[-1], replies


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        ("need to pay Teresa back mon", "what do i owe Teresa?"),  # no sum said anywhere
        ("pay Teresa back 80k mon", "what do i owe Teresa?"),  # the action says it
    ],
)
async def test_nothing_quoted_when_the_action_says_all(memory: Memory, said: str, asked: str) -> None:
    _, _, replies = await chat(memory, START, TZ, [said, asked])
    assert "you said" not in replies[-1], replies
