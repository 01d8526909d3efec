"""Tests for memory.derive, facts and corrections second round: a fact about "her" goes to the
one person the chat just named (else recap asks whose), "I meant thursday" after two things
due the same day asks which, a preference said the other way round turns the stored pair, a
part of a value put right replaces only that part, and "wrong person" fixes the fact whose
value holds the wrong name."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from memory import claims as claim_rules
from memory.derive import commitments_of
from memory.service import Memory
from memory.timefmt import zone
from tests.driver import chat, current_value

START = "2027-06-07T09:00:00+01:00"  # a Monday
TZ = zone("Europe/London")
LATER = datetime.fromisoformat(START) + timedelta(hours=1)


async def _chat(memory: Memory, lines: list[str]) -> tuple[str, str]:
    _, user_id, replies = await chat(memory, START, str(TZ.key), lines)
    return user_id, " | ".join(replies)


async def _subjects(memory: Memory, user_id: str) -> set[str]:
    return {c.subject for c in await memory.store.claims(user_id)}


@pytest.mark.parametrize(
    ("before", "say", "subject", "predicate", "value"),
    [
        ("Tomasz Nowak joined as a designer last week", "his title is Director now", "Tomasz Nowak", "role",
         "Director"),
        ("Chioma joined the data team", "she's based in Leeds now", "Chioma", "location", "Leeds"),
        ("Oluwaseun reports to Ama", "they moved to the 5th floor", "Oluwaseun", "location", "5th floor"),
    ],
)
async def test_a_fact_about_a_pronoun_goes_to_the_one_person_just_named(
    memory: Memory, before: str, say: str, subject: str, predicate: str, value: str
) -> None:
    user_id, _ = await _chat(memory, [before, say])
    assert await current_value(memory, user_id, subject, predicate, LATER, TZ) == value
    assert not await _subjects(memory, user_id) & {"her", "him", "them"}


@pytest.mark.parametrize(
    ("lines", "asked"),
    [
        (["his title is Director now"], "Who is the new Director?"),
        (["they moved to the 5th floor"], "Whose location is 5th floor?"),
        (["Chioma moved to Nairobi", "Dev moved to Leeds", "she's based in Porto now"], "Whose location is Porto?"),
        # one who runs a thing is named too: "she" may be either
        (["Saran is the new HR lead", "Bolor runs the canteen", "she's now based in Darkhan"],
         "Whose location is Darkhan?"),
        (["Mele takes over the front desk", "Ana is our new bookkeeper", "she's now based in Suva"],
         "Whose location is Suva?"),
    ],
)
async def test_with_no_one_or_several_just_named_recap_asks_whose(memory: Memory, lines: list[str], asked: str) -> None:
    user_id, reply = await _chat(memory, lines)
    assert asked in reply
    assert not await _subjects(memory, user_id) & {"her", "him", "them"}


async def test_i_meant_a_day_after_two_things_due_that_day_asks_which(memory: Memory) -> None:
    user_id, reply = await _chat(
        memory, ["I'll send the deck by Wednesday, I'll call the bank by Wednesday", "I meant thursday"]
    )
    assert "Which one?" in reply and "send the deck" in reply and "call the bank" in reply
    dues = {c.action: c.due.astimezone(TZ).date().isoformat() for c in await commitments_of(memory.store, user_id)
            if c.due is not None}
    assert dues == {"send the deck": "2027-06-09", "call the bank": "2027-06-09"}


async def test_i_meant_a_day_after_one_thing_due_that_day_moves_it(memory: Memory) -> None:
    user_id, _ = await _chat(memory, ["I'll send the deck by Wednesday", "I meant thursday"])
    [deck] = await commitments_of(memory.store, user_id)
    assert deck.due is not None and deck.due.astimezone(TZ).date().isoformat() == "2027-06-10"


@pytest.mark.parametrize(
    ("said", "swap", "value"),
    [
        ("I prefer calls over email", "other way round actually, email over calls", "email"),
        ("Jun prefers Slack over email", "no sorry, the other way around: email over Slack", "email"),
        ("Jun prefers Slack over email", "other way round actually, email over Slack", "email"),
        ("Jun prefers Slack to email", "other way round actually, email over Slack", "email"),
    ],
)
async def test_the_other_way_round_turns_the_stored_preference(
    memory: Memory, said: str, swap: str, value: str
) -> None:
    user_id, _ = await _chat(memory, [said, swap])
    subject = "me" if said.startswith("I ") else "Jun"
    assert await current_value(memory, user_id, subject, "preference", LATER, TZ) == value


@pytest.mark.parametrize("said", ["Jun prefers Slack", "Jun prefers Slack over email"])
async def test_the_other_way_round_with_no_pair_stored_asks(memory: Memory, said: str) -> None:
    """The side passed over is not kept ("Slack over email" keeps Slack), so a bare "other way
    round" has nothing to turn: recap asks rather than guess."""
    user_id, reply = await _chat(memory, [said, "other way round"])
    assert "?" in reply
    assert await current_value(memory, user_id, "Jun", "preference", LATER, TZ) == "Slack"


