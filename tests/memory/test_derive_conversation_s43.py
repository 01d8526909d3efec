"""Conversations found noisy or missed on the console (session 43), played through the dispatcher
with a real store: a visit moved with its new day said after ("vet cancelled, coming thurs
instead") is one change and no second question; a reason after a cancellation adds no note; an
errand done to "it" is of the trouble just said, else asked; a role holder's attribute asked
with "our" is answered through the holder, or said plainly unknown; a title before a name
still finds the person by the bare name."""

from __future__ import annotations

from memory.derive import commitments_of
from memory.service import Memory
from tests.driver import chat

START = "2031-03-03T09:00:00+08:00"  # a Monday
TZ = "Australia/Perth"


async def _say(memory: Memory, lines: list[str]) -> tuple[str, str]:
    _, user_id, replies = await chat(memory, START, TZ, lines)
    return user_id, "\n\n".join(replies)


async def test_a_visit_moved_with_its_day_after_asks_nothing_more(memory: Memory) -> None:
    lines = [
        "plumber coming to fix the tap wed 9am",
        "need to buy a new tap washer",
        "plumber cancelled, coming friday instead",
    ]
    _, reply = await _say(memory, lines)
    assert reply.startswith("Moved:") and "?" not in reply


async def test_a_reason_after_a_cancellation_adds_no_note(memory: Memory) -> None:
    _, reply = await _say(memory, ["footy training thurs 5pm", "footy cancelled, the field's flooded"])
    assert reply.startswith("Cancelled") and "no open commitment" not in reply


async def test_an_errand_done_to_it_is_of_the_trouble_just_said(memory: Memory) -> None:
    user_id, reply = await _say(memory, ["the mower's making a weird noise", "take it in for a service"])
    assert "the mower" in reply
    assert any(c.action == "take the mower in for a service" for c in await commitments_of(memory.store, user_id))


async def test_an_errand_done_to_it_with_nothing_said_asks_what_it_is(memory: Memory) -> None:
    user_id, reply = await _say(memory, ["book it in for a service"])
    assert "What is “it”?" in reply
    assert not await commitments_of(memory.store, user_id)


async def test_a_role_holders_attribute_asked_with_our(memory: Memory) -> None:
    _, reply = await _say(
        memory, ["Wiremu is our bookkeeper", "wiremu's email is wiremu@tally.nz", "whats our bookkeeper's email?"]
    )
    assert "wiremu@tally.nz" in reply
    _, reply = await _say(memory, ["Sade is our accountant", "what's our accountant's email?"])
    assert reply == "Your accountant is Sade, but I don't know Sade's email."


async def test_an_unknown_role_holders_attribute_is_said_plainly(memory: Memory) -> None:
    _, reply = await _say(memory, ["whats our plumber's number?"])
    assert reply == "I don't know your plumber's phone."


async def test_a_titled_person_is_found_by_the_bare_name(memory: Memory) -> None:
    _, reply = await _say(memory, ["Deacon Ray will unlock the hall sat 8am", "what is Ray doing?"])
    assert "unlock the hall" in reply
    _, reply = await _say(memory, ["Kuya Ben is bringing the lechon sunday", "what's Ben doing for me"])
    assert "bring the lechon" in reply
