"""Git push on close (issue 13): a user's ``/git_remote`` (kept in their profile, in the record) gets their
timeline when the sweep closes a slice, off the message path; a push that fails is logged, loses nothing and
goes at the next close; on PostgreSQL what another worker wrote is pushed too; a remote that is not a plain
path, file://, ssh:// or https:// is refused and never run. The remotes are bare repositories in tmp_path."""

from __future__ import annotations

import shutil
import subprocess
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from structlog.testing import capture_logs

from bot.dispatcher import Dispatcher
from bot.types import Inbound
from jobs.virtual import advance
from memory import gitpush
from memory.clock import VirtualClock
from memory.home import Home
from memory.service import Memory
from memory.stores import DATABASE_URL
from tests.memory.test_gitrepo import git

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

START = datetime(2026, 3, 2, 8, 0, tzinfo=UTC)


async def _nowhere(name: str, text: str) -> None:
    return None


def _bare(path: Path) -> Path:
    subprocess.run(["git", "init", "--quiet", "--bare", str(path)], check=True, capture_output=True)
    return path


def _pushed(remote: Path) -> dict[str, str]:
    """The files the remote's branch holds: path -> text ({} when nothing was pushed)."""
    if subprocess.run(["git", "rev-parse", "--verify", "-q", gitpush.BRANCH], cwd=remote,
                      capture_output=True).returncode:  # fmt: skip
        return {}
    names = git(remote, "ls-tree", "-r", "--name-only", gitpush.BRANCH).split()
    return {name: git(remote, "show", f"{gitpush.BRANCH}:{name}") for name in names}


class Talk:
    """dana talking through the dispatcher, the sweeps run on a virtual clock."""

    def __init__(self, memory: Memory, start: datetime = START) -> None:
        self.memory = memory
        self.clock = VirtualClock(start)
        self.dispatcher = Dispatcher(memory, self.clock)

    async def say(self, *lines: str) -> str:
        reply = ""
        for text in lines:
            await advance(self.memory, self.clock, self.clock.now() + timedelta(minutes=1), _nowhere)
            reply = (await self.dispatcher.handle(Inbound(user="dana", text=text)))[0]
        return reply

    async def quiet(self) -> None:
        """Two hours without a word: the sweep closes the slice, commits and pushes."""
        await advance(self.memory, self.clock, self.clock.now() + timedelta(hours=2), _nowhere)


async def _record(memory: Memory) -> dict[str, str]:
    """dana's files as the record holds them, relative to her folder."""
    folder = "users/dana/"
    files = memory.timeline.files
    texts = {}
    for piece in await memory.store.slices("dana"):
        text = await files.read("dana", piece.path)
        assert text is not None
        texts[piece.path.removeprefix(folder)] = text
    return texts


@pytest.mark.parametrize(
    "url",
    ["/srv/git/dana.git", "file:///srv/git/dana.git", "ssh://git@example.org/dana.git",
     "https://example.org/dana/timeline.git"],
)  # fmt: skip
def test_remotes_recap_pushes_to(url: str) -> None:
    assert gitpush.check_remote(url) == url


@pytest.mark.parametrize(
    "url",
    ["ext::sh -c touch% /tmp/owned", "ext::sh", "--upload-pack=touch /tmp/owned", "-oProxyCommand=x",
     "ssh://-oProxyCommand=touch/x", "ssh://git@-oProxyCommand=x/dana.git", "git@example.org:dana.git",
     "relative/path.git", "http://example.org/dana.git", "https://dana:secret@example.org/dana.git",
     "fd::17", "file:///srv/git/da na.git", "/srv/git/dana.git\n--force", "https:///no-host.git"],
)  # fmt: skip
def test_remotes_recap_refuses(url: str) -> None:
    with pytest.raises(ValueError):
        gitpush.check_remote(url)


