"""The console path end to end: piped lines → dispatcher → slices on disk."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import AsyncIterator
from datetime import datetime, timedelta

import frontmatter

from bot import console
from bot.dispatcher import Dispatcher
from jobs.virtual import advance
from memory.clock import VirtualClock
from memory.home import Home
from memory.service import Memory
from tests.conftest import REPO


async def _timed_lines(memory: Memory, clock: VirtualClock, script: list[tuple[datetime, str]]) -> AsyncIterator[str]:
    """Each line arrives at its own time; the sweeps run on the way, as in the service."""
    delivered: list[str] = []

    async def deliver(name: str, text: str) -> None:
        delivered.append(text)

    for at, line in script:
        await advance(memory, clock, at, deliver)
        yield line


async def test_two_idle_gaps_make_three_slices(memory: Memory, home: Home) -> None:
    """A conversation with two 30-minute gaps yields three slice files named by local start time."""
    start = datetime.fromisoformat("2026-09-01T12:10:00+09:00")
    clock = VirtualClock(start)
    await memory.users.get_or_create("frank", clock.now(), timezone="Asia/Tokyo")
    script = [
        (start, "Lunch at the ramen place with Kenji."),
        (start + timedelta(minutes=10), "Kenji wants to start a climbing club."),
        (start + timedelta(minutes=45), "Quarterly planning: pricing review moved to Q4."),
        (start + timedelta(minutes=50), "Also need a new laptop."),
        (start + timedelta(hours=3), "Watched a documentary about deep sea fish."),
    ]
    replies: list[str] = []
    await console.chat(Dispatcher(memory, clock), "frank", _timed_lines(memory, clock, script), replies.append)
    await advance(memory, clock, start + timedelta(hours=4), _no_delivery)

    files = home.slice_files("frank")
    names = [path.relative_to(home.slices_dir("frank")).as_posix() for path in files]
    assert names == ["2026/09/01/1210.md", "2026/09/01/1255.md", "2026/09/01/1510.md"]
    first = frontmatter.loads(files[0].read_text(encoding="utf-8"))
    assert first["status"] == "closed"
    assert first["started_at"] == "2026-09-01T12:10:00+09:00"
    assert first["ended_at"].startswith("2026-09-01T12:20:00")
    assert "kenji" in first["tags"]
    assert first["summary"].startswith("Lunch at the ramen place with Kenji.")
    assert "> Kenji wants to start a climbing club." in first.content
    assert len(replies) == 5
    assert replies[2].startswith("Previously…")


async def _no_delivery(name: str, text: str) -> None:
    raise AssertionError(f"unexpected briefing for {name}: {text}")


async def test_closed_slice_is_committed_to_the_users_git_repository(memory: Memory, home: Home) -> None:
    """Closing a slice commits its file in users/<user>/ as a git repository."""
    clock = VirtualClock(datetime.fromisoformat("2026-03-02T09:00:00+01:00"))
    await Dispatcher(memory, clock).handle(console_inbound("alice", "Maya is VP Operations."))
    await advance(memory, clock, clock.now() + timedelta(minutes=31), _no_delivery)
    log = subprocess.run(
        ["git", "log", "--oneline"], cwd=home.user_dir("alice"), capture_output=True, text=True, check=True
    )
    assert "slice 2026/03/02/0800 closed" in log.stdout  # a new user lives in UTC


def console_inbound(user: str, text: str):
    from bot.types import Inbound

    return Inbound(user=user, text=text)


def test_recap_chat_as_a_subprocess_with_piped_input(tmp_path) -> None:
    """`recap chat` reads a pipe line by line, prints each reply and exits 0 at end of input."""
    lines = "Maya is VP Operations.\n\n/help\n/nonsense\nI'll send the deck by 2026-12-30.\n"
    env = {**os.environ, "RECAP_HOME": str(tmp_path / "data")}
    done = subprocess.run(
        [sys.executable, "-m", "bot.cli", "chat", "--user", "pipe"],
        input=lines, capture_output=True, text=True, env=env, cwd=REPO, timeout=120,
    )
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "Noted: Maya's role is VP Operations." in out
    assert "empty message" in out
    assert "/history <subject>" in out
    assert "I don't know the command /nonsense" in out
    assert "send the deck" in out
    assert list((tmp_path / "data" / "users" / "pipe" / "episodic" / "slices").rglob("*.md"))


def test_recap_strands_lists_tags_with_their_slices(tmp_path) -> None:
    """`recap strands --user U` prints each tag with the slice ids that carry it."""
    env = {**os.environ, "RECAP_HOME": str(tmp_path / "data")}
    home = Home(tmp_path / "data")
    home.users_dir.mkdir(parents=True)
    chat = subprocess.run(
        [sys.executable, "-m", "bot.cli", "chat", "--user", "kim"],
        input="Kenji and I talked about climbing in Sapporo.\n", capture_output=True, text=True, env=env, cwd=REPO,
    )
    assert chat.returncode == 0, chat.stderr
    listed = subprocess.run(  # no slice has closed yet: strands are drawn on close
        [sys.executable, "-m", "bot.cli", "strands", "--user", "kim"], capture_output=True, text=True, env=env, cwd=REPO
    )
    assert "no strands yet" in listed.stdout
    missing = subprocess.run(
        [sys.executable, "-m", "bot.cli", "strands", "--user", "nobody"], capture_output=True, text=True, env=env,
        cwd=REPO,
    )
    assert missing.returncode != 0 and "no user named 'nobody'" in missing.stderr


async def test_strands_follow_closed_slices(memory: Memory, home: Home) -> None:
    """Closing slices draws strands: each tag lists the slices that carry it, in time order
    (kept in the database, exported to strands.json when recap stops)."""
    clock = VirtualClock(datetime.fromisoformat("2026-09-01T12:10:00+09:00"))
    dispatcher = Dispatcher(memory, clock)
    await dispatcher.handle(console_inbound("kim", "Climbing with Kenji at the gym."))
    await advance(memory, clock, clock.now() + timedelta(hours=2), _no_delivery)
    await dispatcher.handle(console_inbound("kim", "Kenji booked the climbing trip."))
    await advance(memory, clock, clock.now() + timedelta(hours=2), _no_delivery)
    user = await memory.store.user_by_name("kim")
    assert user is not None
    strands = await memory.store.strands(user.id)
    assert strands["kenji"] == ["2026/09/01/0310", "2026/09/01/0510"]
    assert strands["climbing"] == ["2026/09/01/0310", "2026/09/01/0510"]
