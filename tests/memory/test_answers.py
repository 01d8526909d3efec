"""Offline answers to plain questions: a fact now, a fact at a past time, a conflict, what is due."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from bot.dispatcher import Dispatcher
from bot.types import Inbound
from memory import answers, portability, understanding
from memory.clock import VirtualClock
from memory.service import Memory
from memory.store import User

BERLIN = ZoneInfo("Europe/Berlin")


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
