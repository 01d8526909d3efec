"""A school period said after the day: "Mr Osei is covering my year 10 class tmrw period 3",
"cover 8B fri period 2".

The period is which lesson of that day, a label of the class (:data:`._numbered_words.NUMBERED_THINGS`),
never a clock hour; said last, after the day, it left the day inside the to-do ("… class tmrw period
3", no due). Said before the day ("… class period 3 tmrw") the readers read the day as the due and
keep the period in the action, so it is put there.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I

__all__ = ["period_before_day"]

_DAY_THEN_PERIOD = re.compile(
    r"\b(?P<d>today|tonight|tmrw|tmr|tomorrow|tomoz|2moro|mon|tue|tues|wed|weds|thu|thur|thurs|fri"
    r"|(?:mon|tues|wednes|thurs|fri)day)\s+(?P<p>(?:period|p)\s*\d{1,2})(?P<end>\s*[.!]*\s*)$",
    _I,
)


def period_before_day(text: str) -> str:
    """``text`` with a school period said after its day ended by it put before the day; any other
    ``text`` as it is."""
    return _DAY_THEN_PERIOD.sub(r"\g<p> \g<d>\g<end>", text, count=1)
