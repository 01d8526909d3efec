"""Where things are, answered through the bot (session 39): the place kept, and with none kept
what was said of the thing, never a bare "I don't know"."""

from __future__ import annotations

from memory.service import Memory
from tests.driver import chat

START = "2027-02-09T18:05:00-04:00"
TZ = "America/Halifax"


async def test_the_place_kept_answers_where_it_is(memory: Memory) -> None:
    _, _, replies = await chat(
        memory, START, TZ, ["pls remember my wifi password is on the fridge", "where's my wifi password again"]
    )
    assert "on the fridge" in replies[0], replies


async def test_with_no_place_kept_what_was_said_of_it(memory: Memory) -> None:
    lines = ["put the ladder behind the shed today", "where did i put the ladder"]
    _, _, replies = await chat(memory, START, TZ, lines)
    assert "behind the shed" in replies[0], replies
