"""The Slack adapter (slack-bolt, async): direct messages, mentions, slash commands and buttons.

Users: each Slack user is one recap user, ``slack:<team id>:<user id>``, wherever they write —
in their direct chat with recap, by mentioning recap in a channel, or with a slash command.
In a shared channel the memory used is the speaker's own, and whatever recap answers there
is posted *ephemerally* (visible to the speaker only), so one user's memory is never shown to
another; slash-command answers go to their ``response_url`` as ephemeral responses too.
Channel chatter that does not mention recap is ignored and never stored.

Receiving: Socket Mode with an app-level token, or the HTTP Events API on recap's own HTTP
server, where every request's v0 signature and timestamp are checked (against recap's clock)
before anything else happens. A message (direct or a mention) is acknowledged only once it is
stored: Bolt runs with ``process_before_response``, and the event listener waits for the
message's lane to record it (milliseconds, well inside Slack's 3 seconds) before Bolt's ack;
sending the replies comes after. A message recap could not store (a full or read-only disk,
a failing database: :class:`bot.adapter.NotStored`) is answered 503 over HTTP and left
unacknowledged over Socket Mode, so Slack delivers it again. A retried delivery carries the
same ``event_id`` and hence the same ``platform_ref`` (``slack:<event id>``): once stored, it
is acknowledged again and ingested once. Slash commands and button taps, which Slack never
re-delivers, call ``ack()`` first and hand the work to the lane; for them a message not
stored is told to the user plainly.

Order: each user's messages go through their own lane (:mod:`bot.lanes`) in arrival order;
users are served side by side.

Sending: text escaped for Slack (``&``, ``<``, ``>``) with ``mrkdwn`` off where Slack allows,
so nothing a user wrote turns into a mention, link or formatting; split to stay under 4000
characters a message. A reply with buttons (a question's choices, Undo) is Block Kit: a
``section`` with the same escaped text (``verbatim``, so nothing is turned into a link) and an
``actions`` block of ``button`` elements whose ``value`` is the :class:`bot.types.Button`'s
data; ``text`` stays as the notification fallback. A reply split over several messages carries
its buttons on the last one, which is kept within a section's 3000 characters. A 429 is waited
out for its ``Retry-After`` and retried; a message that still cannot be sent is logged, and what
the dispatcher recorded stands.

Buttons: a tap arrives as a ``block_actions`` interactive payload — over Socket Mode, or
form-encoded (``payload=``) on the same request URL as events, where the same signature check
covers it. It is acknowledged at once, then served on the tapper's lane under the rules of
messages (a stranger's tap is refused like a stranger's message) and handed to
:meth:`bot.adapter.Conversation.press` with ``platform_ref`` ``slack:action:<trigger id>``, so a
redelivered tap is applied once. The tapped message is then edited to what the press returned,
with its new buttons or none: ``chat.update`` for a message in a direct chat, the payload's
``response_url`` (``replace_original``) for an ephemeral one (a mention's answer in a channel, a
slash command's), which ``chat.update`` cannot reach. A press that returns nothing (a duplicate,
a button recap no longer knows) leaves the message as it is.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import aiohttp
import structlog
from aiohttp import web
from slack_bolt.adapter.aiohttp import to_aiohttp_response, to_bolt_request
from slack_bolt.adapter.socket_mode.aiohttp import AsyncSocketModeHandler
from slack_bolt.app.async_app import AsyncApp
from slack_bolt.context.ack.async_ack import AsyncAck
from slack_bolt.middleware.request_verification.async_request_verification import AsyncRequestVerification
from slack_bolt.response import BoltResponse
from slack_sdk.errors import SlackApiError, SlackClientError
from slack_sdk.http_retry.async_handler import AsyncRetryHandler
from slack_sdk.http_retry.builtin_async_handlers import (
    AsyncConnectionErrorRetryHandler,
    AsyncRateLimitErrorRetryHandler,
)
from slack_sdk.http_retry.request import HttpRequest
from slack_sdk.http_retry.response import HttpResponse
from slack_sdk.http_retry.state import RetryState
from slack_sdk.signature import SignatureVerifier
from slack_sdk.web.async_client import AsyncWebClient
from slack_sdk.webhook.async_client import AsyncWebhookClient
from structlog.contextvars import bound_contextvars

from bot import commands
from bot.access import Access, refusal
from bot.adapter import MAX_RETRY_WAIT, Conversation, DeliveryFailed, NotStored, Sleep, StartupFailed
from bot.config import SlackSettings
from bot.lanes import Lanes
from bot.textsplit import split_text
from bot.types import Button, Inbound, Press, Reply
from memory.clock import Clock

MESSAGE_LIMIT = 3900  # characters after escaping; Slack asks for under 4000
SECTION_LIMIT = 3000  # characters of a section block's text (Block Kit's limit)
LABEL_LIMIT = 75  # characters of a button's label (Block Kit's limit)
VALUE_LIMIT = 2000  # characters of a button's value (Block Kit's limit)
MAX_BUTTONS = 25  # elements of one actions block (Block Kit's limit)
ACTION_PREFIX = "recap_"  # every action_id recap gives a button starts so; its taps come back to it
RETRIES = 5
SORRY = "Sorry — something went wrong on my side while handling that. Please try again in a moment."
PRESS_FAILED = "Sorry — something went wrong on my side with that button. Please try again in a moment."

_MARKUP = re.compile(r"<([^<>]*)>")


def _log() -> Any:
    # A fresh logger each time, so a test's structlog.testing.capture_logs sees every line.
    return structlog.get_logger(__name__)


# -- text to and from Slack ---------------------------------------------------------------


def escape(text: str) -> str:
    """Text as Slack must receive it: its three control characters escaped."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def slack_length(text: str) -> int:
    return len(escape(text))


