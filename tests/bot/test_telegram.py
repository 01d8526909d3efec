"""The Telegram adapter, running python-telegram-bot against a local Bot API server on loopback."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path

import aiohttp
import pytest
from structlog.testing import capture_logs

from bot.access import Access
from bot.adapter import StartupFailed
from bot.commands import DESCRIPTIONS
from bot.config import TelegramSettings
from bot.serve import BriefingRouter, start_http
from bot.telegram import GROUP_HINT, MESSAGE_LIMIT, TEXT_ONLY, WEBHOOK_SECRET_HEADER, TelegramAdapter
from bot.textsplit import utf16_length
from bot.types import Inbound
from jobs.virtual import advance
from memory.model import EventKind
from tests.fakes.harness import START, Naps, Recap
from tests.fakes.telegram_api import FakeTelegram

TOKEN = "4242:TEST-token_abcdefghijklmnopqrstuvwxyz"
ANN, BEN, STRANGER = 111, 222, 999
ALLOWED = Access({f"telegram:{ANN}", f"telegram:{BEN}"})

# python-telegram-bot warns about its own RetryAfter.retry_after type change when it builds one.
pytestmark = pytest.mark.filterwarnings("ignore:.*retry_after.*:DeprecationWarning")


@pytest.fixture
async def fake() -> AsyncIterator[FakeTelegram]:
    async with FakeTelegram(TOKEN) as server:
        yield server


@pytest.fixture
async def recap(tmp_path: Path) -> AsyncIterator[Recap]:
    opened = await Recap.open(tmp_path / "home")
    yield opened
    await opened.close()


def settings(fake: FakeTelegram, **overrides: str) -> TelegramSettings:
    return TelegramSettings(token=TOKEN, api_base_url=fake.base_url, **overrides)


@pytest.fixture
async def naps() -> Naps:
    return Naps()


@pytest.fixture
async def adapter(fake: FakeTelegram, recap: Recap, naps: Naps) -> AsyncIterator[TelegramAdapter]:
    running = TelegramAdapter(settings(fake), recap.dispatcher.handle, ALLOWED, sleep=naps, poll_timeout=2)
    await running.start()
    yield running
    await running.stop()


async def test_full_conversation_from_messages_to_the_morning_briefing(
    fake: FakeTelegram, recap: Recap, adapter: TelegramAdapter
) -> None:
    """Messages become slices, /due lists the promise, and the briefing arrives in the private chat."""
    assert fake.commands == [{"command": name, "description": text} for name, text in DESCRIPTIONS.items()]
    assert fake.command_scope == {"type": "all_private_chats"}
    assert fake.calls_of("deleteWebhook"), "long polling starts by removing any webhook"

    fake.message(ANN, "I promised Daniel to send the renewal deck by Friday.")
    [noted] = await fake.wait_sent(ANN, 1)
    assert "renewal deck" in noted
    fake.message(ANN, "Maya is now COO.")
    await fake.wait_sent(ANN, 2)

    router = BriefingRouter([adapter], ALLOWED)
    await advance(recap.memory, recap.clock, START + timedelta(minutes=45), router.deliver)
    user = await recap.memory.store.user_by_name(f"telegram:{ANN}")
    assert user is not None
    assert [piece.status for piece in await recap.memory.store.slices(user.id)] == ["closed"]

    fake.message(ANN, "/due")
    due = (await fake.wait_sent(ANN, 3))[2]
    assert "renewal deck" in due

    await advance(recap.memory, recap.clock, START + timedelta(days=1), router.deliver)
    briefing = (await fake.wait_sent(ANN, 4))[3]
    assert "renewal deck" in briefing
    assert await recap.texts(f"telegram:{ANN}", EventKind.BRIEFING) == [briefing]
    assert all("parse_mode" not in sent for sent in fake.sent), "replies go out as plain text"


async def test_the_bot_token_never_reaches_the_logs(
    fake: FakeTelegram, recap: Recap, naps: Naps, caplog: pytest.LogCaptureFixture
) -> None:
    """The Bot API URL carries the token; no log line, ours or a library's, shows it."""
    caplog.set_level(logging.DEBUG)
    adapter = TelegramAdapter(settings(fake), recap.dispatcher.handle, ALLOWED, sleep=naps, poll_timeout=2)
    await adapter.start()
    fake.message(ANN, "Maya is now COO.")
    await fake.wait_sent(ANN, 1)
    await adapter.stop()

    assert caplog.records, "the libraries did log"
    assert TOKEN.split(":", 1)[1] not in caplog.text


