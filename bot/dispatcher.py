"""Inbound message → memory → reply. Every adapter (console, Telegram, Slack, eval) calls this.

The dispatcher validates input before anything is stored, records the message on the user's
timeline, lets memory derive what it says, answers questions and commands, and records its
own reply as an event too.

Every reply says what changed, one line per stored change, under an **Undo** button; a message
that changes nothing gets words that cannot be mistaken for a stored change. When recap is
unsure it asks (:mod:`memory.asks`): the question's choices are buttons, and a typed "yes",
"2" or "no, the 3rd" right after it answers too. An answer is an ``answer`` event and an undo
an ``undo`` event on the timeline, so a rebuild gives the same memory.

A message whose handling fails is kept on the timeline all the same, and the user is told so
plainly (:data:`KEPT_UNREAD`); the failure is logged and the next message is handled as usual.
The boundary of "nothing partial": the event itself is committed first, on its own (it is the
source of truth). When deriving it fails, :meth:`memory.service.Memory.record` derives the
user's memory again without it, as rebuild will. When anything else fails, an ``undo`` event
for the kept message takes back whatever it derived, so memory is as before the message, live
and after a rebuild alike. Only a failure to store the message at all propagates: the adapter
then does not acknowledge it, and the platform delivers it again.
"""

from __future__ import annotations

import asyncio
import re
import weakref
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

import structlog

from bot import commands
from bot.adapter import NotStored
from bot.types import ANSWER_PREFIX, UNDO_PREFIX, Button, Inbound, Press, Reply
from memory import answers, asks, claiming, date_habit, recall, views
from memory.clock import Clock
from memory.intent_codec import encode_intent
from memory.model import Event, EventKind
from memory.recall_tools import RecallTools
from memory.service import FAULTS, Acknowledging, Memory, Recorded
from memory.store import DuplicateEvent, User
from memory.textsafe import printable
from memory.timefmt import zone

if TYPE_CHECKING:  # the openai client is imported only when a model is configured
    from bot.llm import Assistant

log = structlog.get_logger(__name__)
# a line of a list recap sent ("• call Ines — due Fri 12 Mar"): a "cancel that" after it may mean one
_LISTED = re.compile(r"^\s*•", re.MULTILINE)

