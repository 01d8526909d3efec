"""A summary the user is to write, not one asked of recap: "recap the meeting notes for Dana by fri",
"summarise the Q3 report for the board by monday", "write up the call notes for Jo tmrw".

"recap …" and "summarise …" said to recap ask it to recall ("recap last week", "summarise what
happened with Omar"). Said of a thing of the user's ("the meeting notes", "my Q3 report") for
someone else or by a day, the verb is the user's job: a to-do, read as any to-do is. The thing is
named by an article or a possessive; a window ("last week", "this week") or a question ("what …")
is what recap is asked about and stays a question.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _Ctx
from memory.understanding.timex import find_spans

__all__ = ["summary_owed"]

_SUMMARY_OF_THING = re.compile(
    r"^(?:recap|summari[sz]e|sum\s+up)\s+(?:the|my|our|his|her|their|this|that|these|those)\s+(?P<thing>.+)$", _I
)
# whom the summary is for: "for Dana", "to the board", "for the team"
_FOR_SOMEONE = re.compile(r"\s(?:for|to)\s+(?:(?-i:[A-Z])[\w'-]+|the\s+(?:team|board|client|group|committee))\b", _I)


def summary_owed(text: str, ctx: _Ctx) -> bool:
    """Whether ``text`` is a summary the user owes ("recap the meeting notes for Dana by fri"): a thing
    of theirs to recap, for someone or by a day to come; never a window asked about ("recap this week")."""
    m = _SUMMARY_OF_THING.match(text.strip())
    if m is None:
        return False
    spans = [span for span in find_spans(text, now=ctx.now, tz=ctx.tz) if span.spec is not None]
    if any(span.start <= m.start("thing") <= span.end for span in spans):
        return False  # "recap this week", "summarise the last month": the window is what is asked about
    by_day = any(span.connector in ("by", "before", "b4", "due") and span.spec.end > ctx.now for span in spans)
    return by_day or _FOR_SOMEONE.search(m["thing"]) is not None
