"""The Telegram adapter, running python-telegram-bot against a local Bot API server on loopback."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from datetime import timedelta
from typing import Any

import aiohttp
import pytest
from structlog.testing import capture_logs

from bot.access import Access
from bot.adapter import StartupFailed
from bot.commands import DESCRIPTIONS
from bot.config import TelegramSettings
from bot.serve import BriefingRouter, start_http
from bot.telegram import (
    GROUP_HINT,
    MESSAGE_LIMIT,
    NOT_SERVED,
    NOTHING_CHANGED,
    PRESS_FAILED,
    PRIVATE_ONLY,
    TEXT_ONLY,
    WEBHOOK_SECRET_HEADER,
    TelegramAdapter,
)
from bot.textsplit import utf16_length
from bot.types import Button, Inbound, Press, Reply
from jobs.virtual import advance
from memory.asks import ASK_TTL
from memory.derive import commitments_of
from memory.model import CommitmentStatus, EventKind
from tests.fakes.harness import START, Naps, Recap
from tests.fakes.telegram_api import FakeTelegram, buttons

TOKEN = "4242:TEST-token_abcdefghijklmnopqrstuvwxyz"
ANN, BEN, STRANGER = 111, 222, 999
ALLOWED = Access({f"telegram:{ANN}", f"telegram:{BEN}"})

# python-telegram-bot warns about its own RetryAfter.retry_after type change when it builds one.
pytestmark = pytest.mark.filterwarnings("ignore:.*retry_after.*:DeprecationWarning")


@pytest.fixture
async def fake() -> AsyncIterator[FakeTelegram]:
    async with FakeTelegram(TOKEN) as server:
        yield server


def settings(fake: FakeTelegram, **overrides: str) -> TelegramSettings:
    return TelegramSettings(token=TOKEN, api_base_url=fake.base_url, **overrides)


class Scripted:
    """A conversation whose replies a test gives; it records what reached it."""

    def __init__(self, *replies: Reply, pressed: Reply | None = None) -> None:
        self.replies = list(replies)
        self.pressed = pressed
        self.inbound: list[Inbound] = []
        self.presses: list[Press] = []

    async def respond(self, inbound: Inbound) -> list[Reply]:
        self.inbound.append(inbound)
        return self.replies

    async def press(self, press: Press) -> Reply | None:
        self.presses.append(press)
        return self.pressed


async def _ignore(user: str, text: str) -> None:
    return None


async def commitments(recap: Recap, name: str) -> dict[str, CommitmentStatus]:
    user = await recap.memory.store.user_by_name(name)
    assert user is not None
    return {c.action: c.status for c in await commitments_of(recap.memory.store, user.id)}


async def say(fake: FakeTelegram, chat: int, text: str) -> dict[str, Any]:
    """Send ``text`` in ``chat`` and return the bot's reply message (as the fake keeps it, so
    it shows later edits)."""
    count = len(fake.sent_to(chat))
    fake.message(chat, text)
    await fake.wait_sent(chat, count + 1)
    return fake.messages_in(chat)[count]


@pytest.fixture
async def naps() -> Naps:
    return Naps()


@pytest.fixture
async def adapter(fake: FakeTelegram, recap: Recap, naps: Naps) -> AsyncIterator[TelegramAdapter]:
    running = TelegramAdapter(settings(fake), recap.dispatcher, ALLOWED, sleep=naps, poll_timeout=2)
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
    assert fake.calls_of("getUpdates")[0]["allowed_updates"] == ["message", "callback_query"]
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
    adapter = TelegramAdapter(settings(fake), recap.dispatcher, ALLOWED, sleep=naps, poll_timeout=2)
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
    first = TelegramAdapter(settings(fake), recap.dispatcher, ALLOWED, sleep=naps, poll_timeout=2)
    await first.start()
    update = fake.message(ANN, "Maya is now COO.")
    await fake.wait_sent(ANN, 1)
    await first.stop()

    fake.replay(update)
    second = TelegramAdapter(settings(fake), recap.dispatcher, ALLOWED, sleep=naps, poll_timeout=2)
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

    conversation = Scripted(Reply(long_reply, (Button("Undo", "u:1"),)))
    adapter = TelegramAdapter(settings(fake), conversation, ALLOWED, sleep=naps, poll_timeout=2)
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
    markups = [sent.get("reply_markup") for sent in fake.sent]
    assert markups[:-1] == [None] * (len(parts) - 1), "the buttons go under the last part only"
    assert markups[-1] == {"inline_keyboard": [[{"text": "Undo", "callback_data": "u:1"}]]}


async def test_chats_are_served_side_by_side_and_each_in_order(fake: FakeTelegram, naps: Naps) -> None:
    """A slow message holds up only its own chat; that chat's later message waits for it."""
    released = asyncio.Event()
    handled: list[str] = []

    class Gated(Scripted):
        async def respond(self, inbound: Inbound) -> list[Reply]:
            if inbound.text == "first":
                await released.wait()
            handled.append(inbound.text)
            if inbound.text == "other chat":
                released.set()
            return [Reply(f"re: {inbound.text}")]

    adapter = TelegramAdapter(settings(fake), Gated(), ALLOWED, sleep=naps, poll_timeout=2)
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
    adapter = TelegramAdapter(hook, recap.dispatcher, ALLOWED, sleep=naps)
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
    adapter = TelegramAdapter(wrong, recap.dispatcher, ALLOWED, sleep=naps)
    with pytest.raises(StartupFailed, match="TELEGRAM_BOT_TOKEN"):
        await adapter.start()


