"""A message that is a date and nothing else: "tmrw", "by friday", "thurs 3pm pls", "sometime
next week". Sent on its own, it finishes the message before it ("remind me to call the lab re
the crown", then "tmrw", as a busy thumb hits send early): whose due it is, only the
conversation can tell (:meth:`memory.derive.Deriver` gives it to the undated to-do just said,
and asks otherwise), so the reader only says that the message is a day.

A day gone by ("yesterday", "last friday") is never a due, and a date said as when something
holds ("since monday", "from the 3rd") is no deadline: neither reads here.
"""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding._phrases import _I
from memory.understanding.timex import DateSpec, find_spans

# what may be said around the day: its politeness, its softening, a bare "ok"
_AROUND = re.compile(
    r"(?:\s|[,.!?~:;()-]|ok(?:ay)?|oh|and|also|then|pls|plz|please|ideally|hopefully|latest|at\s+the\s+latest"
    r"|sometime|some\s+time|ish|or\s+so|max|tops|prob(?:ably)?|i\s+guess|i\s+think|due)*",
    _I,
)
_NO_DEADLINE = frozenset({"since", "from", "as of", "effective"})
# "morning!", "evening all", "night 👋": a greeting, no part of a day to be due in
_GREETING = re.compile(r"^\W*(?:good\s+)?(?:morning|mornin|afternoon|evening|night|nite)\b", _I)


def day_alone(text: str, *, now: datetime, tz: ZoneInfo) -> DateSpec | None:
    """The day ``text`` is, when a day still to come (or today) is all it says; else None."""
    if _GREETING.match(text):
        return None
    spans = find_spans(text, now=now, tz=tz)
    if len(spans) != 1 or (span := spans[0]).spec is None or span.connector in _NO_DEADLINE:
        return None
    if not _AROUND.fullmatch(text[: span.start]) or not _AROUND.fullmatch(text[span.end :]):
        return None
    return span.spec if span.spec.end > now else None
