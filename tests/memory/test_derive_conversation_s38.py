"""Session 38's conversation probes through the dispatcher: a name put right in lower case
("sorry, gareth davies" after "my landlord is now gareth jones"; a surname ending in "s" is no
kind of things), while an apology's own words ("sorry, long days") put nothing right."""

from __future__ import annotations

from memory.service import Memory
from tests.driver import Person


async def _tenant(memory: Memory) -> Person:
    """A tenant in Cardiff, on a Monday morning."""
    return await Person(memory, "tenant", "Europe/London", "2027-11-08T07:55:00+00:00").create()


async def test_a_name_put_right_in_lower_case(memory: Memory) -> None:
    tenant = await _tenant(memory)
    await tenant.say("2027-11-08T07:56:00+00:00", "my landlord is now gareth jones")
    said = await tenant.say("2027-11-08T07:57:00+00:00", "sorry, gareth davies")
    assert said == "Updated: your landlord is gareth davies (was gareth jones).", said
    await tenant.say("2027-11-08T07:58:00+00:00", "the plumber is called mike obrien")
    said = await tenant.say("2027-11-08T07:59:00+00:00", "oops, mike o brien")
    assert said == "Updated: plumber's name is mike o brien (was mike obrien).", said


async def test_an_apologys_words_put_nothing_right(memory: Memory) -> None:
    tenant = await _tenant(memory)
    await tenant.say("2027-11-08T07:56:00+00:00", "my landlord is now gareth jones")
    for minute, text in enumerate(["sorry, long days", "sorry, long day", "sorry, running late", "oops, wrong chat"]):
        said = await tenant.say(f"2027-11-08T08:0{minute}:00+00:00", text)
        assert not said.startswith(("Updated", "Which", "What does")), (text, said)
    assert "gareth jones" in await tenant.say("2027-11-08T08:09:00+00:00", "who's my landlord?")
