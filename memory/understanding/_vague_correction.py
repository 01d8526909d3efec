"""A correction that names its new day only vaguely is asked about, never applied.

"sorry meant mid-march", "actually early april", "no, later this week": the user puts a date
right, but the words give no one day. Moving the to-do to a guessed day (the middle of March)
stores a date the user never said, and a wrong date is worse than a question. What counts as
vague is what the reader already knows: a date with a ``doubt`` (:mod:`.timex`). "next sun" and
"this weekend" are read as they are in a new to-do ("pay rent next fri", the spec's `next
Friday`): the reader's convention is one, and its own doubts ("next fri" said on a Thursday)
ask here too.
"""

from __future__ import annotations

import re

from memory.understanding._date_order import DateOrder, date_order, order_known, read_in, undecided
from memory.understanding._phrases import _Ctx
from memory.understanding._prefilter import gated
from memory.understanding.intents import CorrectTime, Intent, Unclear
from memory.understanding.timex import parse_date

# "no, sometime in march", "sorry, at some point next week": a day said to be unknown
_SOMETIME = re.compile(
    r"^(?:some\s?time|(?:at\s+)?some\s+point)\s+(?:in|during|next|this|later|around)\b", re.IGNORECASE
)


def why_vague(intent: CorrectTime) -> str | None:
    """Why the day ``intent`` puts right cannot be read as one day, or None when it can."""
    if intent.new is None:
        return None
    if intent.new.doubt is None and _SOMETIME.match(intent.new_text.strip()):
        return f"“{intent.new_text.strip()}” names no one day"
    return intent.new.doubt


def asked_when_vague(found: list[Intent] | None, ctx: _Ctx | None = None) -> list[Intent] | None:
    """``found`` with each date correction that names no one day turned into a question; with
    ``ctx``, also each whose numeric date reads both ways (:func:`two_way`)."""
    if not found:
        return found
    out: list[Intent] = []
    for intent in found:
        if ctx is not None and isinstance(intent, CorrectTime) and (both := two_way(intent.new_text, ctx)) is not None:
            out.append(both)
            continue
        why = why_vague(intent) if isinstance(intent, CorrectTime) else None
        if why is None:
            out.append(intent)
            continue
        out.append(Unclear(f"Which day should it be? {why}; say the date, e.g. “the 14th” or “fri”.",
                           intent.new_text))
    return out


# a numeric date and nothing else ("2/3", "the 10/3"): the day put right, written with numbers
_NUMERIC = re.compile(r"^(?:the\s+|on\s+)?(?P<a>\d{1,2})/(?P<b>\d{1,2})$")


def two_way(written: str, ctx: _Ctx) -> Unclear | None:
    """ "sorry, 2/3" before the user's order is known: the 2nd of March or the 3rd of February,
    asked with both days as a new to-do's "by 2/3" is (:func:`.timex._both_ahead`), never moved
    to the zone's reading; None when it reads one way only (the other reading gone by, or no day)."""
    m = _NUMERIC.match(written.strip())
    if m is None or order_known():
        return None
    a, b = int(m["a"]), int(m["b"])
    if a == b or max(a, b) > MONTHS:
        return None
    first = date_order(ctx.tz)
    orders: tuple[DateOrder, DateOrder] = (first, "MDY" if first == "DMY" else "DMY")
    days = []
    for order in orders:
        with read_in(order):  # None: a day gone by this year (asked about in a new to-do too)
            days.append(parse_date(f"{a}/{b}", now=ctx.now, tz=ctx.tz, prefer="future"))
    other = days[1]
    if other is None or other.end < ctx.now:
        return None  # the other reading gone by (parse_date: None when it comes round only a year on)
    dues = tuple(day for day in days if day is not None)
    return Unclear(f"{undecided(f'{a}/{b}', a, b)}. Which day should it be?", written, dues=dues)


MONTHS = 12


# "not the 20th, the 10th or 11th", "sorry, fri or sat": two days offered, no one chosen
_NOT_OLD_LEAD = re.compile(r"^not\s+[^,;:]+?\s*[,;:]\s*(?:but\s+)?", re.IGNORECASE)
_NOT_OLD_TAIL = gated(re.compile(r"\s*[,;:]?\s+not\s+[^,;:]+$", re.IGNORECASE))
# "it was the 10th or the 11th", "meant fri or sat": the words that say what the day is
_IT_WAS = re.compile(
    r"^(?:(?:no+|nope|nah|sorry|oops|wait|actually)\s*[,!.]*\s*)*"
    r"(?:(?:it|that)(?:'s|s|\s+is|\s+was)|(?:i\s+)?meant|(?:it\s+)?should\s+(?:be|have\s+been|'ve\s+been))\s+",
    re.IGNORECASE,
)
_EITHER = re.compile(r"^(?:either\s+)?(?P<a>.+?)\s+or\s+(?P<b>.+?)[\s.!?]*$", re.IGNORECASE)
# "the 10th or the 11th, cant remember which": the doubt said after the two days
_UNSURE_TAIL = gated(re.compile(
    r"\s*[,;:.\-–—]*\s*(?:(?:i\s+)?(?:can'?t|cannot|don'?t|do\s+not)\s+(?:remember|recall)|(?:i'?m\s+)?not\s+sure"
    r"|unsure|(?:i\s+)?forget|idk|dunno|no\s+idea)(?:\s+which(?:\s+(?:one|it\s+(?:is|was)))?)?[\s.!?]*$",
    re.IGNORECASE,
))


def either_day_said(text: str, ctx: _Ctx) -> list[Intent] | None:
    """ "not the 20th, the 10th or 11th", "no it was the 10th or the 11th": a correction offering two
    days, each a whole date ("11th" borrowing the first's "the"), is asked about, never moved to either."""
    rest = _IT_WAS.sub("", _NOT_OLD_TAIL.sub("", _NOT_OLD_LEAD.sub("", _UNSURE_TAIL.sub("", text.strip()))))
    m = _EITHER.match(rest)
    if m is None:
        return None
    a, b = m["a"].strip(" ,"), m["b"].strip(" ,")
    first = ctx.date(a, "future")
    second = ctx.date(b, "future") or ctx.date(f"the {b}", "future")
    if first is None or second is None or first.text.strip() != a or len(second.text.split()) < len(b.split()):
        return None
    return [Unclear(f"Which day should it be: {a} or {b}? Say the one date.", text)]
