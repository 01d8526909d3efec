"""The Slack adapter, running a slack-bolt AsyncApp against a local Web API on loopback."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from datetime import timedelta
from typing import Any
from urllib.parse import urlencode

import aiohttp
import pytest
from structlog.testing import capture_logs

from bot.access import Access
from bot.adapter import Conversation, StartupFailed
from bot.config import SlackSettings
from bot.serve import BriefingRouter, start_http
from bot.slack import MESSAGE_LIMIT, SECTION_LIMIT, SlackAdapter, command_text, escape, from_slack, manifest
from bot.types import ANSWER_PREFIX, UNDO_PREFIX, Button, Inbound, Press, Reply
from jobs.virtual import advance
from memory.asks import ASK_TTL
from memory.derive import commitments_of
from memory.model import CommitmentStatus, EventKind
from tests.fakes.harness import START, Naps, Recap
from tests.fakes.slack_api import (
    BOT_USER,
    TEAM,
    FakeSlack,
    buttons_of,
    event_callback,
    labels_of,
    signed_headers,
)

BOT_TOKEN = "xoxb-test-bot-token"
APP_TOKEN = "xapp-test-app-token"
SECRET = "8f742231b10e8888abcd99yyyzzz85a5"
ANN, BEN, STRANGER = "UANN", "UBEN", "USTRANGER"
ALLOWED = Access({f"slack:{TEAM}:{ANN}", f"slack:{TEAM}:{BEN}"})
CHANNEL = "CGENERAL"


@pytest.fixture
async def fake() -> AsyncIterator[FakeSlack]:
    async with FakeSlack(BOT_TOKEN, app_token=APP_TOKEN) as server:
        yield server


@pytest.fixture
def naps() -> Naps:
    return Naps()


class Events:
    """recap's Events API endpoint on loopback, and a way to post to it as Slack would."""

    def __init__(
        self, adapter: SlackAdapter, recap: Recap, fake: FakeSlack, url: str, session: aiohttp.ClientSession
    ) -> None:
        self.adapter = adapter
        self.recap = recap
        self.fake = fake
        self.url = url
        self.session = session
        self._ids = 0

    def now(self) -> int:
        return int(self.recap.clock.now().timestamp())

    async def post(
        self,
        body: str,
        *,
        content_type: str,
        timestamp: int | None = None,
        retry: int | None = None,
        secret: str = SECRET,
    ) -> int:
        headers = signed_headers(secret, body, self.now() if timestamp is None else timestamp, retry=retry)
        headers["Content-Type"] = content_type
        async with self.session.post(self.url, data=body.encode(), headers=headers) as response:
            await response.read()
            return response.status

    async def event(self, event: dict[str, Any], *, event_id: str | None = None, **options: Any) -> int:
        self._ids += 1
        envelope = event_callback(event, event_id or f"Ev{self._ids:04d}")
        return await self.post(json.dumps(envelope), content_type="application/json", **options)

    async def dm(self, user: str, text: str, **options: Any) -> int:
        event = {"type": "message", "channel_type": "im", "channel": f"D{user}", "user": user, "text": text}
        return await self.event(event, **options)

    async def mention(self, user: str, text: str, channel: str = CHANNEL) -> int:
        event = {"type": "app_mention", "channel": channel, "user": user, "text": f"<@{BOT_USER}> {text}"}
        return await self.event(event)

    async def command(self, user: str, command: str, text: str, response: str, **options: Any) -> int:
        self._ids += 1
        form = {
            "token": "unused",
            "team_id": TEAM,
            "channel_id": CHANNEL,
            "user_id": user,
            "command": command,
            "text": text,
            "response_url": response,
            "trigger_id": f"trigger-{self._ids}",
            "api_app_id": "A1",
        }
        return await self.post(urlencode(form), content_type="application/x-www-form-urlencoded", **options)

    async def tap(
        self,
        post: dict[str, Any],
        label: str,
        user: str = ANN,
        *,
        payload: dict[str, Any] | None = None,
        secret: str = SECRET,
        timestamp: int | None = None,
    ) -> int:
        """Tap the button ``label`` of ``post`` as ``user``; Slack posts the signed payload here."""
        payload = payload or self.fake.block_actions(post, label, user)
        return await self.fake.send_action(
            self.url, payload, secret=secret, timestamp=self.now() if timestamp is None else timestamp
        )


