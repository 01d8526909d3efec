"""A new to-do's "him"/"her", said in the message that finished a to-do for one person, is that
person, its counterparty ("card posted and i'll call her on sun": Mamie, whom the card went to).
Played through the dispatcher with a real store."""

from __future__ import annotations

import pytest

from memory.derive import commitments_of
from memory.service import Memory
from tests.driver import chat

START = "2030-11-02T10:00:00-02:00"  # a Saturday
TZ = "America/Miquelon"


@pytest.mark.parametrize(
    ("before", "said", "action", "person"),
    [
        (["post the birthday card to Mamie by mon"], "card posted 📮 and i'll call her on sun", "call her", "Mamie"),
        (["send the photos to Ambroise by sun", "return the ladder to Ambroise by mon"],
         "photos sent and ladder returned, gotta thank him for the fish by tues", "thank him for the fish", "Ambroise"),
        (["drop the keys at Oskar's by fri"], "keys dropped off, need to text him the alarm code tmrw",
         "text him the alarm code", "Oskar"),
    ],
)
async def test_the_person_of_the_todo_just_done_is_whom_the_pronoun_means(
    memory: Memory, before: list[str], said: str, action: str, person: str
) -> None:
    _, user_id, _ = await chat(memory, START, TZ, [*before, said])
    new = [c for c in await commitments_of(memory.store, user_id) if c.action == action]
    assert [c.counterparty for c in new] == [person]


async def test_no_person_is_guessed_when_the_todo_done_names_none(memory: Memory) -> None:
    _, user_id, _ = await chat(memory, START, TZ, ["buy milk by fri", "milk bought, remind her about the rent on mon"])
    new = [c for c in await commitments_of(memory.store, user_id) if "rent" in c.action]
    assert all(c.counterparty is None for c in new)


async def test_two_people_done_for_name_no_one(memory: Memory) -> None:
    lines = ["send the deck to Ana by fri", "return the drill to Bo by fri",
             "deck sent and drill returned, call her mon"]
    _, user_id, _ = await chat(memory, START, TZ, lines)
    new = [c for c in await commitments_of(memory.store, user_id) if c.action.startswith("call")]
    assert all(c.counterparty is None for c in new)
