"""A commitment renamed in plain chat: a new version carries the new name, the reply says
"Renamed: old → new", undo (word or button) restores the old name, and a rebuild from the
Markdown files gives the same memory."""

from __future__ import annotations

import json

import pytest

from memory import portability
from memory.derive import commitments_of
from memory.home import Home
from memory.model import CommitmentStatus
from memory.service import Memory
from tests.driver import Talk, at, chat

START = "2026-03-02T09:00:00-05:00"
TZ = "America/New_York"


async def _actions(memory: Memory, user_id: str) -> dict[str, CommitmentStatus]:
    return {c.action: c.status for c in await commitments_of(memory.store, user_id)}


@pytest.mark.parametrize(
    ("first", "rename", "renamed"),
    [
        ("I'll send the budget deck to Omar by Friday", "it's the pricing deck not the budget deck",
         "send the pricing deck to Omar"),
        ("I'll send the budget deck to Omar by Friday", "not the budget deck — the pricing deck",
         "send the pricing deck to Omar"),
        ("finish the Q2 plan by friday", "call it the Q3 plan, not the Q2 plan", "finish the Q3 plan"),
        ("finish the Q2 plan by friday", "rename the Q2 plan to the Q3 plan", "finish the Q3 plan"),
        ("call Joao tomorrow", "i meant email Joao not call him", "email Joao"),
        ("need to book the dentist appt by thursday", "the dentist appt is actually the orthodontist appt",
         "book the orthodontist appt"),
        ("renew the car insurance by the 20th", "sorry, I meant the home insurance, not the car insurance",
         "renew the home insurance"),
        ("call Joe tomorrow", "it's Jo not Joe", "call Jo"),
        ("email Siobhán about the lease by friday", "oops it's Saoirse not Siobhán", "email Saoirse about the lease"),
    ],
)
async def test_a_rename_gives_the_commitment_its_new_name(
    memory: Memory, first: str, rename: str, renamed: str
) -> None:
    _, user_id, replies = await chat(memory, START, TZ, [first, rename])
    assert replies[0].startswith("Renamed: ") and replies[0].endswith(f" → {renamed}.")
    assert list(await _actions(memory, user_id)) == [renamed]


async def test_the_due_and_status_stay_and_older_versions_keep_their_name(memory: Memory) -> None:
    lines = ["I'll send the budget deck to Omar by Friday", "push the budget deck to monday",
             "it's the pricing deck not the budget deck"]
    _, user_id, _ = await chat(memory, START, TZ, lines)
    (commitment,) = await commitments_of(memory.store, user_id)
    assert commitment.status is CommitmentStatus.MOVED
    assert commitment.due is not None and commitment.due.astimezone(at(START).tzinfo).day == 9  # Monday 9 March
    ((record, versions),) = await memory.store.commitments(user_id)
    assert record.action == "send the budget deck to Omar"
    assert [v.action for v in versions] == [None, None, "send the pricing deck to Omar"]


async def test_the_new_name_is_what_later_changes_find(memory: Memory) -> None:
    lines = ["I'll send the budget deck to Omar by Friday", "it's the pricing deck not the budget deck",
             "sent the pricing deck"]
    _, user_id, replies = await chat(memory, START, TZ, lines)
    assert replies[0].startswith("Done: send the pricing deck to Omar")
    assert await _actions(memory, user_id) == {"send the pricing deck to Omar": CommitmentStatus.COMPLETED}


async def test_call_it_renames_the_one_just_talked_about(memory: Memory) -> None:
    lines = ["draft the project brief by friday", "call it the Falcon brief"]
    _, user_id, replies = await chat(memory, START, TZ, lines)
    assert replies[0] == "Renamed: draft the project brief → the Falcon brief."
    assert list(await _actions(memory, user_id)) == ["the Falcon brief"]


async def test_call_it_a_day_renames_nothing(memory: Memory) -> None:
    _, user_id, _ = await chat(memory, START, TZ, ["draft the project brief by friday", "ok let's call it a day"])
    assert list(await _actions(memory, user_id)) == ["draft the project brief"]


async def test_two_that_fit_are_asked_about_and_the_answer_renames_one(home: Home) -> None:
    chat = _Chat(await Memory.open(home))
    await chat.say("send the sales deck by friday")
    await chat.say("send the board deck by monday")
    asked = await chat.say("not the deck — the pricing deck")
    assert asked.text.startswith("Which one should be called “the pricing deck”?")
    assert await chat.actions() == ["send the sales deck", "send the board deck"]
    outcome = await chat.press(asked, "send the board deck")
    assert outcome is not None and "Renamed: send the board deck → the pricing deck." in outcome.text
    assert await chat.actions() == ["send the sales deck", "the pricing deck"]
    await chat.same_after_rebuild(home)


