"""A day that opens the sentence, scoping every fact in it: "from mon i report to Cheyenne and i'm on
the night team", "as of the 1st Ana runs payroll and Ben is on the help desk".

Each clause is read on its own, so the day said before the first reaches the first fact only, and
the ones after it are kept as true from now: a team from today that starts on Monday. Said first
("from …", "as of …", "starting …", "effective …"), the day is when all of it starts. Only in a
message of one sentence (a full stop ends what the day scopes), and never for a fact with a day of
its own or said "now".
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding._phrases import _I
from memory.understanding.intents import Intent, StateClaim
from memory.understanding.timex import find_spans

_LEAD = re.compile(r"^(?:from|as\s+of|starting(?:\s+from)?|effective(?:\s+from)?)\s+", _I)
_SENTENCE_END = re.compile(r"[.!?]\s+\S|\n")


def lead_day_facts(found: list[Intent], text: str, *, now: datetime, tz: ZoneInfo) -> list[Intent]:
    """``found`` with the day that opens ``text`` given to each fact that has none (module doc)."""
    said = text.strip()
    lead = _LEAD.match(said)
    if lead is None or _SENTENCE_END.search(said):
        return found
    spans = find_spans(said, now=now, tz=tz)
    if not spans or spans[0].start > lead.end():
        return found
    first = said[spans[0].start : spans[0].end].lower()
    # the facts dated: each by the lead day, as the fact reader read it (by the fact's tense)
    days = {i.effective for i in found if isinstance(i, StateClaim) and i.effective is not None}
    if len(days) != 1 or not first.endswith(next(iter(days)).text.lower()):
        return found  # the lead day is no fact's day here, or a fact has a day of its own
    day = days.pop()
    return [
        replace(i, effective=day) if isinstance(i, StateClaim) and i.effective is None and not i.explicit_now
        else i
        for i in found
    ]
