"""Lengths of time from now as people type them, beyond the core "in 3 hours" of :mod:`.timex`:

- a fraction of hours: "in 1.5 hours", "in 2.5 hrs", "in 2 and a half hours" (so many minutes
  from now; never the clock time 2:30 nor "half" left in the to-do);
- a part of an hour counted "from now": "half an hour from now", "a quarter of an hour from now",
  "three quarters of an hour from now" (not "an hour from now" with "half" left over);
- a length run into its unit: "in 2hrs", "in 45mins", "in 3days";
- one more on top: "in 2 more days", "in ten more minutes" (the same as without "more");
- a softened length: "in about 2 hours", "in around 20 mins", "roughly 3 days from now". Hours and
  minutes are read as said (a reminder is due about then); days and longer name no exact day and
  are asked about (their doubt is :mod:`.timex`'s ``_SOFTENED``). Unread, "about 2" was the clock
  time 2 o'clock and "in hours" stayed in the to-do: a wrong due stored with confidence.

Written by hand: each is a closed phrase with a fixed meaning, and recap must know exactly which
words it took. :func:`install` adds the rules after :mod:`.timex`'s own, through the module handed
over at install time, as :mod:`._timex_everyday` does.
"""

from __future__ import annotations

import re
from datetime import timedelta
from types import ModuleType
from typing import Any

from memory.model import Precision
from memory.understanding._elapsed import elapsed

__all__ = ["install"]

_HOURS = r"(?:hours?|hrs?|h)"
_UNITS = r"(?P<unit>minutes?|mins?|hours?|hrs?|days?|weeks?|wks?|months?|years?|yrs?)"
# minutes in a part of an hour, as said before "hour from now"
_PARTS = {"half an": 30, "half a": 30, "a quarter of an": 15, "quarter of an": 15, "three quarters of an": 45,
          "three-quarters of an": 45}  # fmt: skip
_PART = "|".join(sorted(map(re.escape, _PARTS), key=len, reverse=True))
_SOFT = r"(?:about|around|roughly|approximately|approx\.?|~)"
_WHOLE = {"wk": "week", "wks": "weeks", "yr": "year", "yrs": "years", "hr": "hour", "hrs": "hours"}


def install(t: ModuleType) -> None:
    """Register this module's rules with :mod:`.timex` (``t``: that module, its own rules read), after its own."""
    rule = t._rule
    num = t._NUM

    def minutes_from_now(minutes: float, ctx: Any) -> Any:
        at = elapsed(ctx.now, timedelta(minutes=round(minutes)))
        return at, at + timedelta(seconds=1), Precision.INSTANT, True

    def after_in(m: re.Match[str], ctx: Any) -> bool:
        """Whether the length was said after "in" (written, or the phrase's connector): "1.5 hours"
        alone is a length, not a time."""
        return m.group(0).startswith("in") or ctx.connector in ("in", "within")

    @rule(
        r"(?:in\s+)?(?P<n>\d{1,2})\.(?P<f>\d{1,2})\s*" + _HOURS
        + r"|(?:in\s+)?(?P<w>" + num + r")\s+and\s+an?\s+half\s+hours?"
    )
    def _fraction_of_hours(m: re.Match[str], ctx: Any) -> Any:
        """ "in 1.5 hours", "in 2 and a half hours": that many minutes from now."""
        if not after_in(m, ctx):
            return None
        if m["w"]:
            return None if m["w"] in t._FUZZY else minutes_from_now(60 * t._number(m["w"]) + 30, ctx)
        return minutes_from_now(60 * float(f"{m['n']}.{m['f']}"), ctx)

    @rule(r"(?P<p>" + _PART + r")\s+hour\s+from\s+now")
    def _part_of_hour_from_now(m: re.Match[str], ctx: Any) -> Any:
        """ "half an hour from now", "a quarter of an hour from now"."""
        return minutes_from_now(_PARTS[m["p"]], ctx)

    @rule(r"(?:in\s+)?(?P<n>\d{1,3})(?P<unit>mins?|minutes?|hrs?|hours?|days?|wks?|weeks?)")
    def _run_together(m: re.Match[str], ctx: Any) -> Any:
        """ "in 2hrs", "in 45mins", "in 3days": the number run into its unit."""
        if not after_in(m, ctx):
            return None
        return t._apply(f"in {m['n']} {_WHOLE.get(m['unit'], m['unit'])}", ctx)

    @rule(r"(?:in\s+)?(?P<n>" + num + r")\s+more\s+" + _UNITS)
    def _more(m: re.Match[str], ctx: Any) -> Any:
        """ "in 2 more days", "in ten more minutes": as without "more"."""
        if not after_in(m, ctx):
            return None
        return t._apply(f"in {m['n']} {_WHOLE.get(m['unit'], m['unit'])}", ctx)

    @rule(r"(?:in\s+)?" + _SOFT + r"\s*(?P<n>" + num + r")\s+" + _UNITS + r"(?P<now>\s+from\s+now)?")
    def _softened(m: re.Match[str], ctx: Any) -> Any:
        """ "in about 2 hours", "around 3 days from now": the length; days and longer carry a doubt."""
        if not (after_in(m, ctx) or m["now"]):
            return None  # "about 3 days" alone is a length ("took about 3 days"), no time from now
        return t._apply(f"in {m['n']} {_WHOLE.get(m['unit'], m['unit'])}", ctx)
