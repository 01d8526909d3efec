"""Questions about what is still open ("what's left on my list?") and facts asked by a shorter
name or another word for the attribute ("who owns Acme?" for "the Acme account", "what's
Lena's number" for her phone): how they are read and answered."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from bot.dispatcher import Dispatcher
from bot.types import Inbound
from memory import answers, understanding
from memory.clock import VirtualClock
from memory.service import Memory
from memory.store import User
from memory.understanding import Question, extract

NEW_YORK = ZoneInfo("America/New_York")
START = datetime(2026, 11, 30, 8, 0, tzinfo=NEW_YORK)  # a Monday


def _question(text: str) -> Question:
    found = extract(text, now=START, tz=NEW_YORK)
    assert len(found) == 1 and isinstance(found[0], Question), found
    return found[0]


@pytest.mark.parametrize(
    "text",
    [
        "what's left on my list?",
        "whats left",
        "what's still open",
        "what is still open right now",
        "what have I got on",
        "what've I got on atm",
        "what's outstanding",
        "what's on my to-do list",
        "my list",
        "anything still to do?",
    ],
)
def test_open_questions(text: str) -> None:
    assert _question(text).kind == "open"


@pytest.mark.parametrize(
    "text", ["what have I got on friday", "what's on my plate next week", "what's due"]
)
def test_a_window_or_a_due_word_stays_a_due_question(text: str) -> None:
    assert _question(text).kind == "due_week"


async def _said(memory: Memory, *messages: str) -> User:
    user = await memory.users.get_or_create("bo", START, timezone="America/New_York")
    clock = VirtualClock(START)
    dispatcher = Dispatcher(memory, clock)
    for k, text in enumerate(messages):
        clock.set(START + timedelta(minutes=k))
        await dispatcher.handle(Inbound(user="bo", text=text))
    return user


async def _ask(memory: Memory, user: User, text: str) -> str:
    when = START + timedelta(hours=1)
    (question,) = [q for q in understanding.extract(text, now=when, tz=NEW_YORK) if isinstance(q, Question)]
    return await answers.answer(memory, user, question, when)


async def test_what_is_left_lists_every_open_commitment_dated_or_not(memory: Memory) -> None:
    user = await _said(
        memory, "I will send the deck to Omar by friday", "need to renew the domain by the 25th", "need to buy stamps"
    )
    assert (await _ask(memory, user, "what's left on my list?")).splitlines() == [
        "• send the deck to Omar — due Fri 4 December 2026",
        "• renew the domain — due Fri 25 December 2026",
        "• buy stamps — no due date",
    ]


async def test_nothing_open(memory: Memory) -> None:
    user = await _said(memory, "hi")
    assert await _ask(memory, user, "what's still open") == "Nothing open: your list is clear."


async def test_a_fact_asked_by_a_shorter_name(memory: Memory) -> None:
    user = await _said(memory, "Priya owns the Acme account", "the Globex launch is delayed")
    assert (await _ask(memory, user, "who owns Acme?")).startswith("Acme account's owner is Priya")
    assert (await _ask(memory, user, "who owns Globex?")).startswith("I don't know")


async def test_two_subjects_the_short_name_fits_are_not_guessed(memory: Memory) -> None:
    user = await _said(memory, "Priya owns the Acme account", "Sam owns the Acme launch")
    assert (await _ask(memory, user, "who owns Acme?")).startswith("I don't know")


async def test_a_new_number_answers_what_is_her_number(memory: Memory) -> None:
    user = await _said(memory, "Lena's new number is 0176 5551234")
    for text in ("what's Lena's number", "what's Lena's phone number?", "Lena's mobile?"):
        assert "0176 5551234" in await _ask(memory, user, text), text
