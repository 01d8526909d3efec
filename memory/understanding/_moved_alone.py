"""A move said with only its new day: "moved to the sat", "pushed to fri", "got bumped to the
12th", "rescheduled for next tues" — the to-do just talked about, moved there.

Said as the whole sentence, the verb and the day are all there is: the thing moved is the one the
conversation was about (:func:`._lifecycle.that_moved_to`: which one, :mod:`memory.derive` decides,
and recap asks when none fits). Read as nothing, "moved to the sat" was met with "is it a to-do, a
fact or a problem?". What follows "to" must be a date and nothing else ("moved to Leeds", "moved
to the 3rd floor" move no to-do). Hand-written: a closed set of verbs of moving. "shifted to sun
same time" keeps the to-do's time of day (:func:`._lifecycle.time_kept`).
"""

from __future__ import annotations

import re

from memory.understanding._lifecycle import _SAME_TIME, that_moved_to, time_kept
from memory.understanding._phrases import _I, _Ctx
from memory.understanding.intents import Intent

__all__ = ["moved_alone"]

_MOVED_TO = re.compile(
    r"^(?:(?:it|that|this|it's|its|that's|thats)\s+)?(?:(?:is|was|has|'s|got|been|now|just|all|actually|so)\s+)*"
    r"(?:moved|pushed|bumped|shifted|changed|rescheduled|postponed|rebooked|switched|put\s+back|pushed\s+back"
    r"|moved\s+back|bumped\s+back|moved\s+forward|brought\s+forward|moved\s+up|bumped\s+up)"
    r"\s+(?:to|till|til|until|for)\s+(?P<d>[^,;]+?)[\s!.]*$",
    _I,
)


def moved_alone(s: str, ctx: _Ctx) -> list[Intent] | None:
    """The to-do just talked about, moved to the day ``s`` says and nothing else; None otherwise."""
    said = s.strip()
    same = _SAME_TIME.search(said)
    m = _MOVED_TO.match(said[: same.start()] if same is not None else said)
    if m is None:
        return None
    moved = that_moved_to(m["d"], s, ctx)
    return time_kept(moved) if moved is not None and same is not None else moved
