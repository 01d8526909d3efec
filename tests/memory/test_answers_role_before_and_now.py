"""Questions about someone's work answered from what was said: the role before a change named in
the question itself ("what was aiko's role before the promotion?"), and their work now ("whats
wanjiru doing now?")."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from bot.dispatcher import Dispatcher
from bot.types import Inbound
from memory import answers, understanding
from memory.clock import VirtualClock
from memory.service import Memory
from memory.store import User

LAGOS = ZoneInfo("Africa/Lagos")
START = datetime(2027, 1, 13, 8, 0, tzinfo=LAGOS)


async def _said(memory: Memory, *messages: str) -> User:
    user = await memory.users.get_or_create("ade", START, timezone="Africa/Lagos")
    clock = VirtualClock(START)
    dispatcher = Dispatcher(memory, clock)
    for k, text in enumerate(messages):
        clock.set(START + timedelta(minutes=k))
        await dispatcher.handle(Inbound(user="ade", text=text))
    return user


async def _ask(memory: Memory, user: User, text: str) -> str:
    when = START + timedelta(minutes=30)
    (question,) = [q for q in understanding.extract(text, now=when, tz=LAGOS) if isinstance(q, understanding.Question)]
    return await answers.answer(memory, user, question, when)


async def test_the_role_before_a_change_named_in_the_question(memory: Memory) -> None:
    user = await _said(memory, "Aiko is head of design", "Aiko was promoted to VP of design")
    reply = await _ask(memory, user, "what was aiko's role before the promotion?")
    assert "head of design" in reply and reply.startswith("Before VP of design")


async def test_the_title_before_a_move(memory: Memory) -> None:
    user = await _said(memory, "Ben is the ops lead", "Ben is now head of logistics")
    assert "ops lead" in await _ask(memory, user, "what was Ben's title before he moved?")


async def test_what_someone_is_doing_now_is_their_role(memory: Memory) -> None:
    user = await _said(memory, "Wanjiru became head of product")
    assert "head of product" in await _ask(memory, user, "whats wanjiru doing now?")
