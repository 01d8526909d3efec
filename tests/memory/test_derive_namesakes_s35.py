"""Two people told apart by where each is from, each with a fact kept under the bare first name
("Anna from logistics moved to Sovetsk", "Anna from legal joined the tax team"): a later fact about
the bare "Anna" is still asked about (session 35, blind33 facts), where it was stored because
facts about an "Anna" were kept. One told apart once, or a message that says which, is stored."""

from __future__ import annotations

import pytest

from memory.service import Memory
from tests.driver import chat

START = "2029-10-01T09:00:00+02:00"
TZ = "Europe/Kaliningrad"


@pytest.mark.parametrize(
    ("before", "fact"),
    [
        (["Anna from logistics moved to Sovetsk", "Anna from legal joined the tax team"],
         "Anna's new number is 8 4012 55 61 90"),
        (["Sam from work is now team lead", "Sam from the gym moved to Leeds"], "Sam's email is sam@x.io"),
        (["Ines from the studio joined as art director", "Ines from uni lives in Porto"], "Ines reports to Maya now"),
    ],
)
async def test_a_bare_first_name_after_two_told_apart_with_facts_is_asked(
    memory: Memory, before: list[str], fact: str
) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [*before, fact])
    assert "Which " in replies[-1] and " or " in replies[-1], replies
    assert len(await memory.store.claims(user_id)) == len(before)


async def test_one_told_apart_with_facts_is_stored(memory: Memory) -> None:
    lines = ["Anna from logistics moved to Sovetsk", "Anna's new number is 8 4012 55 61 90"]
    _, user_id, _ = await chat(memory, START, TZ, lines)
    assert ("phone", "8 4012 55 61 90") in [(c.predicate, c.value) for c in await memory.store.claims(user_id)]


async def test_saying_which_is_stored(memory: Memory) -> None:
    lines = ["Anna from logistics moved to Sovetsk", "Anna from legal joined the tax team",
             "Anna from legal's new number is 8 4012 55 61 90"]
    _, _, replies = await chat(memory, START, TZ, lines)
    assert not any(r.startswith("Which Anna") for r in replies), replies
