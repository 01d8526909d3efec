"""Offline answers to plain questions: a fact now, at a past time, before; a conflict; what is due, owed,
when; issues — all from what is stored, storing nothing."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from bot.dispatcher import Dispatcher
from bot.types import Inbound
from memory import answers, portability, understanding
from memory.clock import VirtualClock
from memory.service import Memory
from memory.store import User

BERLIN = ZoneInfo("Europe/Berlin")
NEW_YORK = ZoneInfo("America/New_York")


def _at(text: str) -> datetime:
    return datetime.fromisoformat(text)


async def _ask(memory: Memory, user: User, text: str, now: str) -> str:
    """Parse the question as the grammar does at ``now`` and answer it at ``now``."""
    when = _at(now)
    (question,) = [q for q in understanding.extract(text, now=when, tz=BERLIN) if isinstance(q, understanding.Question)]
    return await answers.answer(memory, user, question, when)


async def _source(memory: Memory, user: User, at: str, name: str, authority: float, **claim: str) -> None:
    await portability.record_source(memory, user, _at(at), {"name": name, "authority": authority}, claim=claim)


async def _alice(memory: Memory) -> User:
    return await memory.users.get_or_create("alice", _at("2026-01-05T09:00:00+01:00"), timezone="Europe/Berlin")


async def _role_change(memory: Memory) -> User:
    """Maya: VP Operations from 1 January (HR), Chief Operating Officer from 15 March (CRM)."""
    user = await _alice(memory)
    await _source(
        memory,
        user,
        "2026-01-05T09:00:00+01:00",
        "hr",
        0.9,
        subject="Maya",
        predicate="role",
        value="VP Operations",
        effective_from="2026-01-01",
    )
    await _source(
        memory,
        user,
        "2026-03-20T09:00:00+01:00",
        "crm",
        0.8,
        subject="Maya",
        predicate="role",
        value="Chief Operating Officer",
        effective_from="2026-03-15",
    )
    return user


async def test_current_fact_with_since_and_source(memory: Memory) -> None:
    """'what is Maya's role?' gives the current value, since when, and on whose word."""
    user = await _role_change(memory)
    assert await _ask(memory, user, "what is Maya's role?", "2026-06-26T10:00:00+02:00") == (
        "Maya's role is Chief Operating Officer, since 15 March 2026, per crm."
    )


async def test_past_fact_before_and_after_the_change(memory: Memory) -> None:
    """'in February' is before the change and gets the old value; 'in April' gets the new one."""
    user = await _role_change(memory)
    now = "2026-06-26T10:00:00+02:00"
    assert await _ask(memory, user, "what was Maya's role in February?", now) == (
        "Maya's role in February was VP Operations, since 1 January 2026, per hr."
    )
    assert await _ask(memory, user, "what was Maya's role in April?", now) == (
        "Maya's role in April was Chief Operating Officer, since 15 March 2026, per crm."
    )
    on_day = await _ask(memory, user, "what was Maya's role on 2026-03-10?", now)
    assert on_day.endswith("2026-03-10 was VP Operations, since 1 January 2026, per hr.")


async def test_answer_uses_only_what_was_known_then(memory: Memory) -> None:
    """Asked before the CRM record arrived, the answer is the old role: later knowledge is not used."""
    user = await _role_change(memory)
    assert await _ask(memory, user, "what is Maya's role?", "2026-03-18T10:00:00+01:00") == (
        "Maya's role is VP Operations, since 1 January 2026, per hr."
    )


async def test_before_anything_was_true_is_unknown(memory: Memory) -> None:
    """A time before the first known version, or a subject never mentioned, is 'I don't know'."""
    user = await _role_change(memory)
    now = "2026-06-26T10:00:00+02:00"
    assert await _ask(memory, user, "what was Maya's role in December?", now) == (
        "I don't know Maya's role in December."  # December 2025, before anything known began
    )
    assert await _ask(memory, user, "what is Daniel's role?", now) == "I don't know Daniel's role."


async def test_undated_fact_says_it_does_not_know_since_when(memory: Memory) -> None:
    """A fact said in chat without a date is answered with that uncertainty stated."""
    user = await _alice(memory)
    clock = VirtualClock(_at("2026-03-02T09:00:00+01:00"))
    await Dispatcher(memory, clock).handle(Inbound(user="alice", text="Maya is VP Operations."))
    assert await _ask(memory, user, "what is Maya's role?", "2026-03-03T10:00:00+01:00") == (
        "Maya's role is VP Operations, per your message (I don't know since when)."
    )
    assert await _ask(memory, user, "what was Maya's role in February?", "2026-03-03T10:00:00+01:00") == (
        "I don't know Maya's role in February."
    )


