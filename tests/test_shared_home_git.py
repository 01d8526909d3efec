"""Workers sharing one home (PostgreSQL, one volume) commit to the same git repositories at once.

Each worker here is a process of its own running :mod:`memory.gitrepo` as ``recap serve`` does:
the sweep's in-process commits of the slices it closed (:func:`memory.gitrepo.commit_many`) and
the whole-folder commits before a push (:func:`memory.gitrepo.commit_all`). Every process
writes and commits its own files, all in one user's repository (a user's slices close on one
worker while a correction re-describes an older one on another) and in a repository of its
own. All start at one signal, so their commits overlap. After: no commit failed, every one is
in the history, every file is committed as last written, and ``git fsck`` finds nothing wrong.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

WORKERS = 4
ROUNDS = 24
SHARED = "ann"  # the user every worker commits to

# One worker: waits for a line on stdin, then commits ROUNDS times, printing what each returned.
WORKER = """
import asyncio, json, sys
from pathlib import Path
from memory import gitrepo

users, name, rounds, shared = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3]), sys.argv[4]

async def main():
    sys.stdin.readline()
    done = []
    for n in range(rounds):
        for repo in (users / shared, users / name):
            path = f"episodic/slices/{name}-{n:02}.md"
            (repo / path).parent.mkdir(parents=True, exist_ok=True)
            (repo / path).write_text(f"{name} {n}\\n", encoding="utf-8")
            message = f"{repo.name} {name} {n}"
            if n % 6 == 5:  # now and then the whole folder, as before a push
                committed = await gitrepo.commit_all(repo, message)
            else:
                committed = (await gitrepo.commit_many([(repo, [path, "profile.md"], message)]))[0]
            done.append([message, committed])
    print(json.dumps(done), flush=True)

asyncio.run(main())
"""


def _git(repo: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["git", *args], cwd=repo, capture_output=True, text=True, timeout=60, check=False)


def _start(users: Path, name: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", WORKER, str(users), name, str(ROUNDS), SHARED],
        cwd=REPO, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip


def test_workers_sharing_a_home_commit_at_once_without_losing_or_breaking_anything(tmp_path: Path) -> None:
    users = tmp_path / "home" / "users"
    (users / SHARED).mkdir(parents=True)
    (users / SHARED / "profile.md").write_text("---\nname: ann\n---\n", encoding="utf-8")
    names = [f"w{n}" for n in range(WORKERS)]
    workers = [_start(users, name) for name in names]
    for worker in workers:  # all started: let them go together
        assert worker.stdin is not None
        worker.stdin.write("go\n")
        worker.stdin.flush()
    results = []
    for worker in workers:
        output, errors = worker.communicate(timeout=300)
        assert worker.returncode == 0, errors
        *logged, last = output.splitlines()  # structlog writes to stdout; the results come last
        assert not [line for line in logged if "git_" in line], logged  # no commit failed, no lock was taken
        results += json.loads(last)

    committed = [message for message, went in results if went]
    for repo in [users / SHARED, *(users / name for name in names)]:
        log = _git(repo, "log", "--format=%s").stdout.splitlines()
        # A commit reports nothing only when another worker's whole-folder commit took its file first.
        assert sorted(message for message in committed if message.startswith(f"{repo.name} ")) == sorted(log)
        assert _git(repo, "status", "--porcelain").stdout == ""  # every file committed as last written
        checked = _git(repo, "fsck", "--strict", "--no-dangling")
        assert checked.returncode == 0 and checked.stdout == "" and "error" not in checked.stderr, checked
    tree = _git(users / SHARED, "ls-tree", "-r", "--name-only", "HEAD").stdout.splitlines()
    assert len([path for path in tree if path.startswith("episodic/")]) == WORKERS * ROUNDS
