"""Outcomes said in other words than the to-do's, played through the dispatcher with a real
store (:mod:`memory.fit`, :mod:`memory.understanding._instead`, ``their_date``,
:mod:`memory.understanding._not_outcomes`):

- done with a verb of the same job and a near word for the thing ("spoke to the gas bloke"
  for "phone the gas man"), "came" for a to-do to call someone in, the state a to-do leaves;
- "both done" with two to-dos just said;
- moved by saying when it happens instead, or by whoever it is done at or for;
- precision: another head noun, a verb of another job, two that fit, and progress or a
  to-do still not done change nothing and ask nothing.
"""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from memory.model import CommitmentStatus
from memory.service import Memory
from tests.driver import chat, commitments_by_action, local_minute

START = "2027-03-09T09:00:00+00:00"  # a Tuesday
TZ = "Europe/London"
LONDON = ZoneInfo(TZ)


@pytest.mark.parametrize(
    ("todo", "said"),
    [
        ("need to phone the gas man tomorrow", "spoke to the gas bloke, all fine"),
        ("have to ring Tía Carmen about easter", "talked with tia carmen earlier"),
        ("gotta chase the letting agents about the deposit", "finally got hold of the letting agent"),
        ("need to take the dvds back to the library", "dropped the dvds back at the library on the way to work"),
        ("must pay Oluwaseun for the tiling by friday", "sent oluwaseun the cash via monzo"),
        ("need to call the electrician", "electrician came round this morning, all sorted"),
        ("need to restock the first aid kit", "first aid kit fully stocked"),
        ("pay the syndic fees by the 20th", "payé le syndic, done"),
        ("renew the fishing licence", "fishing licence ✅"),
    ],
)  # fmt: skip
async def test_done_said_in_other_words_finishes_the_one_it_fits(memory: Memory, todo: str, said: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [todo, said])
    [kept] = (await commitments_by_action(memory, user_id)).values()
    assert kept.status is CommitmentStatus.COMPLETED, replies


@pytest.mark.parametrize(
    ("todos", "said"),
    [
        (["buy Maya a birthday present"], "Maya's birthday dinner was lovely"),
        (["buy football tickets for saturday"], "watched the football"),
        (["return the library books by friday"], "renewed the library books online"),
        (["ring the boiler man about the service", "ring the boiler man about the quote"], "spoke to the boiler bloke"),
        (["pay Dariusz for the fence", "pay Dariusz for the decking"], "sent Dariusz the money"),
    ],
)
async def test_another_head_or_job_or_two_fits_change_nothing(memory: Memory, todos: list[str], said: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [*todos, said])
    states = {c.status for c in (await commitments_by_action(memory, user_id)).values()}
    assert CommitmentStatus.COMPLETED not in states, replies


async def test_both_done_finishes_the_two_just_said(memory: Memory) -> None:
    _, user_id, replies = await chat(
        memory, START, TZ, ["need to descale the kettle", "gotta book Amara's swimming lessons", "did both!"]
    )
    states = {a: c.status for a, c in (await commitments_by_action(memory, user_id)).items()}
    assert set(states.values()) == {CommitmentStatus.COMPLETED}, (states, replies)


async def test_both_done_with_three_open_asks(memory: Memory) -> None:
    lines = ["need to descale the kettle", "gotta book swimming lessons", "post the birthday card", "both done"]
    _, user_id, replies = await chat(memory, START, TZ, lines)
    states = {c.status for c in (await commitments_by_action(memory, user_id)).values()}
    assert CommitmentStatus.COMPLETED not in states
    assert "?" in replies[-1], replies


@pytest.mark.parametrize(
    ("todo", "said", "due"),
    [
        ("need to mow the lawn saturday", "can do the lawn sunday instead", "2027-03-14"),
        ("need to clear out the loft on friday", "we'll do the loft on saturday in place of friday", "2027-03-13"),
        ("take Rex to the groomer thursday", "groomer moved us to friday 2pm", "2027-03-12 14:00"),
        ("need to fit the new tap at Mrs Okonkwo's on thursday", "Mrs Okonkwo asks if we can come on friday instead",
         "2027-03-12"),
        ("deliver the samosas to Auntie Farida on friday", "auntie farida asked for them on saturday now",
         "2027-03-13"),
    ],
)  # fmt: skip
async def test_a_new_date_said_another_way_moves_the_one_to_do(memory: Memory, todo: str, said: str, due: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [todo, said])
    [moved] = (await commitments_by_action(memory, user_id)).values()
    assert moved.status is CommitmentStatus.MOVED, replies
    assert local_minute(moved.due, LONDON).startswith(due)


@pytest.mark.parametrize(
    ("todo", "said"),
    [
        ("make the slides for the board by thursday", "nearly done with the slides"),
        ("call the council about the bins", "still haven't called the council, ugh"),
        ("book the car service", "if i book the service now it'll be cheaper apparently"),
        ("write the essay on Baldwin", "halfway through the Baldwin essay"),
        ("sort out the spare room", "almost there with the spare room"),
    ],
)
async def test_progress_or_not_yet_changes_nothing_and_asks_nothing(memory: Memory, todo: str, said: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [todo, said])
    [kept] = (await commitments_by_action(memory, user_id)).values()
    assert kept.status is CommitmentStatus.ACCEPTED, replies
    assert "?" not in replies[-1], replies


async def test_a_verb_of_the_same_job_picks_it_among_two_about_the_same_man(memory: Memory) -> None:
    lines = ["email the gas man", "pay the gas man", "spoke to the gas bloke"]
    _, user_id, replies = await chat(memory, START, TZ, lines)
    states = {a: c.status for a, c in (await commitments_by_action(memory, user_id)).items()}
    assert states == {"email the gas man": CommitmentStatus.COMPLETED, "pay the gas man": CommitmentStatus.ACCEPTED}, (
        replies
    )


@pytest.mark.parametrize(
    ("todo", "said", "status"),
    [
        ("Auntie Ngozi will bring the jollof rice on saturday", "auntie ngozi can't bring the jollof any more",
         CommitmentStatus.CANCELLED),
        ("Ramón said he'd drop off the ladder tomorrow", "ramón flaked, not bringing the ladder",
         CommitmentStatus.CANCELLED),
        ("Marek will order the tiles on monday", "marek ordered the tiles already today", CommitmentStatus.COMPLETED),
        ("renew the parking permit by the 25th", "council gave me a grace period, permit now due 19/4",
         CommitmentStatus.MOVED),
    ],
)  # fmt: skip
async def test_their_change_or_a_reason_then_the_change(
    memory: Memory, todo: str, said: str, status: CommitmentStatus
) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [todo, said])
    [kept] = (await commitments_by_action(memory, user_id)).values()
    assert kept.status is status, replies


@pytest.mark.parametrize(
    ("todo", "said", "status"),
    [
        ("need to confirm the caterers for saturday", "caterers confirmed it", CommitmentStatus.COMPLETED),
        ("chase Priyanka about the invoice", "priyanka finally got back to me", CommitmentStatus.COMPLETED),
        ("email Priyanka the deck", "priyanka finally got back to me", CommitmentStatus.ACCEPTED),
    ],
)
async def test_their_answer_finishes_the_to_do_to_get_it(
    memory: Memory, todo: str, said: str, status: CommitmentStatus
) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [todo, said])
    [kept] = (await commitments_by_action(memory, user_id)).values()
    assert kept.status is status, replies