@pytest.mark.parametrize(
    ("said", "fix", "subject", "predicate", "value"),
    [
        ("Omar's address is 14 Elm St, apt 3", "apt 5 not 3", "Omar", "address", "14 Elm St, apt 5"),
        ("Lina's address is flat 2a, 10 Park Road", "flat 2b not 2a", "Lina", "address", "flat 2b, 10 Park Road"),
        ("the meeting room is on the 3rd floor", "the 2nd floor not 3rd", "meeting room", "location", "2nd floor"),
        ("Nadia reports to Olu", "wrong person, it's Ola not Olu", "Nadia", "manager", "Ola"),
        ("Nadia reports to Amina", "*Amani", "Nadia", "manager", "Amani"),
    ],
)
async def test_a_part_or_a_name_put_right_in_the_value_that_holds_it(
    memory: Memory, said: str, fix: str, subject: str, predicate: str, value: str
) -> None:
    user_id, _ = await _chat(memory, [said, fix])
    assert await current_value(memory, user_id, subject, predicate, LATER, TZ) == value


async def test_a_confirmation_changes_nothing(memory: Memory) -> None:
    user_id, reply = await _chat(memory, ["Maya is now CTO", "hang on... no, that's right, CTO"])
    assert len(await memory.store.claims(user_id)) == 1
    assert "?" not in reply


async def test_make_that_8_after_7ish_moves_it_to_the_evening(memory: Memory) -> None:
    user_id, _ = await _chat(memory, ["call mum tomorrow at 7ish", "make that 8"])
    [call] = await commitments_of(memory.store, user_id)
    assert call.due is not None and call.due.astimezone(TZ).strftime("%Y-%m-%d %H:%M") == "2027-06-08 20:00"


async def test_a_same_day_contradiction_is_acknowledged_as_a_conflict_not_a_change(memory: Memory) -> None:
    """Two values for the same period stay a visible conflict (DESIGN); the reply says so
    instead of "(was …)", which would claim a change the memory did not make."""
    user_id, replies = await _chat(memory, ["Chidera moved to Nairobi", "Chidera's based in Leeds now"])
    assert "disagrees with Nairobi" in replies and "(was Nairobi)" not in replies
    view = claim_rules.find_view(await memory.store.claims(user_id), LATER, "Chidera", "location", tz=TZ)
    assert view is not None and view.conflicting and set(view.values) == {"Nairobi", "Leeds"}


@pytest.mark.parametrize(
    ("lines", "name"),
    [
        (["Bat-Ochir Tserendorj is our lawyer", "Bat-Ochir Ganbaatar runs IT", "Bat-Ochir's email is bo@law.mn"],
         "Bat-Ochir"),
        (["Sam Lee runs the warehouse", "Sam Ortiz is our accountant", "Sam's phone is 555 0101"], "Sam"),
    ],
)
async def test_a_first_name_shared_by_one_who_runs_a_thing_asks_which(
    memory: Memory, lines: list[str], name: str
) -> None:
    user_id, reply = await _chat(memory, lines)
    assert f"Which {name} do you mean" in reply
    assert name not in await _subjects(memory, user_id)
