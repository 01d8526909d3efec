"""Who owns a thing now, with the day it changed hands said after: "the van belongs to Ruairi now,
sold it to him yesterday", "Ravi owns the boat now, I sold it to him on monday", "the flat is Ana's
now, she bought it on the 3rd".

The owner fact is read from the first clause as true from now; the clause after says the day the
thing was sold or bought, which is when the owner changed. Read alone it was a done report ("sold
it to him yesterday") matching no to-do. Kept only when sure: one owner fact with no day of its
own, and a clause of selling it to him/her/them or of him/her/them buying it, ending with one day
gone by (a day, never a week or a month). Hand-written: one shape.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from memory.model import Precision
from memory.understanding._phrases import _I
from memory.understanding.intents import CompleteCommitment, Intent, StateClaim
from memory.understanding.timex import parse_date

_CHANGED_HANDS = re.compile(
    r"(?:[,;]|\s[-–—]\s|\band\b)\s*(?:(?:i|we)\s+)?"
    r"(?P<deed>(?:sold|gave|handed|signed)\s+(?:it|them)\s+(?:over\s+)?to\s+(?:him|her|them)"
    r"|(?:he|she|they)\s+(?:bought|took)\s+(?:it|them)(?:\s+(?:off|from)\s+(?:me|us))?)"
    r"\s+(?P<d>[^,;.!?]+?)[\s.!]*$",
    _I,
)
_ONE_DAY = timedelta(hours=25)  # a day, never a week ("last week"), whatever the clocks do


def changed_hands_on(found: list[Intent], text: str, *, now: datetime, tz: ZoneInfo) -> list[Intent]:
    """``found`` with the owner fact dated by the day ``text`` says the thing changed hands (module
    doc), and the done report of that clause gone; ``found`` as it is otherwise."""
    m = _CHANGED_HANDS.search(text)
    owners = [i for i in found if isinstance(i, StateClaim) and i.predicate == "owner"]
    if m is None or len(owners) != 1 or owners[0].effective is not None:
        return found
    day = parse_date(m["d"].strip(), now=now, tz=tz, prefer="past")
    if day is None or day.precision is not Precision.DAY or day.end - day.start > _ONE_DAY or day.start > now:
        return found
    deed = m["deed"].split()[0].lower()
    return [
        replace(i, effective=day, explicit_now=False) if i is owners[0] else i
        for i in found
        if not (isinstance(i, CompleteCommitment) and i.action.lower().startswith(deed))
    ]
