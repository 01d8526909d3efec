"""The crash test: a child process (:mod:`tests.crash_driver`: recap's real start-up, memory and dispatcher under
a virtual clock) takes messages and closes slices while the test SIGKILLs it, with everything it started, at
seeded random moments: after an acknowledgement, while a slice file is written, while git commits. After each
restart (the child's own start-up repairs), every acknowledged message is in the database and the Markdown
exactly once, no git lock is left, every closed slice is committed, `recap check` finds nothing, and a rebuild
from the files gives the memory recap holds."""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import shutil
import signal
import subprocess
import sys
from collections import Counter
from datetime import UTC, datetime, timedelta
from pathlib import Path

from memory import slicefile
from memory.checkup import check_home
from memory.home import Home
from memory.portability import export_lines
from memory.service import Memory
from memory.stores import scratch_schema
from tests import stores
from tests.test_startup import TIMEOUT, _env

SEED = 12
KILLS = 32
MESSAGES = 90  # enough for 32 kills: the sweep's commit is one marker now (in-process), not five git commands
COMPARE_EVERY = 4  # restarts between rebuild comparisons (and at the end)
USER = "ann"
START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
AS_OF = START + timedelta(days=30)


def messages(count: int) -> list[tuple[str, str, str]]:
    """(time, platform ref, text): a few minutes apart, with a gap that closes the slice (and commits it) after
    every third, and promises and facts among them so that there is derived memory to compare."""
    out, at = [], START
    for n in range(1, count + 1):
        at += timedelta(minutes=41 if n % 3 == 1 else 2)
        text = [f"I'll send report {n} by Friday.", f"Note {n}: the VPN is down again.", f"Project {n} lead is Omar."]
        out.append((at.isoformat(), f"crash:{n}", text[n % 3]))
    return out