def section(text: str) -> dict[str, Any]:
    """A section block showing ``text`` as the plain message would: escaped, and ``verbatim`` so
    that Slack links no URL or channel name on its own."""
    return {"type": "section", "text": {"type": "mrkdwn", "text": escape(text) or " ", "verbatim": True}}


def actions(buttons: tuple[Button, ...]) -> dict[str, Any] | None:
    """The actions block of ``buttons`` (``recap_choice_<n>``, value = the button's data); None
    for none. A button Slack would refuse is left out, with a log line, rather than costing the
    user the whole message; a label too long is shortened (Slack would refuse it)."""
    elements: list[dict[str, Any]] = []
    for number, button in enumerate(buttons):
        if not 0 < len(button.data) <= VALUE_LIMIT or len(elements) == MAX_BUTTONS:
            _log().error("button_dropped", platform="slack", label=button.label, reason="value size or count")
            continue
        label = button.label if len(button.label) <= LABEL_LIMIT else button.label[: LABEL_LIMIT - 1] + "…"
        elements.append(
            {
                "type": "button",
                "action_id": f"{ACTION_PREFIX}choice_{number}",
                "text": {"type": "plain_text", "text": label or "?", "emoji": False},
                "value": button.data,
            }
        )
    return {"type": "actions", "block_id": f"{ACTION_PREFIX}buttons", "elements": elements} if elements else None


def blocks(text: str, buttons: tuple[Button, ...], *, always: bool = False) -> list[dict[str, Any]] | None:
    """The Block Kit of one message: None (plain text) when it has no buttons, unless
    ``always`` (an edit must send blocks, or Slack keeps the old buttons)."""
    row = actions(buttons)
    if row is None and not always:
        return None
    return [section(text), *([row] if row else [])]


def reply_parts(reply: Reply) -> list[tuple[str, tuple[Button, ...]]]:
    """A reply as the messages it is sent in, each with its buttons: the last one only, and
    that one short enough for a section block."""
    parts = split_text(reply.text, MESSAGE_LIMIT, slack_length)
    if reply.buttons and slack_length(parts[-1]) > SECTION_LIMIT:
        parts[-1:] = split_text(parts[-1], SECTION_LIMIT, slack_length)
    return [(part, reply.buttons if number == len(parts) - 1 else ()) for number, part in enumerate(parts)]


