"""Killed mid-batch: a child process (:mod:`tests.group_crash_driver`) takes messages of several
users at once, sharing group commits, and is SIGKILLed after some of them were acknowledged.
Every acknowledged message is then in the database and in its user's Markdown exactly once,
in the order the user sent it, and a restarted recap takes the rest."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
from collections import Counter
from pathlib import Path

from memory import slicefile
from memory.home import Home
from memory.model import EventKind
from tests import stores
from tests.test_startup import TIMEOUT, _env

USERS = [f"writer{n}" for n in range(6)]
PER_USER = 12
KILL_AFTER = 25  # acknowledgements


def _feed() -> list[tuple[str, str, str]]:
    """(user, platform ref, text), the users' messages interleaved."""
    return [
        (user, f"{user}:{n}", f"note {n} from {user}: the {['deck', 'budget', 'rota'][n % 3]} is on track")
        for n in range(PER_USER)
        for user in USERS
    ]


def _run(home: Path, feed: list[tuple[str, str, str]], *, kill_after: int | None) -> set[str]:
    """Run the driver on ``feed``; SIGKILL it (with its threads) after ``kill_after`` acks.
    Returns the refs it acknowledged."""
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.group_crash_driver", str(home)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=_env(home),
        cwd=Path(__file__).resolve().parents[1], start_new_session=True,
    )  # fmt: skip
    assert child.stdin is not None and child.stdout is not None
    child.stdin.write("".join(f"{user}\t{ref}\t{text}\n" for user, ref, text in feed))
    child.stdin.close()
    acked: set[str] = set()
    try:
        for line in child.stdout:
            if line.startswith("ack "):
                acked.add(line.split()[1])
                if kill_after is not None and len(acked) >= kill_after:
                    os.killpg(child.pid, signal.SIGKILL)
                    break
        acked |= {line.split()[1] for line in child.stdout if line.startswith("ack ")}  # printed before it died
    finally:
        child.wait(timeout=TIMEOUT)
    return acked


def _kept(home: Home) -> tuple[Counter[str], dict[str, list[str]]]:
    """Platform refs of the messages in the database (with counts), and each user's message
    refs in the order their Markdown holds them."""
    in_database, ids = asyncio.run(stores.platform_refs(home))
    in_files = {}
    for name, user_id in ids.items():
        refs = []
        for path in home.slice_files(user_id):
            _, events = slicefile.parse(path.read_text(encoding="utf-8"))
            refs += [event.platform_ref for event in events if event.kind is EventKind.MESSAGE and event.platform_ref]
        in_files[name] = refs
    return in_database, in_files


def test_every_acknowledged_message_survives_a_kill_mid_batch_once_and_in_order(tmp_path: Path) -> None:
    home = Home(tmp_path / "recap-data")
    feed = _feed()
    acked = _run(home.root, feed, kill_after=KILL_AFTER)
    assert len(acked) >= KILL_AFTER
    in_database, in_files = _kept(home)
    for ref in acked:
        user = ref.split(":")[0]
        assert in_database[ref] == 1, ref
        assert in_files[user].count(ref) == 1, ref

    # Restarted, recap takes every message again; those it had are duplicates, the rest new.
    _run(home.root, feed, kill_after=None)
    in_database, in_files = _kept(home)
    assert set(in_database) == {ref for _, ref, _ in feed} and set(in_database.values()) == {1}
    for user in USERS:
        assert in_files[user] == [f"{user}:{n}" for n in range(PER_USER)]
