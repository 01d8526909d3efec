"""A due said again in other words at the end: "the drill reports have to be signed off by end of the
year, so that's tonight then", "renew the permit by the 31st, i.e. sunday", "pay Ana back by eom, which
is friday".

The user works out what the due they gave means and says it after a comma. Read with the rest, the
aside becomes part of the to-do's name ("sign off the drill reports by end of the year, so that's") and
the due is the aside's. The aside is dropped when it says only a day and the words before it already
give one (the same day said twice; the first is the to-do's own).

Only "so that's", "that's", "that is", "which is", "i.e." and "aka", then a date and at most "then" or
"really"; an aside saying more than a date ("so that's tonight if the rain stops") is left as typed.
Hand-written: one shape over the time reader's own spans.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated
from memory.understanding.timex import find_spans

__all__ = ["date_restated"]

_DAY = timedelta(days=1)

_RESTATED = gated(re.compile(
    r"\s*[,;(]\s*(?:so\s+)?(?:that's|thats|that\s+is|which\s+is|which's|i\.?e\.?,?|aka)\s+(?P<d>[^,;()]+?)"
    r"(?:\s+(?:then|really|basically|actually))?\s*\)?[.!]*$",
    _I,
))


def date_restated(text: str, *, now: datetime, tz: ZoneInfo) -> str:
    """``text`` without a clause-final aside that only says again a due the words before it gave."""
    m = _RESTATED.search(text)
    if m is None:
        return text
    said = find_spans(m["d"], now=now, tz=tz)
    if len(said) != 1 or said[0].spec is None or m["d"][: said[0].start].strip() or m["d"][said[0].end :].strip():
        return text  # "…, so that's the weekend gone": more than a date
    before = [span.spec for span in find_spans(text[: m.start()], now=now, tz=tz) if span.spec is not None]
    if len(before) != 1:
        return text
    # the same day said twice: the aside's day within the due's ("end of the year, so that's tonight"), never
    # a day the due leaves open ("dinner at 8, that's tonight": the day of "at 8") nor another one
    first, last = (before[0].start.astimezone(tz).date(), before[0].end.astimezone(tz).date())
    day = said[0].spec.start.astimezone(tz).date()
    if not first <= day < max(last, first + _DAY):
        return text
    return text[: m.start()]
