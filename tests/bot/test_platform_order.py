"""What keeps one Telegram chat's messages in the platform's order across several workers.

Telegram's Bot API sends a webhook one update of a chat at a time: the chat's next update
leaves only once the last was answered with a 2xx (its webhook sender keeps a queue per chat,
with one update in flight). So, whichever worker a load balancer picks, a chat's messages reach
recap in order as long as recap answers an update only once it is stored. That is what this
pins: when the webhook's 200 comes back, the message is already on the timeline (no waiting for
the adapter to go idle). See the README, "Several workers on one PostgreSQL".
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import aiohttp
import pytest

from bot.access import Access
from bot.config import TelegramSettings
from bot.serve import start_http
from bot.telegram import WEBHOOK_SECRET_HEADER, TelegramAdapter
from memory.model import EventKind
from tests.fakes.harness import Naps, Recap
from tests.fakes.telegram_api import FakeTelegram

TOKEN = "4242:TEST-token_abcdefghijklmnopqrstuvwxyz"
ANN = 111
SECRET = "s3cret-token"

pytestmark = pytest.mark.filterwarnings("ignore:.*retry_after.*:DeprecationWarning")


@pytest.fixture
async def fake() -> AsyncIterator[FakeTelegram]:
    async with FakeTelegram(TOKEN) as server:
        yield server


def _update(update_id: int, text: str) -> dict[str, object]:
    return {
        "update_id": update_id,
        "message": {
            "message_id": update_id,
            "date": 1_775_000_000,
            "chat": {"id": ANN, "type": "private", "first_name": "Ann"},
            "from": {"id": ANN, "is_bot": False, "first_name": "Ann"},
            "text": text,
        },
    }


async def test_a_webhook_update_is_answered_only_once_it_is_stored(fake: FakeTelegram, recap: Recap) -> None:
    """Each 200 comes after its message is on the timeline, so Telegram's next update of the
    chat (sent only after that 200) always finds the earlier one stored before it."""
    hook = TelegramSettings(
        token=TOKEN, api_base_url=fake.base_url, webhook_url="https://recap.example/telegram/hook",
        webhook_secret=SECRET,
    )  # fmt: skip
    adapter = TelegramAdapter(hook, recap.dispatcher, Access({f"telegram:{ANN}"}), sleep=Naps())
    runner, port = await start_http(adapter.routes(), "127.0.0.1", 0)
    await adapter.start()
    said = ["Maya is COO now.", "No, Maya is CFO.", "I'll call the dentist on Friday."]
    try:
        async with aiohttp.ClientSession() as session:
            for number, text in enumerate(said, start=1):
                async with session.post(
                    f"http://127.0.0.1:{port}/telegram/hook", json=_update(number, text),
                    headers={WEBHOOK_SECRET_HEADER: SECRET},
                ) as response:  # fmt: skip
                    assert response.status == 200
                assert await recap.texts(f"telegram:{ANN}", EventKind.MESSAGE) == said[:number]
    finally:
        await adapter.stop()
        await runner.cleanup()
