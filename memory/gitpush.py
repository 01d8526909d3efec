"""Pushing a user's timeline to their own git remote when a slice closes (issue 13).

A user's remote is the ``git_remote`` setting of their ``profile.md`` (``/git_remote <url>``,
:meth:`memory.users.Users.set_git_remote`), so it lives in the record with their files. After
the sweep commits the slices it closed (:meth:`memory.service.Memory.commit_closed`, off the
message path), each of those users with a remote has their working copy pushed: the home's
folder on SQLite; on PostgreSQL the same folder, first brought up to the record
(``user_files``) and committed, since a worker's copy holds only what it wrote.

The remote mirrors the working copy's history: the push is forced, as ``/forget`` restarts
that history and the words must leave the remote's branch too. A push that fails (no network,
a remote that refuses) is logged and changes nothing here: the commits stay, and the next close
of that user pushes them all.

Only a plain absolute path, ``file://``, ``ssh://`` and ``https://`` are pushed to
(:func:`check_remote`): no ``ext::`` transport running a command, no scp-like ``host:path`` git
reads loosely, no URL starting with ``-`` read as an option; git is also told to allow only
those protocols, and the URL is passed after ``--``.
"""

from __future__ import annotations

import asyncio
import os
import re
import shutil
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

import structlog

from memory import gitrepo
from memory.home import Home

if TYPE_CHECKING:
    from memory.slicestore import LocalFiles
    from memory.users import Users

log = structlog.get_logger(__name__)

FROM_RECORD = "brought up to the record before a push"  # the message of that commit (PostgreSQL)
BRANCH = "refs/heads/main"  # where the remote keeps the timeline, whatever the local branch is called
PUSH_TIMEOUT = 120.0  # seconds before a push that hangs (an unreachable host) is given up
CONCURRENCY = 4  # pushes at once
_SCHEMES = ("file", "ssh", "https")
_UNSAFE = re.compile(r"[\x00-\x20\x7f]")  # white space and control characters


def check_remote(url: str) -> str:
    """``url`` when recap pushes to it, else ValueError saying what is accepted."""
    parts = urlsplit(url)
    if _UNSAFE.search(url) or url.startswith("-") or "::" in url:
        raise ValueError("a git remote is a plain path or a file://, ssh:// or https:// URL, without spaces")
    if re.search(r"(^|[@:])-", parts.netloc):  # a host or user ssh would read as an option
        raise ValueError("a git remote's host or user does not start with '-'")
    if parts.password is not None:  # the command is kept on the timeline, and pushed with it
        raise ValueError("a git remote holds no password: the server's git credentials are used")
    if parts.scheme == "" and url.startswith("/"):
        return url
    if parts.scheme in _SCHEMES and (parts.netloc or parts.scheme == "file") and parts.path.startswith("/"):
        return url
    raise ValueError("a git remote is an absolute path or a file://, ssh:// or https:// URL")


async def push(repo: Path, url: str) -> bool:
    """Push ``repo``'s current commit to ``url`` (see the module); False, logged, when it fails."""
    git = shutil.which("git")
    if git is None or not (repo / ".git").is_dir():
        log.warning("git_push_skipped", repo=str(repo), reason="no git" if git is None else "no history yet")
        return False
    try:
        check_remote(url)
    except ValueError as error:  # a profile edited by hand
        log.error("git_push_refused", repo=str(repo), remote=url, reason=str(error))
        return False
    env = {**os.environ, "GIT_ALLOW_PROTOCOL": ":".join(_SCHEMES), "GIT_TERMINAL_PROMPT": "0"}
    process = await asyncio.create_subprocess_exec(
        git, "-c", "protocol.ext.allow=never", "push", "--quiet", "--force", "--", url, f"HEAD:{BRANCH}",
        cwd=repo, env=env, stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )  # fmt: skip
    try:
        output, _ = await asyncio.wait_for(process.communicate(), PUSH_TIMEOUT)
    except TimeoutError:
        process.kill()
        await process.wait()
        log.error("git_push_failed", repo=str(repo), remote=url, output=f"no answer in {PUSH_TIMEOUT:.0f} s")
        return False
    if process.returncode:
        log.error("git_push_failed", repo=str(repo), remote=url, output=output.decode("utf-8", "replace").strip())
        return False
    return True


async def push_each(pushes: Iterable[tuple[Path, str]]) -> int:
    """:func:`push` for each (repo, url), :data:`CONCURRENCY` at a time; returns how many went."""
    gate = asyncio.Semaphore(CONCURRENCY)

    async def one(repo: Path, url: str) -> bool:
        async with gate:
            return await push(repo, url)

    return sum(await asyncio.gather(*(one(repo, url) for repo, url in pushes)))


async def push_closed(users: Users, files: LocalFiles, home: Home, user_ids: Iterable[str]) -> int:
    """Push the working copy of each of ``user_ids`` (whose slices were just closed and
    committed) that has a remote, brought up to the record first; returns how many went."""
    pushes = []
    for user_id, url in sorted((await users.git_remotes(list(user_ids))).items()):
        if await files.materialise(user_id):  # PostgreSQL: what other workers wrote
            await gitrepo.commit_all(home.user_dir(user_id), FROM_RECORD)
        pushes.append((home.user_dir(user_id), url))
    return await push_each(pushes)
