"""How recap processes start and end on one home, as real subprocesses: one writer, clear failures, no hangs,
private files, masked secrets and git mended of what a kill left."""

from __future__ import annotations

import asyncio
import os
import shutil
import signal
import stat
import subprocess
import sys
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot import startup
from bot.dispatcher import Dispatcher
from bot.types import Inbound
from jobs.virtual import advance
from memory.clock import VirtualClock
from memory.home import Home
from memory.service import Memory
from memory.stores import DATABASE_URL, database_url
from tests.fakes.telegram_api import FakeTelegram
from tests.memory.test_gitrepo import git, git_at_work

# Seconds a recap process gets to answer or end: a cold start on a loaded CI machine has taken more than
# 30, and only a failing test ever waits this long.
TIMEOUT = 120.0
TOKEN = "4242:REAL-token_abcdefghijklmnopqrstuvwxyz"
WRONG_TOKEN = "4242:WRONG-token_zyxwvutsrqponmlkjihgfedcba"
_OUTSIDE = ("RECAP_", "TELEGRAM_", "SLACK_")


def _env(home: Path, **extra: str) -> dict[str, str]:
    """The environment of a recap child: this one's without recap's settings but the store the
    test runs on (``RECAP_DATABASE_URL``), offline, unbuffered."""
    env = {name: value for name, value in os.environ.items()
           if not name.startswith(_OUTSIDE) or name == DATABASE_URL}  # fmt: skip
    return env | {"RECAP_HOME": str(home), "PYTHONUNBUFFERED": "1"} | extra


async def _recap(home: Path, *args: str, stdin: str = "", **env: str) -> subprocess.CompletedProcess[str]:
    """Run ``recap ARGS`` to its end (within :data:`TIMEOUT`): its exit code, stdout and stderr."""
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot.cli",
        *args,
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
        env=_env(home, **env),
        cwd=home.parent,
    )
    try:
        out, err = await asyncio.wait_for(process.communicate(stdin.encode()), TIMEOUT)
    except TimeoutError:
        process.kill()
        await process.wait()
        pytest.fail(f"recap {' '.join(args)} did not end within {TIMEOUT} s")
    assert process.returncode is not None
    return subprocess.CompletedProcess(args, process.returncode, out.decode(), err.decode())


@asynccontextmanager
async def _holder(home: Path) -> AsyncIterator[asyncio.subprocess.Process]:
    """A ``recap chat`` that has answered one message (so it holds the home), killed on the way out."""
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot.cli",
        "chat",
        "--user",
        "ann",
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
        env=_env(home),
        cwd=home.parent,
    )
    assert process.stdin is not None and process.stdout is not None
    try:
        process.stdin.write(b"Maya is COO now.\n")
        await process.stdin.drain()
        assert await asyncio.wait_for(process.stdout.readline(), TIMEOUT), "the holder ended before it answered"
        yield process
    finally:
        if process.returncode is None:
            process.kill()
        await process.wait()


def _one_line(stderr: str) -> str:
    lines = stderr.strip().splitlines()
    assert len(lines) == 1, stderr
    return lines[0]


# -- one home, one writer ---------------------------------------------------------------

SECOND_WRITERS = {
    "chat": ("chat", "--user", "bob"),
    "rebuild": ("rebuild",),
    "import": ("import", "--user", "bob", "records.jsonl"),
    "serve": ("serve", "telegram", "--env-file", "none.env"),
}


@pytest.mark.parametrize("command", list(SECOND_WRITERS))
async def test_a_second_writer_on_one_home_is_refused_naming_the_holder(tmp_path: Path, command: str) -> None:
    """While `recap chat` holds a home, any other writer exits at once with one line naming its pid, command and
    start time, and writes nothing."""
    home = tmp_path / "home"
    (tmp_path / "records.jsonl").write_text("", encoding="utf-8")
    telegram = {"TELEGRAM_BOT_TOKEN": TOKEN, "RECAP_ALLOWED_USERS": "telegram:1"}
    async with _holder(home) as holder:
        done = await _recap(home, *SECOND_WRITERS[command], **telegram)
        assert holder.returncode is None
    line = _one_line(done.stderr)
    assert done.returncode == 1
    assert f"{home} is in use by recap chat (pid {holder.pid}, since " in line
    assert not (home / "users" / "bob").exists()


