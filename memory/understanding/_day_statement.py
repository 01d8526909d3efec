"""A day said as what it is, before the to-dos of that day: "tmrw is the 1st aka rent day — pay
rent + transfer the savings", "friday is payday, pay the nanny and the cleaner".

The opening clause names no to-do and is read as nothing; the to-dos after it, each read alone,
say no date. Said this way the day scopes them, as a heading would ("fri: pay the nanny"), so
they are due that day, never undated. Only a clause of one "is" between a whole day ("tmrw",
"friday") and what names a day ("payday", "a bank holiday", "the 1st"; never "today is a mess,
call mum"), said before the to-do's words with no other date between.
"""

from __future__ import annotations

import re

from memory.model import Precision
from memory.understanding._phrases import _I, _Ctx
from memory.understanding.timex import DateSpec, find_spans, has_date_words

# "<day> is <what>", a separator, then the to-dos (and any said before this one, on the same list):
# "tmrw is rent day - ", "friday is payday, pay the nanny and "
_DAY_IS = re.compile(
    r"^\s*(?P<day>[^,;:\-–—]{1,20}?)\s+(?:is|'s)\s+(?P<what>[^,;:\-–—]{1,40}?)\s*(?:[,;:]|\s[-–—]+|\s+so)\s"
    r"(?P<items>.*)$",
    _I,
)
# what names a day of its own: "payday", "rent day", "a bank holiday", "the 1st", "the deadline"
_A_DAY = re.compile(r"(?:day|holiday|deadline|\d(?:st|nd|rd|th))\b", _I)


def stated_day(said: str, ctx: _Ctx) -> DateSpec | None:
    """The day ``said`` (the words before a to-do) states as what it is ("friday is payday, "),
    or None: one whole day, ahead, before "is", and nothing else said."""
    m = _DAY_IS.match(f"{said.rstrip()} ")
    if m is None or not _A_DAY.search(m["what"]) or has_date_words(m["items"]):
        return None  # "today is a mess, call mum": no day named; "…, call mum tues and …": the item's own
    spans = find_spans(m["day"], now=ctx.now, tz=ctx.tz)
    if len(spans) != 1 or (spec := spans[0].spec) is None or spec.precision is not Precision.DAY:
        return None
    if m["day"][spans[0].start : spans[0].end].strip() != m["day"].strip() or spec.end <= ctx.now:
        return None
    return spec
