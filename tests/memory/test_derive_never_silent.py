"""Tests for memory.derive: a message that stored nothing and asked nothing, but carries a sign
of an intent, gets one short question (with a "No"); small talk and news stay quiet; a name
said wrong is put right in the fact that holds it; a deadline with nothing behind it is a new
to-do when the message says what to do."""

from __future__ import annotations

import pytest

from bot.dispatcher import NOTHING_KEPT
from memory.derive import commitments_of
from memory.home import Home
from memory.service import Memory
from memory.timefmt import zone
from tests.driver import at, chat, rebuilt, snapshot

START = "2026-11-30T08:00:00-05:00"  # a Monday
TZ = zone("America/New_York")


async def _say(memory: Memory, lines: list[str]) -> tuple[str, str]:
    """Say ``lines`` a minute apart; the user id and the last reply, as one text."""
    _, user_id, replies = await chat(memory, START, str(TZ.key), lines)
    return user_id, "\n\n".join(replies)


@pytest.mark.parametrize(
    ("lines", "question", "choice"),
    [
        # a lifecycle word that matched no commitment by its own words, and two or more share
        # them about equally (or only a common word): the ones it may mean
        (
            ["book flights to Accra for June", "book a hotel in Accra", "the Accra trip is off, cancel that"],
            "Should I cancel one of these?",
            "book flights to Accra for June",
        ),
        # ... and one that fits is named, a yes or no (a list of one reads as a slip)
        (
            ["review the grant report for Hamid", "Hamid's report went out this morning"],
            "Did that finish “review the grant report for Hamid”?",
            "Yes",
        ),
        (
            ["file the VAT return friday", "pay the VAT bill monday", "the VAT form: doing it thursday now"],
            "Should I move one of these?",
            "file the VAT return",
        ),
        # a to-do no form read
        (["I'll send Björn the floor plans when I'm back"], "Should I track “send Björn the floor plans”", "No"),
        # a move of nothing: a new to-do, offered
        (["coffee with Kwabena is now 11:30 tomorrow"], "I have no open commitment matching", "No"),
        # a fault, said as a thing that is there (a crack is read outright; a rattle may be a toy)
        (["there's a rattle in the bedroom wall"], "Should I open an issue “rattle in the bedroom wall”", "Yes"),
    ],
)
async def test_a_sign_with_nothing_stored_is_asked_about(
    memory: Memory, lines: list[str], question: str, choice: str
) -> None:
    _, reply = await _say(memory, lines)
    assert question in reply and choice in reply and NOTHING_KEPT not in reply
    assert ") No" in reply or ") Neither" in reply  # every such question can be turned down


@pytest.mark.parametrize(
    "text",
    [
        "had a great weekend",
        "the meeting yesterday went well",
        "lol ok",
        "if it rains we might cancel the picnic",
        "we could move the retro to friday",
        "we should grab lunch sometime!",
        "Kofi left early today",
        "went to the gym this morning",
        "got to hand it to Lukas, great presentation",
        "sent mum some flowers for her birthday",  # done, but nothing open it could finish
        "see you monday!",
    ],
)
async def test_small_talk_and_news_stay_quiet(memory: Memory, text: str) -> None:
    _, reply = await _say(memory, ["I'll send the pricing deck to Omar by Friday", text])
    assert reply == NOTHING_KEPT


async def test_a_name_said_wrong_is_corrected_in_the_fact_that_holds_it(home: Home) -> None:
    memory = await Memory.open(home)
    user_id, reply = await _say(memory, ["Zeynep reports to Amara now", "not Amara — Amani"])
    assert reply == "Updated: Zeynep's manager is Amani (was Amara)."
    corrected = [c for c in await memory.store.claims(user_id) if c.subject == "Zeynep" and c.corrects is not None]
    assert [c.value for c in corrected] == ["Amani"]
    before = await snapshot(memory, user_id)
    fresh = await rebuilt(memory, home, at("2026-11-30T09:00:00-05:00"))  # derived from the event again
    assert await snapshot(fresh, user_id) == before
    await fresh.close()


@pytest.mark.parametrize(
    ("lines", "held"),
    [
        # a name in a to-do's words is renamed (tests/memory/test_derive_rename.py); as whom it is for, not yet;
        # a fact's subject is (tests/memory/test_derive_fact_names_parts.py)
        (["I promised Amara I'd send the contract by Friday", "sorry, it's Amani not Amara"], "“send the contract”"),
    ],
)
async def test_a_name_recap_cannot_rename_is_asked_about_never_stored(
    memory: Memory, lines: list[str], held: str
) -> None:
    user_id, reply = await _say(memory, lines)
    wrong, right = ("Amara", "Amani") if "Amara" in lines[0] else ("Jon", "Jonah")
    assert reply.startswith(f"Did you mean to rename {wrong} to {right} in {held}?")
    assert all(right not in c.action for c in await commitments_of(memory.store, user_id))
    assert all(right not in c.value for c in await memory.store.claims(user_id))


async def test_a_deadline_then_what_to_do_stores_the_to_do(memory: Memory) -> None:
    user_id, reply = await _say(memory, ["the grant report is due friday, need to write it"])
    assert reply == "Noted: write the grant report, due Fri 4 December 2026."
    [todo] = await commitments_of(memory.store, user_id)
    assert todo.action == "write the grant report" and todo.due is not None
    assert todo.due.astimezone(TZ).date().isoformat() == "2026-12-04"


async def test_a_deadline_moves_the_open_to_do_it_names(memory: Memory) -> None:
    lines = ["need to write the grant report", "the grant report is due friday, need to write it"]
    user_id, reply = await _say(memory, lines)
    assert reply.startswith("Updated: write the grant report, due Fri 4 December 2026")  # undated till now
    assert len(await commitments_of(memory.store, user_id)) == 1


async def test_a_bare_deadline_with_nothing_behind_it_is_offered(memory: Memory) -> None:
    user_id, reply = await _say(memory, ["the tax return is due on the 15th"])
    assert reply.startswith("Should I track “the tax return” for you, due Tue 15 December 2026?")
    assert not await commitments_of(memory.store, user_id)


@pytest.mark.parametrize("text", ["no wait, he became CFO in october", "Kwame is CFO, not CEO"])
async def test_a_correction_to_the_value_already_kept_changes_nothing_and_says_so(memory: Memory, text: str) -> None:
    user_id, reply = await _say(memory, ["Kwame got promoted to CFO", text])
    assert reply == "Kwame's role is CFO already; nothing changed."  # never "Updated … (was CFO)", nor a question
    assert not [c for c in await memory.store.claims(user_id) if c.corrects is not None]
