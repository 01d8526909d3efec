"""What recap stores for session 23's issue and lifecycle readings (helper H3), played through
the dispatcher with a real store: a fix naming a thing two open issues share asks which; a
charge let off cancels paying it; wrapping what is to be posted finishes no posting; a delivery
said by its act noun is moved; a thing dropped back returns it."""

from __future__ import annotations

import pytest

from memory.model import CommitmentStatus
from memory.service import Memory
from tests.driver import chat, commitments_by_action

START = "2027-03-09T09:00:00+00:00"
TZ = "Europe/London"


@pytest.mark.parametrize(
    ("first", "second", "fix"),
    [
        ("the lobby printer is jammed", "the 3rd floor printer is out of toner", "printer's fixed"),
        ("the kitchen tap is leaking", "the garden tap is dripping", "tap's fixed"),
    ],
)
async def test_a_fix_of_a_thing_two_open_issues_share_asks_which(
    memory: Memory, first: str, second: str, fix: str
) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [first, second, fix])
    assert "Which issue is resolved?" in " ".join(replies)
    assert all(e.is_open for e in await memory.store.episodes(user_id))


async def _statuses(memory: Memory, lines: list[str]) -> dict[str, CommitmentStatus]:
    _, user_id, _ = await chat(memory, START, TZ, lines)
    return {action: c.status for action, c in (await commitments_by_action(memory, user_id)).items()}


@pytest.mark.parametrize(
    ("todo", "said", "action"),
    [
        ("remind me to pay the late fee on the 28th", "they waived the late fee 😀", "pay the late fee"),
        ("need to pay the parking fine by friday", "parking fine got written off", "pay the parking fine"),
    ],
)
async def test_a_charge_let_off_cancels_paying_it(memory: Memory, todo: str, said: str, action: str) -> None:
    assert (await _statuses(memory, [todo, said]))[action] == CommitmentStatus.CANCELLED


@pytest.mark.parametrize(
    ("todo", "said", "action"),
    [
        ("need to post the parcels to Madeira by the 29th", "wrapped the parcels", "post the parcels to Madeira"),
        ("must send the gifts to my aunt by friday", "wrapped the gifts last night", "send the gifts to my aunt"),
    ],
)
async def test_wrapping_what_is_to_be_sent_finishes_nothing(memory: Memory, todo: str, said: str, action: str) -> None:
    status = (await _statuses(memory, [todo, said]))[action]
    assert status not in (CommitmentStatus.COMPLETED, CommitmentStatus.CANCELLED)


@pytest.mark.parametrize(
    ("todo", "said", "action"),
    [
        ("I'll wrap up the hiring plan by next week", "wrapped up the hiring plan", "wrap up the hiring plan"),
        ("must return the library books by weds", "dropped the books back this arvo", "return the library books"),
        ("need to return the drill to Ana by sat", "took the drill back this morning", "return the drill"),
    ],
)
async def test_a_job_done_in_other_words_finishes_it(memory: Memory, todo: str, said: str, action: str) -> None:
    statuses = await _statuses(memory, [todo, said])
    assert [status for done, status in statuses.items() if action in done] == [CommitmentStatus.COMPLETED]


async def test_a_delivery_said_by_its_act_noun_is_moved(memory: Memory) -> None:
    _, user_id, replies = await chat(
        memory, START, TZ, ["need to deliver the surfboards to Joana by weds", "surfboard drop-off bumped to the 20th"]
    )
    [todo] = (await commitments_by_action(memory, user_id)).values()
    assert todo.due is not None and todo.due.day == 20, replies