MAX_MESSAGE_CHARS = 4000
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")
EMPTY_HINT = "I got an empty message, so I kept nothing. Send me some text, or /help to see what I do."
NOTHING_KEPT = "On your timeline; nothing in it to track."
NOTHING_TO_UNDO = "There is no recent change of mine to undo."
KEPT_UNREAD = "I kept your message but could not read it; nothing else changed."
UNREAD_UNDO = "undo (the message before could not be read)"  # the text of the undo that takes it back
_INBOUND_KINDS = (EventKind.MESSAGE, EventKind.COMMAND, EventKind.ANSWER, EventKind.UNDO)
UNDO_WINDOW = timedelta(days=1)  # how far back "undo" typed on its own looks for the last change
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
        """The text of the replies to one inbound message; [] for a duplicate delivery."""
        return [reply.text for reply in await self.respond(inbound)]

    async def respond(self, inbound: Inbound) -> list[Reply]:
        """The replies to one inbound message, with their buttons; [] for a duplicate delivery.

        Raises :class:`bot.adapter.NotStored` (after one log line naming the path) when a fault
        of the machine (a full or read-only disk, a failing database) kept the message from
        being stored: nothing of it was kept, and the adapter must not acknowledge it.
        """
        try:
            return await self._respond(inbound)
        except FAULTS as fault:
            path = getattr(fault, "filename", None) or str(self.memory.home.database)
            reason = getattr(fault, "strerror", None) or str(fault)
            log.error("message_not_stored", user=inbound.user, platform_ref=inbound.platform_ref, path=path,
                      error=reason)  # fmt: skip
            raise NotStored(str(path), reason) from fault

    async def _respond(self, inbound: Inbound) -> list[Reply]:
        # Lone surrogates (text decoded badly upstream) cannot be stored as UTF-8: they become
        # U+FFFD and everything around them is kept.
        text = _LONE_SURROGATE.sub("\ufffd", inbound.text).strip()
        if not text:
            return [Reply(EMPTY_HINT)]
        if len(text) > MAX_MESSAGE_CHARS:
            return [
                Reply(
                    f"That message is {len(text):,} characters; I take at most {MAX_MESSAGE_CHARS:,}. "
                    "Nothing of it was stored — please send it in shorter parts."
                )
            ]
        if inbound.platform_ref and await self.memory.store.has_platform_ref(inbound.platform_ref):
            log.info("duplicate_delivery", platform_ref=inbound.platform_ref)
            return []
        # Acknowledged (returned) only once what it recorded is durable: one group commit.
        async with self._turn(inbound.user), self.memory.acknowledging() as scope:
            try:
                user, last_reply = await self.memory.users.with_last_reply(inbound.user, self.clock.now())
            except ValueError as error:
                log.warning("unusable_user_name", reason=str(error))
                return [Reply(f"I can't keep a memory for this account: {error}.")]
            try:
                outcome = await self._handle(user, text, inbound.platform_ref, last_reply)
                return [await self._send(user, outcome)]
            except DuplicateEvent:
                log.info("duplicate_delivery", platform_ref=inbound.platform_ref)
                return []
            except Exception as error:
                if not isinstance(error, FAULTS):
                    log.exception("message_failed", user=user.id, platform_ref=inbound.platform_ref)
                kept = await self._kept_unread(user, text, inbound.platform_ref, scope)
                if isinstance(error, FAULTS):  # stored all the same: the disk or database failed after
                    log.error("storage_failed", user=user.id, path=getattr(error, "filename", None), error=str(error))
                return [kept]

    async def press(self, press: Press) -> Reply | None:
        """A tapped button: the text (and buttons) its message should now show; None for a
        duplicate delivery or a button recap does not know."""
        if press.platform_ref and await self.memory.store.has_platform_ref(press.platform_ref):
            log.info("duplicate_delivery", platform_ref=press.platform_ref)
            return None
        async with self._turn(press.user), self.memory.acknowledging():
            try:
                user = await self.memory.users.get_or_create(press.user, self.clock.now())
            except ValueError as error:
                log.warning("unusable_user_name", reason=str(error))
                return Reply(f"I can't keep a memory for this account: {error}.")
            try:
                outcome = await self._press(user, press)
            except DuplicateEvent:
                return None
            if outcome is None:
                return None
            return await self._send(user, outcome)

    async def _kept_unread(self, user: User, text: str, platform_ref: str | None, scope: Acknowledging) -> Reply:
        """After a failure: the message on the timeline (stored now if it was not yet), what it
        derived taken back by an undo, and the plain reply recorded. A failure to store the
        message propagates (the platform delivers it again); one to record the reply does not.
        What the failed handling stored is what ``scope`` recorded: nothing is read for it."""
        kept = [event for event in scope.events if event.kind in _INBOUND_KINDS]
        if not kept:
            recorded = await self.memory.record(
                user, at=self.clock.now(), kind=EventKind.MESSAGE, text=text, platform_ref=platform_ref
            )
            kept = [recorded.appended.event]
        try:
            for event in kept:
                if event.kind is not EventKind.UNDO:
                    await self.memory.record(
                        user, at=self.clock.now(), kind=EventKind.UNDO, text=UNREAD_UNDO, author="recap",
                        payload={"undoes": event.id},
                    )  # fmt: skip
            return await self._send(user, _Outcome(KEPT_UNREAD))
        except Exception:
            log.exception("kept_unread_reply_failed", user=user.id)
            return Reply(KEPT_UNREAD)

    @asynccontextmanager
    async def _turn(self, user: str) -> AsyncIterator[None]:
        """Handle ``user``'s message alone: in this process (their lock, in arrival order) and
        across the workers sharing a database (:func:`memory.claiming.turn`)."""
        async with self._lock(user), claiming.turn(self.memory.store, user):
            yield

    def _lock(self, user: str) -> asyncio.Lock:
        lock = self._user_locks.get(user)
        if lock is None:
            lock = self._user_locks[user] = asyncio.Lock()
        return lock

    async def _send(self, user: User, outcome: _Outcome) -> Reply:
        """Record the reply on the timeline, then give it the buttons that point at it."""
        payload: dict[str, object] = {}
        if outcome.about is not None:
            payload["about"] = outcome.about
        if outcome.changes:
            payload["changes"] = outcome.changes
        if outcome.ask is not None:
            payload["ask"] = asks.encode_ask(outcome.ask)
        reply = await self.memory.record(
            user, at=self.clock.now(), kind=EventKind.REPLY, text=outcome.text, payload=payload or None
        )
        buttons: list[Button] = []
        if outcome.ask is not None:
            reply_id = reply.appended.event.id
            buttons += [Button(c.label, f"{ANSWER_PREFIX}{reply_id}:{n}") for n, c in enumerate(outcome.ask.choices)]
        if outcome.changes and outcome.about is not None:
            buttons.append(Button("Undo", f"{UNDO_PREFIX}{outcome.about}"))
        return Reply(outcome.text, tuple(buttons))

    async def _handle(self, user: User, text: str, platform_ref: str | None, last_reply: Event | None) -> _Outcome:
        """``last_reply``: recap's last reply to ``user``, read as their turn began (None when
        they said something since)."""
        now = self.clock.now()
        if text.startswith("/"):
            recorded = commands.recorded_text(text)
            await self.memory.record(user, at=now, kind=EventKind.COMMAND, text=recorded, platform_ref=platform_ref)
            user = await self.memory.store.user(user.id) or user
            return _Outcome(await commands.run(self.memory, user, text, now))
        if asks.is_undo(text):
            target = await self._last_change(user, now)
            if target is None:
                await self.memory.record(user, at=now, kind=EventKind.MESSAGE, text=text, platform_ref=platform_ref)
                return _Outcome(NOTHING_TO_UNDO)
            return await self._undo(user, target, text, platform_ref, now)
        if (
            last_reply is not None
            and isinstance(about := last_reply.payload.get("about"), int)
            and asks.takes_back_done(text, last_reply.payload.get("changes") or [])
        ):
            return await self._undo(user, about, text, platform_ref, now)  # "wait no, i haven't sent it yet"
        pending = self._pending_ask(now, last_reply)
        if pending is not None:
            asked, ask = pending
            answer = asks.read_answer(text, ask, now=now, tz=zone(user.timezone), date_order=user.date_order)
            if answer is not None:
                return await self._answer(user, asked, ask, answer, text, platform_ref, now)
        elif (
            last_reply is not None and asks.may_decline(text)
            and (earlier := await self._asked_before_questions(user, now)) is not None
        ):
            # "nah cancel that" after "should I track …?" and a question in between: the offer declined
            # (only a message that may decline reads back the replies since: no trip for any other)
            asked, ask = earlier
            answer = asks.read_answer(text, ask, now=now, tz=zone(user.timezone), date_order=user.date_order)
            if answer is not None and not answer.apply and not answer.wants_date:
                return await self._answer(user, asked, ask, answer, text, platform_ref, now)
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
        if recorded.unread:
            return _Outcome(KEPT_UNREAD)
        templated = await self._templated(user, recorded, now)
        derived = recorded.derived
        ask = next((a for a in derived.asks if a.choices), None)
        outcome = _Outcome(templated, about=recorded.appended.event.id, changes=list(derived.acks), ask=ask)
        if self.assistant is not None:
            written = await self._written(user, text, recorded, templated, now)
            if written:
                outcome.text = written
        outcome.text += await self._learn_order(user, derived.order_shown, now)
        return outcome

    async def _templated(self, user: User, recorded: Recorded, now: datetime) -> str:
        parts: list[str] = []
        for question in recorded.derived.questions:
            parts.append(await answers.answer(self.memory, user, question, now))
        parts += recorded.derived.acks
        parts += recorded.derived.notes
        parts += [ask.text for ask in recorded.derived.asks]
        if not parts:
            parts.append(NOTHING_KEPT)
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
            known = await self.memory.store.strands(user.id)
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

    # -- questions, answers and undo -------------------------------------------------------

    def _pending_ask(self, now: datetime, last: Event | None) -> tuple[Event, asks.Ask] | None:
        """The question a typed reply may answer: recap's last reply (``last``, read as the turn
        began only when nothing was said since: :meth:`memory.users.Users.with_last_reply`),
        when it asked one that is neither answered nor expired."""
        if last is None or now - last.at > asks.ASK_TTL:
            return None
        ask = asks.decode_ask(last.payload.get("ask"))
        if ask is None:
            return None
        return last, ask

    async def _asked_before_questions(self, user: User, now: datetime) -> tuple[Event, asks.Ask] | None:
        """The question recap asked within :data:`memory.asks.CLOSE_TOUCH`, unanswered, when all
        that was said since is questions or chat recap answered without a change, a question or a
        list of to-dos (so a "nah cancel that" can mean nothing but the offer): else None."""
        since = await self.memory.store.events(
            user.id, kinds=[EventKind.REPLY, EventKind.ANSWER, EventKind.COMMAND, EventKind.UNDO],
            since=now - asks.CLOSE_TOUCH,
        )
        for event in reversed(since):
            if event.kind is not EventKind.REPLY or event.payload.get("changes") or _LISTED.search(event.text):
                return None
            ask = asks.decode_ask(event.payload.get("ask"))
            if ask is not None:
                return event, ask
        return None

    async def _answer(
        self,
        user: User,
        asked: Event,
        ask: asks.Ask,
        answer: asks.Answer,
        text: str,
        platform_ref: str | None,
        now: datetime,
    ) -> _Outcome:
        payload = {
            "ask": asked.id,
            "choice": answer.label,
            "apply": [encode_intent(intent) for intent in answer.apply],
        }
        recorded = await self.memory.record(
            user, at=now, kind=EventKind.ANSWER, text=text, payload=payload, platform_ref=platform_ref
        )
        derived = recorded.derived
        if answer.wants_date:
            # "Other date": the same question again, now answered by the date the user types.
            dated = asks.Ask("When is it due? Send me the date, e.g. “Thursday” or “the 3rd”.", (), ask.dated, ask.also)
            return _Outcome(dated.question, ask=dated)
        if derived.acks:
            learned = await self._learn_order(user, asks.order_chosen(ask, answer, zone(user.timezone))
                                              or derived.order_shown, now)  # fmt: skip
            text = "\n\n".join(derived.acks) + learned
            return _Outcome(text, about=recorded.appended.event.id, changes=list(derived.acks))
        lines = derived.notes + [a.text for a in derived.asks]
        # a change offered to something kept and turned down leaves it as it was; an offer to keep one, nothing
        declined = "OK, I left it as it was." if asks.offers_change(ask) else "OK, I kept nothing of it."
        return _Outcome("\n\n".join(lines) if lines else declined)

    async def _press(self, user: User, press: Press) -> _Outcome | None:
        now = self.clock.now()
        kind, _, rest = press.data.partition(":")
        if f"{kind}:" == UNDO_PREFIX and rest.isdigit():
            target = await self.memory.store.event(int(rest))
            if target is None or target.user != user.id:
                return None
            if int(rest) in asks.undone_ids(await self.memory.store.events(user.id, kinds=[EventKind.UNDO])):
                return _Outcome("Already undone.")
            return await self._undo(user, target, "undo", press.platform_ref, now)
        reply_id, _, index = rest.partition(":")
        if f"{kind}:" != ANSWER_PREFIX or not reply_id.isdigit() or not index.isdigit():
            return None
        asked = await self.memory.store.event(int(reply_id))
        ask = asks.decode_ask(asked.payload.get("ask")) if asked is not None and asked.user == user.id else None
        if asked is None or ask is None or int(index) >= len(ask.choices):
            return None
        answered = [
            e
            for e in await self.memory.store.events(user.id, kinds=[EventKind.ANSWER], since=asked.at)
            if e.payload.get("ask") == asked.id
        ]
        if answered:
            return _Outcome(f"{ask.question}\n\nAlready answered: {answered[0].payload.get('choice')}.")
        if now - asked.at > asks.ASK_TTL:
            return _Outcome(f"{ask.question}\n\nThis question has expired, so nothing changed.")
        choice = ask.choices[int(index)]
        answer = asks.Answer(choice.label, choice.apply, choice.wants_date)
        outcome = await self._answer(user, asked, ask, answer, choice.label, press.platform_ref, now)
        if not answer.wants_date:
            outcome.text = f"{ask.question}\n\n→ {choice.label}. {outcome.text}"
        return outcome

    async def _learn_order(self, user: User, order: date_habit.DateOrder | None, now: datetime) -> str:
        """``order``, the way round the user just showed they write numeric dates, kept when none
        is kept yet (:mod:`memory.date_habit`); the reply's line that says so, or ""."""
        if order is None or user.date_order is not None:
            return ""
        await self.memory.users.update(user, now, date_order=order)
        return "\n\n" + date_habit.learned_line(order)

    async def _last_change(self, user: User, now: datetime) -> int | None:
        """The event whose changes "undo" takes back: the latest one recap reported a change
        for in the last day, unless it was undone already."""
        recent = await self.memory.store.events(
            user.id, kinds=[EventKind.REPLY, EventKind.UNDO], since=now - UNDO_WINDOW
        )
        undone = asks.undone_ids(recent)
        for event in reversed(recent):
            about = event.payload.get("about")
            changed = event.kind is EventKind.REPLY and event.payload.get("changes")
            if changed and isinstance(about, int) and about not in undone:
                return about
        return None

    async def _undo(
        self, user: User, target: Event | int, text: str, platform_ref: str | None, now: datetime
    ) -> _Outcome:
        if isinstance(target, int):
            found = await self.memory.store.event(target)
            if found is None:
                return _Outcome(NOTHING_TO_UNDO)
            target = found
        target_id = target.id
        # The reply that reported the change comes right after it: read from there, not the whole history.
        replies = await self.memory.store.events(user.id, kinds=[EventKind.REPLY], since=target.at)
        changes = next((r.payload.get("changes") for r in replies if r.payload.get("about") == target_id), None)
        await self.memory.record(
            user, at=now, kind=EventKind.UNDO, text=text, payload={"undoes": target_id}, platform_ref=platform_ref
        )
        if not changes:
            return _Outcome("Undone.")
        return _Outcome("Undone:\n" + "\n".join(f"• {line}" for line in changes))


@dataclass
class _Outcome:
    """A reply before it is recorded: its text, the event whose changes it reports (``about``,
    for Undo), those changes, and the question it asks."""

    text: str
    about: int | None = None
    changes: list[str] = field(default_factory=list)
    ask: asks.Ask | None = None
