"""A thing and its day, then what to do to it after a comma: "gas bill 14/4, pay it", "car tax
30/4, renew it", "water bill fri, pay it", and with the day first, "2/4 electricity bill, pay it".

Said with a dash ("gas bill 14/4 - pay it") the thing and its day are a heading over the to-do
and read as one; split at the comma, the first clause is a thing with a date and no verb and the
second an "it" with no date, and neither reads alone. The comma is read as the dash when the
words after it are only a to-do verb and "it"/"them". Hand-written: one shape; the time reader
decides that the words before end in a date.
"""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding._commitment_intro import TODO_VERBS, _imperative_shape
from memory.understanding._commitments import past_verb
from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated
from memory.understanding.timex import find_spans, has_date_words

__all__ = ["dated_thing_comma"]

_SHAPE = gated(re.compile(
    r"^(?P<head>[^,;:.!?]{3,60}?)\s*,\s*(?P<v>[a-z]+)\s+(?:it|them)(?:\s+(?:off|in|up|back|over|out))?"
    # how: "do it online", "pay it by card"
    r"(?:\s+(?:online|in\s+person|by\s+(?:card|phone|post|cheque|check|(?:bank\s+)?transfer)|asap))?[\s.!]*$",
    _I,
))

_DUE = re.compile(r"\bdue\b", _I)


# "flights to lisbon, book by end of feb": a thing, then only the verb and when
_THING_THEN_VERB = gated(re.compile(
    r"^(?P<thing>[^,;:]{3,60}?)\s*,\s*(?P<v>[a-z]+)\s+(?P<d>(?:by|before|b4|on|this|next|tmrw|tomorrow|today|tonight"
    r"|eod|eow|end\s+of|asap)\b[^,;]*?)[\s.!]*$",
    _I,
))


def thing_then_verb(text: str, *, now: datetime, tz: ZoneInfo) -> str:
    """ "flights to lisbon, book by end of feb" said as "book flights to lisbon by end of feb": a
    thing named first, then only a to-do's verb and its day (the verb alone was kept as "book")."""
    m = _THING_THEN_VERB.match(text.strip())
    if m is None or m["v"].lower() not in TODO_VERBS or _imperative_shape(m["thing"]) or _STATED.search(m["thing"]):
        return text
    if has_date_words(m["thing"]) or _ITS_VERB.search(m["thing"]):
        return text  # "the passport expires in march, renew by feb", "Gord needs a lift, book tmrw": a clause
    if any(past_verb(word) for word in m["thing"].lower().split()[:2]):
        return text  # "bought the paint, collect tmrw", "just got the tiles, …": a deed told, no thing alone
    if not find_spans(m["d"], now=now, tz=tz):
        return text
    return f"{m['v']} {m['thing']} {m['d']}"


# a verb of the thing's own, in the present: "Gord needs a lift", "the passport expires", "the tyres are bald"
_ITS_VERB = re.compile(
    r"\b(?:needs|wants|expires|runs|ends|starts|closes|opens|goes|comes|arrives|leaves|lands|gets|says|looks|seems"
    r"|keeps|costs|takes|owes|lives|works)\b",
    _I,
)
# a thing said with a verb of its own is a clause, no thing: "the boiler broke, call by fri"
_STATED = re.compile(
    r"\b(?:is|are|was|were|has|have|had|will|(?:it|that|there|he|she|what)'s|'re|can't|won't|broke|died|arrived|came"
    r"|said|says|\w+ed)\b"
    # "the boiler's broken": a contracted "is" before a state, no owner's thing
    r"|'s\s+(?:\w+(?:ed|en|ing)|not|now|been|gone|done|off|out|down|up|back|dead|stuck|late|due|over|ready|full"
    r"|empty|open|closed|here|there)\b",
    _I,
)


def dated_thing_comma(text: str, *, now: datetime, tz: ZoneInfo) -> str:
    """``text`` with the comma after a dated thing read as a dash, when only "<verb> it" follows."""
    m = _SHAPE.match(text.strip())
    if m is None or m["v"].lower() not in TODO_VERBS or _DUE.search(m["head"]):
        return text  # "library books due back tues, return them": the due forms read that
    head = m["head"]
    spans = find_spans(head, now=now, tz=tz)
    if len(spans) == 1 and spans[0].spec is not None and spans[0].start == 0 and head[spans[0].end :].strip():
        return f"{head} - {text.strip()[m.end('head') :].lstrip(' ,')}"  # "2/4 electricity bill, pay it": said first
    if not spans or spans[-1].spec is None or head[spans[-1].end :].strip() or spans[-1].start == 0:
        return text
    return f"{head} - {text.strip()[m.end('head') :].lstrip(' ,')}"
