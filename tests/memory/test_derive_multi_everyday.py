"""Several intents in one message, applied: each clause changes what it says, and the reply
names each change (memory.derive applying the list memory.understanding reads)."""

from __future__ import annotations

from memory.derive import commitments_of
from memory.model import CommitmentStatus
from memory.service import Memory
from memory.timefmt import zone
from tests.driver import chat

START = "2027-03-10T09:00:00+00:00"  # a Wednesday
TZ = "Europe/London"


def _due(commitment: object) -> str | None:
    due = getattr(commitment, "due", None)
    return due.astimezone(zone(TZ)).date().isoformat() if due is not None else None


async def test_a_move_and_a_cancel_change_two_commitments(memory: Memory) -> None:
    _, user_id, replies = await chat(
        memory, START, TZ, ["need to take Biscuit to the vet by monday", "gotta get a haircut on saturday",
                            "push the vet to thurs and scratch the haircut"],
    )  # fmt: skip
    by_action = {c.action: c for c in await commitments_of(memory.store, user_id)}
    vet = next(c for a, c in by_action.items() if "vet" in a)
    haircut = next(c for a, c in by_action.items() if "haircut" in a)
    assert _due(vet) == "2027-03-11" and vet.is_open
    assert haircut.status is CommitmentStatus.CANCELLED
    said = " ".join(replies)
    assert "Moved" in said and "Cancelled" in said


async def test_a_done_and_a_new_to_do_said_run_on(memory: Memory) -> None:
    _, user_id, replies = await chat(
        memory, START, TZ, ["need to pay the gas bill by friday",
                            "paid the gas bill need to pay the water bill by the 20th"],
    )  # fmt: skip
    commitments = {c.action: c for c in await commitments_of(memory.store, user_id)}
    assert commitments["pay the gas bill"].status is CommitmentStatus.COMPLETED
    assert _due(commitments["pay the water bill"]) == "2027-03-20"
    said = " ".join(replies)
    assert "Done: pay the gas bill" in said and "pay the water bill" in said


async def test_an_issue_and_a_to_do_typed_without_a_separator(memory: Memory) -> None:
    _, user_id, replies = await chat(memory, START, TZ, ["the printers broken again call the engineer tmrw"])
    [todo] = await commitments_of(memory.store, user_id)
    assert (todo.action, _due(todo)) == ("call the engineer", "2027-03-11")
    assert len(await memory.store.episodes(user_id)) == 1
    assert "call the engineer" in " ".join(replies)


async def test_a_list_of_people_is_one_to_do_naming_them_all(memory: Memory) -> None:
    _, user_id, _ = await chat(memory, START, TZ, ["email Ana, Bo and Chen about the party by friday"])
    [todo] = await commitments_of(memory.store, user_id)
    assert todo.action == "email Ana, Bo and Chen about the party" and _due(todo) == "2027-03-12"


async def test_a_window_asks_and_stores_nothing_yet(memory: Memory) -> None:
    _, user_id, replies = await chat(memory, START, TZ, ["remind me to call the clinic between the 3rd and the 5th"])
    assert await commitments_of(memory.store, user_id) == []
    assert "between the 3rd and the 5th" in " ".join(replies)


async def test_each_to_do_keeps_its_own_date(memory: Memory) -> None:
    _, user_id, _ = await chat(memory, START, TZ, ["gotta email jess tmrw also book the train for sat"])
    dues = {c.action: _due(c) for c in await commitments_of(memory.store, user_id)}
    assert dues == {"email jess": "2027-03-11", "book the train": "2027-03-13"}
