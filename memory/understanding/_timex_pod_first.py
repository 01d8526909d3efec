"""A part of the day said before its day, or after it with "at": "before lunch tmrw", "at lunch
tomorrow", "lunchtime on friday", "the morning of the 5th", "tomorrow at lunch", "fri at night".

The core rules read "tomorrow lunch" and "friday evening"; said the other way round the scan
reads "lunch" alone (today's) and the day on its own, and the to-do keeps one of the two: "email
Jo before lunch tmrw" was due at the end of tomorrow, the lunch lost. Read here as one phrase,
it is that day's part ("tomorrow lunch").

The part of the day needs a connector or a preposition before it ("at lunch tomorrow", "before
lunch tmrw", "on the morning of the 5th"): "grab lunch tomorrow" is lunch to grab, due tomorrow,
not a time, and "meet Ana for lunch tomorrow" a lunch to meet for (:mod:`._meal_purpose`).
:func:`install` adds the rules after :mod:`.timex`'s own, through the module handed over at
install time.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta
from types import ModuleType
from typing import Any

from memory.model import Precision

__all__ = ["install"]

# "early evening", "mid morning", "late afternoon": a part of a part of the day (:data:`.timex._POD_PARTS`)
_POD = (
    r"(?:(?P<q>early|mid|late)\s+(?=morning|afternoon|evening))?(?P<pod>morning|afternoon|evening|night|lunch(?:time)?)"
)
_ONE_DAY = timedelta(hours=25)  # a day, and the hour a clock change may add to it


def install(t: ModuleType) -> None:
    """Register the rules with :mod:`.timex` (``t``: that module), after its own."""

    def on_day(day_words: str, pod: str, ctx: Any) -> Any:
        loose = replace(ctx, strict=False, connector=None)
        day = t._apply(day_words, loose)
        if day is None or day[2] != Precision.DAY or day[1] - day[0] > _ONE_DAY:
            return None
        return t._apply(f"{day_words} {pod}", loose)

    @t._rule(r"(?:the\s+)?" + _POD + r"\s+(?:(?:of|on)\s+)?(?P<day>.+)")
    def _pod_then_day(m: re.Match[str], ctx: Any) -> Any:
        """ "lunch tomorrow", "the morning of the 5th", "lunchtime on friday", "late afternoon tmrw":
        that day's part. Only lunch needs a connector: "grab lunch tomorrow" is lunch to grab."""
        lunch = m["pod"].startswith("lunch")
        if lunch and ((ctx.connector is None and not ctx.context) or ctx.connector == "for"):
            return None  # "grab lunch tomorrow", "meet Ana for lunch tomorrow": the lunch is the thing
        return on_day(m["day"], f"{m['q']} {m['pod']}" if m["q"] else m["pod"], ctx)

    @t._rule(r"(?P<day>.+?)\s+at\s+" + _POD)
    def _day_at_pod(m: re.Match[str], ctx: Any) -> Any:
        """ "tomorrow at lunch", "fri at night": that day's part."""
        return on_day(m["day"], m["pod"], ctx)