async def test_conflict_is_answered_with_both_sources(memory: Memory) -> None:
    """Two sources disagreeing on the same period: the answer names both values and sources, choosing none."""
    user = await _alice(memory)
    await _source(
        memory,
        user,
        "2026-05-12T09:00:00+02:00",
        "crm",
        0.6,
        subject="Northwind renewal",
        predicate="decision maker",
        value="Maya",
        effective_from="2026-05-01",
    )
    await _source(
        memory,
        user,
        "2026-05-14T17:00:00+02:00",
        "executive-email",
        0.9,
        subject="Northwind renewal",
        predicate="decision maker",
        value="Daniel",
        effective_from="2026-05-01",
    )
    reply = await _ask(memory, user, "who is the decision maker for Northwind renewal?", "2026-05-15T09:00:00+02:00")
    assert reply == (
        "Sources disagree on Northwind renewal's decision maker: Daniel (per executive-email) or Maya (per crm)."
    )


async def test_due_questions_use_the_commitments(memory: Memory) -> None:
    """'what's due this week?' lists what is due in that week; 'what's overdue?' only what is late."""
    user = await _alice(memory)
    clock = VirtualClock(_at("2026-03-02T09:00:00+01:00"))
    dispatcher = Dispatcher(memory, clock)
    await dispatcher.handle(Inbound(user="alice", text="I'll file the tax estimate by 2026-03-03."))
    await dispatcher.handle(Inbound(user="alice", text="I'll send the deck by 2026-03-06."))
    now = "2026-03-04T09:00:00+01:00"
    due = await _ask(memory, user, "what's due this week?", now)
    assert due.splitlines() == [
        "• file the tax estimate — overdue since Tue 3 March 2026",
        "• send the deck — due Fri 6 March 2026",
    ]
    assert (
        await _ask(memory, user, "what's overdue?", now) == "• file the tax estimate — overdue since Tue 3 March 2026"
    )


async def _said(memory: Memory, *messages: str, start: str = "2026-11-30T08:00:00-05:00") -> User:
    """A New York user who said ``messages`` one minute apart from ``start``."""
    user = await memory.users.get_or_create("bo", _at(start), timezone="America/New_York")
    clock = VirtualClock(_at(start))
    dispatcher = Dispatcher(memory, clock)
    for k, text in enumerate(messages):
        clock.set(_at(start) + timedelta(minutes=k))
        await dispatcher.handle(Inbound(user="bo", text=text))
    return user


async def _ask_ny(memory: Memory, user: User, text: str, now: str = "2026-11-30T09:00:00-05:00") -> str:
    """Ask as a New York user: the question read and answered at ``now``."""
    when = _at(now)
    found = understanding.extract(text, now=when, tz=NEW_YORK)
    (question,) = [q for q in found if isinstance(q, understanding.Question)]
    return await answers.answer(memory, user, question, when)


async def _stored(memory: Memory, user: User) -> tuple[object, ...]:
    """Everything a question must leave alone: claims, commitments with their versions, episodes."""
    return (
        await memory.store.claims(user.id),
        await memory.store.commitments(user.id),
        await memory.store.episodes(user.id),
    )


async def test_due_on_a_named_day(memory: Memory) -> None:
    """'what do I have on Friday' lists Friday's commitments (the coming Friday), not Wednesday's."""
    user = await _said(memory, "I'll send the pricing deck to Omar by Friday", "I'll call the dentist by Wednesday")
    reply = await _ask_ny(memory, user, "what do I have on Friday")
    assert reply == "• send the pricing deck to Omar — due Fri 4 December 2026"


async def test_owed_to_a_person(memory: Memory) -> None:
    """'what do I owe Omar' lists the open commitments to Omar (counterparty or named in the action)."""
    user = await _said(
        memory,
        "I'll send the pricing deck to Omar by Friday",
        "I'll send the roadmap to Maya by Thursday",
        "I'll call Omar about the budget by Wednesday",
    )
    reply = await _ask_ny(memory, user, "what do I owe omar")
    assert "deck" in reply and "budget" in reply and "roadmap" not in reply
    assert reply.startswith("What you owe Omar:")


async def test_what_someone_does_for_me(memory: Memory) -> None:
    """'what is Priya doing for me' lists the commitments Priya owns, with her name as /due writes it."""
    user = await _said(
        memory, "Priya will send the security questionnaire by Friday", "I'll review the doc by Thursday"
    )
    reply = await _ask_ny(memory, user, "what's priya supposed to be sending me")
    assert "Priya: send the security questionnaire" in reply and "review" not in reply


