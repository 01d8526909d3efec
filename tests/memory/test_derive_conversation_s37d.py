"""Session 37 (busy users outside the corpora), asserted on what is stored.

"health visitor rang, shes coming fri instead" moved the nappies just ordered: the pronoun's move
went to the last to-do touched, though the clause before named the visitor. "ordered the nappies"
of "order more nappies size 2 and the formula" left "order more nappies size the formula": the
verb kept for the rest took the quantity's words with it. "chased kestrel, they say payment goes
out eow" kept "send the they say payment": the client's payment, reported, made a to-do to send it."""

from __future__ import annotations

import pytest

from memory.service import Memory
from tests.driver import todo_states

START = "2026-12-08T06:00:00+10:00"  # a Tuesday morning
TZ = "Australia/Brisbane"


@pytest.mark.parametrize(
    "said",
    [
        "health visitor rang, shes coming fri instead",
        "the health visitor texted - she's now coming fri",
        "health visitor called to say she's coming friday instead",
        "midwife rang, she's coming fri instead",
    ],
)
async def test_who_rang_names_the_visit_moved_not_the_last_todo(memory: Memory, said: str) -> None:
    states, replies = await todo_states(
        memory, START, TZ, ["need to order more nappies and the formula", "ordered the formula", said]
    )
    assert states == {"order more nappies": ("open", "")}, (states, replies)


async def test_who_rang_moves_their_visit(memory: Memory) -> None:
    states, replies = await todo_states(
        memory, START, TZ, ["plumber coming wed at 10", "plumber rang, he's coming fri instead"]
    )
    assert [due[:10] for _, due in states.values()] == ["2026-12-11"], (states, replies)


@pytest.mark.parametrize(
    ("todo", "said", "left"),
    [
        ("need to order more nappies size 2 and the formula", "ordered the nappies", "order the formula"),
        ("need to buy more bin bags and the dog food", "got the bin bags", "buy the dog food"),
        ("need to get extra chairs and the projector", "got the chairs", "get the projector"),
        ("need to organise a card and leaving drinks", "organised the card", "organise leaving drinks"),
    ],
)
async def test_the_part_left_keeps_the_verb_without_the_quantity(
    memory: Memory, todo: str, said: str, left: str
) -> None:
    states, replies = await todo_states(memory, START, TZ, [todo, said])
    assert left in states and states[left][0] == "open", (states, replies)


@pytest.mark.parametrize(
    "said",
    [
        "chased kestrel, they say payment goes out eow",
        "they say the payment goes out friday",
        "kestrel say payment goes out on the 15th",
    ],
)
async def test_their_payment_reported_is_no_todo_to_send_it(memory: Memory, said: str) -> None:
    states, replies = await todo_states(memory, START, TZ, ["need to chase kestrel about invoice 214", said])
    assert not any("send" in action or "say" in action for action in states), (states, replies)


async def test_my_own_newsletter_going_out_is_still_moved(memory: Memory) -> None:
    states, replies = await todo_states(
        memory, START, TZ, ["send the newsletter fri", "newsletter goes out monday instead"]
    )
    assert states["send the newsletter"][1].startswith("2026-12-14"), (states, replies)
