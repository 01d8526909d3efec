"""The console adapter: one message per input line, each reply printed back."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import AsyncIterator, Callable
from typing import TextIO

from bot.adapter import NotStored
from bot.dispatcher import Dispatcher
from bot.types import Inbound
from memory.textsafe import printable


async def lines_from(stream: TextIO) -> AsyncIterator[str]:
    """Lines of a terminal or a pipe, read off the event loop so the scheduler keeps running."""
    while True:
        line = await asyncio.to_thread(stream.readline)
        if not line:
            return
        yield line.rstrip("\r\n")


async def chat(
    dispatcher: Dispatcher,
    user: str,
    lines: AsyncIterator[str],
    write: Callable[[str], None],
) -> None:
    """Hand each line to the dispatcher as ``user`` and write every reply."""
    async for line in lines:
        try:
            replies = await dispatcher.handle(Inbound(user=user, text=line, platform="console"))
        except NotStored as error:
            replies = [f"Not stored: {error}. Nothing of that message was kept; send it again once the disk "
                       "can be written."]  # fmt: skip
        for reply in replies:
            write(printable(reply))


def print_reply(text: str, stream: TextIO = sys.stdout) -> None:
    stream.write(text + "\n\n")
    stream.flush()