async def test_a_refused_webhook_stops_start_up_with_a_message(fake: FakeTelegram, recap: Recap, naps: Naps) -> None:
    """When Telegram refuses the webhook URL, start-up ends with an error naming the setting."""
    fake.fail("setWebhook", status=400, description="Bad Request: bad webhook: HTTPS url must be provided")
    hook = settings(fake, webhook_url="https://recap.example/hook", webhook_secret="s3cret")
    adapter = TelegramAdapter(hook, recap.dispatcher, ALLOWED, sleep=naps)
    with pytest.raises(StartupFailed, match="TELEGRAM_WEBHOOK_URL"):
        await adapter.start()
    assert not adapter.application.running


# -- buttons ---------------------------------------------------------------------------------


async def test_undo_button_round_trip_takes_the_commitment_back_and_edits_the_message(
    fake: FakeTelegram, recap: Recap, adapter: TelegramAdapter
) -> None:
    """A stored commitment's reply carries Undo; tapping it takes the commitment back, answers
    the query and edits the message to say so, without buttons."""
    noted = await say(fake, ANN, "I'll call the insurance broker by Friday.")
    assert noted["text"].startswith("Noted: call the insurance broker")
    [[(label, data)]] = buttons(noted)
    assert label == "Undo" and data.startswith("u:")
    assert list(await commitments(recap, f"telegram:{ANN}")) == ["call the insurance broker"]

    tap = fake.press(ANN, noted["message_id"], data)
    answer = await fake.wait_answered(tap)
    await fake.wait_for(lambda: bool(fake.edits), what="the edit")
    await adapter.idle()

    assert "text" not in answer, "a tap that changed something needs no notice"
    [edit] = fake.edits
    assert (edit["chat_id"], edit["message_id"]) == (ANN, noted["message_id"])
    assert edit["text"].startswith("Undone:") and "call the insurance broker" in edit["text"]
    assert "reply_markup" not in edit and buttons(noted) == [], "the Undo button is gone"
    assert await commitments(recap, f"telegram:{ANN}") == {}
    assert len(fake.sent_to(ANN)) == 1, "the outcome is an edit, not a new message"
    assert await recap.texts(f"telegram:{ANN}", EventKind.UNDO) == ["undo"]


async def test_an_ambiguous_completion_asks_with_buttons_and_a_tap_completes_the_one_chosen(
    fake: FakeTelegram, recap: Recap, adapter: TelegramAdapter
) -> None:
    await say(fake, ANN, "I'll send the sales deck by 2026-04-10.")
    await say(fake, ANN, "I'll send the board deck by 2026-04-14.")
    asked = await say(fake, ANN, "The deck is done.")
    assert asked["text"].startswith("That could be more than one commitment. Which one?")
    rows = buttons(asked)
    assert all(len(row) == 1 for row in rows), "one choice a row"
    labels = [label for [(label, _)] in rows]
    assert labels[-1] == "Neither" and "send the board deck" in labels[1]
    board = rows[1][0][1]

    tap = fake.press(ANN, asked["message_id"], board)
    await fake.wait_answered(tap)
    await fake.wait_for(lambda: bool(fake.edits), what="the edit")
    await adapter.idle()

    state = await commitments(recap, f"telegram:{ANN}")
    assert state["send the board deck"] is CommitmentStatus.COMPLETED
    assert state["send the sales deck"] is not CommitmentStatus.COMPLETED
    assert "Done: send the board deck." in asked["text"]
    assert [label for [(label, _)] in buttons(asked)] == ["Undo"], "the choices give way to Undo"


