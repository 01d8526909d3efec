"""A local Telegram Bot API server on loopback, for running python-telegram-bot against.

It speaks the Bot API's HTTP shape (``/bot<token>/<method>``, form parameters, ``{"ok": ...}``
answers) for what recap uses: getMe, deleteWebhook, setWebhook, getUpdates (long polling, with
offsets confirming updates as Telegram does), sendMessage (with an inline keyboard),
editMessageText, answerCallbackQuery and setMyCommands. Tests queue updates (messages, and
taps on the bot's buttons as callback queries), make methods answer 429 with ``retry_after``
or fail, and wait for what was sent, edited or answered.

Like Telegram, it keeps the messages the bot sent (editing one replaces its text and keyboard;
an edit that changes nothing is refused as "message is not modified") and refuses a second
answer to the same callback query.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from aiohttp import web

from tests.fakes.changes import Changes

# Form parameters python-telegram-bot JSON-encodes (strings it sends as they are).
_JSON_PARAMETERS = {
    "chat_id",
    "offset",
    "timeout",
    "limit",
    "commands",
    "scope",
    "allowed_updates",
    "link_preview_options",
    "drop_pending_updates",
    "max_connections",
    "reply_markup",
    "message_id",
    "show_alert",
    "cache_time",
}
MESSAGE_DATE = 1_775_000_000  # a fixed Unix time: the adapter never reads it
WAIT = 10.0  # how long a test waits for the bot before failing


class FakeTelegram:
    def __init__(self, token: str, *, username: str = "recap_bot") -> None:
        self.token = token
        self.bot_id = int(token.split(":", 1)[0])
        self.username = username
        self.calls: list[tuple[str, dict[str, Any]]] = []
        self.sent: list[dict[str, Any]] = []
        self.edits: list[dict[str, Any]] = []  # editMessageText calls that succeeded
        self.answers: list[dict[str, Any]] = []  # answerCallbackQuery calls that succeeded
        self.messages: dict[tuple[int, int], dict[str, Any]] = {}  # the bot's messages, as they are now
        self.commands: list[dict[str, Any]] | None = None
        self.command_scope: dict[str, Any] | None = None
        self.webhook: dict[str, Any] | None = None
        self.confirmed = 0
        self._updates: list[dict[str, Any]] = []
        self._next_update_id = 500
        self._next_message_id = 1
        self._next_query_id = 9000
        self._failures: dict[str, list[tuple[int, dict[str, Any]]]] = {}
        self._changes = Changes()
        self._closing = False
        self._runner: web.AppRunner | None = None
        self.port = 0

    # -- lifecycle --------------------------------------------------------------------

    async def start(self) -> FakeTelegram:
        app = web.Application()
        app.router.add_route("*", "/bot{token}/{method}", self._dispatch)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=0.5)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        return self

    async def stop(self) -> None:
        self._closing = True
        self._changes.notify()
        if self._runner is not None:
            await self._runner.cleanup()

    async def __aenter__(self) -> FakeTelegram:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    @property
    def base_url(self) -> str:
        """What TELEGRAM_API_BASE_URL would be set to."""
        return f"http://127.0.0.1:{self.port}"

    # -- what tests do ----------------------------------------------------------------

    def update(self, body: dict[str, Any]) -> dict[str, Any]:
        """Queue an update (a new update id is given) and return it."""
        update = {"update_id": self._next_update_id, **body}
        self._next_update_id += 1
        self._queue(update)
        return update

    def message(
        self, chat_id: int, text: str | None, *, user_id: int | None = None, chat_type: str = "private"
    ) -> dict[str, Any]:
        """Queue a message from ``user_id`` (default: the chat's own id, as in a private chat)."""
        sender = {"id": user_id or chat_id, "is_bot": False, "first_name": "Ann"}
        chat: dict[str, Any] = {"id": chat_id, "type": chat_type}
        chat.update({"first_name": "Ann"} if chat_type == "private" else {"title": "Team"})
        message: dict[str, Any] = {
            "message_id": self._take_message_id(),
            "date": MESSAGE_DATE,
            "chat": chat,
            "from": sender,
        }
        if text is not None:
            message["text"] = text
            if text.startswith("/"):
                message["entities"] = [{"type": "bot_command", "offset": 0, "length": len(text.split()[0])}]
        else:
            message["sticker"] = {
                "file_id": "s1",
                "file_unique_id": "s1",
                "type": "regular",
                "width": 512,
                "height": 512,
                "is_animated": False,
                "is_video": False,
            }
        return self.update({"message": message})

    def press(
        self, chat_id: int, message_id: int, data: str, *, user_id: int | None = None, chat_type: str = "private"
    ) -> dict[str, Any]:
        """Queue a tap by ``user_id`` (default: the chat's own id) on the button with ``data``
        under the bot's message ``message_id``, as a callback query carrying that message."""
        sender = {"id": user_id or chat_id, "is_bot": False, "first_name": "Ann"}
        message = self.messages.get((chat_id, message_id))
        if message is None:  # a message of a chat this fake never saw the bot write in (a group)
            chat: dict[str, Any] = {"id": chat_id, "type": chat_type, "title": "Team"}
            message = {"message_id": message_id, "date": MESSAGE_DATE, "chat": chat, "text": "…"}
        query = {
            "id": str(self._next_query_id),
            "from": sender,
            "message": dict(message),  # as it is at the tap; later edits do not reach it
            "chat_instance": f"ci-{chat_id}",
            "data": data,
        }
        self._next_query_id += 1
        return self.update({"callback_query": query})

    def replay(self, update: dict[str, Any]) -> None:
        """Queue an update again, as Telegram re-sends unconfirmed ones after a restart."""
        self.confirmed = min(self.confirmed, update["update_id"])
        self._queue(update)

    def rate_limit(self, method: str, *, times: int = 1, retry_after: int = 1) -> None:
        """The next ``times`` calls of ``method`` answer 429 with ``retry_after`` seconds."""
        answer = {
            "ok": False,
            "error_code": 429,
            "description": f"Too Many Requests: retry after {retry_after}",
            "parameters": {"retry_after": retry_after},
        }
        self._failures.setdefault(method, []).extend([(429, answer)] * times)

    def fail(self, method: str, *, times: int = 1, status: int = 403, description: str = "Forbidden") -> None:
        answer = {"ok": False, "error_code": status, "description": description}
        self._failures.setdefault(method, []).extend([(status, answer)] * times)

    def calls_of(self, method: str) -> list[dict[str, Any]]:
        return [params for name, params in self.calls if name == method]

    def sent_to(self, chat_id: int) -> list[str]:
        return [message["text"] for message in self.sent if message["chat_id"] == chat_id]

    def messages_in(self, chat_id: int) -> list[dict[str, Any]]:
        """The bot's messages in ``chat_id`` in the order sent, each as it is now (after edits)."""
        return [message for (chat, _), message in sorted(self.messages.items()) if chat == chat_id]

    def answer_to(self, update: dict[str, Any]) -> dict[str, Any] | None:
        """The accepted answerCallbackQuery for the callback query of ``update``, if any."""
        query_id = update["callback_query"]["id"]
        return next((answer for answer in self.answers if answer["callback_query_id"] == query_id), None)

    async def wait_for(self, condition: Callable[[], bool], timeout: float = WAIT, what: str = "the bot") -> None:
        await self._changes.expect(condition, timeout, what)

    async def wait_sent(self, chat_id: int, count: int, timeout: float = WAIT) -> list[str]:
        """The first ``count`` texts sent to ``chat_id``, once that many have been sent."""
        await self.wait_for(lambda: len(self.sent_to(chat_id)) >= count, timeout, f"{count} message(s) to {chat_id}")
        return self.sent_to(chat_id)[:count]

    async def wait_answered(self, update: dict[str, Any], timeout: float = WAIT) -> dict[str, Any]:
        """Wait until the callback query of ``update`` was answered (refused answers count too)."""
        query_id = update["callback_query"]["id"]
        await self.wait_for(
            lambda: any(p["callback_query_id"] == query_id for p in self.calls_of("answerCallbackQuery")),
            timeout,
            f"an answer to callback query {query_id}",
        )
        return next(p for p in self.calls_of("answerCallbackQuery") if p["callback_query_id"] == query_id)

    async def wait_confirmed(self, update: dict[str, Any], timeout: float = WAIT) -> None:
        """Wait until the bot has confirmed ``update`` (asked for updates past it)."""
        await self.wait_for(lambda: self.confirmed > update["update_id"], timeout, f"update {update['update_id']}")

    # -- the API ----------------------------------------------------------------------

    async def _dispatch(self, request: web.Request) -> web.Response:
        if request.match_info["token"] != self.token:
            return web.json_response({"ok": False, "error_code": 401, "description": "Unauthorized"}, status=401)
        method = request.match_info["method"]
        params = _parameters(dict(await request.post()) if request.can_read_body else {})
        self.calls.append((method, params))
        self._changes.notify()
        failures = self._failures.get(method)
        if failures:
            status, answer = failures.pop(0)
            return web.json_response(answer, status=status)
        handler = getattr(self, f"_api_{method}", None)
        if handler is None:
            return web.json_response({"ok": False, "error_code": 404, "description": "Not Found"}, status=404)
        result = await handler(params)
        self._changes.notify()
        if isinstance(result, web.Response):  # the method itself refused
            return result
        return web.json_response({"ok": True, "result": result})

    async def _api_getMe(self, params: dict[str, Any]) -> dict[str, Any]:
        return self._bot_user() | {"can_join_groups": True, "can_read_all_group_messages": False}

    async def _api_deleteWebhook(self, params: dict[str, Any]) -> bool:
        self.webhook = None
        return True

    async def _api_setWebhook(self, params: dict[str, Any]) -> bool:
        self.webhook = params
        return True

    async def _api_setMyCommands(self, params: dict[str, Any]) -> bool:
        self.commands = params["commands"]
        self.command_scope = params.get("scope")
        return True

    async def _api_sendMessage(self, params: dict[str, Any]) -> dict[str, Any]:
        message_id = self._take_message_id()
        self.sent.append(params | {"message_id": message_id})
        chat_type = "private" if params["chat_id"] > 0 else "supergroup"
        message: dict[str, Any] = {
            "message_id": message_id,
            "date": MESSAGE_DATE,
            "chat": {"id": params["chat_id"], "type": chat_type},
            "from": self._bot_user(),
            "text": params["text"],
        }
        if params.get("reply_markup"):
            message["reply_markup"] = params["reply_markup"]
        self.messages[(params["chat_id"], message_id)] = message
        return message

    async def _api_editMessageText(self, params: dict[str, Any]) -> dict[str, Any] | web.Response:
        message = self.messages.get((params.get("chat_id"), params.get("message_id")))
        if message is None:
            return _refusal(400, "Bad Request: message to edit not found")
        markup = params.get("reply_markup")  # omitted: the inline keyboard is removed
        if message["text"] == params["text"] and message.get("reply_markup") == markup:
            return _refusal(
                400,
                "Bad Request: message is not modified: specified new message content and "
                "reply markup are exactly the same as a current content and reply markup of the message",
            )
        self.edits.append(params)
        message["text"] = params["text"]
        message.pop("reply_markup", None)
        if markup:
            message["reply_markup"] = markup
        return message

    async def _api_answerCallbackQuery(self, params: dict[str, Any]) -> bool | web.Response:
        query_id = params["callback_query_id"]
        if any(answer["callback_query_id"] == query_id for answer in self.answers):
            return _refusal(400, "Bad Request: query is too old and response timeout expired or query ID is invalid")
        self.answers.append(params)
        return True

    async def _api_getUpdates(self, params: dict[str, Any]) -> list[dict[str, Any]]:
        offset = int(params.get("offset") or 0)
        if offset:
            self._updates = [update for update in self._updates if update["update_id"] >= offset]
            self.confirmed = max(self.confirmed, offset)
            self._changes.notify()
        timeout = float(params.get("timeout") or 0)
        await self._changes.until(lambda: bool(self._updates) or self._closing, timeout)
        return list(self._updates)

    # -- helpers ----------------------------------------------------------------------

    def _bot_user(self) -> dict[str, Any]:
        return {"id": self.bot_id, "is_bot": True, "first_name": "recap", "username": self.username}

    def _take_message_id(self) -> int:
        self._next_message_id += 1
        return self._next_message_id

    def _queue(self, update: dict[str, Any]) -> None:
        self._updates.append(update)
        self._updates.sort(key=lambda item: item["update_id"])
        self._changes.notify()


def buttons(message: dict[str, Any]) -> list[list[tuple[str, str]]]:
    """A message's inline keyboard as rows of (label, callback data); [] without one."""
    rows = message.get("reply_markup", {}).get("inline_keyboard", [])
    return [[(button["text"], button["callback_data"]) for button in row] for row in rows]


def _refusal(status: int, description: str) -> web.Response:
    return web.json_response({"ok": False, "error_code": status, "description": description}, status=status)


def _parameters(form: dict[str, Any]) -> dict[str, Any]:
    return {key: json.loads(value) if key in _JSON_PARAMETERS else value for key, value in form.items()}
