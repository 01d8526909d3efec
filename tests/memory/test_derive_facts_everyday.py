"""Everyday facts and issues played through the dispatcher with a real store: a relative's move
is kept about "my sister" (never as the user's "sister"), a rise in rent supersedes the old
rent, a fix by its outcome closes the matching issue, and a fix of nothing open stores nothing."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from memory.service import Memory
from tests.driver import chat, current_value

START = "2027-03-09T09:00:00+00:00"
TZ = "Europe/London"


async def test_a_relatives_move_is_about_them_as_written(memory: Memory) -> None:
    clock, user_id, _ = await chat(memory, START, TZ, ["my sister moved to Bristol"])
    claims = await memory.store.claims(user_id)
    assert [(c.subject, c.predicate, c.value) for c in claims] == [("my sister", "location", "Bristol")]
    assert await current_value(memory, user_id, "my sister", "location", clock.now(), ZoneInfo(TZ)) == "Bristol"


async def test_a_rise_in_rent_holds_from_its_date(memory: Memory) -> None:
    clock, user_id, _ = await chat(memory, START, TZ, ["the rent is now 1200", "rent's going up to 1450 from may"])
    june = datetime(2027, 6, 1, 12, tzinfo=ZoneInfo(TZ))
    assert await current_value(memory, user_id, "me", "rent", clock.now(), ZoneInfo(TZ)) == "1200"
    assert await current_value(memory, user_id, "me", "rent", june, ZoneInfo(TZ)) == "1450"


async def test_someone_retiring_is_their_status(memory: Memory) -> None:
    clock, user_id, _ = await chat(memory, START, TZ, ["Rosa retired"])
    assert await current_value(memory, user_id, "Rosa", "status", clock.now(), ZoneInfo(TZ)) == "retired"


async def test_a_fix_by_its_outcome_closes_the_matching_issue(memory: Memory) -> None:
    _, user_id, _ = await chat(
        memory, START, TZ, ["the car won't start", "the wifi keeps dropping", "got the car going"]
    )
    episodes = {e.topic: e.is_open for e in await memory.store.episodes(user_id)}
    assert episodes == {"car": False, "wifi": True}


async def test_a_fix_with_no_open_issue_stores_nothing(memory: Memory) -> None:
    _, user_id, _ = await chat(memory, START, TZ, ["van's back from the garage"])
    assert await memory.store.episodes(user_id) == []
    assert await memory.store.claims(user_id) == []


async def test_a_person_back_at_work_is_a_status_not_a_fix(memory: Memory) -> None:
    _, user_id, _ = await chat(memory, START, TZ, ["Yusuf is back at work"])
    assert await memory.store.episodes(user_id) == []
    claims = await memory.store.claims(user_id)
    assert [(c.subject, c.predicate, c.value) for c in claims] == [("Yusuf", "status", "back at work")]
