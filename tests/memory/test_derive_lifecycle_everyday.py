"""Done said in everyday words, played through the dispatcher with a real store: a done word
or a verb of the same job finishes the to-do its object words name ("dealt with the landlord
thing", "settled the gas"), never one whose words or job differ; a bare "done" finishes the
one to-do just talked about and asks when two were, or none lately; a generic verb used as a
noun ("done w/ the budget review") finishes no "send the budget over"."""

from __future__ import annotations

import pytest

from memory.derive import commitments_of
from memory.model import CommitmentStatus
from memory.service import Memory
from tests.driver import Person, chat

START = "2027-03-09T09:00:00+00:00"
TZ = "Europe/London"


async def _states(memory: Memory, user_id: str) -> dict[str, CommitmentStatus]:
    return {c.action: c.status for c in await commitments_of(memory.store, user_id)}


@pytest.mark.parametrize(
    ("todo", "said"),
    [
        ("email the landlord about the boiler by friday", "dealt with the landlord thing"),
        ("email the landlord about the boiler by friday", "handled the boiler email"),
        ("pay the gas bill by friday", "settled the gas"),
        ("book the MOT by friday", "took care of the MOT"),
        ("call the dentist by friday", "rang the dentist"),
        ("text Aiyana about the party by friday", "messaged aiyana"),
        ("submit the visa form by friday", "sent the visa form off"),
        ("fix the fence by sunday", "repaired the fence"),
    ],
)
async def test_a_done_word_or_same_job_verb_finishes_the_todo(memory: Memory, todo: str, said: str) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [todo, said])
    assert list((await _states(memory, user_id)).values()) == [CommitmentStatus.COMPLETED], replies


@pytest.mark.parametrize(
    ("todo", "said"),
    [
        ("email the landlord by friday", "dealt with the plumber"),
        ("email the landlord by friday", "paid the landlord"),
        ("Tom will send the budget over by friday", "done w/ the budget review"),
        ("Tom will send the budget over by friday", "reviewed the budget"),
        ("email the landlord by friday", "hope to get the landlord sorted"),
        ("email the landlord by friday", "almost done with the landlord email"),
        ("pay the gas bill by friday", "did I pay the gas bill?"),
    ],
)
async def test_other_things_other_jobs_and_plans_finish_nothing(memory: Memory, todo: str, said: str) -> None:
    _, user_id, _ = await chat(memory, START, TZ, [todo, said])
    assert CommitmentStatus.COMPLETED not in (await _states(memory, user_id)).values()


@pytest.mark.parametrize(
    "said", ["done", "done ✅", "✅", "sorted", "all done", "that's done", "did it", "finished it"]
)
async def test_a_bare_done_finishes_the_one_todo_just_talked_about(memory: Memory, said: str) -> None:
    _, user_id, _ = await chat(memory, START, TZ, ["renew Kemal's parking permit by friday", said])
    assert await _states(memory, user_id) == {"renew Kemal's parking permit": CommitmentStatus.COMPLETED}


async def test_a_bare_done_after_two_todos_asks_which_with_both(memory: Memory) -> None:
    _, user_id, replies = await chat(memory, START, TZ, ["email the landlord by friday", "call mum tomorrow", "done"])
    said = " ".join(replies)
    assert "Which one" in said and "email the landlord" in said and "call mum" in said
    assert CommitmentStatus.COMPLETED not in (await _states(memory, user_id)).values()


async def test_a_bare_done_finishes_the_one_said_after_an_older_one(memory: Memory) -> None:
    dana = await Person(memory, "dana", TZ, START).create()
    await dana.say("2027-03-09T09:00:00+00:00", "email the landlord by friday")
    await dana.say("2027-03-10T09:00:00+00:00", "call Nkechi tomorrow")
    await dana.say("2027-03-10T09:01:00+00:00", "did it")
    assert await _states(memory, dana.user.id) == {
        "email the landlord": CommitmentStatus.ACCEPTED,
        "call Nkechi": CommitmentStatus.COMPLETED,
    }


async def test_a_bare_done_days_later_asks_rather_than_guess(memory: Memory) -> None:
    dana = await Person(memory, "dana", TZ, START).create()
    await dana.say("2027-03-09T09:00:00+00:00", "email the landlord by friday")
    reply = await dana.say("2027-03-12T11:00:00+00:00", "done")  # hours after the 08:00 briefing
    assert "Did that finish “email the landlord”?" in reply and "2) No" in reply  # the one open, asked by name
    assert await _states(memory, dana.user.id) == {"email the landlord": CommitmentStatus.ACCEPTED}