def http_settings(fake: FakeSlack) -> SlackSettings:
    return SlackSettings(bot_token=BOT_TOKEN, mode="http", signing_secret=SECRET, api_url=fake.api_url)


async def running_events(
    fake: FakeSlack, recap: Recap, naps: Naps, conversation: Conversation | None = None
) -> AsyncIterator[Events]:
    adapter = SlackAdapter(http_settings(fake), conversation or recap.dispatcher, ALLOWED, recap.clock, sleep=naps)
    runner, port = await start_http(adapter.routes(), "127.0.0.1", 0)
    await adapter.start()
    async with aiohttp.ClientSession() as session:
        yield Events(adapter, recap, fake, f"http://127.0.0.1:{port}/slack/events", session)
    await adapter.stop()
    await runner.cleanup()


@pytest.fixture
async def events(fake: FakeSlack, recap: Recap, naps: Naps) -> AsyncIterator[Events]:
    async for running in running_events(fake, recap, naps):
        yield running


async def test_full_conversation_from_direct_messages_to_the_morning_briefing(
    fake: FakeSlack, recap: Recap, events: Events
) -> None:
    """DMs become slices, the /due slash command lists the promise, and the briefing arrives by DM."""
    assert await events.dm(ANN, "I promised Daniel to send the renewal deck by Friday.") == 200
    [noted] = await fake.wait_posts(1, channel=f"D{ANN}")
    assert "renewal deck" in noted
    assert fake.posts_where(channel=f"D{ANN}")[0]["mrkdwn"] is False
    await events.dm(ANN, "Maya is now COO.")
    await fake.wait_posts(2, channel=f"D{ANN}")

    router = BriefingRouter([events.adapter], ALLOWED)
    await advance(recap.memory, recap.clock, START + timedelta(minutes=45), router.deliver)
    user = await recap.memory.store.user_by_name(f"slack:{TEAM}:{ANN}")
    assert user is not None
    assert [piece.status for piece in await recap.memory.store.slices(user.id)] == ["closed"]

    assert await events.command(ANN, "/due", "", fake.response_url("due")) == 200
    [due] = await fake.wait_posts(1, response_url="due")
    assert "renewal deck" in due
    assert fake.posts_where(response_url="due")[0]["response_type"] == "ephemeral"

    await advance(recap.memory, recap.clock, START + timedelta(days=1), router.deliver)
    briefing = (await fake.wait_posts(3, channel=f"D{ANN}"))[2]
    assert "renewal deck" in briefing
    assert fake.calls_of("conversations.open") == [{"users": ANN}]
    assert await recap.texts(f"slack:{TEAM}:{ANN}", EventKind.BRIEFING) == [briefing]


async def test_requests_with_a_bad_signature_or_a_stale_timestamp_are_refused(
    fake: FakeSlack, recap: Recap, events: Events
) -> None:
    """Only requests signed with the signing secret within five minutes are handled."""
    assert await events.dm(ANN, "Maya is now COO.", secret="not-the-secret") == 401
    assert await events.dm(ANN, "Maya is now COO.", timestamp=events.now() - 6 * 60) == 401
    assert await events.command(ANN, "/due", "", fake.response_url("x"), secret="wrong") == 401
    await events.adapter.idle()

    assert fake.posts == []
    assert not await recap.knows(f"slack:{TEAM}:{ANN}")


async def test_the_request_url_check_is_answered(fake: FakeSlack, recap: Recap, events: Events) -> None:
    """Slack's url_verification challenge, signed, is answered with the challenge."""
    body = json.dumps({"token": "unused", "challenge": "c-123", "type": "url_verification"})
    headers = signed_headers(SECRET, body, events.now()) | {"Content-Type": "application/json"}
    async with events.session.post(events.url, data=body, headers=headers) as response:
        assert response.status == 200
        assert "c-123" in await response.text()


