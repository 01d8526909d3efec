"""Which year a fact's year-less date falls in: the tense of its verb and its connector decide.

A state change told in the past tense with a bare month ("Marcos moved to São Paulo in january")
happened: it is the most recent such month, however far back (said on 31 December, "in january" is
this year's January, not the coming one). A day is the most recent one too ("Noa relocated on the
20th"), unless it is only weeks ahead and the past one most of a year back: "Maya became VP Sales
on June 24", said on 20 June, is told as done but means this week's.

An effective-date marker ("effective 1/4", "as of jan 4", "from feb", "starting in january",
"w.e.f.") names when the change takes hold, which may still be ahead even when the verb is past:
the coming date when it is within about three months and the past one long gone ("Keoni
relocated to Honolulu effective 1/4" said on 3 December is the coming 4 January), else the past
one ("Chidi became head of risk as of Monday" said on a Friday is this week's Monday). A bare day
of the month after "from", "effective" or "starting" is the nearer of the two, as an announcement
names a day a few weeks either way ("Erkhes got moved onto the audit team from the 15th" said on the
10th is this month's 15th, said on the 25th last one's); "as of" also names a day gone by, so it keeps
the past one. Present
and future tense keep the leaning :func:`memory.understanding.timex.parse_date` gives them.
"""

from __future__ import annotations

import re
from datetime import timedelta

from memory.model import Precision
from memory.understanding._phrases import _Ctx
from memory.understanding.timex import DateSpec, Prefer

__all__ = ["DAY_OF_MONTH", "fact_date"]

# an effective-date marker just before the date, with or without its own connector after it
_MARKED = re.compile(
    r"\b(?:effective|as\s+of|from|starting|beginning|commencing|w\.?\s?e\.?\s?f\.?)(?:\s+(?:from|on|in))?\s*$", re.I
)
# the same markers that look forward only: "from the 15th", "effective the 1st", never "as of the 1st"
_FORWARD_MARKED = re.compile(
    r"\b(?:effective|from|starting|beginning|commencing|w\.?\s?e\.?\s?f\.?)(?:\s+(?:from|on))?\s*$", re.I
)
# a day of the month with no month: "the 15th", "1st"
DAY_OF_MONTH = re.compile(r"^(?:the\s+)?\d{1,2}(?:st|nd|rd|th)$", re.I)
_AHEAD = timedelta(days=92)  # a coming effective date within about three months is still news
_SOON = timedelta(days=31)  # a day said in the past tense but a few weeks ahead: the coming one
_GONE = timedelta(days=183)  # a past one more than half a year back is unlikely to be the one meant


def fact_date(bare: str, tense: Prefer, lead: str, ctx: _Ctx) -> DateSpec | None:
    """The date ``bare`` names in a fact whose clause leans ``tense``; ``lead`` is the clause up
    to the date, its connector included."""
    if tense != "past":
        return ctx.date(bare, tense, lean=True)
    past = ctx.date(bare, "past")
    if past is None:
        return None
    marked = _MARKED.search(lead) is not None
    if not marked and past.precision is not Precision.DAY:
        return past  # "moved in january": a month ahead has not happened yet
    coming = ctx.date(bare, "future")
    if coming is not None and DAY_OF_MONTH.match(bare) and _FORWARD_MARKED.search(lead):
        return coming if coming.start - ctx.now < ctx.now - past.start else past
    ahead = _AHEAD if marked else _SOON
    if coming is not None and coming.start - ctx.now <= ahead and ctx.now - past.start > _GONE:
        return coming  # "became VP Sales on June 24" said on the 20th: this week's, not last year's
    return past
