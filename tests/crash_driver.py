"""The children :mod:`tests.test_crash` kills: recap's real start-up, memory and dispatcher under a virtual clock.

Run as ``python -m tests.crash_driver``: a parent that imports recap once and then, for each ``start HOME`` line
on stdin, forks a child, prints ``pid <pid>``, waits for the child to end and prints ``ended <pid> <code>`` (a
negative code: killed by that signal). Importing recap costs a second or more a process on a busy machine; a
fork costs milliseconds, so the crash test's thirty-odd restarts are spent on recap, not on imports. Lines the
parent does not know (what a killed child left unread) are skipped.

The parent reports a child's end only once every process of the child's process group is gone: a git command
the child was starting when it was killed can outlive it for a moment, holding a copy of the child's descriptor
of the home lock (taken between its fork and its exec), and the next child would find the home busy. The parent
is the child subreaper of its descendants, so it adopts such orphans and waits for them too.

Each child is a process of its own, in a session of its own (so that the test's SIGKILL of its process group
reaches the git commands it started too), sharing stdin and stdout with the parent while the parent waits. It
starts as every recap command does (:func:`bot.startup.claim`: the home lock, then the repairs of what a crash
left), prints ``ready``, and then reads one message a line (``<ISO time>\\t<platform ref>\\t<text>``) up to an
``end`` line: for each it moves the clock there (the sweeps close idle slices and commit them on the way) and
prints ``ack <ref>`` once the dispatcher has returned: the message is stored and durable, as a platform would be
told. So that the test can land its kills inside the moments that matter, it also prints ``write`` before each
slice-file write and ``git`` before each git command or in-process commit; those markers come from this module's
wrappers around recap's functions, so nothing in recap itself knows of them. recap's log lines go to stderr, as in
every recap command.
"""

from __future__ import annotations

import ctypes
import os
import sys
import traceback
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from bot import startup
from bot.dispatcher import Dispatcher
from bot.logging import configure
from bot.types import Inbound
from jobs.virtual import advance
from memory import gitrepo, groupsync, slicestore
from memory.clock import VirtualClock
from memory.home import Home
from memory.service import Memory

USER = "ann"
PR_SET_CHILD_SUBREAPER = 36  # prctl(2): orphaned descendants are given to this process instead of init


def say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def marked(marker: str, function: Callable[..., Any]) -> Callable[..., Any]:
    """``function``, announcing each call with ``marker`` on stdout first."""

    def announced(*args: Any, **kwargs: Any) -> Any:
        say(marker)
        return function(*args, **kwargs)

    return announced


async def _ignore(user: str, text: str) -> None:
    return None


async def main(home: Home) -> None:
    memory = await Memory.open(home)
    try:
        say("ready")
        clock: VirtualClock | None = None
        dispatcher: Dispatcher | None = None
        while (line := sys.stdin.readline()) and line != "end\n":
            when, ref, text = line.rstrip("\n").split("\t", 2)
            at = datetime.fromisoformat(when)
            if clock is None or dispatcher is None:
                clock = VirtualClock(at)
                dispatcher = Dispatcher(memory, clock)
            await advance(memory, clock, at, _ignore)
            await dispatcher.respond(Inbound(USER, text, platform_ref=ref))
            say(f"ack {ref}")
    finally:
        await memory.close()


def child(home: Home) -> None:
    """One recap process's life, from its start-up to its end; never returns."""
    code = 0
    try:
        os.setsid()
        with startup.claim(home, "crash driver"):
            startup.run(main(home))
    except BaseException:
        sys.stderr.write(traceback.format_exc())
        code = 1
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code)


def serve() -> None:
    """Fork a child for each ``start HOME`` line and report its end (see the module)."""
    while line := sys.stdin.readline():
        if not line.startswith("start "):
            continue  # a killed child's unread messages
        pid = os.fork()
        if pid == 0:
            child(Home(Path(line.removeprefix("start ").rstrip("\n"))))
        say(f"pid {pid}")
        _, status = os.waitpid(pid, 0)
        with_group(pid)
        say(f"ended {pid} {os.waitstatus_to_exitcode(status)}")


def with_group(group: int) -> None:
    """Wait for every process left of ``group`` (adopted as orphans: this process is their subreaper)."""
    while True:
        try:
            os.waitpid(-group, 0)
        except ChildProcessError:
            return


if __name__ == "__main__":
    if ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_CHILD_SUBREAPER) failed")
    configure("INFO")
    # Slice files are written through memory.groupsync (whole, or staged by a sweep) and appended
    # through memory.slicestore.
    groupsync.write_atomically = marked("write", groupsync.write_atomically)
    groupsync.write_temporary = marked("write", groupsync.write_temporary)
    slicestore.LocalFiles.append = marked("write", slicestore.LocalFiles.append)
    gitrepo._git = marked("git", gitrepo._git)
    gitrepo._commit_named = marked("git", gitrepo._commit_named)  # the sweep's commits, in-process
    serve()