async def test_a_retried_event_is_acknowledged_again_and_ingested_once(
    fake: FakeSlack, recap: Recap, events: Events
) -> None:
    """Slack retrying an event (same event_id) gets a 200 each time; the message is stored and answered once."""
    assert await events.dm(ANN, "Maya is now COO.", event_id="Ev42") == 200
    assert await events.dm(ANN, "Maya is now COO.", event_id="Ev42", retry=1) == 200
    assert await events.dm(ANN, "Maya is now COO.", event_id="Ev42", retry=2) == 200
    await events.adapter.idle()

    assert len(fake.texts_where(channel=f"D{ANN}")) == 1
    assert await recap.texts(f"slack:{TEAM}:{ANN}", EventKind.MESSAGE) == ["Maya is now COO."]


async def test_in_a_shared_channel_each_speaker_has_their_own_memory(
    fake: FakeSlack, recap: Recap, events: Events
) -> None:
    """Ann's facts, said in a channel, never reach Ben: not in his answers, not posted for the channel."""
    await events.mention(ANN, "I promised Daniel to send the renewal deck by Friday.")
    await events.mention(ANN, "Maya is now COO.")
    await fake.wait_posts(2, user=ANN)
    await events.mention(BEN, "what is Maya's role?")
    await events.mention(BEN, "what's due this week?")
    assert await events.command(BEN, "/due", "", fake.response_url("ben-due")) == 200
    assert await events.command(BEN, "/recap", "history Maya", fake.response_url("ben-history")) == 200
    await fake.wait_posts(2, user=BEN)
    await fake.wait_posts(1, response_url="ben-due")
    await fake.wait_posts(1, response_url="ben-history")

    seen_by_ben = [
        *fake.texts_where(user=BEN),
        *fake.texts_where(response_url="ben-due"),
        *fake.texts_where(response_url="ben-history"),
        *fake.texts_where(via="postMessage"),
    ]
    for text in seen_by_ben:
        assert "deck" not in text and "COO" not in text, text
    assert fake.posts_where(via="postMessage") == [], "nothing is posted for the whole channel to see"
    assert all(post["via"] == "postEphemeral" for post in fake.posts_where(channel=CHANNEL))
    assert any("renewal deck" in text for text in fake.texts_where(user=ANN))
    assert await recap.texts(f"slack:{TEAM}:{BEN}", EventKind.MESSAGE) == [
        "what is Maya's role?",
        "what's due this week?",
    ]


async def test_a_stranger_is_refused_once_and_nothing_of_theirs_is_kept(
    fake: FakeSlack, recap: Recap, events: Events
) -> None:
    """Someone not in RECAP_ALLOWED_USERS gets one polite refusal, whatever they try; nothing is stored."""
    await events.dm(STRANGER, "remember my PIN is 1234")
    await events.dm(STRANGER, "what's due?")
    await events.mention(STRANGER, "what is Maya's role?")
    assert await events.command(STRANGER, "/due", "", fake.response_url("stranger")) == 200
    await events.adapter.idle()

    [refusal] = [post["text"] for post in fake.posts]
    assert "private" in refusal and f"slack:{TEAM}:{STRANGER}" in refusal
    assert not await recap.knows(f"slack:{TEAM}:{STRANGER}")
    assert not (recap.memory.home.users_dir.exists() and any(recap.memory.home.users_dir.iterdir()))


async def test_rate_limits_are_waited_out_and_the_reply_sent(
    fake: FakeSlack, recap: Recap, events: Events, naps: Naps
) -> None:
    """A 429 with Retry-After is waited out through the injected sleep, for the Web API and response URLs."""
    fake.rate_limit("chat.postMessage", times=1, retry_after=0)
    fake.rate_limit("chat.postMessage", times=1, retry_after=1)
    await events.dm(ANN, "Maya is now COO.")
    [reply] = await fake.wait_posts(1, channel=f"D{ANN}")
    assert "COO" in reply
    assert len(fake.calls_of("chat.postMessage")) == 3

    fake.rate_limit("respond/due", times=1, retry_after=1)
    await events.command(ANN, "/due", "", fake.response_url("due"))
    await fake.wait_posts(1, response_url="due")
    assert naps.durations == [0.0, 1.0, 1.0]


async def test_a_reply_that_cannot_be_sent_is_logged_and_the_memory_stands(
    fake: FakeSlack, recap: Recap, events: Events
) -> None:
    """When Slack refuses a reply for good, the failure is logged and the message stays recorded."""
    fake.fail("chat.postMessage", "channel_not_found")
    with capture_logs() as logs:
        await events.dm(ANN, "Maya is now COO.")
        await events.adapter.idle()

    [failure] = [entry for entry in logs if entry["event"] == "reply_not_sent"]
    assert failure["error"] == "channel_not_found"
    assert await recap.texts(f"slack:{TEAM}:{ANN}", EventKind.MESSAGE) == ["Maya is now COO."]


