"""Inbound message → memory → reply. Every adapter (console, Telegram, Slack, eval) calls this.

The dispatcher validates input before anything is stored, records the message on the user's
timeline, lets memory derive what it says, answers questions and commands, and records its
own reply as an event too.
"""

from __future__ import annotations

import asyncio
from collections import defaultdict

import structlog

from bot import commands
from bot.types import Inbound
from memory import answers, views
from memory.clock import Clock
from memory.model import EventKind
from memory.service import Memory
from memory.store import DuplicateEvent, User

log = structlog.get_logger(__name__)

MAX_MESSAGE_CHARS = 4000
EMPTY_HINT = "I got an empty message, so I kept nothing. Send me some text, or /help to see what I do."


class Dispatcher:
    def __init__(self, memory: Memory, clock: Clock) -> None:
        self.memory = memory
        self.clock = clock
        # Messages of one user are handled one at a time, in arrival order.
        self._user_locks: defaultdict[str, asyncio.Lock] = defaultdict(asyncio.Lock)

    async def handle(self, inbound: Inbound) -> list[str]:
        """The replies to one inbound message; [] for a duplicate delivery."""
        text = inbound.text.strip()
        if not text:
            return [EMPTY_HINT]
        if len(text) > MAX_MESSAGE_CHARS:
            return [
                f"That message is {len(text):,} characters; I take at most {MAX_MESSAGE_CHARS:,}. "
                "Nothing of it was stored — please send it in shorter parts."
            ]
        if inbound.platform_ref and await self.memory.store.has_platform_ref(inbound.platform_ref):
            log.info("duplicate_delivery", platform_ref=inbound.platform_ref)
            return []
        async with self._user_locks[inbound.user]:
            user = await self.memory.users.get_or_create(inbound.user, self.clock.now())
            try:
                reply = await self._handle(user, text, inbound.platform_ref)
            except DuplicateEvent:
                log.info("duplicate_delivery", platform_ref=inbound.platform_ref)
                return []
            await self.memory.record(user, at=self.clock.now(), kind=EventKind.REPLY, text=reply)
            return [reply]

    async def _handle(self, user: User, text: str, platform_ref: str | None) -> str:
        now = self.clock.now()
        if text.startswith("/"):
            await self.memory.record(user, at=now, kind=EventKind.COMMAND, text=text, platform_ref=platform_ref)
            user = await self.memory.store.user(user.id) or user
            return await commands.run(self.memory, user, text, now)
        recorded = await self.memory.record(user, at=now, kind=EventKind.MESSAGE, text=text, platform_ref=platform_ref)
        parts: list[str] = []
        for question in recorded.derived.questions:
            parts.append(await answers.answer(self.memory, user, question, now))
        parts += recorded.derived.acks
        if not parts:
            parts.append("Noted.")
        if recorded.appended.opened:
            previously = await views.previously(self.memory, user, now, exclude=recorded.appended.slice.id)
            if previously:
                parts.insert(0, previously)
        return "\n\n".join(parts)
