"""A local Slack Web API (and Socket Mode) server on loopback, plus a signed-request helper.

It answers what recap calls — auth.test, chat.postMessage, chat.postEphemeral, chat.update,
conversations.open, apps.connections.open — and response URLs; tests can make a method answer
429 with a ``Retry-After`` or fail with a Slack error. Every message posted is kept under its
``ts`` with its Block Kit, and edits (``chat.update``, or a response URL with
``replace_original``) change it as Slack would; ``chat.update`` of an ephemeral message or of an
unknown ``ts`` fails as on Slack (``message_not_found``). For Socket Mode it serves the
WebSocket that apps.connections.open points at, sends envelopes down it and records their
acknowledgements. :func:`signed_headers` signs an Events API request as Slack does (v0);
:meth:`FakeSlack.block_actions` builds the interactive payload of a tap on one of a message's
buttons, and :meth:`FakeSlack.send_action` posts it, signed and form-encoded, as Slack does.
"""

from __future__ import annotations

import hashlib
import hmac
import json
from typing import Any
from urllib.parse import parse_qsl, urlencode

import aiohttp
from aiohttp import WSMsgType, web

from tests.fakes.changes import Changes

WAIT = 10.0
TEAM = "T1"
BOT_USER = "UBOT"


def signed_headers(secret: str, body: str, timestamp: int, *, retry: int | None = None) -> dict[str, str]:
    """Headers of a request from Slack: the v0 signature over ``v0:<timestamp>:<body>``."""
    base = f"v0:{timestamp}:{body}".encode()
    signature = "v0=" + hmac.new(secret.encode(), base, hashlib.sha256).hexdigest()
    headers = {"X-Slack-Request-Timestamp": str(timestamp), "X-Slack-Signature": signature}
    if retry is not None:
        headers |= {"X-Slack-Retry-Num": str(retry), "X-Slack-Retry-Reason": "http_timeout"}
    return headers


def event_callback(event: dict[str, Any], event_id: str, *, team: str = TEAM) -> dict[str, Any]:
    """The Events API envelope around ``event``."""
    return {
        "token": "unused-verification-token",
        "team_id": team,
        "api_app_id": "A1",
        "event": {"event_ts": "1775000000.000100", "ts": "1775000000.000100", **event},
        "type": "event_callback",
        "event_id": event_id,
        "event_time": 1_775_000_000,
        "authorizations": [{"team_id": team, "user_id": BOT_USER, "is_bot": True, "is_enterprise_install": False}],
    }