async def test_slash_commands_are_acknowledged_before_they_are_processed(
    fake: FakeSlack, recap: Recap, naps: Naps
) -> None:
    """The HTTP answer to a slash command comes while the command is still being worked on."""
    release = asyncio.Event()

    class Slow:
        async def respond(self, inbound: Inbound) -> list[Reply]:
            await release.wait()
            return [Reply(f"done: {inbound.text}")]

        async def press(self, press: Press) -> Reply | None:
            return None

    async for events in running_events(fake, recap, naps, Slow()):
        status = await asyncio.wait_for(events.command(ANN, "/recap", "", fake.response_url("slow")), 3)
        assert status == 200
        assert fake.posts == []
        release.set()
        assert await fake.wait_posts(1, response_url="slow") == ["done: /recap"]


class Fixed:
    """A conversation that answers every message with the same replies and ignores taps."""

    def __init__(self, *replies: Reply) -> None:
        self.replies = list(replies)

    async def respond(self, inbound: Inbound) -> list[Reply]:
        return self.replies

    async def press(self, press: Press) -> Reply | None:
        return None


def unescaped(text: str) -> str:
    return text.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")


async def test_long_replies_are_split_and_escaped(fake: FakeSlack, recap: Recap, naps: Naps) -> None:
    """A long reply goes out in parts under Slack's limit, with &, < and > escaped and nothing
    lost; its buttons come under the last part only, in a section short enough for Block Kit."""
    line = "Tom & Jerry <b>not bold</b> <!channel> *not starred*"
    long_reply = "\n".join([line] * 200)
    buttons = (Button("Yes & no", "a:1:0"), Button("Undo", "u:1"))

    async for events in running_events(fake, recap, naps, Fixed(Reply(long_reply, buttons))):
        await events.dm(ANN, "/recap")
        await events.adapter.idle()

    posts = fake.posts_where(channel=f"D{ANN}")
    parts = [post["text"] for post in posts]
    assert len(parts) > 1
    assert all(len(part) <= MESSAGE_LIMIT for part in parts)
    assert "<" not in "".join(parts) and ">" not in "".join(parts)
    assert "\n".join(unescaped(part) for part in parts) == long_reply
    assert all("blocks" not in post for post in posts[:-1])
    section, row = posts[-1]["blocks"]
    assert section["text"] == {"type": "mrkdwn", "text": posts[-1]["text"], "verbatim": True}
    assert len(section["text"]["text"]) <= SECTION_LIMIT
    assert [(b["action_id"], b["text"]["text"], b["value"]) for b in row["elements"]] == [
        ("recap_choice_0", "Yes & no", "a:1:0"),
        ("recap_choice_1", "Undo", "u:1"),
    ]


async def test_socket_mode_acknowledges_and_serves_direct_messages(fake: FakeSlack, recap: Recap, naps: Naps) -> None:
    """Over Socket Mode every envelope is acknowledged, a redelivered one included, and served once."""
    settings = SlackSettings(bot_token=BOT_TOKEN, mode="socket", app_token=APP_TOKEN, api_url=fake.api_url)
    adapter = SlackAdapter(settings, recap.dispatcher, ALLOWED, recap.clock, sleep=naps)
    await adapter.start()
    try:
        await fake.wait_socket()
        event = {"type": "message", "channel_type": "im", "channel": f"D{ANN}", "user": ANN, "text": "Maya is now COO."}
        payload = event_callback(event, "EvSocket1")
        await fake.send_envelope("env-1", "events_api", payload)
        await fake.send_envelope("env-2", "events_api", payload)
        await fake.wait_ack("env-1")
        await fake.wait_ack("env-2")
        [reply] = await fake.wait_posts(1, channel=f"D{ANN}")
        await adapter.idle()
    finally:
        await adapter.stop()

    assert "COO" in reply
    assert len(fake.texts_where(channel=f"D{ANN}")) == 1
    assert await recap.texts(f"slack:{TEAM}:{ANN}", EventKind.MESSAGE) == ["Maya is now COO."]


