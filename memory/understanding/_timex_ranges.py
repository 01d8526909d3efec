"""A length of time from now given as a range: "in a day or two", "in an hour or two", "in 2 or 3
days", "in 2-3 weeks", "in 10-15 mins", "within a week or two".

Each names a window, not a moment: from the shorter length to the longer. Unread, the scan takes
"in a day" and leaves "or two" in the to-do ("call mum or two", due tomorrow), or takes nothing
and keeps "in 2-3 weeks" as part of the action. Read as a window, a to-do due then carries a doubt
(:data:`.timex._VAGUE`) and is offered in a question with the window's end as its due.

Only after "in" or "within" (written, or the connector a scan found): "2-3 weeks" alone is how
long something takes, not when. :func:`install` adds the rule after :mod:`.timex`'s own, through
the module handed over at install time, as :mod:`._timex_everyday` does.
"""

from __future__ import annotations

import re
from datetime import timedelta
from types import ModuleType
from typing import Any

from memory.model import Precision
from memory.understanding._elapsed import elapsed

__all__ = ["install"]

_SECOND = timedelta(seconds=1)  # the end is exclusive: a due offered at the window's end is that minute
_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "ten": 10}
_N = r"\d{1,3}|" + "|".join(_COUNTS)
_UNIT = r"(?P<unit>minute|min|hour|hr|day|week|month|year)s?"
_RANGE = (
    r"(?:in|within)?\s*(?:(?P<a>"
    + _N
    + r")\s*(?:or|-|–)\s*(?P<b>"
    + _N
    + r")\s+"
    + _UNIT
    + r"|(?P<one>an?|one)\s+(?P<unit1>minute|min|hour|hr|day|week|month|year)\s+or\s+(?P<b1>"
    + _N
    + r"))"
)


def _count(raw: str) -> int:
    return _COUNTS.get(raw) or int(raw)


def install(t: ModuleType) -> None:
    """Register the rule with :mod:`.timex` (``t``: that module), after its own."""

    @t._rule(_RANGE)
    def _in_a_range(m: re.Match[str], ctx: Any) -> Any:
        """ "in a day or two", "in 2-3 weeks": the window from the nearer length to the farther."""
        if not (m.group(0).startswith(("in", "within")) or ctx.connector in ("in", "within")):
            return None
        unit = t._unit(m["unit"] or m["unit1"])
        low, high = (1, _count(m["b1"])) if m["one"] else (_count(m["a"]), _count(m["b"]))
        if not 0 < low < high:
            return None
        if unit in ("minute", "hour"):
            step = timedelta(**{unit + "s": 1})
            return elapsed(ctx.now, step * low), elapsed(ctx.now, step * high + _SECOND), Precision.INSTANT, True
        return t._fuzzy_span(ctx, unit, low, high)
