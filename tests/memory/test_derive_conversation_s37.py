"""Session 37's conversation probes through the dispatcher: a caller's news of a change ("the
dentist rang, pushed ella to next mon same time") moves the to-do with them and keeps its clock;
a "slip" of paper to sign "tonite" is a to-do, never a move to "nite"; a reason beside a change
("cancel the dentist, ella's fine") adds no note about an issue nobody had."""

from __future__ import annotations

from memory.service import Memory
from tests.driver import Person


async def _mum(memory: Memory) -> Person:
    """A parent in London, on a Tuesday evening."""
    return await Person(memory, "mum", "Europe/London", "2026-12-08T19:40:00+00:00").create()


async def test_a_callers_move_moves_the_todo_with_them(memory: Memory) -> None:
    mum = await _mum(memory)
    said = await mum.say("2026-12-08T19:41:00+00:00", "dentist for ella fri 9:15, and sign her permission slip tonite")
    assert "Noted: dentist for ella, due Fri 11 December 2026 09:15." in said
    assert "Noted: sign her permission slip, due Tue 8 December 2026." in said
    said = await mum.say("2026-12-08T19:42:00+00:00", "oh and the dentist rang, pushed ella to next mon same time")
    assert said == (
        "Moved: dentist for ella is now due Mon 14 December 2026 09:15 (was Fri 11 December 2026 09:15)."
    )
    said = await mum.say("2026-12-08T19:43:00+00:00", "cancel the dentist, ella's fine")
    assert said == "Cancelled (no longer needed): dentist for ella."


async def test_a_caller_and_then_the_change(memory: Memory) -> None:
    mum = await _mum(memory)
    await mum.say("2026-12-08T19:41:00+00:00", "car service at the garage thurs")
    said = await mum.say("2026-12-08T19:42:00+00:00", "the garage called and they've moved the service to fri")
    assert "now due Fri 11 December 2026" in said, said


async def test_the_todos_own_verb_in_the_past_is_done_not_called_off(memory: Memory) -> None:
    mum = await _mum(memory)
    await mum.say("2026-12-08T19:41:00+00:00", "must drop the car at the panel beater by 4 tmrw")
    said = await mum.say("2026-12-08T19:42:00+00:00", "dropped the car")
    assert said.startswith("Done: drop the car at the panel beater."), said  # its own verb's past (session 46)
    await mum.say("2026-12-08T19:43:00+00:00", "yoga class tues")
    said = await mum.say("2026-12-08T19:44:00+00:00", "dropped yoga")
    assert said.startswith("Should I cancel “yoga class”?"), said


async def test_who_does_a_thing_on_a_day(memory: Memory) -> None:
    mum = await _mum(memory)
    await mum.say("2026-12-08T19:41:00+00:00", "joy will cover my shift on sat")
    await mum.say("2026-12-08T19:42:00+00:00", "Dani is on school run monday")
    expected = "Joy — from your open to-dos:\n• joy: cover my shift — due Sat 12 December 2026"
    assert await mum.say("2026-12-08T19:43:00+00:00", "who's covering sat") == expected
    assert await mum.say("2026-12-08T19:44:00+00:00", "who's covering my shift sat") == expected
    said = await mum.say("2026-12-08T19:45:00+00:00", "who's doing the school run monday")
    assert said == "Dani — from your open to-dos:\n• Dani: do the school run — due Mon 14 December 2026"


async def test_on_duty_is_being_at_work_not_a_todo(memory: Memory) -> None:
    mum = await _mum(memory)
    said = await mum.say("2026-12-08T19:41:00+00:00", "i'm on duty tmrw 7am-7pm")
    assert "Noted" not in said and "do duty" not in said, said
    said = await mum.say("2026-12-08T19:42:00+00:00", "Ama is on lunch duty fri")
    assert said == "Noted: Ama: do lunch duty, due Fri 11 December 2026."


async def test_a_deadline_put_right_by_its_things_name(memory: Memory) -> None:
    mum = await _mum(memory)
    await mum.say("2026-12-08T19:41:00+00:00", "kindly remind me to submit the TDS returns by 15th")
    await mum.say("2026-12-08T19:42:00+00:00", "remind me to call mum on the 18th")
    said = await mum.say("2026-12-08T19:43:00+00:00", "sorry the TDS deadline is 20th not 15th")
    assert said == "Updated: submit the TDS returns is due Sun 20 December 2026 (was Tue 15 December 2026)."
    said = await mum.say("2026-12-08T19:44:00+00:00", "the deadline for the TDS is the 21st not the 20th")
    assert said == "Updated: submit the TDS returns is due Mon 21 December 2026 (was Sun 20 December 2026)."


async def test_preponed_is_brought_forward(memory: Memory) -> None:
    mum = await _mum(memory)
    await mum.say("2026-12-08T19:41:00+00:00", "vendor meeting fri 3pm")
    said = await mum.say("2026-12-08T19:42:00+00:00", "vendor meeting preponed to tmrw 11am")
    assert said.startswith("Moved: vendor meeting is now due Wed 9 December 2026 11:00"), said


async def test_when_someone_joined(memory: Memory) -> None:
    mum = await _mum(memory)
    await mum.say("2026-12-08T19:41:00+00:00", "ravi joined as team lead last monday")
    await mum.say("2026-12-08T19:42:00+00:00", "no, ravi joined on the 1st")
    said = await mum.say("2026-12-08T19:43:00+00:00", "when did ravi join")
    assert said == "Ravi's role is team lead, since 1 December 2026, per your message."


async def test_by_then_is_the_day_the_message_before_said_kept_or_not(memory: Memory) -> None:
    mum = await _mum(memory)
    await mum.say("2026-12-08T19:41:00+00:00", "parents arrive sat")
    said = await mum.say("2026-12-08T19:42:00+00:00", "need to clean the guest room b4 then")
    assert said == "Noted: clean the guest room, due Fri 11 December 2026."
    await mum.say("2026-12-08T19:43:00+00:00", "flight lands thurs 6pm")
    said = await mum.say("2026-12-08T19:44:00+00:00", "pick up a rental car by then")
    assert said == "Noted: pick up a rental car, due Thu 10 December 2026 18:00."


async def test_am_i_doing_it_for_anyone(memory: Memory) -> None:
    mum = await _mum(memory)
    await mum.say("2026-12-08T19:41:00+00:00", "pick up aunty Lina from the wharf tmrw at 10")
    await mum.say("2026-12-08T19:42:00+00:00", "Sami is picking up the parcels tmrw")
    said = await mum.say("2026-12-08T19:43:00+00:00", "am i picking anyone up tmrw?")
    assert "Lina" in said and "parcels" not in said, said
    await mum.say("2026-12-08T19:44:00+00:00", "pay the power bill by the 10th")
    await mum.say("2026-12-08T19:45:00+00:00", "pay the water bill by the 12th")
    await mum.say("2026-12-08T19:46:00+00:00", "paid the power bill")
    said = await mum.say("2026-12-08T19:47:00+00:00", "what bills are still on my plate?")
    assert "water" in said and "power" not in said, said