async def test_an_update_sent_again_after_a_restart_is_ingested_once(
    fake: FakeTelegram, recap: Recap, naps: Naps
) -> None:
    """Telegram re-sending an update after a restart records nothing twice and answers once."""
    first = TelegramAdapter(settings(fake), recap.dispatcher.handle, ALLOWED, sleep=naps, poll_timeout=2)
    await first.start()
    update = fake.message(ANN, "Maya is now COO.")
    await fake.wait_sent(ANN, 1)
    await first.stop()

    fake.replay(update)
    second = TelegramAdapter(settings(fake), recap.dispatcher.handle, ALLOWED, sleep=naps, poll_timeout=2)
    await second.start()
    await fake.wait_confirmed(update)
    await second.idle()
    fake.message(ANN, "what is Maya's role?")
    await fake.wait_sent(ANN, 2)
    await second.stop()

    assert await recap.texts(f"telegram:{ANN}", EventKind.MESSAGE) == ["Maya is now COO.", "what is Maya's role?"]
    assert len(fake.sent_to(ANN)) == 2


async def test_a_stranger_is_refused_once_and_nothing_of_theirs_is_kept(
    fake: FakeTelegram, recap: Recap, adapter: TelegramAdapter
) -> None:
    """Someone not in RECAP_ALLOWED_USERS gets one polite refusal; no user, event or file is made."""
    fake.message(STRANGER, "hello, remember that my PIN is 1234")
    last = fake.message(STRANGER, "/due")
    await fake.wait_confirmed(last)
    await adapter.idle()

    [refusal] = fake.sent_to(STRANGER)
    assert "private" in refusal and f"telegram:{STRANGER}" in refusal
    assert not await recap.knows(f"telegram:{STRANGER}")
    assert not (recap.memory.home.users_dir.exists() and any(recap.memory.home.users_dir.iterdir()))


async def test_groups_get_a_hint_and_other_messages_are_not_stored(
    fake: FakeTelegram, recap: Recap, adapter: TelegramAdapter
) -> None:
    """A group gets one hint to write privately; a sticker in a private chat is answered, not stored."""
    group = -100123
    fake.message(group, "/due", user_id=ANN, chat_type="supergroup")
    fake.message(group, "what is Maya's role?", user_id=ANN, chat_type="supergroup")
    sticker = fake.message(ANN, None)
    await fake.wait_confirmed(sticker)
    await adapter.idle()

    assert fake.sent_to(group) == [GROUP_HINT]
    assert fake.sent_to(ANN) == [TEXT_ONLY]
    assert not await recap.knows(f"telegram:{ANN}")


async def test_flood_control_is_waited_out_and_the_reply_sent(
    fake: FakeTelegram, recap: Recap, adapter: TelegramAdapter, naps: Naps
) -> None:
    """A 429 with retry_after is waited out (through the injected sleep) and the message sent."""
    fake.rate_limit("sendMessage", times=2, retry_after=1)
    fake.message(ANN, "Maya is now COO.")
    [reply] = await fake.wait_sent(ANN, 1)

    assert "COO" in reply
    assert naps.durations == [1.0, 1.0]
    assert len(fake.calls_of("sendMessage")) == 3


async def test_a_reply_that_cannot_be_sent_is_logged_and_the_memory_stands(
    fake: FakeTelegram, recap: Recap, adapter: TelegramAdapter
) -> None:
    """When Telegram refuses a reply for good, the failure is logged and the message stays recorded."""
    fake.fail("sendMessage", status=403, description="Forbidden: bot was blocked by the user")
    with capture_logs() as logs:
        update = fake.message(ANN, "Maya is now COO.")
        await fake.wait_confirmed(update)
        await adapter.idle()

    assert [entry["chat"] for entry in logs if entry["event"] == "reply_not_sent"] == [ANN]
    assert await recap.texts(f"telegram:{ANN}", EventKind.MESSAGE) == ["Maya is now COO."]
    assert len(await recap.texts(f"telegram:{ANN}", EventKind.REPLY)) == 1