def from_slack(text: str, *, bot_user_id: str | None = None) -> str:
    """What a user typed, from Slack's encoding: mentions, channels and links made readable."""
    if bot_user_id:
        text = re.sub(rf"<@{re.escape(bot_user_id)}(\|[^>]*)?>", "", text)

    def readable(match: re.Match[str]) -> str:
        inner = match[1]
        target, _, label = inner.partition("|")
        if target.startswith("@"):
            return f"@{label or target[1:]}"
        if target.startswith("#"):
            return f"#{label or target[1:]}"
        if target.startswith("!"):
            return label or f"@{target[1:].split('^')[0]}"
        if label and label != target.removeprefix("mailto:"):
            return f"{label} ({target})"
        return label or target.removeprefix("mailto:")

    text = _MARKUP.sub(readable, text)
    return text.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&").strip()


def command_text(command: str, text: str) -> str:
    """A slash command as the dispatcher reads it: ``/due`` stays, ``/recap due`` becomes ``/due``.

    A workspace that cannot spare generic names may register ``/recap`` alone, or ``/recap-due``
    style names; both reach the same commands.
    """
    name = command.lstrip("/").lower()
    for prefix in ("recap-", "recap_"):
        if name.startswith(prefix) and name.removeprefix(prefix) in commands.COMMANDS:
            name = name.removeprefix(prefix)
    words = text.strip()
    if name == "recap" and words:
        first, _, rest = words.partition(" ")
        if first.lstrip("/").lower() in commands.COMMANDS and first.lstrip("/").lower() != "recap":
            name, words = first.lstrip("/").lower(), rest.strip()
    return f"/{name} {words}".strip()


def manifest(name: str = "recap", events_url: str | None = None) -> dict[str, Any]:
    """A Slack app manifest with every chat command registered as a slash command, and
    interactivity on (button taps come to ``events_url`` too, or over Socket Mode)."""
    url = {"url": events_url} if events_url else {}
    url_of_requests = {"request_url": events_url} if events_url else {}
    return {
        "display_information": {"name": name, "description": "Remembers you as one continuous timeline."},
        "features": {
            "bot_user": {"display_name": name, "always_online": True},
            "app_home": {"messages_tab_enabled": True, "messages_tab_read_only_enabled": False},
            "slash_commands": [
                {"command": f"/{command}", "description": text, "should_escape": False, **url}
                for command, text in commands.DESCRIPTIONS.items()
            ],
        },
        "oauth_config": {"scopes": {"bot": ["app_mentions:read", "chat:write", "commands", "im:history", "im:write"]}},
        "settings": {
            "event_subscriptions": {
                "bot_events": ["app_mention", "message.im"],
                **url_of_requests,
            },
            "interactivity": {"is_enabled": True, **url_of_requests},
            "socket_mode_enabled": events_url is None,
            "org_deploy_enabled": False,
            "token_rotation_enabled": False,
        },
    }


# -- rate limits and request verification ---------------------------------------------------


class RateLimitRetry(AsyncRateLimitErrorRetryHandler):
    """Retries a 429 after exactly its ``Retry-After`` (default 1 s), through an injectable sleep."""

    def __init__(self, sleep: Sleep = asyncio.sleep, *, max_retry_count: int = RETRIES) -> None:
        super().__init__(max_retry_count=max_retry_count)
        self._sleep = sleep

    async def _can_retry_async(
        self,
        *,
        state: RetryState,
        request: HttpRequest,
        response: HttpResponse | None = None,
        error: Exception | None = None,
    ) -> bool:
        return response is not None and response.status_code == 429 and _retry_after(response) <= MAX_RETRY_WAIT

    async def prepare_for_next_attempt_async(
        self,
        *,
        state: RetryState,
        request: HttpRequest,
        response: HttpResponse | None = None,
        error: Exception | None = None,
    ) -> None:
        if response is None:
            raise error or RuntimeError("a retry without a response")
        wait = _retry_after(response)
        _log().warning(
            "rate_limited", platform="slack", url=request.url, retry_after=wait, attempt=state.current_attempt + 1
        )
        state.next_attempt_requested = True
        await self._sleep(wait)
        state.increment_current_attempt()