async def test_when_is_it_due_names_the_move(memory: Memory) -> None:
    """'when's the roadmap due now?' gives the current due date and the one it was moved from."""
    user = await _said(memory, "I'll send the roadmap to Maya by Friday", "push the roadmap to the 14th")
    reply = await _ask_ny(memory, user, "when's the roadmap due now?")
    assert reply == "Send the roadmap to Maya is due Mon 14 December 2026 (moved from Fri 4 December 2026)."


async def test_previous_version_follows_the_conversation(memory: Memory) -> None:
    """'what was it before' after a fact question gives the version before the current one."""
    user = await _said(memory, "Maya is VP Sales", "Maya is now CRO", "what's Maya's role?", "what was it before")
    reply = await _ask_ny(memory, user, "what was it before", now="2026-11-30T08:03:00-05:00")
    assert reply.startswith("Before CRO, Maya's role was VP Sales")


async def test_issue_state_and_open_issues(memory: Memory) -> None:
    """'is the wifi still down' and 'what's broken right now' read the episodes, resolved ones apart."""
    user = await _said(memory, "the wifi is down", "the VPN is down", "the wifi is fixed")
    assert (await _ask_ny(memory, user, "is the wifi still down")).startswith("No — ")
    assert (await _ask_ny(memory, user, "is the VPN still down?")).startswith("Yes — ")
    broken = await _ask_ny(memory, user, "what's broken right now")
    assert "VPN" in broken and "wifi" not in broken


async def test_lookup_by_phrase_and_synonym_predicate(memory: Memory) -> None:
    """'what's omar's number' finds the phone; 'who's the CFO' finds the fact by its value."""
    user = await _said(memory, "Omar's phone is 555-0199", "Sam is CFO", "Omar is COO")
    assert "555-0199" in await _ask_ny(memory, user, "what's omar's number")
    cfo = await _ask_ny(memory, user, "who's the CFO?")
    assert "Sam" in cfo and "Omar" not in cfo


async def test_questions_store_nothing(memory: Memory) -> None:
    """Asking, through the dispatcher, never stores or changes a commitment, claim or episode."""
    user = await _said(memory, "I'll send the deck to Omar by Friday", "the wifi is down", "Maya is CTO")
    before = await _stored(memory, user)
    clock = VirtualClock(_at("2026-11-30T10:00:00-05:00"))
    dispatcher = Dispatcher(memory, clock)
    for text in ("anything late", "is the wifi still down", "what do I owe Omar", "when is the deck due",
                 "what was it before", "anyone seen my keys lol", "whats due tmrw"):
        await dispatcher.handle(Inbound(user="bo", text=text))
    assert await _stored(memory, user) == before


async def test_who_owes_me_what_lists_everyone_elses_promises(memory: Memory) -> None:
    """'who owes me what' lists every open commitment someone else made, none of the user's."""
    user = await _said(
        memory, "Tiago promised to fix the fence by saturday", "Marisol said she'd drop off the eggs tomorrow",
        "I'll review the doc by Thursday",
    )  # fmt: skip
    reply = await _ask_ny(memory, user, "who owes me what?")
    assert reply.startswith("What others are doing for you:")
    assert "Tiago" in reply and "fence" in reply and "Marisol" in reply and "eggs" in reply and "review" not in reply


async def test_who_is_my_role_is_the_person_holding_it(memory: Memory) -> None:
    """'who's my GP again?' when recap knows "Dr. Okafor is my GP": Dr. Okafor."""
    user = await _said(memory, "Dr. Okafor is my GP")
    reply = await _ask_ny(memory, user, "who's my GP again?")
    assert "Okafor" in reply


@pytest.mark.parametrize("asked", ["who is Lena?", "who's lena", "who is Lena again"])
async def test_who_is_someone_with_no_role_says_what_is_held_on_them(memory: Memory, asked: str) -> None:
    """'who is Lena?' when recap holds her birthday but no role: what it holds on her, never
    "I don't know Lena's role" beside a fact it keeps."""
    user = await _said(memory, "Lena's birthday is on the 19th", "need to order flowers for Lena by the 16th")
    reply = await _ask_ny(memory, user, asked)
    assert "birthday" in reply and "flowers" in reply and "don't know" not in reply


async def test_who_is_someone_unknown_still_says_so(memory: Memory) -> None:
    user = await _said(memory, "Lena's birthday is on the 19th")
    assert (await _ask_ny(memory, user, "who is Bartholomew?")).startswith("I don't know")
