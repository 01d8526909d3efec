"""A thing's due day of the month said on that very day: "condo fees are due the 29th, pay them"
said on the 29th, "rent due the 1st" said on the 1st, is next month's.

A bill or a fee named with the day of the month it falls due says when it comes round; said on
that day, the one it means is the next (today's would be "due today"), as a weekday said on that
weekday is next week's. Only for a day said after "due": "by the 30th I have to …" said on the
30th is a deadline of today's. Several forms read "X is due D" (a to-do, a move, a thing then
what to do to it), each reading its date on its own, so the day is put right once, over what
the message read. Hand-written: one shape of date, one word before it.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding._phrases import _I
from memory.understanding.intents import Intent, MoveCommitment, NewCommitment, Unclear
from memory.understanding.timex import DateSpec, parse_date

__all__ = ["month_day_due"]

_DAY = re.compile(r"^(?:on\s+)?(?:the\s+)?(?P<n>\d{1,2})(?:st|nd|rd|th)$", _I)


def month_day_due(intents: list[Intent], text: str, *, now: datetime, tz: ZoneInfo) -> list[Intent]:
    """``intents`` with a day of the month said "due" on that very day read as next month's."""
    return [_coming(intent, text, now, tz) for intent in intents]


def _coming(intent: Intent, text: str, now: datetime, tz: ZoneInfo) -> Intent:
    if isinstance(intent, MoveCommitment) and intent.otherwise is not None:
        intent = replace(intent, otherwise=_coming(intent.otherwise, text, now, tz))
    if isinstance(intent, Unclear) and intent.proposal is not None:
        return replace(intent, proposal=_coming(intent.proposal, text, now, tz))
    if not isinstance(intent, NewCommitment | MoveCommitment) or intent.due is None:
        return intent
    due = _next_months(intent.due, text, now, tz)
    return intent if due is None else replace(intent, due=due)


def _next_months(due: DateSpec, text: str, now: datetime, tz: ZoneInfo) -> DateSpec | None:
    m = _DAY.match(due.text.strip())
    if m is None or due.start.astimezone(tz).date() != now.astimezone(tz).date():
        return None
    said_due = re.search(r"\bdue\s+(?:on\s+)?" + re.escape(due.text.strip()) + r"\b", text, _I)
    if said_due is None:
        return None
    coming = parse_date(f"the {m['n']} of next month", now=now, tz=tz)
    return None if coming is None else replace(coming, text=due.text)