def test_text_is_read_from_and_written_for_slack() -> None:
    """Slack's markup becomes readable text on the way in; &, < and > are escaped on the way out."""
    raw = "<@UBOT> ask <@U2|maya> about <https://x.example|the deck> in <#C1|general> &lt;soon&gt; &amp; <!here>"
    assert from_slack(raw, bot_user_id="UBOT") == (
        "ask @maya about the deck (https://x.example) in #general <soon> & @here"
    )
    assert escape("a < b && c > d") == "a &lt; b &amp;&amp; c &gt; d"


def test_slash_commands_map_onto_the_chat_commands() -> None:
    """/due stays /due; /recap due and /recap-due reach /due; /recap alone is still /recap."""
    assert command_text("/due", "") == "/due"
    assert command_text("/history", " Maya ") == "/history Maya"
    assert command_text("/recap", "history Maya") == "/history Maya"
    assert command_text("/recap-due", "") == "/due"
    assert command_text("/recap", "") == "/recap"


def test_the_manifest_registers_every_command() -> None:
    """The Slack app manifest lists each chat command as a slash command and the events recap reads."""
    app = manifest(events_url="https://recap.example/slack/events")
    names = [command["command"] for command in app["features"]["slash_commands"]]
    assert names[:3] == ["/recap", "/due", "/briefing"]
    assert "/help" in names
    assert app["settings"]["event_subscriptions"]["bot_events"] == ["app_mention", "message.im"]
    assert app["settings"]["interactivity"] == {
        "is_enabled": True,
        "request_url": "https://recap.example/slack/events",
    }
    assert manifest()["settings"]["interactivity"] == {"is_enabled": True}  # Socket Mode carries the taps


async def test_a_bad_token_stops_start_up_with_a_message(fake: FakeSlack, recap: Recap, naps: Naps) -> None:
    """A bot or app token Slack refuses ends start-up with an error saying which setting to check."""
    bad_bot = SlackSettings(bot_token="xoxb-wrong", mode="http", signing_secret=SECRET, api_url=fake.api_url)
    with pytest.raises(StartupFailed, match="SLACK_BOT_TOKEN"):
        await SlackAdapter(bad_bot, recap.dispatcher, ALLOWED, recap.clock, sleep=naps).start()
    bad_app = SlackSettings(bot_token=BOT_TOKEN, mode="socket", app_token="xapp-wrong", api_url=fake.api_url)
    with pytest.raises(StartupFailed, match="SLACK_APP_TOKEN"):
        await SlackAdapter(bad_app, recap.dispatcher, ALLOWED, recap.clock, sleep=naps).start()


# -- buttons -----------------------------------------------------------------------------------

ANN_USER = f"slack:{TEAM}:{ANN}"
QUESTION = "That could be more than one commitment. Which one?"
SALES = "send the sales deck (due Fri 10 April 2026)"
BOARD = "send the board deck (due Tue 14 April 2026)"


async def commitments(recap: Recap, name: str = ANN_USER) -> dict[str, CommitmentStatus]:
    user = await recap.memory.store.user_by_name(name)
    assert user is not None
    return {c.action: c.status for c in await commitments_of(recap.memory.store, user.id)}


async def two_decks(fake: FakeSlack, events: Events) -> dict[str, Any]:
    """Two open deck commitments and an ambiguous completion: the question's post."""
    await events.dm(ANN, "I'll send the sales deck by 2026-04-10.")
    await events.dm(ANN, "I'll send the board deck by 2026-04-14.")
    await events.dm(ANN, "The deck is done.")
    await fake.wait_posts(3, channel=f"D{ANN}")
    return fake.post_with_buttons(channel=f"D{ANN}")


