"""Answers that say what is coming and what holds for good: a fact asked now names the change
already told for later ("the rent on 3B is $1,850 … from 1 November it will be $1,950"); a
birthday is answered without "I don't know since when"."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from bot.dispatcher import Dispatcher
from bot.types import Inbound
from memory import answers, understanding
from memory.clock import VirtualClock
from memory.service import Memory
from memory.store import User

NEW_YORK = ZoneInfo("America/New_York")
START = datetime(2027, 10, 4, 19, 0, tzinfo=NEW_YORK)  # a Monday


async def _said(memory: Memory, *messages: str) -> User:
    user = await memory.users.get_or_create("lee", START, timezone="America/New_York")
    clock = VirtualClock(START)
    dispatcher = Dispatcher(memory, clock)
    for k, text in enumerate(messages):
        clock.set(START + timedelta(minutes=k))
        await dispatcher.handle(Inbound(user="lee", text=text))
    return user


async def _ask(memory: Memory, user: User, text: str, now: datetime = START + timedelta(hours=1)) -> str:
    (question,) = [
        q for q in understanding.extract(text, now=now, tz=NEW_YORK) if isinstance(q, understanding.Question)
    ]
    return await answers.answer(memory, user, question, now)


async def test_a_fact_names_the_change_told_for_later(memory: Memory) -> None:
    user = await _said(memory, "rent for unit 3B is $1,850", "rent for unit 3B goes to $1,950 starting 11/1")
    reply = await _ask(memory, user, "what's the rent on unit 3B?")
    assert "$1,850" in reply and "$1,950" in reply and "November" in reply


async def test_once_the_change_holds_it_is_the_answer_and_nothing_is_coming(memory: Memory) -> None:
    user = await _said(memory, "rent for unit 3B is $1,850", "rent for unit 3B goes to $1,950 starting 11/1")
    reply = await _ask(memory, user, "what's the rent on unit 3B?", now=datetime(2027, 11, 2, 9, 0, tzinfo=NEW_YORK))
    assert "$1,950" in reply and "will be" not in reply


async def test_a_fact_with_nothing_coming_says_nothing_more(memory: Memory) -> None:
    user = await _said(memory, "Dmitri's manager is Keisha")
    reply = await _ask(memory, user, "who is Dmitri's manager?")
    assert "Keisha" in reply and "will be" not in reply


async def test_a_birthday_holds_for_good(memory: Memory) -> None:
    user = await _said(memory, "Hemi's birthday is 3 March")
    reply = await _ask(memory, user, "when's Hemi's birthday")
    assert "3 March" in reply and "since when" not in reply
    assert await memory.store.commitments(user.id) == []
