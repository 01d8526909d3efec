"""The child process :mod:`tests.test_crash` kills: recap's real start-up, memory and dispatcher under a virtual
clock, fed one message a line (``<ISO time>\\t<platform ref>\\t<text>``) on stdin.

It starts as every recap command does (:func:`bot.startup.claim`: the home lock, then the repairs of what a
crash left), prints ``ready``, and then for each line moves the clock there (the sweeps close idle slices and
commit them on the way) and prints ``ack <ref>`` once the dispatcher has returned: the message is stored and
durable, as a platform would be told. So that the test can land its kills inside the moments that matter, it
also prints ``write`` before each slice-file write and ``git`` before each git command; those markers are
printed from this test module's wrappers around recap's functions, so nothing in recap itself knows of them.

Run as ``python -m tests.crash_driver HOME``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from bot import startup
from bot.dispatcher import Dispatcher
from bot.types import Inbound
from jobs.virtual import advance
from memory import gitrepo, timeline
from memory.clock import VirtualClock
from memory.home import Home
from memory.service import Memory

USER = "ann"


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
        for line in sys.stdin:
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


if __name__ == "__main__":
    where = Home(Path(sys.argv[1]))
    timeline.write_atomically = marked("write", timeline.write_atomically)
    timeline._append = marked("write", timeline._append)
    gitrepo._git = marked("git", gitrepo._git)
    with startup.claim(where, "crash driver"):
        startup.run(main(where))
