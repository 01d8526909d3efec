"""A new day for the to-do just talked about, said loosely: passed on from whoever set it, with "now" ("naw he
says wednesday now", "Shuggie reckons friday now"; "Maya said friday" alone stays unread), as a limit ("the
morra, no later"), or as time more needed ("gonnae need a day later", "need two more days").

- Passed on: the day alone is what was said; "<who> says <day>" read as a fact's value ("no, he says
  wednesday": a cancelled "he says"), or as nothing. Read as "<day> now", the move of the to-do just talked
  about (which one, :mod:`memory.derive` decides, and asks when none).
- A limit: "<day>, no later" kept a to-do named "no later"; read as "<day> at the latest", the day of the to-do
  just talked about (asked when it has a day already).
- Time more needed: "need a day later" kept a to-do named "need"; read as "a day later", the due moved by it.

Only where the rest is one day and nothing else (the whole of it reads as one date).
"""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding.timex import parse_date

__all__ = ["day_said_loosely"]

_LEAD = r"^(?:(?:no+|nope|nah|naw|wait|actually|sorry|oh|ok|so|update)\b[\s,.!:;-]*)*"
_WHO = r"(?:he|she|they|(?-i:[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?))"
_SAY = r"(?:says?|said|reckons?|reckoned|thinks?|told\s+(?:me|us))"
# "he says wednesday now", "Shuggie reckons friday"
_WHO_SAYS_DAY = re.compile(_LEAD + _WHO + r"\s+" + _SAY + r"\s+(?:it['’]?s\s+|it\s+is\s+|it\s+will\s+be\s+)?(?P<d>.+?)"
                           r"\s+now[\s.!]*$", re.IGNORECASE)  # fmt: skip
# "the morra, no later", "friday, not later"
_NO_LATER = re.compile(
    _LEAD + r"(?P<d>.+?)\s*[,;:\-–—]?\s+(?:and\s+)?(?:no|not)\s+later(?:\s+than\s+that)?[\s.!]*$", re.I
)
# "gonnae need a day later", "I'll need two more days", "need another week"
_MORE_NEEDED = re.compile(
    r"^(?:(?:i['’]?m|i\s+am|we['’]re|we\s+are)\s+)?(?:(?:going\s+to|gonna|gon|gotta)\s+|(?:i|we)['’]ll\s+|(?:i|we)\s+will\s+)?"
    r"need\s+(?P<n>a|an|one|two|three|four|five|six|\d+|another)\s+(?:more\s+|extra\s+)?(?P<u>days?|weeks?|wks?)"
    r"(?:\s+(?:later|longer|more|extra))?\s*(?:[,;.\-–—].*)?$",
    re.IGNORECASE,
)


def day_said_loosely(text: str, *, now: datetime, tz: ZoneInfo) -> str:
    """``text`` with a new day said loosely put as the readers read a move (see the module); else as it is."""
    s = text.strip()
    if (m := _MORE_NEEDED.match(s)) is not None:
        n = "a" if m["n"].lower() in ("another", "one", "an") else m["n"]
        unit = re.sub(r"^wks?$", "week", m["u"].lower()).rstrip("s") + ("" if n == "a" else "s")
        return f"{n} {unit} later"  # (what follows is why: "…, the lime's not cured")
    for form, said in ((_WHO_SAYS_DAY, "{} now"), (_NO_LATER, "{} at the latest")):
        m = form.match(s)
        if m is None:
            continue
        day = parse_date(m["d"].strip(" ,"), now=now, tz=tz)
        if day is not None and day.text.strip() == m["d"].strip(" ,"):
            return said.format(m["d"].strip(" ,"))
    return text