async def test_a_refused_remote_in_a_hand_edited_profile_is_never_run(tmp_path: Path) -> None:
    """Even past the command's check (a profile edited by hand), push refuses before git sees it."""
    repo = tmp_path / "repo"
    repo.mkdir()
    git(repo, "init", "--quiet")
    marker = tmp_path / "owned"
    with capture_logs() as logs:
        assert not await gitpush.push(repo, f"ext::sh -c touch% {marker}")
    assert not marker.exists()
    assert [entry["event"] for entry in logs] == ["git_push_refused"]


async def test_the_setting_is_kept_in_the_profile(memory: Memory, tmp_path: Path) -> None:
    """/git_remote shows, sets (checked), keeps across other settings and clears the remote, in the record."""
    talk = Talk(memory)
    assert "not pushed anywhere" in await talk.say("/git_remote")
    assert "absolute path" in await talk.say("/git_remote git@example.org:dana.git")
    remote = str(tmp_path / "dana.git")
    assert remote in await talk.say(f"/git_remote {remote}")
    await talk.say("/timezone Europe/Berlin")
    assert await memory.users.git_remote("dana") == remote
    profile = await memory.timeline.files.read("dana", "users/dana/profile.md")
    assert profile is not None and f"git_remote: {remote}" in profile
    assert "no longer" in await talk.say("/git_remote off")
    assert await memory.users.git_remote("dana") is None


async def test_closing_pushes_the_timeline(memory: Memory, tmp_path: Path) -> None:
    """The sweep's close commits the slice and pushes it: the remote's branch holds the record's text."""
    remote = _bare(tmp_path / "dana.git")
    talk = Talk(memory)
    await talk.say(f"/git_remote {remote}", "Maya is VP Operations.", "I'll send the deck by Friday.")
    assert _pushed(remote) == {}  # nothing on the message path
    await talk.quiet()
    pushed = _pushed(remote)
    record = await _record(memory)
    assert len(record) == 1 and {path: pushed.get(path) for path in record} == record
    assert "git_remote: " in pushed["profile.md"]


async def test_a_failed_push_loses_nothing_and_goes_at_the_next_close(memory: Memory, tmp_path: Path) -> None:
    """No repository at the remote's path yet: the push fails and is logged, the commit stays; once the
    repository is there, the next close pushes both slices."""
    remote = tmp_path / "later.git"
    talk = Talk(memory)
    await talk.say(f"/git_remote {remote}", "Maya is VP Operations.")
    with capture_logs() as logs:
        await talk.quiet()
    assert [entry["remote"] for entry in logs if entry["event"] == "git_push_failed"] == [str(remote)]
    first = await _record(memory)
    assert list(first) and all(path in git(memory.home.user_dir("dana"), "ls-files").split() for path in first)
    _bare(remote)
    await talk.say("The VPN is down.")
    await talk.quiet()
    record = await _record(memory)
    assert len(record) == 2 and {path: _pushed(remote).get(path) for path in record} == record


async def test_a_worker_pushes_what_another_wrote_on_postgresql(
    tmp_path: Path, postgresql_schema: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two workers on one database, each with its own home: the second, closing its slice, brings its copy
    up to the record first, so the remote gets the first worker's slice as well as its own."""
    monkeypatch.setenv(DATABASE_URL, postgresql_schema)
    remote = _bare(tmp_path / "dana.git")
    first = await Memory.open(Home(tmp_path / "first"))
    try:
        talk = Talk(first)
        await talk.say(f"/git_remote {remote}", "Maya is VP Operations.")
        await talk.quiet()
        later = talk.clock.now()
    finally:
        await first.close()
    second = await Memory.open(Home(tmp_path / "second"))
    try:
        talk = Talk(second, later)
        await talk.say("The VPN is down.")
        await talk.quiet()
        record = await _record(second)
    finally:
        await second.close()
    assert len(record) == 2 and {path: _pushed(remote).get(path) for path in record} == record
