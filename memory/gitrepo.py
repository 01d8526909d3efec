"""One git repository per user for its Markdown files: history and rollback for free.

Git runs as a subprocess. When git is missing the files are still written; only the history
is lost, and that is logged once rather than failing a user's message.
"""

from __future__ import annotations

import asyncio
import shutil
from pathlib import Path

import structlog

log = structlog.get_logger(__name__)

_GIT = shutil.which("git")
_IDENTITY = ("-c", "user.name=recap", "-c", "user.email=recap@localhost", "-c", "commit.gpgsign=false")


async def _git(repo: Path, *args: str) -> tuple[int, str]:
    assert _GIT is not None
    process = await asyncio.create_subprocess_exec(
        _GIT, *_IDENTITY, *args, cwd=repo, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT
    )
    output, _ = await process.communicate()
    return process.returncode or 0, output.decode("utf-8", "replace")


async def commit_all(repo: Path, message: str) -> bool:
    """Commit everything in ``repo`` (initialising it on first use); False when nothing was committed."""
    if _GIT is None:
        log.warning("git_missing", repo=str(repo))
        return False
    repo.mkdir(parents=True, exist_ok=True)
    if not (repo / ".git").exists():
        code, output = await _git(repo, "init", "--quiet")
        if code:
            log.error("git_init_failed", repo=str(repo), output=output)
            return False
    await _git(repo, "add", "--all")
    code, output = await _git(repo, "commit", "--quiet", "--no-verify", "-m", message)
    if code and "nothing to commit" not in output:
        log.error("git_commit_failed", repo=str(repo), output=output)
    return code == 0


async def restart_history(repo: Path, message: str) -> bool:
    """Replace the repository's history with one commit of the files as they are now.

    Used when the user asks recap to forget: old commits would still hold the words.
    """
    shutil.rmtree(repo / ".git", ignore_errors=True)
    return await commit_all(repo, message)
