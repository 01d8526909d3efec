"""A day said first as what happens on it: "next fri is the dentist for both boys at 3", "3 wks
from now is the dog's rabies booster", "…, and then sat is the recital".

The "is" makes the day the subject and the event its value: read as a statement, nothing takes
it (the fact readers find no one's attribute in a day), so the event was lost or asked about. It
says the same as the diary line with no "is" ("next fri the dentist for both boys at 3"), which
the agenda readers keep as a to-do on that day. Only a day that opens its clause (the message, or
after a comma, "and" or "then") and an event the diary lexicon knows that ends the message, said
with "the" or someone's ("the dentist", "Mo's recital"; "sunday is the church lunch, i'm bringing
the pork" dates the plan after it, :mod:`._plan_after_day`'s); never a deadline ("fri is the
deadline for X" is :mod:`._thing_then_it`'s) and never the user's own day ("sat is my birthday").
Hand-written: one shape.
"""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding._phrases import _I
from memory.understanding._sign_forms import agenda_entry
from memory.understanding.timex import find_spans

__all__ = ["day_is_event"]

_IS = re.compile(r"\s+is\s+(?=(?:the|[\w-]+(?:'s|’s))\s)", _I)
# what may stand before the day: nothing, or the end of a clause ("…, ", "… and then ")
_OPENS = re.compile(r"(?:^|[,;.]\s*|\s(?:and(?:\s+then)?|then)\s+)$", _I)
_CLAUSE_END = re.compile(r"\s*(?:[,;.!?]|\s[-–—]\s)|\s+(?:and|but|so)\s+", _I)
_NOT_EVENT = re.compile(r"\b(?:deadline|last\s+day|due\s+date|cut-?off)\b", _I)


def day_is_event(text: str, *, now: datetime, tz: ZoneInfo) -> str:
    """``text`` with "<day> is <event>" said as the diary line "<day> <event>" (see the module doc),
    a clause of its own after "and then"; any other text as it was."""
    if " is " not in text.lower():
        return text
    for m in _IS.finditer(text):
        before, rest = text[: m.start()], text[m.end() :]
        spans = find_spans(before, now=now, tz=tz)
        if not spans or spans[-1].spec is None or spans[-1].end != len(before):
            continue
        opening = _OPENS.search(before[: spans[-1].start])
        end = _CLAUSE_END.search(rest)
        event = rest[: end.start()] if end else rest
        if opening is None or end is not None or _NOT_EVENT.search(event) or agenda_entry(event) is None:
            continue  # "sunday is the church lunch, i'm bringing …": the plan's day (._plan_after_day)
        head = before[: opening.start()]
        joint = ", " if head.strip() else ""
        return f"{head}{joint}{before[spans[-1].start :]} {rest}"
    return text
