"""A conversation of facts and a dated heading, as a user types them one after another (session
26's probes): each reply says what was kept, a place put right with "actually" supersedes the
old one, and a to-do's bare clock under a heading with a day and a time lands on that day."""

from __future__ import annotations

from memory.service import Memory
from tests.driver import Person


async def _dana(memory: Memory) -> Person:
    """Dana in London, on a Friday morning."""
    return await Person(memory, "dana", "Europe/London", "2026-12-04T08:10:00+00:00").create()


async def test_facts_said_in_passing_are_kept(memory: Memory) -> None:
    dana = await _dana(memory)
    said = await dana.say("2026-12-04T08:10:00+00:00", "new hire Carla starts monday, Leon is out till jan 8 tho")
    assert "Carla's start date is 7 December 2026" in said
    said = await dana.say("2026-12-04T08:11:00+00:00", "my manager there is Ifeoma")
    assert "your manager is Ifeoma" in said
    said = await dana.say("2026-12-04T08:12:00+00:00", "tomasz signed with Arup as a site engineer from the 1st")
    assert "tomasz's employer is Arup from 1 December 2026" in said
    assert "tomasz's role is site engineer from 1 December 2026" in said


async def test_a_place_put_right_with_actually_supersedes(memory: Memory) -> None:
    dana = await _dana(memory)
    await dana.say("2026-12-04T08:10:00+00:00", "Maya lives in Munich")
    said = await dana.say("2026-12-04T08:11:00+00:00", "Maya is actually in Berlin")
    assert "Maya's location is Berlin" in said and "(was Munich)" in said


async def test_a_clock_under_a_dated_heading(memory: Memory) -> None:
    dana = await _dana(memory)
    said = await dana.say("2026-12-04T08:10:00+00:00", "gig sat 8pm: book taxi home at 11")
    assert said == "Noted: book taxi home, due Sat 5 December 2026 23:00."
