"""A correction said as a step from the date it puts right: "no, the day before", "sorry, a week
later", "actually an hour earlier", "make it 2 days after".

The words name no date of their own: only the date being corrected (a to-do's due, the day a
fact became true) tells which day they mean, so the reader keeps the words and
:mod:`memory.derive` moves the old date by :func:`relative_shift`. Hand-written: one shape, a
count, a unit and a direction.
"""

from __future__ import annotations

import re
from datetime import timedelta

from memory.understanding._phrases import _I

__all__ = ["relative_shift"]

_COUNTS = {"the": 1, "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "couple": 2}
_UNITS = {"min": timedelta(minutes=1), "hour": timedelta(hours=1), "hr": timedelta(hours=1),
          "day": timedelta(days=1), "week": timedelta(weeks=1), "wk": timedelta(weeks=1)}  # fmt: skip
_STEP = re.compile(
    r"^(?:(?P<n>\d{1,2}|the|an?|one|two|three|four|five|a\s+couple\s+of)\s+)?(?P<unit>min|hour|hr|day|week|wk)"
    r"(?:ute)?s?\s+(?P<dir>before|after|earlier|later|sooner|prior)$",
    _I,
)


def relative_shift(text: str) -> timedelta | None:
    """How far ``text`` ("the day before", "2 hours later") moves the date it corrects, or None."""
    m = _STEP.match(text.strip().rstrip(" .!"))
    if m is None:
        return None
    n = (m["n"] or "a").lower().replace("a couple of", "couple")
    count = int(n) if n.isdigit() else _COUNTS[re.sub(r"\s+", " ", n)]
    if count == 0:
        return None
    step = _UNITS[m["unit"].lower()] * count
    return -step if m["dir"].lower() in ("before", "earlier", "sooner", "prior") else step
