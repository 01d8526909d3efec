"""Session 36's conversation probes through the dispatcher: a bare correction after a dated
message that kept nothing asks what it corrects (the date kept before is no safer a guess), a move
said "now D not D0" with no comma is the move, and a correction after small talk still puts right
the to-do touched last."""

from __future__ import annotations

from memory.service import Memory
from tests.driver import Person


async def _eoin(memory: Memory) -> Person:
    """Eoin in Dublin, on a Tuesday evening."""
    return await Person(memory, "eoin", "Europe/Dublin", "2026-12-08T17:40:00+00:00").create()


async def test_a_bare_correction_after_an_unkept_date_asks(memory: Memory) -> None:
    eoin = await _eoin(memory)
    said = await eoin.say("2026-12-08T17:41:00+00:00", "my new manager is Keiko btw, starts monday")
    assert "your manager is Keiko from 14 December 2026" in said
    await eoin.say("2026-12-08T17:42:00+00:00", "the printer thing is sorted by jan 15 not jan 8 i think maybe")
    said = await eoin.say("2026-12-08T17:43:00+00:00", "wait no its the 18th")
    assert said.startswith("What does “the 18th” correct?"), said
    assert "Updated" not in said


async def test_a_correction_after_small_talk_still_corrects(memory: Memory) -> None:
    eoin = await _eoin(memory)
    await eoin.say("2026-12-08T17:41:00+00:00", "call the bank fri")
    await eoin.say("2026-12-08T17:42:00+00:00", "ugh traffic is mad")
    said = await eoin.say("2026-12-08T17:43:00+00:00", "no wait, thurs")
    assert said == "Updated: call the bank is due Thu 10 December 2026 (was Fri 11 December 2026)."


async def test_now_then_not_the_old_day_moves(memory: Memory) -> None:
    eoin = await _eoin(memory)
    await eoin.say("2026-12-08T17:41:00+00:00", "need to sort the office move by jan 8")
    said = await eoin.say("2026-12-08T17:42:00+00:00", "oh and the office move is now jan 15 not jan 8")
    assert "sort the office move is now due Fri 15 January 2027 (was Fri 8 January 2027)" in said, said


async def test_a_fact_to_come_answers_who_holds_it(memory: Memory) -> None:
    eoin = await _eoin(memory)
    await eoin.say("2026-12-08T17:41:00+00:00", "my new manager is Keiko btw, starts monday")
    expected = "Your manager will be Keiko from 14 December 2026, per your message."
    assert await eoin.say("2026-12-08T17:42:00+00:00", "who's my manager") == expected
    assert await eoin.say("2026-12-08T17:43:00+00:00", "who will my manager be") == expected
    await eoin.say("2026-12-08T17:44:00+00:00", "rent goes up to 1450 from january")
    said = await eoin.say("2026-12-08T17:45:00+00:00", "whats the rent going to be")
    assert said == "Your rent will be 1450 from January 2027, per your message."


async def test_who_holds_it_now_when_a_change_is_to_come(memory: Memory) -> None:
    eoin = await _eoin(memory)
    await eoin.say("2026-12-08T17:41:00+00:00", "canteen contractor is Sharma Foods")
    await eoin.say("2026-12-08T17:42:00+00:00", "canteen contractor is Annapurna Caterers from next month")
    said = await eoin.say("2026-12-08T17:43:00+00:00", "who's the canteen contractor now?")
    assert said == "Canteen's contractor is Sharma Foods, per your message."