def _retry_after(response: HttpResponse) -> float:
    for key, values in response.headers.items():
        if key.lower() == "retry-after" and values:
            try:
                return max(0.0, float(values[0]))
            except ValueError:
                break
    return 1.0


def retry_handlers(sleep: Sleep) -> list[AsyncRetryHandler]:
    return [AsyncConnectionErrorRetryHandler(max_retry_count=2), RateLimitRetry(sleep)]


class _ClockSeconds:
    """slack_sdk's clock interface over recap's :class:`Clock`."""

    def __init__(self, clock: Clock) -> None:
        self._clock = clock

    def now(self) -> float:
        return self._clock.now().timestamp()


class ClockedRequestVerification(AsyncRequestVerification):
    """Bolt's signature check, with the five-minute freshness window judged by recap's clock."""

    def __init__(self, signing_secret: str, clock: Clock) -> None:
        super().__init__(signing_secret)
        self._verifier = SignatureVerifier(signing_secret, clock=_ClockSeconds(clock))


# -- the adapter ------------------------------------------------------------------------------

Send = Callable[[str, tuple[Button, ...]], Awaitable[bool]]  # one message, its buttons -> sent?


@dataclass(frozen=True)
class Tap:
    """A button tap, with where its message is: what is needed to edit that message."""

    user: str  # platform-qualified
    slack_user: str
    data: str
    ref: str | None
    channel: str | None
    ts: str | None
    thread: str | None
    ephemeral: bool
    response_url: str | None


