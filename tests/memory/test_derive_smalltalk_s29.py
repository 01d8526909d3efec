"""Conversations of session 29's small talk and progress reports: a done report naming the person a
to-do's "her" stands for finishes it ("reviewed Sunita's draft" for "review her grant draft"), the
owner having their thing again finishes giving it back, progress asks nothing, a typo put right that
nothing kept holds changes nothing and asks nothing, and a thing handling its things again resolves
its issue."""

from __future__ import annotations

from memory.service import Memory
from tests.driver import Person


async def _ade(memory: Memory) -> Person:
    """Ade in London, on a Friday morning."""
    return await Person(memory, "ade", "Europe/London", "2026-12-04T08:10:00+00:00").create()


async def test_a_report_naming_whose_finishes_the_to_do(memory: Memory) -> None:
    ade = await _ade(memory)
    await ade.say("2026-12-04T08:10:00+00:00", "promised Sunita i'd review her grant draft by the 13th")
    said = await ade.say("2026-12-04T08:11:00+00:00", "reviewed Sunita's draft, left her a bunch of comments")
    assert said == "Done: review her grant draft."


async def test_a_report_naming_someone_else_finishes_nothing(memory: Memory) -> None:
    ade = await _ade(memory)
    await ade.say("2026-12-04T08:10:00+00:00", "promised Sunita i'd review her grant draft by the 13th")
    said = await ade.say("2026-12-04T08:11:00+00:00", "reviewed Tom's draft")
    assert "Done" not in said


async def test_fixed_his_bike_for_him(memory: Memory) -> None:
    ade = await _ade(memory)
    await ade.say("2026-12-04T08:10:00+00:00", "promised Kofi i'd fix his bike by sat")
    assert await ade.say("2026-12-04T08:11:00+00:00", "fixed Kofi's bike") == "Done: fix his bike."


async def test_the_owner_with_their_thing_again(memory: Memory) -> None:
    ade = await _ade(memory)
    await ade.say("2026-12-04T08:10:00+00:00", "need to give Hamish his drill back by mon")
    said = await ade.say("2026-12-04T08:11:00+00:00", "Hamish has his drill again")
    assert said == "Done: give Hamish his drill back."


async def test_progress_asks_nothing(memory: Memory) -> None:
    ade = await _ade(memory)
    await ade.say("2026-12-04T08:10:00+00:00", "gotta paint the nursery by fri")
    said = await ade.say("2026-12-04T08:11:00+00:00", "first coat's on the nursery walls")
    assert "?" not in said
    await ade.say("2026-12-04T08:12:00+00:00", "need to pack up the kitchen by the 18th")
    said = await ade.say("2026-12-04T08:13:00+00:00", "started packing, 3 boxes in")
    assert "?" not in said


async def test_a_typo_nothing_kept_holds_changes_nothing(memory: Memory) -> None:
    ade = await _ade(memory)
    said = await ade.say("2026-12-04T08:10:00+00:00", "sorry, typo above — meant 'yard' not 'yarn' lol")
    assert said == "Nothing I keep says “yarn”, so nothing changed."


async def test_a_correction_of_a_value_kept_is_still_made(memory: Memory) -> None:
    ade = await _ade(memory)
    await ade.say("2026-12-04T08:10:00+00:00", "Ravi's office is in Leeds")
    said = await ade.say("2026-12-04T08:11:00+00:00", "no, Leicester not Leeds")
    assert "Leicester (was Leeds)" in said


async def test_a_thing_handling_its_things_again_resolves(memory: Memory) -> None:
    ade = await _ade(memory)
    await ade.say("2026-12-04T08:10:00+00:00", "the card reader isn't working")
    said = await ade.say("2026-12-04T08:11:00+00:00", "card reader's taking payments again")
    assert "card reader" in said and "?" not in said
