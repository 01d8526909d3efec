"""A message recap cannot store is never lost on the platforms that confirm delivery: Slack hears
no acknowledgement (503 over HTTP, no envelope ack over Socket Mode) and delivers it again, stored
once; a polled Telegram update, confirmed as it was fetched, is held and tried again until stored."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator

import pytest
from structlog.testing import capture_logs

from bot.access import Access
from bot.adapter import NotStored
from bot.config import SlackSettings, TelegramSettings
from bot.slack import SlackAdapter
from bot.telegram import HELD, RETRY_WAITS, TelegramAdapter
from memory.model import EventKind
from tests.bot.test_slack import ALLOWED, ANN, APP_TOKEN, BOT_TOKEN, running_events
from tests.fakes.harness import Naps, Recap
from tests.fakes.slack_api import TEAM, FakeSlack, event_callback
from tests.fakes.telegram_api import FakeTelegram
from tests.test_full_disk import FullDisk

SLACK_ANN = f"slack:{TEAM}:{ANN}"
TOKEN = "4242:TEST-token_abcdefghijklmnopqrstuvwxyz"
T_ANN, T_BEN = 111, 222
NOT_KEPT = NotStored("", "").reply

# python-telegram-bot warns about its own RetryAfter.retry_after type change when it builds one.
pytestmark = pytest.mark.filterwarnings("ignore:.*retry_after.*:DeprecationWarning")


@pytest.fixture
def disk(monkeypatch: pytest.MonkeyPatch) -> Iterator[FullDisk]:
    yield FullDisk(monkeypatch)


async def until(condition: Callable[[], bool], what: str) -> None:
    """Let the event loop run until ``condition`` holds (a bound on the wait, no timing asserted)."""

    async def turns() -> None:
        while not condition():
            await asyncio.sleep(0)

    try:
        await asyncio.wait_for(turns(), 10)
    except TimeoutError:
        raise AssertionError(f"never happened: {what}") from None


# -- Slack ----------------------------------------------------------------------------------


async def test_slack_http_answers_503_for_a_message_not_stored_and_stores_the_retry_once(
    recap: Recap, disk: FullDisk
) -> None:
    """A signed event whose message cannot be stored gets 503 and no reply; Slack's retry (same event id),
    once the disk has room, gets 200 and one reply; a further retry is acknowledged and ingested once."""
    async with FakeSlack(BOT_TOKEN, app_token=APP_TOKEN) as fake:
        async for events in running_events(fake, recap, Naps()):
            disk.full.append(recap.memory.home.users_dir)
            with capture_logs() as logs:
                assert await events.dm(ANN, "Maya is now COO.", event_id="EvFull") == 503
            await events.adapter.idle()
            assert [line["event"] for line in logs if line["log_level"] in ("warning", "error")] == [
                "message_not_stored",
                "not_acknowledged",
            ]
            assert fake.texts_where(channel=f"D{ANN}") == []
            assert await recap.texts(SLACK_ANN, EventKind.MESSAGE) == []

            disk.full.clear()
            assert await events.dm(ANN, "Maya is now COO.", event_id="EvFull", retry=1) == 200
            assert await events.dm(ANN, "Maya is now COO.", event_id="EvFull", retry=2) == 200
            await events.adapter.idle()

        assert len(fake.texts_where(channel=f"D{ANN}")) == 1
    assert await recap.texts(SLACK_ANN, EventKind.MESSAGE) == ["Maya is now COO."]


async def test_slack_http_acknowledges_only_once_the_message_is_stored(recap: Recap) -> None:
    """The 200 comes after the message is on the timeline (and before its reply is sent)."""
    async with FakeSlack(BOT_TOKEN, app_token=APP_TOKEN) as fake:
        async for events in running_events(fake, recap, Naps()):
            assert await events.dm(ANN, "The VPN is down again.") == 200
            assert await recap.texts(SLACK_ANN, EventKind.MESSAGE) == ["The VPN is down again."]
            await events.adapter.idle()
        assert len(fake.texts_where(channel=f"D{ANN}")) == 1


async def test_slack_socket_mode_leaves_a_message_not_stored_unacknowledged(recap: Recap, disk: FullDisk) -> None:
    """Over Socket Mode the envelope of a message that cannot be stored is not acknowledged; the
    re-delivered envelope, once the disk has room, is acknowledged and the message stored once."""
    async with FakeSlack(BOT_TOKEN, app_token=APP_TOKEN) as fake:
        settings = SlackSettings(bot_token=BOT_TOKEN, mode="socket", app_token=APP_TOKEN, api_url=fake.api_url)
        adapter = SlackAdapter(settings, recap.dispatcher, ALLOWED, recap.clock, sleep=Naps())
        await adapter.start()
        try:
            await fake.wait_socket()
            event = {"type": "message", "channel_type": "im", "channel": f"D{ANN}", "user": ANN, "text": "Hi, I'm Ann."}
            payload = event_callback(event, "EvSocketFull")
            disk.full.append(recap.memory.home.users_dir)
            with capture_logs() as logs:
                await fake.send_envelope("env-1", "events_api", payload)
                await until(lambda: any(line["event"] == "not_acknowledged" for line in logs), "the refusal")
            disk.full.clear()
            await fake.send_envelope("env-2", "events_api", payload)
            await fake.wait_ack("env-2")
            await fake.wait_posts(1, channel=f"D{ANN}")
            await adapter.idle()
        finally:
            await adapter.stop()
        assert fake.acks == ["env-2"]
        assert len(fake.texts_where(channel=f"D{ANN}")) == 1
    assert await recap.texts(SLACK_ANN, EventKind.MESSAGE) == ["Hi, I'm Ann."]


# -- Telegram long polling --------------------------------------------------------------------


class Gate:
    """A stand-in for asyncio.sleep that records each wait and returns only when the test opens it."""

    def __init__(self) -> None:
        self.durations: list[float] = []
        self._opened = asyncio.Semaphore(0)

    async def __call__(self, seconds: float) -> None:
        self.durations.append(seconds)
        await self._opened.acquire()

    def open(self) -> None:
        self._opened.release()


async def test_a_polled_message_not_stored_is_held_and_stored_once_the_disk_has_room(
    recap: Recap, disk: FullDisk
) -> None:
    """Long polling confirms an update as it fetches it: a message recap cannot store is held, tried again
    after growing waits (the user told once), and stored and answered once the disk has room; the chat's
    next message waits behind it, in order. Beyond the bound of held messages the user is told nothing
    was kept."""
    gate = Gate()
    async with FakeTelegram(TOKEN) as fake:
        settings = TelegramSettings(token=TOKEN, api_base_url=fake.base_url)
        access = Access({f"telegram:{T_ANN}", f"telegram:{T_BEN}"})
        adapter = TelegramAdapter(settings, recap.dispatcher, access, sleep=gate, poll_timeout=1, max_held=1)
        await adapter.start()
        try:
            disk.full.append(recap.memory.home.users_dir)
            first = fake.message(T_ANN, "Maya is now COO.")
            await fake.wait_confirmed(first)
            assert await fake.wait_sent(T_ANN, 1) == [HELD]
            second = fake.message(T_ANN, "The VPN is back.")
            await fake.wait_confirmed(second)

            gate.open()  # the first try again: the disk is still full
            await until(lambda: len(gate.durations) == 2, "a second wait")
            assert fake.sent_to(T_ANN) == [HELD]  # told once

            fake.message(T_BEN, "Hi, I'm Ben.")  # a second message to hold: over the bound
            assert await fake.wait_sent(T_BEN, 1) == [NOT_KEPT]

            disk.full.clear()
            gate.open()
            await fake.wait_sent(T_ANN, 3)
            await adapter.idle()
        finally:
            await adapter.stop()
        assert gate.durations == list(RETRY_WAITS[:2])
        assert len(fake.sent_to(T_ANN)) == 3
    assert await recap.texts(f"telegram:{T_ANN}", EventKind.MESSAGE) == ["Maya is now COO.", "The VPN is back."]
    assert await recap.texts(f"telegram:{T_BEN}", EventKind.MESSAGE) == []


async def test_a_held_message_is_given_up_plainly_when_recap_stops(recap: Recap, disk: FullDisk) -> None:
    """Stopping recap ends the wait of a held message: the user is told nothing of it was kept."""
    gate = Gate()
    async with FakeTelegram(TOKEN) as fake:
        settings = TelegramSettings(token=TOKEN, api_base_url=fake.base_url)
        adapter = TelegramAdapter(settings, recap.dispatcher, Access({f"telegram:{T_ANN}"}), sleep=gate, poll_timeout=1)
        await adapter.start()
        disk.full.append(recap.memory.home.users_dir)
        fake.message(T_ANN, "Maya is now COO.")
        await fake.wait_sent(T_ANN, 1)
        await adapter.stop()
        assert fake.sent_to(T_ANN) == [HELD, NOT_KEPT]
    assert await recap.texts(f"telegram:{T_ANN}", EventKind.MESSAGE) == []