async def test_a_killed_holder_frees_the_home_and_loses_nothing(tmp_path: Path) -> None:
    """SIGKILL of the holder releases the lock with it: the next start succeeds and finds what was said."""
    home = tmp_path / "home"
    async with _holder(home) as holder:
        holder.send_signal(signal.SIGKILL)
        assert await holder.wait() == -signal.SIGKILL
    assert (home / "recap.lock").exists()  # the file stays; the lock on it died with the process
    done = await _recap(home, "chat", "--user", "ann", stdin="who is Maya?\n")
    assert done.returncode == 0, done.stderr
    assert "COO" in done.stdout


async def test_the_lock_is_free_again_after_a_clean_exit(tmp_path: Path) -> None:
    """One writer after another on the same home: each ends and the next starts."""
    home = tmp_path / "home"
    for _ in range(2):
        done = await _recap(home, "chat", "--user", "ann", stdin="hello\n")
        assert done.returncode == 0, done.stderr


# -- start-up failures: one line naming the path, a non-zero exit, at once --------------


async def _used_home(home: Path) -> None:
    """A home as a chat leaves it: a user, a slice and a database."""
    done = await _recap(home, "chat", "--user", "ann", stdin="Maya is COO now.\n")
    assert done.returncode == 0, done.stderr


@contextmanager
def _unwritable(path: Path) -> Iterator[None]:
    """``path`` made unwritable: by its mode for a normal user, by ``chattr +i`` for root (who ignores modes)."""
    if os.geteuid() != 0:
        mode = stat.S_IMODE(path.stat().st_mode)
        path.chmod(mode & ~0o222)
        try:
            yield
        finally:
            path.chmod(mode)
        return
    if shutil.which("chattr") is None or subprocess.run(["chattr", "+i", str(path)], capture_output=True).returncode:
        pytest.skip("running as root where files cannot be made immutable")
    try:
        yield
    finally:
        subprocess.run(["chattr", "-i", str(path)], check=True)


def _garble(database: Path) -> None:
    database.write_bytes(b"this is not a database, whatever it once was\n" * 200)