async def test_a_tap_delivered_twice_is_applied_once(fake: FakeTelegram, recap: Recap, naps: Naps) -> None:
    """Telegram re-sending a callback query after a restart changes nothing more: the press
    is not applied again, the message is not edited again, and the query is answered."""
    first = TelegramAdapter(settings(fake), recap.dispatcher, ALLOWED, sleep=naps, poll_timeout=2)
    await first.start()
    noted = await say(fake, ANN, "I'll book the venue by Thursday.")
    [[(_, data)]] = buttons(noted)
    tap = fake.press(ANN, noted["message_id"], data)
    await fake.wait_for(lambda: bool(fake.edits), what="the edit")
    await first.stop()

    fake.replay(tap)
    second = TelegramAdapter(settings(fake), recap.dispatcher, ALLOWED, sleep=naps, poll_timeout=2)
    await second.start()
    await fake.wait_confirmed(tap)
    await second.idle()
    await second.stop()

    query_id = tap["callback_query"]["id"]
    answers = [p for p in fake.calls_of("answerCallbackQuery") if p["callback_query_id"] == query_id]
    assert len(answers) == 2 and answers[1]["text"] == NOTHING_CHANGED
    assert len(fake.edits) == 1
    assert await recap.texts(f"telegram:{ANN}", EventKind.UNDO) == ["undo"]


async def test_a_strangers_tap_and_a_tap_in_a_group_are_refused(
    fake: FakeTelegram, recap: Recap, adapter: TelegramAdapter
) -> None:
    """Taps follow the rules of messages: a stranger's is refused (one refusal message, a
    notice on the tap) and nothing of theirs is kept; one in a group is pointed to a private chat."""
    stranger_id = STRANGER - 1  # ALLOWED remembers whom it refused: one no other test uses
    noted = await say(fake, ANN, "I'll call the insurance broker by Friday.")
    [[(_, data)]] = buttons(noted)
    stranger = fake.press(stranger_id, 7, data)
    again = fake.press(stranger_id, 7, data)
    group = fake.press(-100123, 8, data, user_id=ANN, chat_type="supergroup")
    await fake.wait_confirmed(group)
    await adapter.idle()

    assert fake.answer_to(stranger) == {"callback_query_id": stranger["callback_query"]["id"], "text": NOT_SERVED}
    assert fake.answer_to(again) is not None
    [refusal] = fake.sent_to(stranger_id)
    assert f"telegram:{stranger_id}" in refusal
    assert not await recap.knows(f"telegram:{stranger_id}")
    assert fake.answer_to(group) == {"callback_query_id": group["callback_query"]["id"], "text": PRIVATE_ONLY}
    assert not fake.edits
    assert list(await commitments(recap, f"telegram:{ANN}")) == ["call the insurance broker"]
    assert await recap.texts(f"telegram:{ANN}", EventKind.UNDO) == []


async def test_a_tap_on_an_expired_question_edits_it_to_say_so(
    fake: FakeTelegram, recap: Recap, adapter: TelegramAdapter
) -> None:
    await say(fake, ANN, "I'll send the sales deck by 2026-04-10.")
    await say(fake, ANN, "I'll send the board deck by 2026-04-14.")
    asked = await say(fake, ANN, "The deck is done.")
    [(_, sales)] = buttons(asked)[0]
    await advance(recap.memory, recap.clock, recap.clock.now() + ASK_TTL + timedelta(minutes=1), _ignore)

    tap = fake.press(ANN, asked["message_id"], sales)
    await fake.wait_answered(tap)
    await fake.wait_for(lambda: bool(fake.edits), what="the edit")
    await adapter.idle()

    assert "expired" in fake.edits[0]["text"] and buttons(asked) == []
    state = await commitments(recap, f"telegram:{ANN}")
    assert all(status is not CommitmentStatus.COMPLETED for status in state.values())