class SlackAdapter:
    platform = "slack"

    def __init__(
        self,
        settings: SlackSettings,
        conversation: Conversation,
        access: Access,
        clock: Clock,
        *,
        sleep: Sleep = asyncio.sleep,
    ) -> None:
        self.settings = settings
        self.conversation = conversation
        self.access = access
        self.lanes = Lanes("slack")
        self._sleep = sleep
        self._dm_channels: dict[str, str] = {}
        self.bot_user_id: str | None = None
        self.team_id: str | None = None
        self.client = AsyncWebClient(
            token=settings.bot_token, base_url=settings.api_url, retry_handlers=retry_handlers(sleep)
        )
        http = settings.mode == "http"
        self.app = AsyncApp(
            client=self.client,
            signing_secret=settings.signing_secret or "",
            request_verification_enabled=False,  # replaced by the clocked check just below
            before_authorize=ClockedRequestVerification(settings.signing_secret or "", clock) if http else None,
            # Listeners run before Bolt answers: a message is acknowledged only once stored.
            process_before_response=True,
        )
        self.app.event("message")(self._on_message)
        self.app.event("app_mention")(self._on_mention)
        self.app.command(re.compile(r"^/.+"))(self._on_command)
        self.app.action(re.compile(f"^{ACTION_PREFIX}"))(self._on_action)
        self.app.error(self._on_listener_error)
        self._socket: AsyncSocketModeHandler | None = None

    # -- lifecycle --------------------------------------------------------------------

    def routes(self) -> list[web.RouteDef]:
        return [web.post(self.settings.events_path, self._on_http)] if self.settings.mode == "http" else []

    async def start(self) -> None:
        try:
            identity = await self.client.auth_test()
        except (SlackClientError, aiohttp.ClientError, OSError) as error:
            raise StartupFailed(
                f"Slack did not accept the bot: {error} (check SLACK_BOT_TOKEN and SLACK_API_URL)"
            ) from error
        self.bot_user_id = identity.get("user_id")
        self.team_id = identity.get("team_id")
        if self.settings.mode == "socket":
            self._socket = AsyncSocketModeHandler(self.app, self.settings.app_token)
            try:
                # Asked here once, so that a bad app token stops start-up instead of being retried forever.
                self._socket.client.wss_uri = await self._socket.client.issue_new_wss_url()
            except (SlackClientError, aiohttp.ClientError, OSError) as error:
                await self._socket.close_async()
                self._socket = None
                raise StartupFailed(f"Slack refused Socket Mode: {error} (check SLACK_APP_TOKEN)") from error
            await self._socket.connect_async()
        _log().info("slack_started", platform="slack", team=self.team_id, mode=self.settings.mode)

    async def stop(self) -> None:
        if self._socket is not None:
            await self._socket.close_async()
            self._socket = None
        await self.lanes.drain()

    async def idle(self) -> None:
        """Wait until everything received has been handled (for tests)."""
        await self.lanes.drain()

    async def _on_http(self, request: web.Request) -> web.Response:
        return await to_aiohttp_response(await self.app.async_dispatch(await to_bolt_request(request)))

    # -- receiving --------------------------------------------------------------------

    async def _on_message(self, event: dict[str, Any], body: dict[str, Any]) -> None:
        if event.get("subtype") or event.get("bot_id") or "user" not in event:
            return  # edits, joins, other bots: not part of anyone's conversation
        if event.get("channel_type") != "im":
            return  # channel chatter: only mentions of recap (app_mention) are for recap
        await self._accept(event, body, shared=False)

    async def _on_mention(self, event: dict[str, Any], body: dict[str, Any]) -> None:
        if event.get("bot_id") or "user" not in event:
            return
        await self._accept(event, body, shared=True)

    async def _on_listener_error(self, error: Exception, body: dict[str, Any]) -> BoltResponse | None:
        """A listener that raised: a message not stored is answered 503, so Slack delivers it again."""
        if isinstance(error, NotStored):
            _log().warning("not_acknowledged", platform="slack", event_id=body.get("event_id"), reason=str(error))
            return BoltResponse(status=503, body="not stored")
        _log().error("listener_failed", platform="slack", error=repr(error))
        return None

    async def _accept(self, event: dict[str, Any], body: dict[str, Any], *, shared: bool) -> None:
        """Queue a message on its user's lane and return once it is stored (then Bolt acks);
        raises :class:`NotStored` when it could not be, so it is not acknowledged."""
        team = event.get("user_team") or event.get("team") or body.get("team_id") or self.team_id
        user = f"slack:{team}:{event['user']}"
        channel = event["channel"]
        thread = event.get("thread_ts")
        event_id = body.get("event_id")

        async def send(text: str, buttons: tuple[Button, ...]) -> bool:
            if shared:
                return await self._post_ephemeral(channel, event["user"], text, thread, buttons)
            return await self._post(channel, text, thread, buttons)

        text = from_slack(event.get("text") or "", bot_user_id=self.bot_user_id)
        ref = f"slack:{event_id}" if event_id else None
        stored: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        done = self.lanes.submit(user, lambda: self._serve(user, text, ref, send, event_id=event_id, stored=stored))

        def unserved(_: object) -> None:
            # Work cancelled before it was stored (recap stopping): not acknowledged.
            if not stored.done():
                stored.set_exception(NotStored("", "recap stopped before storing it"))

        done.add_done_callback(unserved)
        await stored

    async def _on_command(self, ack: AsyncAck, body: dict[str, Any]) -> None:
        await ack()  # first: Slack wants an answer within 3 seconds, whatever the work costs
        user = f"slack:{body.get('team_id') or self.team_id}:{body['user_id']}"
        text = command_text(body.get("command", "/help"), body.get("text") or "")
        trigger = body.get("trigger_id")
        response_url = body.get("response_url")

        async def send(reply: str, buttons: tuple[Button, ...]) -> bool:
            return await self._respond(response_url, reply, buttons)

        ref = f"slack:command:{trigger}" if trigger else None
        self.lanes.submit(user, lambda: self._serve(user, text, ref, send, event_id=trigger))

    async def _on_action(self, ack: AsyncAck, body: dict[str, Any], action: dict[str, Any]) -> None:
        await ack()  # first: Slack wants an answer within 3 seconds, and the user sees a spinner till then
        who = body.get("user") or {}
        if "id" not in who:
            return
        team = who.get("team_id") or (body.get("team") or {}).get("id") or self.team_id
        user = f"slack:{team}:{who['id']}"
        container = body.get("container") or {}
        message = body.get("message") or {}
        trigger = body.get("trigger_id")
        # The trigger id is Slack's own id of this one interaction; a redelivery carries it again.
        ref = f"slack:action:{trigger}" if trigger else None
        tap = Tap(
            user=user,
            slack_user=who["id"],
            data=str(action.get("value") or ""),
            ref=ref,
            channel=container.get("channel_id") or (body.get("channel") or {}).get("id"),
            ts=container.get("message_ts") or message.get("ts"),
            thread=container.get("thread_ts") or message.get("thread_ts"),
            ephemeral=bool(container.get("is_ephemeral")),
            response_url=body.get("response_url"),
        )
        self.lanes.submit(user, lambda: self._serve_press(tap))

    async def _serve(
        self,
        user: str,
        text: str,
        ref: str | None,
        send: Send,
        *,
        event_id: str | None,
        stored: asyncio.Future[None] | None = None,
    ) -> None:
        """Hand one message to the conversation and send its replies. ``stored`` (an event's)
        is resolved as soon as the message is stored, or kept out of memory on purpose (a
        stranger's), before any reply is sent; it gets :class:`NotStored` when the message could
        not be stored, and then nothing is sent (Slack delivers it again). Without ``stored``
        (a slash command, acknowledged already) the user is told instead."""

        def settle(error: NotStored | None = None) -> None:
            if stored is None or stored.done():
                return
            if error is None:
                stored.set_result(None)
            else:
                stored.set_exception(error)

        with bound_contextvars(platform="slack", user=user, event_id=event_id):
            if not self.access.allows(user):
                settle()
                _log().info("refused", platform="slack", user=user)
                if self.access.first_refusal(user):
                    await send(refusal(user), ())
                return
            try:
                replies = await self.conversation.respond(
                    Inbound(user=user, text=text, platform="slack", platform_ref=ref)
                )
            except NotStored as error:
                if stored is not None:
                    settle(error)
                    return
                replies = [Reply(error.reply)]  # a command, acknowledged already: say so
            except Exception:
                _log().exception("handling_failed", platform="slack", user=user)
                replies = [Reply(SORRY)]
            settle()
            for reply in replies:
                await self._send_parts(reply_parts(reply), send)

    async def _serve_press(self, tap: Tap) -> None:
        with bound_contextvars(platform="slack", user=tap.user, action=tap.ref):
            if not self.access.allows(tap.user):
                _log().info("refused", platform="slack", user=tap.user)
                if self.access.first_refusal(tap.user):
                    await self._tell(tap, refusal(tap.user))
                return
            press = Press(user=tap.user, data=tap.data, platform="slack", platform_ref=tap.ref)
            try:
                shown = await self.conversation.press(press)
            except Exception:
                _log().exception("press_failed", platform="slack", user=tap.user)
                await self._tell(tap, PRESS_FAILED)
                return
            if shown is None:
                _log().info("press_left_as_is", platform="slack", user=tap.user)
                return
            await self._show(tap, shown)

    @staticmethod
    async def _send_parts(parts: list[tuple[str, tuple[Button, ...]]], send: Send) -> bool:
        """Send the parts in order; False (the rest unsent) when one could not be sent."""
        for text, buttons in parts:
            if not await send(text, buttons):
                return False
        return True

    # -- sending ----------------------------------------------------------------------

    async def deliver(self, user: str, text: str) -> None:
        platform, _, rest = user.partition(":")
        _, _, slack_user = rest.partition(":")
        if platform != "slack" or not slack_user:
            raise DeliveryFailed(f"{user!r} is not a Slack user")

        async def send_all() -> None:
            channel = await self._direct_channel(slack_user)
            for part in split_text(text, MESSAGE_LIMIT, slack_length):
                if not await self._post(channel, part, None):
                    raise DeliveryFailed(f"Slack did not take the message for {user}")

        with bound_contextvars(platform="slack", user=user):
            await self.lanes.run(user, send_all)

    async def _direct_channel(self, slack_user: str) -> str:
        channel = self._dm_channels.get(slack_user)
        if channel is None:
            try:
                opened = await self.client.conversations_open(users=slack_user)
            except SlackClientError as error:
                _log().error("direct_chat_not_opened", platform="slack", error=str(error))
                raise DeliveryFailed(f"cannot open a direct chat with {slack_user}") from error
            channel = opened["channel"]["id"]
            self._dm_channels[slack_user] = channel
        return channel

    async def _post(self, channel: str, text: str, thread: str | None, buttons: tuple[Button, ...] = ()) -> bool:
        try:
            await self.client.chat_postMessage(
                channel=channel,
                text=escape(text),
                blocks=blocks(text, buttons),
                thread_ts=thread,
                mrkdwn=False,
                unfurl_links=False,
                unfurl_media=False,
            )
        except SlackClientError as error:
            _log().error("reply_not_sent", platform="slack", channel=channel, error=_reason(error))
            return False
        return True

    async def _post_ephemeral(
        self, channel: str, slack_user: str, text: str, thread: str | None, buttons: tuple[Button, ...] = ()
    ) -> bool:
        try:
            await self.client.chat_postEphemeral(
                channel=channel, user=slack_user, text=escape(text), blocks=blocks(text, buttons), thread_ts=thread
            )
        except SlackClientError as error:
            _log().error("reply_not_sent", platform="slack", channel=channel, error=_reason(error))
            return False
        return True

    async def _respond(
        self, response_url: str | None, text: str, buttons: tuple[Button, ...] = (), *, replace: bool = False
    ) -> bool:
        """Answer through a response URL, ephemerally; ``replace`` edits the message it came from."""
        if not response_url:
            _log().error("reply_not_sent", platform="slack", error="the request came without a response_url")
            return False
        webhook = AsyncWebhookClient(response_url, retry_handlers=retry_handlers(self._sleep))
        try:
            response = await webhook.send(
                text=escape(text),
                blocks=blocks(text, buttons, always=replace),
                response_type="ephemeral",
                replace_original=True if replace else None,
            )
        except Exception as error:  # the response URL is Slack's; any failure there ends this reply
            _log().error("reply_not_sent", platform="slack", error=repr(error))
            return False
        if response.status_code != 200:
            _log().error("reply_not_sent", platform="slack", status=response.status_code, error=response.body)
            return False
        return True

    # -- editing a tapped message -----------------------------------------------------

    async def _show(self, tap: Tap, shown: Reply) -> None:
        """Edit the tapped message to ``shown``, with its buttons (or none). Text beyond one
        section follows as new messages, the buttons under the last. A message that cannot be
        edited (gone, or no longer editable) gets the outcome sent anew instead."""
        first, *rest = split_text(shown.text, SECTION_LIMIT, slack_length)
        parts = [(first, () if rest else shown.buttons)]
        parts += [(part, shown.buttons if number == len(rest) - 1 else ()) for number, part in enumerate(rest)]
        if tap.ephemeral or not (tap.channel and tap.ts):
            edited = await self._respond(tap.response_url, first, parts[0][1], replace=True)
        else:
            edited = await self._update(tap.channel, tap.ts, first, parts[0][1])
        await self._send_parts(parts[1:] if edited else parts, lambda text, buttons: self._add(tap, text, buttons))

    async def _add(self, tap: Tap, text: str, buttons: tuple[Button, ...]) -> bool:
        """A new message next to the tapped one, seen by the same people."""
        if tap.ephemeral or not tap.channel:
            return await self._respond(tap.response_url, text, buttons)
        return await self._post(tap.channel, text, tap.thread, buttons)

    async def _tell(self, tap: Tap, text: str) -> None:
        """A note for the tapper alone (a refusal, a failure), leaving the tapped message as it is."""
        if tap.response_url:
            await self._respond(tap.response_url, text)
        elif tap.channel:
            await self._post_ephemeral(tap.channel, tap.slack_user, text, tap.thread)

    async def _update(self, channel: str, ts: str, text: str, buttons: tuple[Button, ...]) -> bool:
        """``chat.update`` of a message recap posted; the blocks are always sent, or Slack would
        keep the old buttons."""
        try:
            await self.client.chat_update(
                channel=channel, ts=ts, text=escape(text), blocks=blocks(text, buttons, always=True)
            )
        except SlackClientError as error:
            _log().warning("edit_failed", platform="slack", channel=channel, error=_reason(error))
            return False
        return True


def _reason(error: SlackClientError) -> str:
    if isinstance(error, SlackApiError):
        return str(error.response.get("error") or error)
    return str(error)
