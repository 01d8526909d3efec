"""A thing said to be still owed, then the to-do verb and its day alone: "water bill still
outstanding - pay by the 25th", "council tax overdue, pay it by fri", "the rego's unpaid —
renew on monday".

Split at the dash, the first clause is a thing with no verb ("water" and "phone" read as verbs,
so it became a to-do "water bill") and the second a verb with no object, which nothing reads;
the two say one to-do: the verb done to the thing, by that day ("pay the water bill by the
25th"). Hand-written: one shape, a closed list of words for owed, a to-do verb from the
lexicon, and nothing but "it"/"them" between the verb and its day.
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import TODO_VERBS
from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated

__all__ = ["outstanding_then"]

_SHAPE = gated(re.compile(
    r"(?P<lead>^|[,;]\s*|[.!]\s+)"
    r"(?P<thing>(?:(?:the|my|our)\s+)?[\w&\-]+(?:\s+[\w&\-]+){0,3}?)(?:'s)?\s+(?:is\s+|are\s+)?(?:still\s+)?"
    r"(?:outstanding|unpaid|overdue|owing|not\s+paid(?:\s+yet)?)\s*(?:[-–—:,]|\.\s)\s*"
    r"(?P<verb>[a-z]+)(?:\s+(?:it|them))?\s+(?P<day>(?:by|on|before|b4)\s+[^,;.!?]+)",
    _I,
))
_ARTICLE = re.compile(r"^(?:the|my|our)\s", _I)


def outstanding_then(text: str) -> str:
    """``text`` with "<thing> still outstanding - <verb> by <day>" said as "<verb> the <thing> by
    <day>" (see the module doc); unchanged when it says no such thing."""
    m = _SHAPE.search(text)
    if m is None or m["verb"].lower() not in TODO_VERBS:
        return text
    thing = m["thing"] if _ARTICLE.match(m["thing"]) else f"the {m['thing']}"
    return f"{text[: m.start()]}{m['lead']}{m['verb']} {thing} {m['day']}{text[m.end() :]}"