async def test_a_tap_reaches_the_conversation_with_the_query_id_and_an_unknown_one_is_answered(
    fake: FakeTelegram, naps: Naps
) -> None:
    """The press carries the user's id and the callback query's id; when the conversation
    leaves the message as it is, the tap still gets an answer (a short notice) and no edit."""
    conversation = Scripted(Reply("Pick one", (Button("A", "a:1:0"), Button("B", "a:1:1"))))
    adapter = TelegramAdapter(settings(fake), conversation, ALLOWED, sleep=naps, poll_timeout=2)
    await adapter.start()
    try:
        asked = await say(fake, ANN, "hello")
        assert buttons(asked) == [[("A", "a:1:0")], [("B", "a:1:1")]]
        tap = fake.press(ANN, asked["message_id"], "a:1:1")
        answer = await fake.wait_answered(tap)
        await adapter.idle()
    finally:
        await adapter.stop()

    [press] = conversation.presses
    assert press == Press(
        user=f"telegram:{ANN}",
        data="a:1:1",
        platform="telegram",
        platform_ref=f"telegram:4242:cq:{tap['callback_query']['id']}",
    )
    assert answer["text"] == NOTHING_CHANGED
    assert not fake.calls_of("editMessageText")


async def test_a_tap_through_the_webhook_is_served_like_one_by_polling(
    fake: FakeTelegram, recap: Recap, naps: Naps
) -> None:
    """With a webhook, callback queries are registered as wanted; a posted one is applied once
    even when Telegram posts it twice."""
    hook = settings(fake, webhook_url="https://recap.example/telegram/hook", webhook_secret="s3cret-token")
    adapter = TelegramAdapter(hook, recap.dispatcher, ALLOWED, sleep=naps)
    runner, port = await start_http(adapter.routes(), "127.0.0.1", 0)
    await adapter.start()
    url = f"http://127.0.0.1:{port}/telegram/hook"
    headers = {WEBHOOK_SECRET_HEADER: "s3cret-token"}
    sender = {"id": ANN, "is_bot": False, "first_name": "Ann"}
    message = {
        "message_id": 5,
        "date": 1_775_000_000,
        "chat": {"id": ANN, "type": "private", "first_name": "Ann"},
        "from": sender,
        "text": "I'll call the insurance broker by Friday.",
    }
    try:
        async with aiohttp.ClientSession() as session:
            async with session.post(url, json={"update_id": 1, "message": message}, headers=headers) as response:
                assert response.status == 200
            await fake.wait_sent(ANN, 1)
            [noted] = fake.messages_in(ANN)
            [[(_, data)]] = buttons(noted)
            query = {"id": "cq-1", "from": sender, "message": dict(noted), "chat_instance": "c1", "data": data}
            for _ in range(2):  # Telegram posts an update again when it thinks the first post failed
                tap = {"update_id": 2, "callback_query": query}
                async with session.post(url, json=tap, headers=headers) as response:
                    assert response.status == 200
            await adapter.idle()
    finally:
        await adapter.stop()
        await runner.cleanup()

    assert fake.webhook is not None and fake.webhook["allowed_updates"] == ["message", "callback_query"]
    assert [edit["text"].split("\n")[0] for edit in fake.edits] == ["Undone:"]
    assert await commitments(recap, f"telegram:{ANN}") == {}


async def test_an_outcome_that_cannot_be_edited_in_is_sent_anew_and_a_failed_press_is_answered(
    fake: FakeTelegram, naps: Naps
) -> None:
    """When Telegram will not edit the tapped message (too old, deleted), the outcome comes as
    a new message with its buttons; when the press itself fails, the tap is answered with an
    apology and the message left alone."""
    outcome = Reply("→ Yes. Noted: the recycling", (Button("Undo", "u:9"),))

    class Failing(Scripted):
        async def press(self, press: Press) -> Reply | None:
            if press.data == "a:1:2":
                raise RuntimeError("boom")
            return await super().press(press)

    conversation = Failing(Reply("Track it?", (Button("Yes", "a:1:0"),)), pressed=outcome)
    adapter = TelegramAdapter(settings(fake), conversation, ALLOWED, sleep=naps, poll_timeout=2)
    await adapter.start()
    try:
        asked = await say(fake, ANN, "remember the recycling tonight")
        fake.fail("editMessageText", status=400, description="Bad Request: message can't be edited")
        fake.press(ANN, asked["message_id"], "a:1:0")
        await fake.wait_sent(ANN, 2)
        failed = fake.press(ANN, asked["message_id"], "a:1:2")
        answer = await fake.wait_answered(failed)
        await adapter.idle()
    finally:
        await adapter.stop()

    again = fake.messages_in(ANN)[1]
    assert again["text"] == outcome.text and buttons(again) == [[("Undo", "u:9")]]
    assert answer["text"] == PRESS_FAILED
    assert len(fake.calls_of("editMessageText")) == 1 and not fake.edits
    assert asked["text"] == "Track it?", "the question stays as it was"
