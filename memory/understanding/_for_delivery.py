"""A thing to get, then the day it comes: "order 40 sheets of drywall, delivery wed", "book the skip,
delivery thurs", "order the cake, pickup sat", "order flowers for mum, delivered fri".

Read as said, the comma cut the day from the to-do and the noun before the day was taken for a
to-do of its own ("delivery", due thursday) or for the tail of the action ("order the tiles,
delivery"). Said to a memory bot it is one to-do, to get the thing in time for the day it comes:
"order the tiles for delivery wed" (due then: the day it must be ordered by is not said, and the
day of delivery is the one the user will be asked about). Hand-written: one shape, a to-do verb of
getting from a closed list, the noun or participle of its arrival, then a date and nothing after.
"""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated
from memory.understanding.timex import find_spans

__all__ = ["for_delivery"]

_SHAPE = gated(re.compile(
    r"^(?P<todo>(?:(?:need\s+to|gotta|have\s+to|must|pls|please|also|and)\s+)*"
    r"(?:order|book|buy|get|hire|rent|reserve|arrange)\s+[^,;]+?)\s*[,;\-–—]\s*"
    r"(?P<how>delivery|deliveries|drop[\s-]?off|pick[\s-]?up|collection|install|installation|fitting"
    r"|delivered|arriving|arrives|coming|ready)(?:\s+(?:is|on|for|by))?\s+(?P<day>\S.*?)\s*[.!]?$",
    _I,
))
# how the thing comes, said as the noun the to-do is for
_AS_NOUN = {"delivered": "delivery", "arriving": "delivery", "arrives": "delivery", "coming": "delivery",
            "ready": "pickup", "deliveries": "delivery", "installation": "install"}  # fmt: skip


def for_delivery(text: str, *, now: datetime, tz: ZoneInfo) -> str:
    """``text`` with "<get a thing>, delivery <day>" said as "<get a thing> for delivery <day>"
    (see the module doc); unchanged unless all after the noun is one date."""
    m = _SHAPE.match(text.strip())
    if m is None:
        return text
    spans = find_spans(m["day"], now=now, tz=tz)
    if len(spans) != 1 or spans[0].spec is None or spans[0].start != 0 or m["day"][spans[0].end :].strip():
        return text
    how = m["how"].lower()
    noun = _AS_NOUN.get(how, re.sub(r"[\s-]", "", how) if how.startswith(("pick", "drop")) else how)
    return f"{m['todo']} for {noun} {m['day']}"