async def test_undo_button_round_trip(fake: FakeSlack, recap: Recap, events: Events) -> None:
    """A stored commitment's reply carries Undo; tapping it takes the commitment back and edits
    the message itself (chat.update) to say so, without buttons."""
    await events.dm(ANN, "I'll call the insurance broker by Friday.")
    [noted] = await fake.wait_posts(1, channel=f"D{ANN}")
    post = fake.posts_where(channel=f"D{ANN}")[0]
    assert noted.startswith("Noted: call the insurance broker")
    assert post["mrkdwn"] is False
    section, row = post["blocks"]
    assert section["text"]["text"] == noted
    [undo] = row["elements"]
    assert undo["text"]["text"] == "Undo" and undo["value"].startswith(UNDO_PREFIX)
    assert list(await commitments(recap)) == ["call the insurance broker"]

    assert await events.tap(post, "Undo") == 200
    [edit] = await fake.wait_edits(1)
    assert edit["via"] == "update" and edit["channel"] == f"D{ANN}" and edit["ts"] == post["ts"]
    assert edit["text"].startswith("Undone:")
    assert fake.messages[post["ts"]]["text"].startswith("Undone:")
    assert buttons_of(fake.messages[post["ts"]]) == []
    assert await commitments(recap) == {}
    assert len(fake.posts_where(channel=f"D{ANN}")) == 1, "the outcome is shown in place, not posted anew"


async def test_a_question_is_answered_by_a_tap(fake: FakeSlack, recap: Recap, events: Events) -> None:
    """An ambiguous completion asks with one button per commitment; tapping one completes that
    one and the question's message is edited to the outcome, now with Undo."""
    post = await two_decks(fake, events)
    assert post["text"].startswith(QUESTION)
    assert labels_of(post) == [SALES, BOARD, "Neither"]
    assert [b["action_id"] for b in buttons_of(post)] == ["recap_choice_0", "recap_choice_1", "recap_choice_2"]
    assert all(b["value"].startswith(ANSWER_PREFIX) for b in buttons_of(post))

    assert await events.tap(post, BOARD) == 200
    [edit] = await fake.wait_edits(1)
    assert edit["ts"] == post["ts"]
    assert edit["text"].startswith(QUESTION)
    assert f"→ {BOARD}" in edit["text"] and "Done: send the board deck." in edit["text"]
    assert labels_of(fake.messages[post["ts"]]) == ["Undo"]
    state = await commitments(recap)
    assert state["send the board deck"] is CommitmentStatus.COMPLETED
    assert state["send the sales deck"] is not CommitmentStatus.COMPLETED


async def test_a_typed_answer_works_too(fake: FakeSlack, recap: Recap, events: Events) -> None:
    """The question's buttons are a shortcut: typing the choice answers it as well."""
    await two_decks(fake, events)
    await events.dm(ANN, "2")
    replies = await fake.wait_posts(4, channel=f"D{ANN}")
    assert replies[3] == "Done: send the board deck."
    assert (await commitments(recap))["send the board deck"] is CommitmentStatus.COMPLETED


async def test_a_redelivered_tap_is_applied_once(fake: FakeSlack, recap: Recap, events: Events) -> None:
    """The same interaction (same trigger id) delivered twice is answered 200 each time and applied once."""
    post = await two_decks(fake, events)
    payload = fake.block_actions(post, SALES, ANN)
    assert await events.tap(post, SALES, payload=payload) == 200
    assert await events.tap(post, SALES, payload=payload) == 200
    await fake.wait_edits(1)
    await events.adapter.idle()

    assert len(fake.edits) == 1
    assert await recap.texts(ANN_USER, EventKind.ANSWER) == [SALES]
    assert (await commitments(recap))["send the sales deck"] is CommitmentStatus.COMPLETED


async def test_a_strangers_tap_is_refused(fake: FakeSlack, recap: Recap, events: Events) -> None:
    """A tap by someone not in RECAP_ALLOWED_USERS changes nothing; they get the refusal, once."""
    curious = "UCURIOUS"  # not STRANGER: ALLOWED remembers whom it refused, across the tests of this module
    post = await two_decks(fake, events)
    assert await events.tap(post, SALES, curious) == 200
    assert await events.tap(post, BOARD, curious) == 200
    await events.adapter.idle()

    assert fake.edits == []
    [refusal] = [p for p in fake.posts if p["via"] == "response_url"]
    assert "private" in refusal["text"] and f"slack:{TEAM}:{curious}" in refusal["text"]
    assert refusal["response_type"] == "ephemeral" and not refusal.get("replace_original")
    assert all(status is not CommitmentStatus.COMPLETED for status in (await commitments(recap)).values())
    assert not await recap.knows(f"slack:{TEAM}:{curious}")


