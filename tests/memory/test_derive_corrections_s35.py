"""Session 35 (blind33): corrections said with the "actually" after whoever holds the deadline ("oh
they actually need them by tmrw") move the to-do touched last, as "actually, they need them by tmrw"
does; and a name said after who the person is ("nah, her cousin Marama owns it") is the value put
right, as "nah, Marama owns it" is."""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from memory.service import Memory
from tests.driver import at, chat, current_value, todo_states

START = "2032-04-01T10:00:00+13:00"  # a Thursday
TZ = "Pacific/Auckland"


@pytest.mark.parametrize(
    ("todo", "said", "action", "due"),
    [
        ("i'll drop the spare keys at Mahana's place by sat", "oh they actually need them by tmrw",
         "drop the spare keys at Mahana's place", "2032-04-02"),
        ("i'll drop the spare keys at Mahana's place by sat", "ah they actually want them by tomorrow",
         "drop the spare keys at Mahana's place", "2032-04-02"),
        ("send Ana the invoice by monday", "she actually needs it by sat", "send Ana the invoice", "2032-04-03"),
        ("return the drill to Sione by sat", "oh he actually needs it back by tmrw", "return the drill to Sione",
         "2032-04-02"),
    ],
)
async def test_their_deadline_put_right_moves_the_todo(
    memory: Memory, todo: str, said: str, action: str, due: str
) -> None:
    states, replies = await todo_states(memory, START, TZ, [todo, said])
    assert states[action][0] == "open" and states[action][1].startswith(due), (states, replies)


async def test_actually_with_no_date_moves_nothing(memory: Memory) -> None:
    states, replies = await todo_states(
        memory, START, TZ, ["i'll drop the spare keys at Mahana's place by sat", "they actually live in Leeds"]
    )
    assert states["drop the spare keys at Mahana's place"][1].startswith("2032-04-03"), (states, replies)


@pytest.mark.parametrize(
    ("fact", "said", "subject", "value"),
    [
        ("the ferry co-op belongs to Vai", "nah, her cousin Marama owns it", "ferry co-op", "Marama"),
        ("the ferry co-op belongs to Vai", "no, my cousin Marama owns it", "ferry co-op", "Marama"),
        ("the bakery is owned by Sefa", "no, his brother-in-law Tane owns it", "bakery", "Tane"),
    ],
)
async def test_a_name_after_who_they_are_is_the_value(
    memory: Memory, fact: str, said: str, subject: str, value: str
) -> None:
    _, user, replies = await chat(memory, START, TZ, [fact, said])
    now = at("2032-04-01T11:00:00+13:00")
    assert await current_value(memory, user, subject, "owner", now, ZoneInfo(TZ)) == value, replies