async def test_long_replies_are_split_within_telegrams_limit(fake: FakeTelegram, naps: Naps) -> None:
    """A reply over 4096 UTF-16 units (emoji count twice) goes out as several messages, nothing lost."""
    paragraph = "Status 😀 " * 40
    long_reply = "\n\n".join([paragraph.strip()] * 30)

    async def handle(inbound: Inbound) -> list[str]:
        return [long_reply]

    adapter = TelegramAdapter(settings(fake), handle, ALLOWED, sleep=naps, poll_timeout=2)
    await adapter.start()
    try:
        update = fake.message(ANN, "/recap")
        await fake.wait_confirmed(update)
        await adapter.idle()
    finally:
        await adapter.stop()

    parts = fake.sent_to(ANN)
    assert len(parts) > 1
    assert all(utf16_length(part) <= MESSAGE_LIMIT for part in parts)
    assert "\n\n".join(parts) == long_reply


async def test_chats_are_served_side_by_side_and_each_in_order(fake: FakeTelegram, naps: Naps) -> None:
    """A slow message holds up only its own chat; that chat's later message waits for it."""
    released = asyncio.Event()
    handled: list[str] = []

    async def handle(inbound: Inbound) -> list[str]:
        if inbound.text == "first":
            await released.wait()
        handled.append(inbound.text)
        if inbound.text == "other chat":
            released.set()
        return [f"re: {inbound.text}"]

    adapter = TelegramAdapter(settings(fake), handle, ALLOWED, sleep=naps, poll_timeout=2)
    await adapter.start()
    try:
        fake.message(ANN, "first")
        fake.message(ANN, "second")
        fake.message(BEN, "other chat")
        await fake.wait_sent(ANN, 2)
    finally:
        await adapter.stop()

    assert handled == ["other chat", "first", "second"]
    assert fake.sent_to(ANN) == ["re: first", "re: second"]


async def test_webhook_mode_checks_the_secret_and_ingests_a_redelivery_once(
    fake: FakeTelegram, recap: Recap, naps: Naps
) -> None:
    """With a webhook the secret token is registered and checked; a re-sent update is answered once."""
    hook = settings(fake, webhook_url="https://recap.example/telegram/hook", webhook_secret="s3cret-token")
    adapter = TelegramAdapter(hook, recap.dispatcher.handle, ALLOWED, sleep=naps)
    runner, port = await start_http(adapter.routes(), "127.0.0.1", 0)
    await adapter.start()
    url = f"http://127.0.0.1:{port}/telegram/hook"
    update = {
        "update_id": 77,
        "message": {
            "message_id": 5,
            "date": 1_775_000_000,
            "chat": {"id": ANN, "type": "private", "first_name": "Ann"},
            "from": {"id": ANN, "is_bot": False, "first_name": "Ann"},
            "text": "Maya is now COO.",
        },
    }
    try:
        async with aiohttp.ClientSession() as session:
            async with session.post(url, json=update, headers={WEBHOOK_SECRET_HEADER: "wrong"}) as response:
                assert response.status == 403
            for _ in range(2):
                async with session.post(url, json=update, headers={WEBHOOK_SECRET_HEADER: "s3cret-token"}) as response:
                    assert response.status == 200
            await adapter.idle()
    finally:
        await adapter.stop()
        await runner.cleanup()

    assert fake.webhook is not None
    assert fake.webhook["url"] == "https://recap.example/telegram/hook"
    assert fake.webhook["secret_token"] == "s3cret-token"
    assert not fake.calls_of("getUpdates")
    assert len(fake.sent_to(ANN)) == 1
    assert await recap.texts(f"telegram:{ANN}", EventKind.MESSAGE) == ["Maya is now COO."]


async def test_a_bad_token_stops_start_up_with_a_message(fake: FakeTelegram, recap: Recap, naps: Naps) -> None:
    """A token the Bot API refuses ends start-up with an error naming the setting to check."""
    wrong = TelegramSettings(token="4242:wrong", api_base_url=fake.base_url)
    adapter = TelegramAdapter(wrong, recap.dispatcher.handle, ALLOWED, sleep=naps)
    with pytest.raises(StartupFailed, match="TELEGRAM_BOT_TOKEN"):
        await adapter.start()


async def test_a_refused_webhook_stops_start_up_with_a_message(fake: FakeTelegram, recap: Recap, naps: Naps) -> None:
    """When Telegram refuses the webhook URL, start-up ends with an error naming the setting."""
    fake.fail("setWebhook", status=400, description="Bad Request: bad webhook: HTTPS url must be provided")
    hook = settings(fake, webhook_url="https://recap.example/hook", webhook_secret="s3cret")
    adapter = TelegramAdapter(hook, recap.dispatcher.handle, ALLOWED, sleep=naps)
    with pytest.raises(StartupFailed, match="TELEGRAM_WEBHOOK_URL"):
        await adapter.start()
    assert not adapter.application.running