class FakeSlack:
    def __init__(self, bot_token: str, *, app_token: str | None = None, team: str = TEAM) -> None:
        self.bot_token = bot_token
        self.app_token = app_token
        self.team = team
        self.calls: list[tuple[str, dict[str, Any]]] = []
        self.posts: list[dict[str, Any]] = []  # chat.postMessage / chat.postEphemeral / response URLs
        self.edits: list[dict[str, Any]] = []  # chat.update / response URLs with replace_original
        self.messages: dict[str, dict[str, Any]] = {}  # ts -> the message as it shows now
        self._action_urls: dict[str, str] = {}  # response URL name -> ts of the tapped message
        self._actions = 0
        self.acks: list[str] = []  # Socket Mode envelope ids acknowledged
        self._failures: dict[str, list[tuple[int, dict[str, str], dict[str, Any]]]] = {}
        self._changes = Changes()
        self._sockets: list[web.WebSocketResponse] = []
        self._runner: web.AppRunner | None = None
        self._ts = 0
        self.port = 0

    # -- lifecycle --------------------------------------------------------------------

    async def start(self) -> FakeSlack:
        app = web.Application()
        app.router.add_post("/api/{method}", self._api)
        app.router.add_post("/respond/{name}", self._respond)
        app.router.add_get("/socket", self._socket)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=0.5)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = self._runner.addresses[0][1]
        return self

    async def stop(self) -> None:
        for socket in list(self._sockets):
            await socket.close()
        if self._runner is not None:
            await self._runner.cleanup()

    async def __aenter__(self) -> FakeSlack:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    @property
    def api_url(self) -> str:
        """What SLACK_API_URL would be set to."""
        return f"http://127.0.0.1:{self.port}/api/"

    def response_url(self, name: str) -> str:
        return f"http://127.0.0.1:{self.port}/respond/{name}"

    # -- what tests do ----------------------------------------------------------------

    def rate_limit(self, method: str, *, times: int = 1, retry_after: int = 0) -> None:
        """The next ``times`` calls of ``method`` answer 429 with ``Retry-After``."""
        entry = (429, {"Retry-After": str(retry_after)}, {"ok": False, "error": "ratelimited"})
        self._failures.setdefault(method, []).extend([entry] * times)

    def fail(self, method: str, error: str, *, times: int = 1) -> None:
        """The next ``times`` calls of ``method`` answer ``{"ok": false, "error": error}``."""
        self._failures.setdefault(method, []).extend([(200, {}, {"ok": False, "error": error})] * times)

    def calls_of(self, method: str) -> list[dict[str, Any]]:
        return [params for name, params in self.calls if name == method]

    def posts_where(self, **match: Any) -> list[dict[str, Any]]:
        return [post for post in self.posts if all(post.get(key) == value for key, value in match.items())]

    def texts_where(self, **match: Any) -> list[str]:
        return [post["text"] for post in self.posts_where(**match)]

    async def wait_posts(self, count: int, timeout: float = WAIT, **match: Any) -> list[str]:
        """The first ``count`` texts posted matching ``match``, once there are that many."""
        await self._changes.expect(
            lambda: len(self.posts_where(**match)) >= count, timeout, f"{count} post(s) where {match}"
        )
        return self.texts_where(**match)[:count]

    async def wait_edits(self, count: int, timeout: float = WAIT) -> list[dict[str, Any]]:
        """The first ``count`` edits of messages, once there are that many."""
        await self._changes.expect(lambda: len(self.edits) >= count, timeout, f"{count} edit(s)")
        return self.edits[:count]

    def post_with_buttons(self, **match: Any) -> dict[str, Any]:
        """The last post matching ``match`` that carries buttons."""
        found = [post for post in self.posts_where(**match) if buttons_of(post)]
        assert found, f"no post with buttons where {match}"
        return found[-1]

    def block_actions(
        self, post: dict[str, Any], label: str, user: str, *, trigger_id: str | None = None
    ) -> dict[str, Any]:
        """The ``block_actions`` payload Slack sends when ``user`` taps the button ``label`` of
        the message ``post`` (as it shows now), with a response URL of its own."""
        message = self.messages[post["ts"]]
        [button] = [b for b in buttons_of(message) if b["text"]["text"] == label]
        self._actions += 1
        name = f"action-{self._actions}"
        self._action_urls[name] = post["ts"]
        channel = message.get("channel") or "CUNKNOWN"
        ephemeral = bool(message.get("ephemeral"))
        payload: dict[str, Any] = {
            "type": "block_actions",
            "user": {"id": user, "username": user.lower(), "name": user.lower(), "team_id": self.team},
            "api_app_id": "A1",
            "token": "unused-verification-token",
            "container": {
                "type": "message",
                "message_ts": post["ts"],
                "channel_id": channel,
                "is_ephemeral": ephemeral,
                **({"thread_ts": message["thread_ts"]} if message.get("thread_ts") else {}),
            },
            "trigger_id": trigger_id or f"{self._actions}.1775000000.tap",
            "team": {"id": self.team, "domain": "test"},
            "channel": {"id": channel, "name": "directmessage" if channel.startswith("D") else "general"},
            "response_url": self.response_url(name),
            "actions": [
                {
                    "action_id": button["action_id"],
                    "block_id": message["blocks"][-1].get("block_id", "b1"),
                    "text": button["text"],
                    "value": button["value"],
                    "type": "button",
                    "action_ts": f"1775000000.{self._actions:06d}",
                }
            ],
        }
        if not ephemeral:  # Slack shows the app the message itself, except an ephemeral one
            payload["message"] = {
                "type": "message",
                "ts": post["ts"],
                "text": message["text"],
                "blocks": message["blocks"],
            }
        return payload

    async def send_action(self, url: str, payload: dict[str, Any], *, secret: str, timestamp: int) -> int:
        """Post an interactive payload to the app at ``url`` as Slack does: form-encoded
        ``payload=<json>``, signed with ``secret`` at ``timestamp``; the HTTP status."""
        body = urlencode({"payload": json.dumps(payload)})
        headers = signed_headers(secret, body, timestamp) | {"Content-Type": "application/x-www-form-urlencoded"}
        async with aiohttp.ClientSession() as session, session.post(url, data=body.encode(), headers=headers) as answer:
            await answer.read()
            return answer.status

    async def wait_socket(self, timeout: float = WAIT) -> None:
        await self._changes.expect(lambda: bool(self._sockets), timeout, "a Socket Mode connection")

    async def send_envelope(self, envelope_id: str, kind: str, payload: dict[str, Any]) -> None:
        """Push an envelope down the Socket Mode connection, as Slack does."""
        message = {"envelope_id": envelope_id, "type": kind, "payload": payload, "accepts_response_payload": False}
        await self._sockets[-1].send_str(json.dumps(message))

    async def wait_ack(self, envelope_id: str, timeout: float = WAIT) -> None:
        await self._changes.expect(lambda: envelope_id in self.acks, timeout, f"the ack of {envelope_id}")

    # -- the API ----------------------------------------------------------------------

    async def _api(self, request: web.Request) -> web.Response:
        method = request.match_info["method"]
        params = await _parameters(request)
        self.calls.append((method, params))
        self._changes.notify()
        wanted = self.app_token if method == "apps.connections.open" else self.bot_token
        if request.headers.get("Authorization") != f"Bearer {wanted}":
            return web.json_response({"ok": False, "error": "invalid_auth"})
        failures = self._failures.get(method)
        if failures:
            status, headers, body = failures.pop(0)
            return web.json_response(body, status=status, headers=headers)
        handler = getattr(self, "_api_" + method.replace(".", "_"), None)
        if handler is None:
            return web.json_response({"ok": False, "error": "unknown_method"})
        answer = handler(params)
        self._changes.notify()
        return web.json_response({"ok": True, **answer})

    def _api_auth_test(self, params: dict[str, Any]) -> dict[str, Any]:
        return {
            "url": "https://test.slack.example/",
            "team": "Test",
            "user": "recap",
            "team_id": self.team,
            "user_id": BOT_USER,
            "bot_id": "BBOT",
            "is_enterprise_install": False,
        }

    def _api_chat_postMessage(self, params: dict[str, Any]) -> dict[str, Any]:
        ts = self._keep({"via": "postMessage", **params})
        return {"channel": params["channel"], "ts": ts, "message": {"text": params["text"]}}

    def _api_chat_postEphemeral(self, params: dict[str, Any]) -> dict[str, Any]:
        return {"message_ts": self._keep({"via": "postEphemeral", **params}, ephemeral=True)}

    def _api_chat_update(self, params: dict[str, Any]) -> dict[str, Any]:
        message = self.messages.get(params.get("ts", ""))
        if message is None or message.get("ephemeral") or message.get("channel") != params.get("channel"):
            return {"ok": False, "error": "message_not_found"}
        self._edit(message, {"via": "update", **params})
        return {"channel": params["channel"], "ts": params["ts"], "text": params.get("text", "")}

    def _api_conversations_open(self, params: dict[str, Any]) -> dict[str, Any]:
        return {"channel": {"id": f"D{params['users']}"}}

    def _api_apps_connections_open(self, params: dict[str, Any]) -> dict[str, Any]:
        return {"url": f"ws://127.0.0.1:{self.port}/socket"}

    async def _respond(self, request: web.Request) -> web.Response:
        name = request.match_info["name"]
        params = await _parameters(request)
        self.calls.append((f"respond/{name}", params))
        failures = self._failures.get(f"respond/{name}")
        if failures:
            status, headers, _ = failures.pop(0)
            self._changes.notify()
            return web.Response(status=status, headers=headers, text="rate_limited")
        tapped = self.messages.get(self._action_urls.get(name, ""))
        if params.get("replace_original") and tapped is not None:
            self._edit(tapped, {"via": "response_url", "response_url": name, **params})
        else:
            self._keep({"via": "response_url", "response_url": name, **params}, ephemeral=True)
        self._changes.notify()
        return web.Response(text="ok")

    async def _socket(self, request: web.Request) -> web.WebSocketResponse:
        socket = web.WebSocketResponse(autoping=True)
        await socket.prepare(request)
        self._sockets.append(socket)
        await socket.send_str(json.dumps({"type": "hello", "num_connections": 1}))
        self._changes.notify()
        try:
            async for message in socket:
                if message.type == WSMsgType.TEXT:
                    envelope_id = json.loads(message.data).get("envelope_id")
                    if envelope_id:
                        self.acks.append(envelope_id)
                        self._changes.notify()
        finally:
            self._sockets.remove(socket)
        return socket

    def _keep(self, post: dict[str, Any], *, ephemeral: bool = False) -> str:
        """Record a new message; its ts."""
        post["ts"] = ts = self._next_ts()
        self.posts.append(post)
        self.messages[ts] = {**post, "blocks": post.get("blocks") or [], "ephemeral": ephemeral}
        return ts

    def _edit(self, message: dict[str, Any], edit: dict[str, Any]) -> None:
        edit["ts"] = message["ts"]
        self.edits.append(edit)
        # As on Slack: an edit without blocks leaves the old ones.
        message.update(text=edit.get("text", message["text"]), blocks=edit.get("blocks", message["blocks"]))

    def _next_ts(self) -> str:
        self._ts += 1
        return f"1775000000.{self._ts:06d}"


def buttons_of(message: dict[str, Any]) -> list[dict[str, Any]]:
    """The button elements of a message's actions blocks."""
    return [
        element
        for block in message.get("blocks") or []
        if block.get("type") == "actions"
        for element in block.get("elements", [])
        if element.get("type") == "button"
    ]


def labels_of(message: dict[str, Any]) -> list[str]:
    return [button["text"]["text"] for button in buttons_of(message)]


async def _parameters(request: web.Request) -> dict[str, Any]:
    params: dict[str, Any] = dict(request.query)
    if request.content_type == "application/json":
        body = await request.json()
        params.update(body if isinstance(body, dict) else {})
    elif request.can_read_body:
        params.update(parse_qsl(await request.text()))
    if isinstance(params.get("blocks"), str):  # a form-encoded call carries its blocks as JSON
        params["blocks"] = json.loads(params["blocks"])
    return params
