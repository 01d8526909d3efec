"""Several to-dos of one message in doubt ("tmrw finish the slides and email them to Dana" typed
past midnight) are one question with one set of choices: "yes", a button, or a typed date settles
every one of them, and a rebuild gives the same memory."""

from __future__ import annotations

from memory.derive import commitments_of
from memory.home import Home
from memory.service import Memory
from memory.timefmt import zone
from tests.driver import at, chat, local_minute, rebuilt, snapshot

PAST_MIDNIGHT = "2026-12-02T00:40:00+00:00"  # a Wednesday, in London
TZ = zone("Europe/London")
TWO_TODOS = "tmrw finish the slides and email the deck to Dana"


async def _dues(memory: Memory, user_id: str) -> dict[str, str]:
    return {c.action: local_minute(c.due, TZ)[:10] for c in await commitments_of(memory.store, user_id)}


async def test_two_todos_in_doubt_are_one_question(memory: Memory) -> None:
    _, user_id, replies = await chat(memory, PAST_MIDNIGHT, str(TZ.key), [TWO_TODOS])
    reply = "\n".join(replies)
    assert "finish the slides" in reply and "email the deck to Dana" in reply
    assert reply.count("1) Yes") == 1  # one set of choices for both
    assert not await commitments_of(memory.store, user_id)  # nothing kept before the answer


async def test_yes_tracks_every_todo_asked_and_rebuilds_the_same(home: Home) -> None:
    memory = await Memory.open(home)
    _, user_id, _ = await chat(memory, PAST_MIDNIGHT, str(TZ.key), [TWO_TODOS, "yes"])
    assert await _dues(memory, user_id) == {
        "finish the slides": "2026-12-03", "email the deck to Dana": "2026-12-03"
    }  # fmt: skip
    before = await snapshot(memory, user_id)
    fresh = await rebuilt(memory, home, at("2026-12-02T09:00:00+00:00"))
    assert await snapshot(fresh, user_id) == before
    await fresh.close()


async def test_today_typed_dates_every_todo_asked(memory: Memory) -> None:
    _, user_id, _ = await chat(memory, PAST_MIDNIGHT, str(TZ.key), [TWO_TODOS, "today"])
    assert await _dues(memory, user_id) == {
        "finish the slides": "2026-12-02", "email the deck to Dana": "2026-12-02"
    }  # fmt: skip


async def test_other_date_then_a_date_dates_every_todo_asked(memory: Memory) -> None:
    _, user_id, _ = await chat(memory, PAST_MIDNIGHT, str(TZ.key), [TWO_TODOS, "2", "friday"])
    assert await _dues(memory, user_id) == {
        "finish the slides": "2026-12-04", "email the deck to Dana": "2026-12-04"
    }  # fmt: skip