def _truncate(database: Path) -> None:
    data = database.read_bytes()
    database.write_bytes(data[: len(data) // 2])


@pytest.mark.sqlite_only("damages the SQLite file in the home")
@pytest.mark.parametrize(
    ("damage", "named", "advice"),
    [(_garble, "recap.db", "recap rebuild"), (_truncate, "recap.db", "recap rebuild")],
    ids=["garbled", "truncated"],
)
@pytest.mark.parametrize("command", ["chat", "serve"])
async def test_a_damaged_database_ends_start_up_with_one_line(
    tmp_path: Path, damage: object, named: str, advice: str, command: str
) -> None:
    """A garbled or truncated recap.db: one line naming the file and `recap rebuild`, exit 1, the file untouched."""
    home = tmp_path / "home"
    await _used_home(home)
    database = home / named
    damage(database)  # type: ignore[operator]
    before = database.read_bytes()
    args = ("chat", "--user", "ann") if command == "chat" else ("serve", "telegram", "--env-file", "none.env")
    done = await _recap(home, *args, stdin="hello\n", TELEGRAM_BOT_TOKEN=TOKEN, RECAP_ALLOWED_USERS="telegram:1")
    line = _one_line(done.stderr)
    assert done.returncode == 1
    assert line.startswith("Error: cannot start: ")
    assert str(database) in line and advice in line
    assert database.read_bytes() == before


@pytest.mark.parametrize("command", ["chat", "serve", "rebuild"])
async def test_a_read_only_home_ends_start_up_with_one_line(tmp_path: Path, command: str) -> None:
    """A home recap may not write to (the scheduler's error used to hide this, and the process never ended)."""
    home = tmp_path / "home"
    await _used_home(home)
    args = {
        "chat": ("chat", "--user", "ann"),
        "serve": ("serve", "telegram", "--env-file", "none.env"),
        "rebuild": ("rebuild",),
    }[command]
    with _unwritable(home):
        done = await _recap(home, *args, stdin="hello\n", TELEGRAM_BOT_TOKEN=TOKEN, RECAP_ALLOWED_USERS="telegram:1")
    line = _one_line(done.stderr)
    assert done.returncode == 1
    assert f"{home} is not writable" in line and "write access" in line


@pytest.mark.sqlite_only("makes the SQLite file in the home unwritable")
async def test_an_unwritable_database_ends_start_up_with_one_line(tmp_path: Path) -> None:
    """recap.db itself may not be written: the line names it and what to do."""
    home = tmp_path / "home"
    await _used_home(home)
    with _unwritable(home / "recap.db"):
        done = await _recap(home, "chat", "--user", "ann", stdin="hello\n")
    line = _one_line(done.stderr)
    assert done.returncode == 1
    assert f"{home / 'recap.db'} is not writable" in line and "write access" in line


async def test_a_home_that_is_a_file_ends_start_up_with_one_line(tmp_path: Path) -> None:
    """RECAP_HOME pointing at a file is named as such."""
    home = tmp_path / "home"
    home.write_text("not a folder\n", encoding="utf-8")
    done = await _recap(home, "chat", "--user", "ann", stdin="hello\n")
    assert done.returncode == 1
    assert f"{home} is a file, not a folder" in _one_line(done.stderr)


@pytest.mark.parametrize(
    ("failure", "expected"),
    [("raise click.ClickException('boom')", "Error: boom"), ("raise RuntimeError('boom')", "RuntimeError: boom")],
    ids=["reported", "unexpected"],
)
async def test_a_failure_that_leaves_a_connection_open_still_ends_the_process(
    tmp_path: Path, failure: str, expected: str
) -> None:
    """aiosqlite's thread is not a daemon: a command failing with a connection still open ends anyway, exit 1."""
    script = (
        "import aiosqlite, click\n"
        "from bot import startup\n"
        "left_open = []\n"
        "async def main():\n"
        "    left_open.append(await aiosqlite.connect(':memory:'))\n"
        f"    {failure}\n"
        "startup.run(main())\n"
    )
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-c", script, stderr=asyncio.subprocess.PIPE, env=_env(tmp_path), cwd=tmp_path
    )
    try:
        _, err = await asyncio.wait_for(process.communicate(), TIMEOUT)
    except TimeoutError:
        process.kill()
        await process.wait()
        pytest.fail("the process hung on its open connection")
    assert process.returncode == 1
    assert expected in err.decode()


# -- privacy: private files, masked secrets ---------------------------------------------


async def test_every_file_recap_writes_is_private(tmp_path: Path) -> None:
    """After two short chats on a home an older recap left world-readable, every file is 0600 and every folder
    0700 (git's read-only objects stay read-only, for their owner alone)."""
    home = tmp_path / "home"
    await _used_home(home)
    if database_url() is None:  # the SQLite file is one of the home's files
        os.chmod(home / "recap.db", 0o644)
    os.chmod(home, 0o755)
    done = await _recap(home, "chat", "--user", "ann", stdin="I'll send the deck on Friday.\n/due\n")
    assert done.returncode == 0, done.stderr
    assert (home / "users" / "ann" / ".git").is_dir()  # the start-up committed what the first chat left
    seen = 0
    for folder, folders, files in os.walk(home):
        for name in [".", *folders, *files]:
            path = Path(folder) / name
            mode = stat.S_IMODE(path.lstat().st_mode)
            seen += 1
            if path.is_dir():
                assert mode == 0o700, f"{path}: {mode:o}"
            elif ".git" in path.relative_to(home).parts:
                assert mode & 0o077 == 0 and mode & 0o400, f"{path}: {mode:o}"
            else:
                assert mode == 0o600, f"{path}: {mode:o}"
    assert seen > 20


async def test_a_rejected_token_is_never_printed(tmp_path: Path) -> None:
    """`recap serve` with a token the Bot API rejects ends with one line naming the setting; neither stderr nor
    any log line (at DEBUG) holds the token."""
    home = tmp_path / "home"
    async with FakeTelegram(TOKEN) as telegram:
        done = await _recap(
            home,
            "serve",
            "telegram",
            "--env-file",
            "none.env",
            TELEGRAM_BOT_TOKEN=WRONG_TOKEN,
            TELEGRAM_API_BASE_URL=telegram.base_url,
            RECAP_ALLOWED_USERS="telegram:1",
            RECAP_LOG_LEVEL="DEBUG",
        )
        assert telegram.calls == []  # the fake answers only its own token: the wrong one was refused
    assert done.returncode == 1
    assert "TELEGRAM_BOT_TOKEN" in done.stderr.strip().splitlines()[-1]
    secret = WRONG_TOKEN.split(":", 1)[1]
    assert secret not in done.stderr and secret not in done.stdout
    assert "<secret>" in done.stderr


async def test_a_token_in_the_env_file_is_masked_too(tmp_path: Path) -> None:
    """A token read from --env-file (not the environment) is masked just the same."""
    home = tmp_path / "home"
    async with FakeTelegram(TOKEN) as telegram:
        (tmp_path / "recap.env").write_text(f"TELEGRAM_BOT_TOKEN={WRONG_TOKEN}\n", encoding="utf-8")
        done = await _recap(
            home,
            "serve",
            "telegram",
            "--env-file",
            "recap.env",
            TELEGRAM_API_BASE_URL=telegram.base_url,
            RECAP_ALLOWED_USERS="telegram:1",
            RECAP_LOG_LEVEL="DEBUG",
        )
    assert done.returncode == 1
    assert WRONG_TOKEN.split(":", 1)[1] not in done.stderr + done.stdout


# -- git: what a kill left is mended at start-up ----------------------------------------


@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
async def test_start_up_clears_a_stale_index_lock_and_commits_what_was_left(tmp_path: Path) -> None:
    """A kill mid-commit left .git/index.lock and uncommitted files: the next start removes the lock and commits."""
    home = tmp_path / "home"
    await _used_home(home)
    repo = home / "users" / "ann"
    git(repo, "init", "--quiet")
    (repo / ".git" / "index.lock").write_bytes(b"")
    done = await _recap(home, "chat", "--user", "ann", stdin="hello again\n")
    assert done.returncode == 0, done.stderr
    assert not (repo / ".git" / "index.lock").exists()
    assert git(repo, "log", "--format=%s").splitlines() == ["recovered at start-up: changes a stop left uncommitted"]
    assert "profile.md" in git(repo, "ls-files").splitlines()


async def _say_and_close(home: Path, clock: VirtualClock, text: str) -> None:
    """One message from ann, then an hour of quiet: the sweep closes the slice (and commits it)."""
    memory = await Memory.open(Home(home))
    try:
        await Dispatcher(memory, clock).handle(Inbound(user="ann", text=text))
        await advance(memory, clock, clock.now() + timedelta(hours=1), _nowhere)
    finally:
        await memory.close()


async def _nowhere(name: str, text: str) -> None:
    return None


@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
def test_a_slice_closed_after_a_kill_mid_commit_is_committed_at_start_and_history_goes_on(tmp_path: Path) -> None:
    """A commit that failed on a lock (a git was still at work) leaves a closed slice out of history; the next start
    removes the stale lock and commits it, and the next slice closed is committed as usual."""
    home = tmp_path / "home"
    clock = VirtualClock(datetime(2026, 3, 2, 8, 0, tzinfo=UTC))
    asyncio.run(_say_and_close(home, clock, "Maya is COO now."))
    repo = home / "users" / "ann"
    lock = repo / ".git" / "index.lock"
    with git_at_work(repo):
        lock.write_bytes(b"")
        asyncio.run(_say_and_close(home, clock, "I'll send the deck on Friday."))
        assert lock.exists()
    assert git(repo, "status", "--porcelain")  # the second slice is not in the history

    with startup.claim(Home(home), "recap chat"):
        assert not lock.exists()
        assert git(repo, "status", "--porcelain") == ""
        asyncio.run(_say_and_close(home, clock, "The VPN is down again."))

    subjects = git(repo, "log", "--format=%s").splitlines()
    assert subjects[1] == "recovered at start-up: changes a stop left uncommitted"
    assert subjects[0].startswith("slice ") and subjects[2].startswith("slice ")
    assert len(subjects) == 3
    committed = git(repo, "ls-files").splitlines()
    assert sum(1 for path in committed if path.startswith("episodic/slices/")) == 3
