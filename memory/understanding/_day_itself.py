"""A day stressed with "itself", as Indian and Melanesian Englishes say it: "tomorrow itself i will
collect the photos", "today itself i'll send the forms", "monday itself we need to file it",
"moved to Pune in october itself", "on diwali itself".

"Itself" after a day means that very day and adds nothing to it; said after the to-do ("call him
tomorrow itself") the date reader already leaves it as the day's trail, but said first it stood
between the day and the clause, which then read as nothing (or as a to-do "itself we need to file
it"). The word is dropped after a day word; any other "itself" ("the door fixed itself") stays.
(The same stress said with "only" is the sentence reader's, :data:`._sentences._EMPHATIC_DAY`, as
"only" may be a limit.)
Hand-written: one word.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding._timex_words import HOLIDAY_PATTERN

__all__ = ["without_day_itself"]

_DAY_ITSELF = re.compile(
    r"\b(?P<d>today|tonight|tonite|tomorrow|tmrw|tmr|tmrow|2moro|now|morning|evening|eod"
    r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun"
    r"|\d{1,2}(?:st|nd|rd|th)|\d[ap]m"
    # a month or a week said so: "shifted to Pune in october itself", "this week itself" ("may" is also a verb)
    r"|january|february|march|april|june|july|august|september|october|november|december"
    r"|jan|feb|apr|jun|jul|aug|sep|sept|oct|nov|dec|week|month|year"
    # a holiday: "on diwali itself", "moved to australia day itself"
    r"|" + HOLIDAY_PATTERN + r")\s+itself\b",
    _I,
)


def without_day_itself(text: str) -> str:
    """``text`` without the "itself" that stresses a day (see the module doc)."""
    return _DAY_ITSELF.sub(r"\g<d>", text) if "itself" in text.lower() else text
