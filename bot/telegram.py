"""The Telegram adapter (python-telegram-bot 22): private chats in, plain-text replies out,
with their buttons as an inline keyboard.

Each private chat is one recap user, ``telegram:<user id>``; groups get a one-time hint to
write privately, so nobody's memory is ever shown in a group. Updates arrive by long polling
or, with a webhook URL, on recap's own HTTP server (checked against the secret token). The
application runs with an explicit lifecycle on the caller's event loop, beside the scheduler.

Ordering and duplicates: python-telegram-bot hands updates over one at a time, in order; each
goes to its chat's lane (:mod:`bot.lanes`), so chats are served side by side and one chat's
messages in order. An update Telegram sends again after a restart carries the same update id,
hence the same ``platform_ref`` (``telegram:<bot id>:<update id>``), and the dispatcher
ingests it once.

A message recap could not store (a full or read-only disk) is not acknowledged on a webhook:
its request is answered 503 only once handled, and Telegram delivers it again. Long polling
confirms updates as it fetches them, so there recap holds the message itself: it stays at the
head of its chat's lane (the chat's later messages wait behind it, in order) and is offered
to the dispatcher again after growing waits (:data:`RETRY_WAITS`, through the injected
``sleep``) until it is stored; the user is told once that it is held, and gets the answer
when it is stored. At most :data:`MAX_HELD` messages are held at once; beyond that, or when
recap stops, the user is told plainly that nothing of the message was kept.

Replies are sent as plain text (no parse mode), so nothing a user wrote can be taken for
markup, split at Telegram's 4096 UTF-16 units. A reply's buttons (a question's choices, Undo)
become an inline keyboard, one button a row, on its last part. A flood-control answer
(``RetryAfter``) is waited out and the request retried; a reply that still cannot be sent is
logged, and what the dispatcher recorded stands.

A tapped button arrives as a ``callback_query`` on the same chat lane as messages, under the
same rules (private chats only, allowed users only). It goes to
:meth:`bot.adapter.Conversation.press` with ``platform_ref`` ``telegram:<bot id>:cq:<query
id>``, so a redelivered tap is applied once. The query is always answered (Telegram's client
shows a spinner until it is, and a short notice when nothing changed), and the tapped message
is edited to what the press returned, with its new buttons or none.
"""

from __future__ import annotations

import asyncio
import hmac
import logging
import warnings
from collections.abc import Callable, Coroutine
from datetime import timedelta
from typing import Any

import structlog
from aiohttp import web
from structlog.contextvars import bound_contextvars
from telegram import (
    BotCommand,
    BotCommandScopeAllPrivateChats,
    CallbackQuery,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    LinkPreviewOptions,
    Update,
)
from telegram.constants import ChatType
from telegram.error import BadRequest, RetryAfter, TelegramError
from telegram.ext import Application, BaseRateLimiter, ContextTypes, TypeHandler

from bot import commands
from bot.access import Access, refusal
from bot.adapter import MAX_RETRY_WAIT, Conversation, DeliveryFailed, NotStored, Sleep, StartupFailed
from bot.config import TelegramSettings
from bot.lanes import Lanes
from bot.textsplit import split_text, utf16_length
from bot.types import Button, Inbound, Press, Reply

MESSAGE_LIMIT = 4096  # UTF-16 code units per message
CALLBACK_DATA_LIMIT = 64  # bytes of callback_data Telegram accepts on a button
POLL_TIMEOUT = 10  # seconds a getUpdates long poll may wait
ALLOWED_UPDATES = ["message", "callback_query"]
WEBHOOK_SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token"
MAX_HELD = 16  # polled messages held for another try at once (each holds its chat's lane)
RETRY_WAITS = (1.0, 2.0, 5.0, 15.0, 30.0, 60.0, 120.0, 300.0)  # seconds before each try; the last repeats

GROUP_HINT = (
    "I keep a private memory for each person, so I only talk in private chats. Open a chat with me directly to use me."
)
SORRY = "Sorry — something went wrong on my side while handling that. Please try again in a moment."
TEXT_ONLY = "I only read text messages for now, so I kept nothing of that one."
# Shown by the client as a brief notice on a tap (answerCallbackQuery allows 200 characters).
NOTHING_CHANGED = "Nothing to change: that button was already handled or is no longer known."
PRIVATE_ONLY = "I only work in private chats. Open a chat with me directly to use me."
NOT_SERVED = "Sorry — this recap is private and serves only the people its owner has listed."
PRESS_FAILED = "Sorry — something went wrong on my side. Please try again in a moment."
HELD = (
    "I could not store that message yet: my disk is full or cannot be written. I am holding on to it "
    "and will keep trying; you will get my answer once it is stored."
)


