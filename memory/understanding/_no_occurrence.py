"""A thing that will not take place then: "no timesheets this week, office is closed", "no
standup today", "no piano lesson tmrw - teacher's sick".

"no <thing> <when>" says the thing is off for that time: the to-do it names is cancelled
(which one, :mod:`memory.derive` decides by the words; with none open, recap asks). The
reason after it ("office is closed") explains the change and keeps nothing of its own.

It is no correction: a correction's "no" is followed by a pause or by what was meant ("no,
Glasgow", "no wait, friday"), never by a thing and a time. Words that make "no" a reply
or news ("no idea today", "no reply yet", "no plans tonight", "no one", "no need") cancel
nothing.

Hand-written: "no" then a short noun phrase then a date the timex reader finds at the end;
gated by the leading "no " and :func:`has_date_words`.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _Ctx, _phrase
from memory.understanding.intents import CancelCommitment, Intent
from memory.understanding.timex import find_spans, has_date_words

_NO = re.compile(r"^no\s+(?P<rest>[a-z].*)$", _I)
# "no" before these is a reply, news or a feeling, never a thing called off
_NOT_A_THING = frozenset({
    "no", "nope", "nah",  # "no no by the 30th": a "no" said twice, the lead of a correction
    "one", "body", "need", "needs", "idea", "way", "worries", "worry", "rush", "problem", "problems", "point",
    "longer", "more", "luck", "news", "reply", "replies", "answer", "word", "sign", "chance", "time", "plans",
    "change", "changes", "update", "updates", "wait", "sorry", "thanks", "clue", "joke", "doubt", "stress",
    "pressure", "matter", "big", "issue", "issues", "sleep", "energy", "money", "cash", "power", "signal",
    "wifi", "internet", "response", "email", "emails", "call", "calls", "text", "message", "messages",
    "complaints", "drama", "harm", "hurry", "offence", "offense", "pun", "kidding", "comment", "rain", "snow",
    # "no still the 14th", "no actually the 9th": a correction's lead, then the day
    "still", "actually", "its", "it's", "it", "the", "make", "i", "meant",
})
_MAX_THING_WORDS = 4
_VERBISH = re.compile(r"\b(?:is|are|was|were|be|been|will|'ll|can|could|should|would|has|have|had|did|does|do)\b", _I)


def _thing_and_when(text: str, ctx: _Ctx) -> str | None:
    """The thing of "no <thing> <when>", or None when the words are not that shape."""
    m = _NO.match(text.strip().rstrip(".!"))
    if m is None or not has_date_words(m["rest"]):
        return None
    rest = m["rest"]
    first = rest.split()[0].lower()
    if first in _NOT_A_THING or _VERBISH.search(rest):
        return None
    spans = [s for s in find_spans(rest, now=ctx.now, tz=ctx.tz, prefer="future") if s.spec is not None]
    last = spans[-1] if spans else None
    if last is None or rest[last.end:].strip(" ,.!") not in ("", "either") or len(spans) > 1:
        return None
    thing = rest[: last.start].strip(" ,")
    thing = re.sub(r"\s+(?:on|for|at|until|till)$", "", thing, flags=_I)
    if not thing or len(thing.split()) > _MAX_THING_WORDS or has_date_words(thing):
        return None
    return _phrase(thing)


def no_occurrence(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "no timesheets this week": the to-do about timesheets, cancelled."""
    thing = _thing_and_when(s, ctx)
    return [CancelCommitment(thing)] if thing else None


def is_no_occurrence(s: str, ctx: _Ctx) -> bool:
    """Whether a sentence starts "no <thing> <when>" (its lead is no correction's)."""
    head = re.split(r"\s*(?:,|;|\s[-–—]\s|\s+(?:cos|coz|cuz|because|since|as)\s)", s.strip(), maxsplit=1)[0]
    return _thing_and_when(head, ctx) is not None


_SPLIT = re.compile(r"\s*(?:,|;|\s[-–—]+\s|\s+(?=(?:cos|coz|cuz|because|bc|since)\s))\s*", _I)
# the reason after it: a state of something ("office is closed", "everyone's out", "cos teacher's sick")
_REASON = re.compile(
    r"^(?:(?:cos|coz|cuz|because|bc|since|as)\s+)?(?:the\s+|my\s+|our\s+|his\s+|her\s+|their\s+)?[\w'-]+"
    r"(?:\s+[\w'-]+)?(?:'s|'re|\s+is|\s+are|\s+was|\s+were|\s+has|\s+have|\s+got)\s+\S",
    _I,
)
# a to-do or a plan after it is news of its own, read by the clause readers
_TODO_WORDS = re.compile(r"\b(?:need|needs|have\s+to|has\s+to|must|should|will|'ll|gonna|going\s+to|remind)\b", _I)


def called_off_with_reason(text: str, ctx: _Ctx) -> list[Intent] | None:
    """ "no timesheets this week, office is closed": the cancel, and the reason keeps nothing."""
    parts = _SPLIT.split(text.strip(), maxsplit=1)
    if len(parts) != 2 or not _REASON.match(parts[1]) or _TODO_WORDS.search(parts[1]):
        return None
    return no_occurrence(parts[0], ctx)
