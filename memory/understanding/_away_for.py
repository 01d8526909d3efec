"""Away from a day for a length of time: "Dona Zilda on leave from thursday, 3 weeks", "Kofi's off sick
from monday for 2 weeks", "Ines on holiday for 10 days from the 3rd".

People give an absence as its first day and how long it lasts rather than as two days. The fact
forms read "on leave from thursday until 12 august" (a status from one day to another), but a length
after the day is left over: the line was read as nothing, or as on leave now with no day. The length
is put as the day it ends ("from thursday until 12 August"), counted from the first day.

Only an absence (leave, holiday, vacation, off sick, away), one readable first day said with "from" or
"starting", and one whole length in days, weeks or months; a length alone ("on leave for 3 weeks",
from when?) is left as typed. Hand-written: one shape over the time reader's own spans.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated
from memory.understanding.timex import Precision, find_spans

__all__ = ["away_for"]

_AWAY = (
    r"(?:on\s+(?:annual\s+|sick\s+|maternity\s+|paternity\s+|mat\s+|study\s+)?(?:leave|holiday|hols|vacation)"
    r"|off\s+sick|out\s+sick|off\s+work|away)"
)
_LENGTH = r"(?P<n>\d{1,2}|a|an|one|two|three|four|five|six)\s+(?P<u>days?|weeks?|wks?|months?)"
_FROM = r"(?P<from>(?:from|starting)\s+[^,;]+?)"
# "… on leave from thursday, 3 weeks", "… from thursday for 3 weeks", "… for 3 weeks from thursday"
_SHAPE = gated(re.compile(
    rf"^(?P<head>.*?\b{_AWAY})\s+(?:{_FROM}\s*(?:,\s*(?:for\s+)?|\s+for\s+){_LENGTH}"
    rf"|for\s+{_LENGTH.replace('?P<', '?P<l')}\s+{_FROM.replace('?P<from>', '?P<lfrom>')})(?P<tail>\W*)$",
    _I,
))
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_DAYS_IN = {"d": 1, "w": 7, "m": 30}


def away_for(text: str, *, now: datetime, tz: ZoneInfo) -> str:
    """``text`` with an absence's length after its first day said as the day it ends."""
    m = _SHAPE.match(text.strip())
    if m is None:
        return text
    said_from, n, unit = (m["from"], m["n"], m["u"]) if m["from"] else (m["lfrom"], m["ln"], m["lu"])
    spans = find_spans(said_from, now=now, tz=tz)
    if len(spans) != 1 or (spec := spans[0].spec) is None or spec.precision is not Precision.DAY:
        return text
    count = int(n) if n.isdigit() else _NUMBERS[n.lower()]
    first = spec.start.astimezone(tz).date()
    if unit[0].lower() == "m":
        month = first.month - 1 + count
        end = first.replace(year=first.year + month // 12, month=month % 12 + 1, day=min(first.day, 28))
    else:
        end = first + timedelta(days=count * _DAYS_IN[unit[0].lower()])
    return f"{m['head']} {said_from} until {end:%-d %B %Y}{m['tail']}"