def _log() -> Any:
    # A fresh logger each time, so a test's structlog.testing.capture_logs sees every line.
    return structlog.get_logger(__name__)


def retry_seconds(error: RetryAfter) -> float:
    """How long Telegram asked to wait, whichever type python-telegram-bot reports it in."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the int-or-timedelta deprecation of v22.2
        value = error.retry_after
    return value.total_seconds() if isinstance(value, timedelta) else float(value)


class FloodRetry(BaseRateLimiter[None]):
    """Sends every request at once; a ``RetryAfter`` answer is waited out, then the request repeated."""

    def __init__(self, sleep: Sleep = asyncio.sleep, *, attempts: int = 5, max_wait: float = MAX_RETRY_WAIT) -> None:
        self._sleep = sleep
        self._attempts = attempts
        self._max_wait = max_wait

    async def initialize(self) -> None:
        pass

    async def shutdown(self) -> None:
        pass

    async def process_request(
        self,
        callback: Callable[..., Coroutine[Any, Any, bool | dict[str, Any] | list[dict[str, Any]]]],
        args: Any,
        kwargs: dict[str, Any],
        endpoint: str,
        data: dict[str, Any],
        rate_limit_args: None,
    ) -> bool | dict[str, Any] | list[dict[str, Any]]:
        attempt = 1
        while True:
            try:
                return await callback(*args, **kwargs)
            except RetryAfter as error:
                wait = retry_seconds(error)
                if attempt >= self._attempts or wait > self._max_wait:
                    raise
                _log().warning(
                    "rate_limited", platform="telegram", endpoint=endpoint, retry_after=wait, attempt=attempt
                )
                await self._sleep(wait)
                attempt += 1


class _Redact(logging.Filter):
    """Replaces a secret in every record of the logger it is attached to."""

    def __init__(self, secret: str) -> None:
        super().__init__()
        self.secret = secret

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        if self.secret in message:
            record.msg, record.args = message.replace(self.secret, "<token>"), None
        return True


def _hide_token_from_logs(token: str) -> None:
    """Bot API URLs carry the token, and python-telegram-bot and httpx log URLs; hide it there."""
    httpx_log = logging.getLogger("httpx")
    httpx_log.setLevel(max(logging.WARNING, httpx_log.level))  # a line per request is noise anyway
    for name in ("httpx", "telegram.Bot", "telegram.ext.ExtBot", "telegram.ext.Updater", "telegram.ext.Application"):
        target = logging.getLogger(name)
        if not any(isinstance(f, _Redact) and f.secret == token for f in target.filters):
            target.addFilter(_Redact(token))


def keyboard(buttons: tuple[Button, ...]) -> InlineKeyboardMarkup | None:
    """One button a row (labels are whole phrases, too long to sit side by side); None for
    none. A button whose data Telegram would refuse is left out, with a log line, rather than
    costing the user the whole message."""
    rows: list[list[InlineKeyboardButton]] = []
    for button in buttons:
        if not 0 < len(button.data.encode()) <= CALLBACK_DATA_LIMIT:
            _log().error("button_dropped", platform="telegram", label=button.label, reason="callback data size")
            continue
        rows.append([InlineKeyboardButton(button.label, callback_data=button.data)])
    return InlineKeyboardMarkup(rows) if rows else None


def menu() -> list[BotCommand]:
    """The command menu Telegram shows, from :data:`bot.commands.DESCRIPTIONS`."""
    return [BotCommand(name, description) for name, description in commands.DESCRIPTIONS.items()]


class TelegramAdapter:
    platform = "telegram"

    def __init__(
        self,
        settings: TelegramSettings,
        conversation: Conversation,
        access: Access,
        *,
        sleep: Sleep = asyncio.sleep,
        poll_timeout: int = POLL_TIMEOUT,
        max_held: int = MAX_HELD,
    ) -> None:
        _hide_token_from_logs(settings.token)
        self.settings = settings
        self.conversation = conversation
        self.access = access
        self.poll_timeout = poll_timeout
        self._sleep = sleep
        self._max_held = max_held
        self._held = 0
        self._stopping = asyncio.Event()  # ends the waits of held messages
        self.lanes = Lanes("telegram")
        self.bot_id = settings.bot_id
        self._hinted_groups: set[int] = set()
        self._receiving = False
        builder = (
            Application.builder()
            .token(settings.token)
            .base_url(f"{settings.api_base_url}/bot")
            .base_file_url(f"{settings.api_base_url}/file/bot")
            .rate_limiter(FloodRetry(sleep))
            .job_queue(None)
        )
        if self.webhook:
            builder = builder.updater(None)
        self.application = builder.build()
        self.application.add_handler(TypeHandler(Update, self._on_update))
        self.application.add_error_handler(self._on_error)

    @property
    def webhook(self) -> bool:
        return self.settings.webhook_url is not None

    # -- lifecycle --------------------------------------------------------------------

    def routes(self) -> list[web.RouteDef]:
        return [web.post(self.settings.webhook_path, self._on_webhook)] if self.webhook else []

    async def start(self) -> None:
        self._stopping.clear()
        application = self.application
        try:
            await application.initialize()  # getMe
        except TelegramError as error:
            raise StartupFailed(
                f"Telegram did not accept the bot: {error} (check TELEGRAM_BOT_TOKEN and TELEGRAM_API_BASE_URL)"
            ) from error
        self.bot_id = application.bot.id
        await self._register_commands()
        await application.start()
        try:
            await self._start_receiving()
        except TelegramError as error:
            await self.stop()
            how = "the webhook (check TELEGRAM_WEBHOOK_URL)" if self.webhook else "long polling"
            raise StartupFailed(f"Telegram refused {how}: {error}") from error
        self._receiving = True
        _log().info("telegram_started", platform="telegram", bot_id=self.bot_id, webhook=self.webhook)

    async def _start_receiving(self) -> None:
        application = self.application
        if self.webhook:
            await application.bot.set_webhook(
                url=self.settings.webhook_url or "",
                secret_token=self.settings.webhook_secret,
                allowed_updates=ALLOWED_UPDATES,
            )
        else:
            assert application.updater is not None
            await application.updater.start_polling(
                timeout=timedelta(seconds=self.poll_timeout),
                allowed_updates=ALLOWED_UPDATES,
                error_callback=self._on_polling_error,
            )

    async def stop(self) -> None:
        self._receiving = False
        application = self.application
        if application.updater is not None and application.updater.running:
            await application.updater.stop()
        if application.running:
            await application.stop()  # processes what is already queued
        self._stopping.set()
        await self.lanes.drain()
        await application.shutdown()

    async def idle(self) -> None:
        """Wait until every received update has been handled (for tests and shutdown)."""
        await self.application.update_queue.join()
        await self.lanes.drain()

    async def _register_commands(self) -> None:
        try:
            await self.application.bot.set_my_commands(menu(), scope=BotCommandScopeAllPrivateChats())
        except TelegramError as error:
            _log().warning("commands_not_registered", platform="telegram", error=str(error))

    # -- receiving --------------------------------------------------------------------

    async def _on_webhook(self, request: web.Request) -> web.Response:
        if not self._receiving:
            return web.Response(status=503, text="not ready")
        given = request.headers.get(WEBHOOK_SECRET_HEADER, "")
        expected = self.settings.webhook_secret or ""
        if not hmac.compare_digest(given.encode(), expected.encode()):
            _log().warning("webhook_refused", platform="telegram", reason="bad secret token")
            return web.Response(status=403, text="forbidden")
        try:
            data = await request.json()
            update = Update.de_json(data, self.application.bot)
        except Exception:  # whatever the body is, it is not an update
            _log().warning("webhook_refused", platform="telegram", reason="not an update")
            return web.Response(status=400, text="bad update")
        if update.message is None:
            await self.application.update_queue.put(update)
        elif not await self._stored(update):
            return web.Response(status=503, text="not stored")  # Telegram delivers it again
        return web.Response(text="ok")

    async def _stored(self, update: Update) -> bool:
        """Serve a webhook's message on its chat's lane before Telegram hears back; False when
        it could not be stored (then the webhook answers an error, and Telegram re-delivers)."""
        assert update.message is not None
        refused: list[NotStored] = []

        async def serve() -> None:
            try:
                await self._serve(update)
            except NotStored as error:
                refused.append(error)

        await self.lanes.run(update.message.chat.id, serve)
        return not refused

    async def _on_update(self, update: object, context: ContextTypes.DEFAULT_TYPE) -> None:
        """Called in update order; queues the update on its chat's lane and returns."""
        if not isinstance(update, Update):
            return
        if update.message is not None:
            self.lanes.submit(update.message.chat.id, lambda: self._serve(update))
        elif update.callback_query is not None:
            query = update.callback_query
            # A tap on a message in a chat shares that chat's lane, so it is served in order
            # with the messages around it; one on an inline message has no chat of ours.
            lane = query.message.chat.id if query.message is not None else query.from_user.id
            self.lanes.submit(lane, lambda: self._serve_press(update))
        # edits, reactions and the like are not part of the conversation

    async def _serve(self, update: Update) -> None:
        message = update.message
        assert message is not None
        sender = message.from_user
        if sender is None or sender.is_bot:
            return
        chat = message.chat
        user = f"telegram:{sender.id}"
        with bound_contextvars(platform="telegram", user=user, update_id=update.update_id):
            if chat.type != ChatType.PRIVATE:
                if chat.id not in self._hinted_groups:
                    self._hinted_groups.add(chat.id)
                    await self._send(chat.id, GROUP_HINT)
                return
            if not self.access.allows(user):
                _log().info("refused", platform="telegram", user=user)
                if self.access.first_refusal(user):
                    await self._send(chat.id, refusal(user))
                return
            if message.text is None:
                await self._send(chat.id, TEXT_ONLY)
                return
            inbound = Inbound(
                user=user,
                text=message.text,
                platform="telegram",
                platform_ref=f"telegram:{self.bot_id}:{update.update_id}",
            )
            try:
                replies = await self.conversation.respond(inbound)
            except NotStored as error:
                if self.webhook:
                    raise  # unacknowledged: Telegram delivers it again
                replies = await self._until_stored(chat.id, inbound, error)  # a polled update is confirmed
            except Exception:
                _log().exception("handling_failed", platform="telegram", user=user)
                replies = [Reply(SORRY)]
            for reply in replies:
                await self._send_reply(chat.id, reply)

    async def _until_stored(self, chat_id: int, inbound: Inbound, error: NotStored) -> list[Reply]:
        """The replies to a polled message recap could not store: it is offered again after
        each of :data:`RETRY_WAITS` until it is stored, holding its chat's lane meanwhile, and
        the user is told once. When :data:`MAX_HELD` are held already, or recap stops first,
        the user is told that nothing of it was kept."""
        if self._held >= self._max_held or self._stopping.is_set():
            _log().error("message_dropped", platform="telegram", held=self._held, reason=error.reason)
            return [Reply(error.reply)]
        self._held += 1
        try:
            await self._send(chat_id, HELD)
            attempt = 0
            while await self._wait(RETRY_WAITS[min(attempt, len(RETRY_WAITS) - 1)]):
                attempt += 1
                try:
                    return await self.conversation.respond(inbound)
                except NotStored as again:
                    error = again
                    _log().warning("still_not_stored", platform="telegram", attempt=attempt, reason=error.reason)
            _log().error("message_dropped", platform="telegram", reason="recap stopped while holding it")
            return [Reply(error.reply)]
        finally:
            self._held -= 1

    async def _wait(self, seconds: float) -> bool:
        """Wait ``seconds`` through the injected sleep; False when recap began to stop first."""
        napping = asyncio.ensure_future(self._sleep(seconds))
        stopping = asyncio.ensure_future(self._stopping.wait())
        await asyncio.wait((napping, stopping), return_when=asyncio.FIRST_COMPLETED)
        for task in (napping, stopping):
            task.cancel()
        await asyncio.gather(napping, stopping, return_exceptions=True)
        return not self._stopping.is_set()

    async def _serve_press(self, update: Update) -> None:
        query = update.callback_query
        assert query is not None
        user = f"telegram:{query.from_user.id}"
        with bound_contextvars(platform="telegram", user=user, update_id=update.update_id):
            message = query.message
            if query.from_user.is_bot or message is None or query.data is None:
                # A tap on an inline-mode message or a game button: nothing recap offered.
                await self._answer(query, NOTHING_CHANGED)
                return
            if message.chat.type != ChatType.PRIVATE:
                await self._answer(query, PRIVATE_ONLY)
                return
            if not self.access.allows(user):
                _log().info("refused", platform="telegram", user=user)
                await self._answer(query, NOT_SERVED)
                if self.access.first_refusal(user):
                    await self._send(message.chat.id, refusal(user))
                return
            press = Press(
                user=user,
                data=query.data,
                platform="telegram",
                platform_ref=f"telegram:{self.bot_id}:cq:{query.id}",
            )
            try:
                shown = await self.conversation.press(press)
            except Exception:
                _log().exception("press_failed", platform="telegram", user=user)
                await self._answer(query, PRESS_FAILED)
                return
            await self._answer(query, NOTHING_CHANGED if shown is None else None)
            if shown is not None:
                await self._edit(message.chat.id, message.message_id, shown)

    # -- sending ----------------------------------------------------------------------

    async def deliver(self, user: str, text: str) -> None:
        platform, _, chat = user.partition(":")
        if platform != "telegram" or not chat.isdigit():
            raise DeliveryFailed(f"{user!r} is not a Telegram user")
        chat_id = int(chat)

        async def send_all() -> None:
            for part in split_text(text, MESSAGE_LIMIT, utf16_length):
                if not await self._send(chat_id, part):
                    raise DeliveryFailed(f"Telegram did not take the message for {user}")

        with bound_contextvars(platform="telegram", user=user):
            await self.lanes.run(chat_id, send_all)

    async def _send_reply(self, chat_id: int, reply: Reply) -> bool:
        """Send a reply in as many parts as it needs, its buttons under the last one; False
        when a part could not be sent (the rest is then not sent either)."""
        return await self._send_parts(chat_id, split_text(reply.text, MESSAGE_LIMIT, utf16_length), reply.buttons)

    async def _send_parts(self, chat_id: int, parts: list[str], buttons: tuple[Button, ...]) -> bool:
        for number, part in enumerate(parts, start=1):
            markup = keyboard(buttons) if number == len(parts) else None
            if not await self._send(chat_id, part, markup):
                return False
        return True

    async def _send(self, chat_id: int, text: str, markup: InlineKeyboardMarkup | None = None) -> bool:
        """Send one part as plain text; False (and a log line) when it finally cannot be sent."""
        try:
            await self.application.bot.send_message(
                chat_id, text, link_preview_options=LinkPreviewOptions(is_disabled=True), reply_markup=markup
            )
        except TelegramError as error:
            _log().error("reply_not_sent", platform="telegram", chat=chat_id, error=str(error))
            return False
        return True

    async def _answer(self, query: CallbackQuery, notice: str | None) -> None:
        """Answer a callback query so the client stops its spinner. Telegram refuses a second
        answer (a redelivered tap) and a late one; that is logged and changes nothing else."""
        try:
            await self.application.bot.answer_callback_query(query.id, text=notice)
        except TelegramError as error:
            _log().warning("callback_not_answered", platform="telegram", error=str(error))

    async def _edit(self, chat_id: int, message_id: int, shown: Reply) -> None:
        """Show what a tap changed in the tapped message itself, with the new buttons (or
        none). Text beyond one message's limit follows as new messages, the buttons under the
        last part. The message may be gone or too old to edit: then the outcome is sent anew."""
        first, *rest = split_text(shown.text, MESSAGE_LIMIT, utf16_length)
        markup = None if rest else keyboard(shown.buttons)
        try:
            await self.application.bot.edit_message_text(
                first,
                chat_id=chat_id,
                message_id=message_id,
                reply_markup=markup,
                link_preview_options=LinkPreviewOptions(is_disabled=True),
            )
        except BadRequest as error:
            if "not modified" in error.message.lower():
                pass  # it already shows exactly this
            else:
                _log().warning("edit_failed", platform="telegram", chat=chat_id, error=str(error))
                await self._send_reply(chat_id, shown)
                return
        except TelegramError as error:
            _log().error("edit_failed", platform="telegram", chat=chat_id, error=str(error))
            return
        if rest:
            await self._send_parts(chat_id, rest, shown.buttons)

    # -- errors -----------------------------------------------------------------------

    async def _on_error(self, update: object, context: ContextTypes.DEFAULT_TYPE) -> None:
        _log().error("update_failed", platform="telegram", error=repr(context.error))

    def _on_polling_error(self, error: TelegramError) -> None:
        _log().warning("polling_failed", platform="telegram", error=str(error))
