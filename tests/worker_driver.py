"""One of the ``recap serve`` workers :mod:`tests.test_workers` runs on one PostgreSQL database.

Run as ``python -m tests.worker_driver HOME`` with ``RECAP_DATABASE_URL`` naming the database:
it starts as ``recap serve`` does (:func:`bot.startup.claim`, then recap's memory and
dispatcher), prints ``ready``, and then reads commands a line at a time, each run as a task of
its own so that many are in flight at once, as a worker's webhook requests are:

- ``msg <ISO time>\\t<user>\\t<platform ref>\\t<text>``: the message goes to its user's lane
  (:class:`bot.lanes.Lanes`, as the adapters do) and through the dispatcher at that time;
  ``ack <platform ref>`` once the dispatcher returned (stored and durable: the platform would
  be told so).
- ``tick <ISO time>``: the sweeps at that time, as the scheduler's tick runs them
  (:func:`jobs.sweeps.run_due`, whose steps are called here one by one to say what they did):
  ``closed <user id> <slice id>`` for each slice this worker closed, ``delivered <user name>``
  for each briefing handed to the (printing) adapter, then ``ticked <ISO time>``.

Time is the message's or the tick's own, read by each task from a context variable
(:class:`TaskClock`), so tasks in flight at once each have theirs and nothing reads the wall
clock. A command that fails prints ``failed <error>``; a line the driver does not know ends it.
"""

from __future__ import annotations

import asyncio
import sys
from contextvars import ContextVar
from datetime import datetime
from pathlib import Path

from bot import startup
from bot.dispatcher import Dispatcher
from bot.lanes import Lanes
from bot.logging import configure
from bot.types import Inbound
from jobs.sweeps import send_due_briefings
from memory.home import Home
from memory.service import Memory

_now: ContextVar[datetime] = ContextVar("worker_driver_now")


class TaskClock:
    """The clock of the task asking: the time its command carries."""

    def now(self) -> datetime:
        return _now.get()


def say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


async def _deliver(name: str, text: str) -> None:
    say(f"delivered {name}")


async def _message(dispatcher: Dispatcher, lanes: Lanes, fields: str) -> None:
    when, user, ref, text = fields.split("\t", 3)

    async def handle() -> None:
        _now.set(datetime.fromisoformat(when))
        await dispatcher.respond(Inbound(user, text, platform="telegram", platform_ref=ref))
        say(f"ack {ref}")

    await lanes.run(user, handle)


async def _tick(memory: Memory, when: str) -> None:
    now = datetime.fromisoformat(when)
    for piece in await memory.close_idle_slices(now):
        say(f"closed {piece.user} {piece.id}")
    await memory.commit_closed()
    await send_due_briefings(memory, now, _deliver)
    say(f"ticked {when}")


def _finished(task: asyncio.Task[None]) -> None:
    """Say what failed (the test stops at the line instead of waiting for an ack)."""
    if not task.cancelled() and task.exception() is not None:
        say(f"failed {task.exception()!r}".replace("\n", " "))


async def main(home: Home) -> None:
    memory = await Memory.open(home)
    dispatcher = Dispatcher(memory, TaskClock())
    lanes = Lanes("worker")
    running: set[asyncio.Task[None]] = set()
    reader = asyncio.StreamReader()
    loop = asyncio.get_running_loop()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    try:
        say("ready")
        while (line := (await reader.readline()).decode()) and line != "end\n":
            command, _, rest = line.rstrip("\n").partition(" ")
            if command == "msg":
                task = asyncio.create_task(_message(dispatcher, lanes, rest))
            elif command == "tick":
                task = asyncio.create_task(_tick(memory, rest))
            else:
                raise ValueError(f"unknown command: {line!r}")
            running.add(task)
            task.add_done_callback(_finished)
            task.add_done_callback(running.discard)
        await asyncio.gather(*running)
    finally:
        await memory.close()


if __name__ == "__main__":
    configure("WARNING")
    root = Home(Path(sys.argv[1]))
    with startup.claim(root, "worker driver"):
        startup.run(main(root))
