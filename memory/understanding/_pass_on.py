"""News to pass on: "tell Amara the demo's pushed to next week", "need to let the team know
standup moved to 10", "ping Leo that the review got pushed to fri".

A to-do to tell someone, whose words are the news: a change said inside it ("pushed to next
week") is the news's, never a move of a to-do, and a date inside it is the news's day, never
when to tell (the to-do has none). Read before the move forms, which took "tell Amara the
demo" for a to-do moved to next week. Hand-written: one shape, a telling verb, whom, then a
clause with its own subject and verb ("the demo's pushed"); "tell Amara about the demo tmrw"
has no such clause and is read by the to-do forms, its date the telling's.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _Ctx, _phrase
from memory.understanding.intents import Intent, NewCommitment

_TELL = (
    r"(?P<tell>tell|let\s+(?P<who1>[\w'-]+(?:\s+[\w'-]+)?)\s+know|inform|warn|remind|text|email|message|msg|ping"
    r"|update|notify|slack|dm)"
)
_NEWS = re.compile(
    r"^(?:(?:i\s+)?(?:need|have|got)\s+(?:to|2)\s+|gotta\s+|must\s+|(?:pls|please)\s+|remember\s+to\s+)?"
    + _TELL
    # whom: one word ("Amara", "everyone", "mum") or "the team", a surname after a capitalised name
    + r"(?:\s+(?P<who>the\s+[\w'-]+|(?!(?:me|us|myself)\b)[\w'-]+(?:\s+[A-Z][\w'-]*)?))?\s+(?:that\s+)?"
    # the news: a thing with its own verb ("the demo's pushed", "standup is moved", "the offsite moved")
    r"(?P<news>(?!(?:is|are|was|were|has|have|had|will|be|been|being|got)\b)"  # "email delivery is delayed": no telling
    r"(?:(?:the|our|my|this|that|his|her|their)\s+)?[\w'-]+(?:\s+[\w'-]+){0,3}?"
    r"(?:'s|'re|\s+is|\s+are|\s+was|\s+were|\s+got|\s+has\s+been|\s+have\s+been|\s+will\s+be|'ll\s+be)?"
    r"\s+(?:moved|pushed|postponed|rescheduled|cancell?ed|called\s+off|delayed|bumped|brought\s+forward|changed|off"
    r"|on\s+hold|slipping|slipped)\b.*)$",
    _I,
)


def pass_on(s: str, ctx: _Ctx) -> list[Intent] | None:
    """The to-do to pass the news on, undated, when ``s`` is such a line (see the module doc)."""
    m = _NEWS.match(s.strip().rstrip(" .!"))
    if m is None or not (m["who"] or m["who1"]):
        return None
    start = m.start("tell")
    action = _phrase(s.strip().rstrip(" .!")[start:])
    return [NewCommitment(action, "me", None, None)] if action else None


def news_told(action: str) -> bool:
    """Whether the to-do ``action`` is news to pass on, whose date is the news's own."""
    m = _NEWS.match(action)
    return m is not None and bool(m["who"] or m["who1"])