async def test_a_name_nothing_holds_changes_nothing(memory: Memory) -> None:
    _, user_id, replies = await chat(memory, START, TZ, ["send the sales deck by friday", "rename the gym to swim"])
    assert not replies[0].startswith("Renamed")
    assert list(await _actions(memory, user_id)) == ["send the sales deck"]


async def test_a_value_said_after_the_todo_is_put_right_instead(memory: Memory) -> None:
    """ "i meant the blue room not the green room" right after a fact holding "green room"
    corrects that fact, not an older to-do that names the green room."""
    lines = ["book the green room by friday", "Omar's office is the green room",
             "i meant the blue room not the green room"]
    _, user_id, replies = await chat(memory, START, TZ, lines)
    assert not replies[0].startswith("Renamed")
    assert list(await _actions(memory, user_id)) == ["book the green room"]


async def test_the_briefing_uses_the_new_name(memory: Memory) -> None:
    lines = ["I'll send the budget deck to Omar by Friday", "it's the pricing deck not the budget deck", "/briefing"]
    _, _, replies = await chat(memory, START, TZ, lines)
    assert "send the pricing deck to Omar" in replies[0] and "budget" not in replies[0]


async def test_an_answer_about_it_uses_the_new_name(memory: Memory) -> None:
    lines = ["I'll send the budget deck to Omar by Friday", "it's the pricing deck not the budget deck",
             "what's due this week?"]
    _, _, replies = await chat(memory, START, TZ, lines)
    assert "send the pricing deck to Omar" in replies[0] and "budget" not in replies[0]


async def test_export_carries_the_rename(memory: Memory) -> None:
    lines = ["I'll send the budget deck to Omar by Friday", "it's the pricing deck not the budget deck"]
    clock, user_id, _ = await chat(memory, START, TZ, lines)
    user = await memory.store.user(user_id)
    assert user is not None
    records = [json.loads(line) for line in await portability.export_lines(memory, user, clock.now())]
    (commitment,) = [r for r in records if r["type"] == "commitment"]
    assert commitment["action"] == "send the pricing deck to Omar"
    assert commitment["first_action"] == "send the budget deck to Omar"
    assert [v.get("action") for v in commitment["versions"]] == [None, "send the pricing deck to Omar"]


class _Chat(Talk):
    def __init__(self, memory: Memory) -> None:
        super().__init__(memory, START)

    async def actions(self) -> list[str]:
        user = await self.memory.store.user_by_name("alice")
        assert user is not None
        return [c.action for c in await commitments_of(self.memory.store, user.id)]


async def test_a_rename_rebuilds_the_same(home: Home) -> None:
    chat = _Chat(await Memory.open(home))
    await chat.say("I'll send the budget deck to Omar by Friday.")
    await chat.say("it's the pricing deck not the budget deck")
    await chat.say("push the pricing deck to next Tuesday")
    assert await chat.actions() == ["send the pricing deck to Omar"]
    await chat.same_after_rebuild(home)


async def test_undo_by_word_restores_the_old_name_and_rebuilds_the_same(home: Home) -> None:
    chat = _Chat(await Memory.open(home))
    await chat.say("I'll send the budget deck to Omar by Friday.")
    renamed = await chat.say("rename the budget deck to the pricing deck")
    assert renamed.text.startswith("Renamed: send the budget deck to Omar → send the pricing deck to Omar")
    undone = await chat.say("undo")
    assert undone.text.startswith("Undone:")
    assert await chat.actions() == ["send the budget deck to Omar"]
    await chat.same_after_rebuild(home)


async def test_the_undo_button_restores_the_old_name_and_rebuilds_the_same(home: Home) -> None:
    chat = _Chat(await Memory.open(home))
    await chat.say("finish the Q2 plan by friday")
    renamed = await chat.say("call it the Q3 plan, not the Q2 plan")
    assert [b.label for b in renamed.buttons] == ["Undo"]
    outcome = await chat.press(renamed, "Undo")
    assert outcome is not None and outcome.text.startswith("Undone:")
    assert await chat.actions() == ["finish the Q2 plan"]
    await chat.same_after_rebuild(home)
