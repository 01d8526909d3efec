"""Inbound message → memory → reply. Every adapter (console, Telegram, Slack, eval) calls this.

The dispatcher validates input before anything is stored, records the message on the user's
timeline, lets memory derive what it says, answers questions and commands, and records its
own reply as an event too.
"""

from __future__ import annotations

import asyncio
import re
import weakref
from datetime import datetime
from typing import TYPE_CHECKING

import structlog

from bot import commands
from bot.types import Inbound
from memory import answers, recall, strands, views
from memory.clock import Clock
from memory.model import EventKind
from memory.recall_tools import RecallTools
from memory.service import Memory, Recorded
from memory.store import DuplicateEvent, User
from memory.textsafe import printable
from memory.timefmt import zone

if TYPE_CHECKING:  # the openai client is imported only when a model is configured
    from bot.llm import Assistant

log = structlog.get_logger(__name__)

MAX_MESSAGE_CHARS = 4000
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")
EMPTY_HINT = "I got an empty message, so I kept nothing. Send me some text, or /help to see what I do."
CONVERSATION_TURNS = 12  # earlier events of the current slice shown to the model


class Dispatcher:
    """``assistant`` (optional) extracts from free text and writes replies with a model; without
    it, or whenever it fails, the grammar and the templated replies do the work alone."""

    def __init__(self, memory: Memory, clock: Clock, assistant: Assistant | None = None) -> None:
        self.memory = memory
        self.clock = clock
        self.assistant = assistant
        # Messages of one user are handled one at a time, in arrival order. A lock lives only
        # while someone holds or waits for it, so idle users cost nothing here.
        self._user_locks: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()

    async def handle(self, inbound: Inbound) -> list[str]:
        """The replies to one inbound message; [] for a duplicate delivery."""
        # Lone surrogates (text decoded badly upstream) cannot be stored as UTF-8: they become
        # U+FFFD and everything around them is kept.
        text = _LONE_SURROGATE.sub("\ufffd", inbound.text).strip()
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
        lock = self._user_locks.get(inbound.user)
        if lock is None:
            lock = self._user_locks[inbound.user] = asyncio.Lock()
        async with lock:
            try:
                user = await self.memory.users.get_or_create(inbound.user, self.clock.now())
            except ValueError as error:
                log.warning("unusable_user_name", reason=str(error))
                return [f"I can't keep a memory for this account: {error}."]
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
        payload = None
        if self.assistant is not None:
            # Asked before recording, so the extraction rides in the event's payload and a rebuild
            # re-reads it; a failure gives None and the message is recorded all the same.
            extracted = await self.assistant.extract(text, now, zone(user.timezone))
            if extracted is not None:
                payload = {"extracted": extracted}
        recorded = await self.memory.record(
            user, at=now, kind=EventKind.MESSAGE, text=text, payload=payload, platform_ref=platform_ref
        )
        templated = await self._templated(user, recorded, now)
        if self.assistant is not None:
            written = await self._written(user, text, recorded, templated, now)
            if written:
                return written
        return templated

    async def _templated(self, user: User, recorded: Recorded, now: datetime) -> str:
        parts: list[str] = []
        for question in recorded.derived.questions:
            parts.append(await answers.answer(self.memory, user, question, now))
        parts += recorded.derived.acks
        parts += recorded.derived.asks
        if not parts:
            parts.append("Noted.")
        # A new episode opens with "Previously…", except for a question: its answer comes
        # alone, so older values in past summaries never blur what is true now.
        if recorded.appended.opened and not recorded.derived.questions:
            previously = await views.previously(self.memory, user, now, exclude=recorded.appended.slice.id)
            if previously:
                parts.insert(0, previously)
        return "\n\n".join(parts)

    async def _written(self, user: User, text: str, recorded: Recorded, templated: str, now: datetime) -> str | None:
        """The model's reply from the recall context, or None to keep the templated one."""
        assert self.assistant is not None
        try:
            known = strands.load(self.memory.home.strands(user.id))
            hits = await recall.shallow_scan(self.memory.store, user, text, now, strands=known)
            context = await recall.deep_read(self.memory.store, user, hits, now, query=text)
            conversation = await self._conversation(user, recorded)
            tools = RecallTools(self.memory.store, user, now, known)
        except Exception:  # recall must never cost the user a reply
            log.exception("recall_for_model_failed")
            return None
        return await self.assistant.reply(text, conversation + context.as_text(), notes=templated, tools=tools)

    async def _conversation(self, user: User, recorded: Recorded) -> str:
        """The earlier turns of the current slice, as data for the model."""
        tz = zone(user.timezone)
        events = await self.memory.store.events_of_slice(user.id, recorded.appended.slice.id)
        earlier = [e for e in events if e.id != recorded.appended.event.id][-CONVERSATION_TURNS:]
        if not earlier:
            return ""
        lines = [f"[{e.at.astimezone(tz):%H:%M}] {e.author} ({e.kind}): {printable(e.text)}" for e in earlier]
        return "<<<CONVERSATION SO FAR>>>\n" + "\n".join(lines) + "\n<<<END CONVERSATION>>>\n\n"
