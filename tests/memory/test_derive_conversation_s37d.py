"""Session 37 (busy users outside the corpora), asserted on what is stored.

"health visitor rang, shes coming fri instead" moved the nappies just ordered: the pronoun's move
went to the last to-do touched, though the clause before named the visitor. "ordered the nappies"
of "order more nappies size 2 and the formula" left "order more nappies size the formula": the
verb kept for the rest took the quantity's words with it. "chased kestrel, they say payment goes
out eow" kept "send the they say payment": the client's payment, reported, made a to-do to send it."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.service import Memory
from memory.understanding._not_day_first import not_day_first
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


DUBAI = "Asia/Dubai"
THURSDAY_EVENING = "2026-12-10T21:00:00+04:00"


@pytest.mark.parametrize(
    "said",
    [
        "sorry not sunday, monday the meeting",
        "no wait not sunday - monday the meeting",
        "not sunday, the meeting is monday",
        "oops not sunday, the meeting's on monday",
    ],
)
async def test_the_wrong_day_said_first_moves_the_thing_it_names(memory: Memory, said: str) -> None:
    states, replies = await todo_states(
        memory, THURSDAY_EVENING, DUBAI, ["meeting with mr khalid sunday at 10 in his office", said]
    )
    assert states == {"meeting with mr khalid in his office": ("open", "2026-12-14 10:00")}, (states, replies)


@pytest.mark.parametrize(
    "said",
    ["not sure, the meeting is monday", "not now, maybe later the meeting", "not sunday, monday",
     "not today, need to call mum tmrw", "not the 12th, the 13th"],
)
def test_only_a_wrong_day_then_a_thing_is_said_the_other_way_round(said: str) -> None:
    now = datetime(2026, 12, 10, 21, 0, tzinfo=ZoneInfo(DUBAI))
    assert not_day_first(said, now=now, tz=ZoneInfo(DUBAI)) == said


@pytest.mark.parametrize(
    "said",
    [
        "the 1:1 w/ jen is cancelled actually",
        "1:1 with jen got cancelled btw",
        "the 1:1 with jen is off fyi",
    ],
)
async def test_a_word_on_the_news_said_last_still_cancels(memory: Memory, said: str) -> None:
    states, replies = await todo_states(memory, THURSDAY_EVENING, DUBAI, ["1:1 w/ jen fri at 3", said])
    assert [status for status, _ in states.values()] == ["cancelled"], (states, replies)
