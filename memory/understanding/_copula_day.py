"""The day a statement gives with "is": "Mia's last day is the 26th", "the deadline's the 3rd",
"her birthday was the 9th of May", so that a "by then" after it is that day.

The time reader, scanning free text, refuses a bare "the 26th" with nothing before it (a rank as
often as a day: "finished the 3rd"), so "Mia's last day is the 26th, need to get her a card by
then" gave "by then" no day and recap asked. After "is"/"'s"/"was"/"falls on" the words are a
value, and an ordinal day there is a date: read as such (:func:`copula_day`), the last one said.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _Ctx
from memory.understanding._timex_words import ORDINAL_PATTERN
from memory.understanding.timex import DateSpec

_COPULA_DAY = re.compile(
    r"(?:\b(?:is|are|was|were|falls\s+on|lands\s+on)|'s)\s+(?P<d>(?:the\s+)?\d{1,2}(?:st|nd|rd|th)"
    r"|the\s+(?:" + ORDINAL_PATTERN + r")(?:\s+of\s+[a-z]+)?)"
    # the day ends what is said of it: "is the 26th, …", never "is the 3rd person to …"
    r"(?=\s*(?:[,;.!?:]|[-–—]|$|\s+(?:and|so|but|then)\b))",
    _I,
)


# a day of the month said as the subject: "the 31st is the cutoff", "the 19th's Zainab's birthday"
DAY_SUBJECT = re.compile(r"(?:^|(?<=[,;.!?])\s*)(?:the\s+)(?P<d>\d{1,2}(?:st|nd|rd|th))(?=(?:\s+is|'s)\b)", _I)


def copula_day(said: str, ctx: _Ctx) -> DateSpec | None:
    """The last day ``said`` gives as a value after "is" ("… last day is the 26th") or as the
    subject of one ("the 31st is the cutoff"), else None."""
    found = [(m.start(), m["d"]) for m in _COPULA_DAY.finditer(said)]
    found += [(m.start(), f"the {m['d']}") for m in DAY_SUBJECT.finditer(said.strip())]
    days = [ctx.date(d) for _, d in sorted(found)]
    days = [day for day in days if day is not None]
    return days[-1] if days else None