class Driver:
    """:mod:`tests.crash_driver` running: it forks one recap child at a time, each of which the test may kill."""

    def __init__(self, process: asyncio.subprocess.Process, log: Path) -> None:
        self.process = process
        self.log = log

    @classmethod
    async def start(cls, root: Path) -> Driver:
        log = root / "driver.log"
        with log.open("a", encoding="utf-8") as stderr:
            process = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "tests.crash_driver",
                stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, stderr=stderr,
                env=_env(root / "home"), cwd=Path(__file__).parent.parent,
            )  # fmt: skip
        return cls(process, log)

    async def stop(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        await asyncio.wait_for(self.process.wait(), TIMEOUT)

    async def line(self) -> str:
        assert self.process.stdout is not None
        line = (await asyncio.wait_for(self.process.stdout.readline(), TIMEOUT)).decode().strip()
        assert line, f"the driver ended: {self.log.read_text(encoding='utf-8')[-3000:]}"
        return line

    async def send(self, text: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(text.encode())
        await self.process.stdin.drain()

    async def run_until_killed(
        self,
        home: Path,
        feed: list[tuple[str, str, str]],
        trigger: tuple[str, int],
        acked_before: list[str] | None,
        *,
        compare: bool = False,
    ) -> tuple[list[str], bool]:
        """Start a child on ``home``, :func:`check` the home once it is ready (its start-up repairs done) unless
        ``acked_before`` is None, feed it ``feed`` and SIGKILL its process group at the ``trigger``'s n-th marker;
        the refs it acknowledged (an ack printed as the kill landed counts: the message was durable), and whether
        it was killed. Returns once the child has ended, so that the next one never meets it."""
        await self.send(f"start {home}\n")
        kind, _, pid = (await self.line()).partition(" ")
        assert kind == "pid", kind
        seen: list[str] = []
        while (line := await self.line()) != "ready":
            log = self.log.read_text(encoding="utf-8")[-3000:]
            assert not line.startswith("ended "), f"the child {line} before it was ready, after {seen}: {log}"
            seen.append(line)  # start-up repairs write and commit too
        if acked_before is not None:
            await check(home, acked_before, compare=compare)
        await self.send("".join(f"{at}\t{ref}\t{text}\n" for at, ref, text in feed) + "end\n")
        acked: list[str] = []
        marker, nth = trigger
        sent = False
        while not (line := await self.line()).startswith("ended "):
            kind, _, ref = line.partition(" ")
            if kind == "ack":
                acked.append(ref)
            if kind == marker and not sent:
                nth -= 1
                if nth == 0:
                    with contextlib.suppress(ProcessLookupError):  # it may have just ended on its own
                        os.killpg(int(pid), signal.SIGKILL)
                    sent = True
        code = int(line.split()[2])
        ended = f"the child ended with {code}: {self.log.read_text(encoding='utf-8')[-3000:]}"
        assert code == 0 or (sent and code == -signal.SIGKILL), ended
        return acked, code == -signal.SIGKILL


async def check(root: Path, acked: list[str], *, compare: bool = True) -> None:
    """The invariants that must hold after every restart (the child holds the home, idle, meanwhile); with
    ``compare``, also that a rebuild from the files gives the memory recap holds (the costliest check)."""
    home = Home(root)
    stored, _ = await stores.platform_refs(home)
    users = [folder for folder in home.users_dir.iterdir() if folder.is_dir()] if home.users_dir.exists() else []
    written: Counter[str] = Counter()
    for folder in users:
        uncommitted = _uncommitted(folder)
        for path in home.slice_files(folder.name):
            piece, events = slicefile.parse(path.read_text(encoding="utf-8"))
            written.update(event.platform_ref for event in events if event.platform_ref)
            if piece.status == "closed":
                relative = path.relative_to(folder).as_posix()
                assert relative not in uncommitted, f"{relative} is not committed"
        assert not list((folder / ".git").rglob("*.lock")), f"a git lock is left in {folder}"
    for ref in acked:
        assert stored[ref] == 1, f"{ref} is {stored[ref]} time(s) in the database"
        assert written[ref] == 1, f"{ref} is {written[ref]} time(s) in the Markdown"
    assert max(stored.values(), default=1) == 1 and max(written.values(), default=1) == 1

    found, _ = await check_home(home, AS_OF)
    assert found == [], [difference.as_json() for difference in found]
    if compare:
        live = await _memory(home)
        async with scratch_schema():  # on PostgreSQL, the copy's database apart from the live one
            assert live == await _memory(await _rebuilt(home))



def _uncommitted(folder: Path) -> set[str]:
    """The files of a user's repository that differ from its last commit, or that it does not track."""
    status = subprocess.run(
        ["git", "status", "--porcelain=v1", "-z", "--untracked-files=all"], cwd=folder, capture_output=True, check=True
    )
    return {entry[3:] for entry in status.stdout.decode().split("\0") if entry}


async def _memory(home: Home) -> list[str]:
    memory = await Memory.open(home)
    try:
        user = await memory.store.user_by_name(USER)
        return [] if user is None else await export_lines(memory, user, AS_OF)
    finally:
        await memory.close()


async def _rebuilt(home: Home) -> Home:
    """A copy of ``home``'s files without its database, rebuilt by `recap rebuild`'s own code."""
    copy = home.root.parent / "rebuilt"
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(home.root, copy, ignore=shutil.ignore_patterns("recap.db*", "*.lock"))
    memory = await Memory.open(Home(copy))
    try:
        await memory.rebuild(AS_OF)
    finally:
        await memory.close()
    return Home(copy)


async def test_no_kill_loses_or_doubles_an_acknowledged_message(tmp_path: Path) -> None:
    """32 SIGKILLs at seeded moments (after an acknowledgement, in a slice write, in a git command, a third
    each), each followed by a restart and the checks of :func:`check` (the rebuild comparison every
    :data:`COMPARE_EVERY` restarts); every message is acknowledged in the end, and the home passes every check
    once more."""
    home = tmp_path / "home"
    plan = messages(MESSAGES)
    chosen = random.Random(SEED)
    kills = {"ack": 0, "write": 0, "git": 0}
    acked_so_far: list[str] = []
    driver = await Driver.start(tmp_path)
    try:
        restarts = 0
        while sum(kills.values()) < KILLS:
            marker = ("ack", "write", "git")[sum(kills.values()) % 3]
            feed = plan[len(acked_so_far) :][: chosen.randint(3, 6)]
            assert feed, f"the plan ran out of messages after {kills} kills"
            trigger = (marker, chosen.randint(1, 2))
            before = list(acked_so_far) if acked_so_far else None
            compare = restarts % COMPARE_EVERY == COMPARE_EVERY - 1
            acked, killed = await driver.run_until_killed(home, feed, trigger, before, compare=compare)
            restarts += before is not None
            assert acked == [ref for _, ref, _ in feed][: len(acked)], "acknowledged out of order"
            acked_so_far.extend(acked)
            kills[marker] += killed
        rest = plan[len(acked_so_far) :]
        acked, _ = await driver.run_until_killed(home, rest, ("never", 1), acked_so_far, compare=True)
        assert acked == [ref for _, ref, _ in rest]
        await driver.run_until_killed(home, [], ("never", 1), acked_so_far + acked, compare=True)
    finally:
        await driver.stop()
    assert min(kills.values()) >= 10, kills
