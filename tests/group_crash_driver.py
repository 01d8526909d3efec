"""The child process :mod:`tests.test_group_crash` kills: recap's real start-up, memory and
dispatcher, with several users writing at once through the chat lanes.

It reads every line of stdin first (``<user>\\t<platform ref>\\t<text>``), prints ``ready``,
hands them all at once to :class:`bot.lanes.Lanes` (each user's lane keeps their order; the
users run side by side and share group commits), and prints ``ack <ref>`` once the dispatcher
has returned for a message: stored and durable, as a platform would be told.

Run as ``python -m tests.group_crash_driver HOME``.
"""

from __future__ import annotations

import asyncio
import sys
from datetime import UTC, datetime
from pathlib import Path

from bot import startup
from bot.dispatcher import Dispatcher
from bot.lanes import Lanes
from bot.types import Inbound
from memory.clock import VirtualClock
from memory.home import Home
from memory.service import Memory

AT = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


async def main(home: Home, lines: list[str]) -> None:
    memory = await Memory.open(home)
    dispatcher = Dispatcher(memory, VirtualClock(AT))
    lanes = Lanes("crash")
    try:
        say("ready")

        async def handle(user: str, ref: str, text: str) -> None:
            await dispatcher.respond(Inbound(user, text, platform_ref=ref))
            say(f"ack {ref}")

        sent = []
        for line in lines:
            user, ref, text = line.rstrip("\n").split("\t", 2)
            sent.append(lanes.submit(user, lambda user=user, ref=ref, text=text: handle(user, ref, text)))
        await asyncio.gather(*sent)
    finally:
        await lanes.close()
        await memory.close()


if __name__ == "__main__":
    where = Home(Path(sys.argv[1]))
    given = sys.stdin.readlines()
    with startup.claim(where, "group crash driver"):
        startup.run(main(where, given))
