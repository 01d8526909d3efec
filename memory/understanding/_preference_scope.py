"""What a preference is for, said before it or with "on": "for client calls i prefer
afternoons", "I prefer window seats on long-haul flights", "for invoices Ravi prefers email".

The preference reader takes its scope after "for" at the end ("I prefer email for invoices").
People also put the scope first, and for travel and calls they say "on" ("on long-haul
flights"). Both are said again in the reader's order: the preference, then "for" and the scope.

Hand-written: a fronted "for"/"on" phrase before a subject and "prefer(s)" ("for now" is no
scope), and a closed list of occasions that "on" names (flights, trips, calls …); "meetings on
Mondays" keeps its day.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding.timex import has_date_words

_OCCASIONS = (
    r"(?:flights|flight|trips|journeys|trains|train\s+rides|drives|road\s+trips|cruises|calls|video\s+calls"
    r"|zoom\s+calls|shifts|night\s+shifts|site\s+visits|visits|projects|holidays)"
)
_FRONTED = re.compile(
    r"^(?:for|on|with)\s+(?P<c>(?:[\w'’:/&-]+\s+){0,3}?[\w'’:/&-]+)\s*,?\s+"  # "for 1:1s", "for q&a"
    r"(?P<p>i|we|(?-i:[A-Z])[\w'’-]*|my\s+\w+|mum|dad)\s+(?P<v>prefers?|would\s+prefer|'d\s+prefer)\s+(?P<o>.+)$",
    _I,
)
_ON_OCCASION = re.compile(
    r"^(?P<head>.+?\b(?:prefers?|would\s+prefer|'d\s+prefer)\s+.+?)\s+on\s+"
    r"(?P<c>(?:[\w'’-]+\s+){0,2}" + _OCCASIONS + r")$",
    _I,
)

# "for now", "for the time being": how long, no scope
_WHILE = re.compile(r"^(?:now|the\s+time\s+being|a\s+while|the\s+moment|ages|years|good|sure|the\s+record)$", _I)
_MORE = re.compile(r"\b(?:for|over|rather\s+than)\b", _I)
# "1:1s", "1-1s": meetings of two, never a clock time
_ONE_ON_ONE = re.compile(r"\b1[:-]1s?\b")


# "for anything to do with the rental", "for everything about the move": the scope is the rental, the move
_ANYTHING_ABOUT = re.compile(
    r"\bfor\s+(?:anything|everything|stuff|things)\s+(?:to\s+do\s+with|about|related\s+to|regarding|re|concerning"
    r"|involving)\s+(?=\S)",
    _I,
)


def scope_last(clause: str) -> str:
    """``clause`` with a preference's scope said last, after "for"; as it was otherwise."""
    clause = _ANYTHING_ABOUT.sub("for ", clause)
    m = _FRONTED.match(clause.strip())
    if m and not has_date_words(_ONE_ON_ONE.sub("", m["c"])) and not _WHILE.match(m["c"]) and not _MORE.search(m["o"]):
        return f"{m['p']} {m['v']} {m['o']} for {m['c']}"
    m = _ON_OCCASION.match(clause.strip())
    if m and not re.search(r"\bfor\b", m["head"], _I):
        return f"{m['head']} for {m['c']}"
    return clause
