"""Three ``recap serve`` workers on one PostgreSQL database, one of them killed mid-way.

Each worker is a process of its own (:mod:`tests.worker_driver`) with a home of its own, as on
three machines. Many users' messages go round the workers, each user's next one to another
worker than the last, sent once the last was acknowledged; in some rounds each message also
goes to a second worker at once (a platform's redelivery while the first is in flight). One
worker is SIGKILLed while messages are in flight, and what it had not acknowledged is delivered
again to the others, as a platform does. Then the survivors sweep at once: idle slices to
close, morning briefings due. Skipped when no PostgreSQL server can be started here (the
reason is given).

And the home lock: workers may share a home on PostgreSQL only.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from collections import Counter
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot import startup
from memory.home import Home
from memory.model import EventKind
from memory.pgstore import PgStore
from memory.stores import DATABASE_URL
from tests.conftest import REPO

USERS = 12
ROUNDS = 5
START = datetime(2026, 3, 2, 7, 0, tzinfo=UTC)  # users are briefed at 08:00 UTC by default
# Rounds each message of which goes to two workers at once (a platform's redelivery): in round 0
# both would create the user, in round 3 both would record the message, but for the user's turn.
TWICE = {0, 3}
WAIT = 60  # seconds any one awaited line may take on a busy machine


class Worker:
    """One driver process and the lines it printed, read as they come."""

    def __init__(self, process: asyncio.subprocess.Process) -> None:
        self.process = process
        self.lines: list[str] = []

    async def send(self, line: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line.encode() + b"\n")
        await self.process.stdin.drain()

    async def until(self, *wanted: str) -> None:
        """Read lines until one of ``wanted`` has come (bounded: :data:`WAIT` a line)."""
        assert self.process.stdout is not None
        while not set(wanted) & set(self.lines):
            try:
                line = (await asyncio.wait_for(self.process.stdout.readline(), WAIT)).decode().rstrip("\n")
            except TimeoutError:
                raise AssertionError(f"worker {self.process.pid}: none of {wanted} in {WAIT}s: {self.lines}") from None
            assert line, f"worker {self.process.pid} ended before {wanted}: {self.lines[-5:]}"
            assert not line.startswith("failed"), line
            self.lines.append(line)

    def said(self, word: str) -> list[str]:
        return [line.split(" ", 1)[1] for line in self.lines if line.startswith(word + " ")]


async def _start(home: Path, url: str) -> Worker:
    env = {**os.environ, "RECAP_DATABASE_URL": url, "PYTHONPATH": str(REPO)}
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "tests.worker_driver", str(home),
        stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, cwd=REPO, env=env,
    )  # fmt: skip
    worker = Worker(process)
    await worker.until("ready")
    return worker


@pytest.fixture
async def workers(tmp_path: Path, postgresql_schema: str) -> AsyncIterator[list[Worker]]:
    started = await asyncio.gather(*(_start(tmp_path / f"machine-{n}", postgresql_schema) for n in range(3)))
    try:
        yield list(started)
    finally:
        for worker in started:
            if worker.process.returncode is None:
                worker.process.kill()
            await worker.process.wait()


def _message(user: int, turn: int) -> tuple[str, str]:
    """The platform ref and line of user ``user``'s message number ``turn``."""
    ref = f"telegram:1:{turn * USERS + user}"
    at = START + timedelta(minutes=turn, seconds=user)
    return ref, f"msg {at.isoformat()}\ttelegram:{user}\t{ref}\tnote {turn}: I need to call the dentist by Friday"


async def _deliver(worker: Worker, lines: list[tuple[str, str]]) -> None:
    for _, line in lines:
        await worker.send(line)
    for ref, _ in lines:
        await worker.until(f"ack {ref}")


