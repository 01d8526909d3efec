"""A full disk at run time: a message recap cannot write is not stored and not acknowledged (one log line names
the path), other users go on being served, and the re-delivery, once the disk has room, is stored once."""

from __future__ import annotations

import errno
import pathlib
import tempfile
from collections.abc import AsyncIterator, Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from structlog.testing import capture_logs

from bot import console
from bot.access import Access
from bot.adapter import NotStored
from bot.config import TelegramSettings
from bot.serve import start_http
from bot.telegram import WEBHOOK_SECRET_HEADER, TelegramAdapter
from bot.types import Inbound
from jobs.virtual import advance
from memory.model import EventKind
from tests.fakes.harness import Naps, Recap
from tests.fakes.telegram_api import FakeTelegram

TOKEN = "4242:TEST-token_abcdefghijklmnopqrstuvwxyz"
ANN, BEN = 111, 222


class FullDisk:
    """Fails every file write under the folders in :attr:`full` with ENOSPC, as a full disk does: at the
    boundary of recap's code (opening a file to write, creating a temporary file)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.full: list[Path] = []
        opener, mkstemp = pathlib.Path.open, tempfile.mkstemp

        def checked_open(path: Path, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
            if set(mode) & set("wax+"):
                self._check(path)
            return opener(path, mode, *args, **kwargs)

        def checked_mkstemp(*args: Any, dir: str | Path | None = None, **kwargs: Any) -> tuple[int, str]:
            self._check(Path(dir or tempfile.gettempdir()) / "new")
            return mkstemp(*args, dir=dir, **kwargs)

        monkeypatch.setattr(pathlib.Path, "open", checked_open)
        monkeypatch.setattr(tempfile, "mkstemp", checked_mkstemp)

    def _check(self, path: Path) -> None:
        if any(path.is_relative_to(folder) for folder in self.full):
            raise OSError(errno.ENOSPC, "No space left on device", str(path))


async def _ignore(user: str, text: str) -> None:
    return None


@pytest.fixture
def disk(monkeypatch: pytest.MonkeyPatch) -> Iterator[FullDisk]:
    yield FullDisk(monkeypatch)


async def _slice_text(recap: Recap, name: str) -> str:
    user = await recap.memory.store.user_by_name(name)
    assert user is not None
    return "".join(path.read_text(encoding="utf-8") for path in recap.memory.home.slice_files(user.id))


@pytest.mark.parametrize("opens_a_slice", [False, True], ids=["appended", "new-slice"])
async def test_a_message_that_cannot_be_written_is_not_stored_and_comes_again(
    recap: Recap, disk: FullDisk, opens_a_slice: bool
) -> None:
    """While Ann's folder cannot be written, her message raises NotStored naming the file, one log line says
    so, nothing of it is in the database, and Ben is served meanwhile; re-delivered later, it is stored once."""
    await recap.dispatcher.respond(Inbound("ann", "Maya is COO now.", platform_ref="t:1"))
    if opens_a_slice:
        await advance(recap.memory, recap.clock, recap.clock.now() + timedelta(minutes=45), _ignore)
    user = await recap.memory.store.user_by_name("ann")
    assert user is not None
    disk.full.append(recap.memory.home.user_dir(user.id))
    lost = Inbound("ann", "I'll send the deck to Omar by Friday.", platform_ref="t:2")

    with capture_logs() as logs, pytest.raises(NotStored) as refused:
        await recap.dispatcher.respond(lost)
    assert Path(refused.value.path).is_relative_to(recap.memory.home.user_dir(user.id))
    assert [line["event"] for line in logs if line["log_level"] == "error"] == ["message_not_stored"]
    assert refused.value.path in str(logs) and "No space left on device" in str(logs)
    assert not await recap.memory.store.has_platform_ref("t:2")
    assert await recap.texts("ann", EventKind.MESSAGE) == ["Maya is COO now."]
    assert len(await recap.memory.store.slices(user.id)) == 1

    assert await recap.dispatcher.handle(Inbound("ben", "The VPN is down.", platform_ref="t:3"))
    assert await recap.texts("ben", EventKind.MESSAGE) == ["The VPN is down."]

    disk.full.clear()
    assert await recap.dispatcher.handle(lost)
    assert await recap.dispatcher.handle(lost) == []  # a second re-delivery is a duplicate
    assert await recap.texts("ann", EventKind.MESSAGE) == ["Maya is COO now.", lost.text]
    assert (await _slice_text(recap, "ann")).count(f"> {lost.text}\n") == 1


async def test_the_console_says_plainly_it_could_not_store_the_message(recap: Recap, disk: FullDisk) -> None:
    """`recap chat` prints that the message was not stored, naming the file, and goes on with the next line."""
    await recap.dispatcher.respond(Inbound("ann", "Maya is COO now."))
    user = await recap.memory.store.user_by_name("ann")
    assert user is not None
    disk.full.append(recap.memory.home.root)
    printed: list[str] = []

    async def lines() -> AsyncIterator[str]:
        yield "The VPN is down."
        disk.full.clear()
        yield "The VPN is back."

    await console.chat(recap.dispatcher, "ann", lines(), printed.append)

    assert printed[0].startswith(f"Not stored: could not write {recap.memory.home.user_dir(user.id)}")
    assert "No space left on device" in printed[0] and "Nothing of that message was kept" in printed[0]
    assert await recap.texts("ann", EventKind.MESSAGE) == ["Maya is COO now.", "The VPN is back."]


async def test_telegram_is_answered_an_error_for_a_message_not_stored_and_delivers_it_again(
    recap: Recap, disk: FullDisk
) -> None:
    """On a webhook, the update of a message recap could not store gets 503 (Telegram delivers it again) and no
    reply; the re-delivery, once the disk has room, gets 200 and one reply, and the message is stored once."""
    async with FakeTelegram(TOKEN) as fake:
        hook = TelegramSettings(
            token=TOKEN,
            api_base_url=fake.base_url,
            webhook_url="https://recap.example/telegram/hook",
            webhook_secret="s3cret-token",
        )
        adapter = TelegramAdapter(hook, recap.dispatcher, Access({f"telegram:{ANN}"}), sleep=Naps())
        runner, port = await start_http(adapter.routes(), "127.0.0.1", 0)
        await adapter.start()
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
        statuses = []
        disk.full.append(recap.memory.home.users_dir)
        try:
            async with aiohttp.ClientSession() as session:
                for _ in range(2):
                    url = f"http://127.0.0.1:{port}/telegram/hook"
                    async with session.post(url, json=update, headers={WEBHOOK_SECRET_HEADER: "s3cret-token"}) as sent:
                        statuses.append(sent.status)
                    await adapter.idle()
                    if statuses == [503]:
                        assert fake.sent_to(ANN) == []
                        assert await recap.texts(f"telegram:{ANN}", EventKind.MESSAGE) == []
                    disk.full.clear()
        finally:
            await adapter.stop()
            await runner.cleanup()
        assert statuses == [503, 200]
        assert len(fake.sent_to(ANN)) == 1
    assert await recap.texts(f"telegram:{ANN}", EventKind.MESSAGE) == ["Maya is now COO."]
