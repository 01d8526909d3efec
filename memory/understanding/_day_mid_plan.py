"""A plan with its day said in the middle, before what it is done with: "I'll drive up thursday with a
spare battery", "gonna head over friday with the spare key", "I'll call Bob monday with the numbers".

The date reader takes a day at the end of the to-do, or after a connector; said before "with …" the
day is left in the action and the plan asked about with no date. The words after the day belong to
the deed ("drive up with a spare battery"), so they go before it and the plan reads as typed that
way ("I'll drive up with a spare battery thursday"). Only a deed of two words or more ("I'll go thursday
with Ana" stays unread), only a day word alone (a weekday, "tomorrow", "next …"), and only before
"with": "… thursday and friday", "… thursday or so" are left as they are.

Hand-written: one shape, a regex.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I

__all__ = ["day_last"]

_DAY = (
    r"(?:on\s+)?(?:(?:next|this)\s+)?(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun|(?:mon|tues|wednes|thurs|fri"
    r"|satur|sun)day)|tomorrow|tmrw|tmr|tonight|today"
)
_MID = re.compile(rf"^(?P<deed>\S+\s+\S.*?)\s+(?P<day>{_DAY})\s+(?P<with>with\s+\S.*)$", _I)


def day_last(text: str) -> str | None:
    """``text`` with the day said before its "with …" moved after it, or None when it has no such day."""
    m = _MID.match(text.strip())
    if m is None:
        return None
    return f"{m['deed']} {m['with']} {m['day']}"