async def test_an_expired_question_says_so_when_tapped(fake: FakeSlack, recap: Recap, events: Events) -> None:
    """After memory.asks.ASK_TTL a tap changes nothing and the message is edited to say it expired."""
    post = await two_decks(fake, events)
    recap.clock.set(recap.clock.now() + ASK_TTL + timedelta(minutes=1))
    assert await events.tap(post, BOARD) == 200
    [edit] = await fake.wait_edits(1)
    assert edit["ts"] == post["ts"] and "expired" in edit["text"]
    assert buttons_of(fake.messages[post["ts"]]) == []
    assert all(status is not CommitmentStatus.COMPLETED for status in (await commitments(recap)).values())


async def test_a_badly_signed_tap_is_refused(fake: FakeSlack, recap: Recap, events: Events) -> None:
    """Interactive payloads pass the same signature and freshness check as events."""
    post = await two_decks(fake, events)
    assert await events.tap(post, BOARD, secret="not-the-secret") == 401
    assert await events.tap(post, BOARD, timestamp=events.now() - 6 * 60) == 401
    await events.adapter.idle()

    assert fake.edits == []
    assert await recap.texts(ANN_USER, EventKind.ANSWER) == []
    assert all(status is not CommitmentStatus.COMPLETED for status in (await commitments(recap)).values())


async def test_a_tap_on_an_ephemeral_answer_edits_it_through_its_response_url(
    fake: FakeSlack, recap: Recap, events: Events
) -> None:
    """In a channel recap answers ephemerally, with the buttons; chat.update cannot reach an
    ephemeral message, so the tap's response URL replaces it."""
    await events.mention(ANN, "I'll call the insurance broker by Friday.")
    await fake.wait_posts(1, user=ANN)
    post = fake.post_with_buttons(user=ANN)
    assert post["via"] == "postEphemeral" and labels_of(post) == ["Undo"]

    assert await events.tap(post, "Undo") == 200
    [edit] = await fake.wait_edits(1)
    assert edit["via"] == "response_url" and edit["replace_original"] is True
    assert edit["text"].startswith("Undone:") and edit["blocks"][0]["text"]["text"] == edit["text"]
    assert fake.calls_of("chat.update") == []
    assert await commitments(recap) == {}


async def test_socket_mode_delivers_taps(fake: FakeSlack, recap: Recap, naps: Naps) -> None:
    """Over Socket Mode a tap comes as an interactive envelope: acknowledged, applied, message edited."""
    settings = SlackSettings(bot_token=BOT_TOKEN, mode="socket", app_token=APP_TOKEN, api_url=fake.api_url)
    adapter = SlackAdapter(settings, recap.dispatcher, ALLOWED, recap.clock, sleep=naps)
    await adapter.start()
    try:
        await fake.wait_socket()
        text = "I'll call the insurance broker by Friday."
        event = {"type": "message", "channel_type": "im", "channel": f"D{ANN}", "user": ANN, "text": text}
        await fake.send_envelope("env-1", "events_api", event_callback(event, "EvSocket1"))
        await fake.wait_posts(1, channel=f"D{ANN}")
        post = fake.post_with_buttons(channel=f"D{ANN}")
        await fake.send_envelope("env-2", "interactive", fake.block_actions(post, "Undo", ANN))
        await fake.wait_ack("env-2")
        [edit] = await fake.wait_edits(1)
        await adapter.idle()
    finally:
        await adapter.stop()

    assert edit["via"] == "update" and edit["text"].startswith("Undone:")
    assert await commitments(recap) == {}


async def test_a_message_that_cannot_be_edited_gets_the_outcome_anew(
    fake: FakeSlack, recap: Recap, events: Events
) -> None:
    """When Slack refuses the edit (the message is gone), the outcome is posted as a new message."""
    await events.dm(ANN, "I'll call the insurance broker by Friday.")
    await fake.wait_posts(1, channel=f"D{ANN}")
    post = fake.post_with_buttons(channel=f"D{ANN}")
    fake.fail("chat.update", "message_not_found")
    with capture_logs() as logs:
        assert await events.tap(post, "Undo") == 200
        [_, undone] = await fake.wait_posts(2, channel=f"D{ANN}")
        await events.adapter.idle()

    assert undone.startswith("Undone:")
    assert [entry["error"] for entry in logs if entry["event"] == "edit_failed"] == ["message_not_found"]
    assert await commitments(recap) == {}
