"""A correction that names only a role ("sorry, deputy harbour master"), played through the
dispatcher with a real store: words ending in a job's name put right the role the conversation
touched last; one word alone ("sorry, mate") speaks to someone and changes nothing."""

from __future__ import annotations

import pytest

from memory.service import Memory
from tests.driver import chat

START = "2031-04-04T22:00:00+00:00"  # Sat 5 April 2031, 09:00 in Hobart
TZ = "Australia/Hobart"


async def _roles(memory: Memory, user_id: str) -> list[str]:
    return [c.value for c in await memory.store.claims(user_id) if c.predicate == "role"]


@pytest.mark.parametrize(
    ("fact", "fix", "value"),
    [
        ("Kenji is the new harbour master", "sorry, deputy harbour master", "deputy harbour master"),
        ("Aroha is our groundsman", "oops, head groundsman", "head groundsman"),
        ("Wiremu is the pharmacist at the clinic", "sorry, senior pharmacist", "senior pharmacist"),
        ("Tane is the night porter", "no, day porter", "day porter"),
    ],
)
async def test_a_role_said_alone_corrects_the_last_role(memory: Memory, fact: str, fix: str, value: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [fact, fix])
    assert value in await _roles(memory, user_id), replies


@pytest.mark.parametrize("remark", ["sorry, mate", "sorry, boss"])
async def test_one_word_said_to_someone_corrects_nothing(memory: Memory, remark: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, ["Kenji is the new harbour master", remark])
    assert await _roles(memory, user_id) == ["harbour master"], replies