async def test_three_workers_close_each_slice_once_brief_each_user_once_and_keep_each_users_order(
    workers: list[Worker], postgresql_schema: str
) -> None:
    """Under load, with one worker killed: every slice is closed once, every due briefing is
    recorded and delivered once, and every user's messages are on the timeline once each, in
    the order sent."""
    victim = workers[2]
    for turn in range(ROUNDS):
        alive = [worker for worker in workers if worker.process.returncode is None and worker is not victim]
        if victim.process.returncode is None:
            alive.append(victim)
        share: dict[int, list[tuple[str, str]]] = {n: [] for n in range(len(alive))}
        for user in range(USERS):
            share[(user + turn) % len(alive)].append(_message(user, turn))
            if turn in TWICE:  # delivered again while the first delivery is in flight
                share[(user + turn + 1) % len(alive)].append(_message(user, turn))
        if turn == 2:  # the victim gets its share, acknowledges some of it and is killed
            for _, line in share[len(alive) - 1]:
                await victim.send(line)
            await victim.until(*(f"ack {ref}" for ref, _ in share[len(alive) - 1]))
            victim.process.send_signal(signal.SIGKILL)
            await victim.process.wait()
            acked = set(victim.said("ack"))
            # Not acknowledged: the platform delivers it again, to a worker that is up.
            again = [(ref, line) for ref, line in share.pop(len(alive) - 1) if ref not in acked]
            share[0] += again
        await asyncio.gather(*(_deliver(alive[n], lines) for n, lines in share.items()))

    survivors = workers[:2]
    # The slices of the messages close; the briefings go out (each opens a slice); those close.
    for when in (START + timedelta(minutes=45), START + timedelta(hours=1, minutes=1), START + timedelta(hours=2)):
        for worker in survivors:
            await worker.send(f"tick {when.isoformat()}")
        await asyncio.gather(*(worker.until(f"ticked {when.isoformat()}") for worker in survivors))

    store = await PgStore.open(postgresql_schema)
    try:
        closed = Counter(line for worker in survivors for line in worker.said("closed"))
        delivered = Counter(name for worker in survivors for name in worker.said("delivered"))
        for user in await store.users():
            slices = await store.slices(user.id)
            assert slices and all(piece.status == "closed" for piece in slices), user.name
            assert all(closed[f"{user.id} {piece.id}"] == 1 for piece in slices), (user.name, closed)
            briefings = await store.events(user.id, kinds=[EventKind.BRIEFING])
            assert len(briefings) == 1 and delivered[user.name] == 1, (user.name, briefings, delivered)
            said = [event.text for event in await store.events(user.id, kinds=[EventKind.MESSAGE])]
            assert said == [f"note {turn}: I need to call the dentist by Friday" for turn in range(ROUNDS)], user.name
        assert len(await store.users()) == USERS
        assert sum(closed.values()) == len(closed)
    finally:
        await store.close()


def test_serve_workers_share_a_home_on_postgresql_only(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A second ``recap serve`` may start on a home a first one serves only on PostgreSQL, and
    a command that needs the home alone may not start while they serve."""
    home = Home(tmp_path / "home")
    monkeypatch.delenv(DATABASE_URL, raising=False)
    with startup.claim(home, "recap serve", workers=True), pytest.raises(startup.CannotStart, match="in use by"):
        startup.claim(home, "recap serve", workers=True)
    monkeypatch.setenv(DATABASE_URL, "postgresql://recap@/recap")  # claiming connects to nothing
    with startup.claim(home, "recap serve", workers=True) as first:
        with startup.claim(home, "recap serve", workers=True) as second:
            assert second.joined and not first.joined
            with pytest.raises(startup.CannotStart, match="in use by recap serve"):
                startup.claim(home, "recap rebuild", check_database=False)
        with pytest.raises(startup.CannotStart, match="in use by recap serve"):
            startup.claim(home, "recap rebuild", check_database=False)
    with startup.claim(home, "recap rebuild", check_database=False) as alone:
        assert not alone.joined
        with pytest.raises(startup.CannotStart, match="in use by recap rebuild"):
            startup.claim(home, "recap serve", workers=True)
