"""A to-do re-dated by saying when it happens instead: "can do the gutters sunday instead",
"we'll do the school run on friday in place of thursday", "the quiz night is on the 9th now
instead".

Only the thing and one date are read: the words left once the date and the "I can do" that
leads them are taken away name the to-do ("the gutters"), and :mod:`memory.derive` decides
which open one that is (a thing no open to-do has moves nothing, and recap asks). A sentence
that says who asked ("IRB said we can submit on 7/3 instead") or names only a verb is left to
the other forms: its words name no thing.

The new day told to the one waiting ("told magdalena sun instead for the slides") is the thing's
move as well. A to-do said again whole with "instead" ("call mum saturday instead") is that to-do moved, and
with none open the to-do itself (never a second copy beside the open one).
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import _imperative_shape
from memory.understanding._phrases import _I, _Ctx
from memory.understanding.intents import Intent, MoveCommitment, NewCommitment
from memory.understanding.timex import DateSpec, find_spans, has_date_words

__all__ = ["instead"]

_INSTEAD = re.compile(r"^(?P<body>.+?)\s+(?:instead|in\s+place\s+of\s+(?P<old>.+?))\W*$", _I)
# "can do", "we'll do", "could manage", "let's do", "I'll get", "happy to do"
_LEAD = re.compile(
    r"^(?:(?:i|we)(?:\s+|(?='ll)))?(?:can|could|will|'ll|shall|would|let's|lets|happy\s+to|able\s+to)\s+"
    r"(?:do|make|manage|fit\s+in|fit|get\s+to|tackle|sort)\s+",
    _I,
)
_OPEN = re.compile(r"^(?:the|my|our)\s+\w", _I)
_LEFT = re.compile(r"\s+(?:on|at|for|this|next|from)$", _I)
_MAX_WORDS = 5
# a clause of its own inside the words: a comma, or a verb said of someone ("coach says …")
_A_CLAUSE = re.compile(r"[,;:]|\s[-–—]\s|\b(?:says|said|is|are|was|were|has|have|had|runs|wants|thinks|reckons)\b", _I)
_PRONOUN_OBJECT = re.compile(r"^\S+\s+(?:it|that|this|them|those|these|one)(?:\s+\w+)?$", _I)


# the new day told to the one waiting, then the thing: "told magdalena sun instead for the slides",
# "texted Raj friday instead re the invoice"
_TOLD_FOR = re.compile(
    r"^(?:(?:i|we)\s+)?(?:told|texted|messaged|emailed|pinged|said\s+to|agreed\s+with|let)\s+(?P<who>[\w'-]+)"
    r"(?:\s+know)?\s+(?P<when>.+?)\s+instead\s+(?:for|re|about|on|with)\s+(?P<thing>(?:the|my|our)\s+.+?)\W*$",
    _I,
)


def instead(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "can do the gutters sunday instead": the to-do the thing names, moved to that date."""
    if (told := _TOLD_FOR.match(s.strip())) is not None:
        s = f"{told['thing']} {told['when']} instead"  # "the slides sun instead"
    m = _INSTEAD.match(s.strip())
    if m is None or (m["old"] and not has_date_words(m["old"])):
        return None
    body = m["body"].strip()
    spans = [span for span in find_spans(body, now=ctx.now, tz=ctx.tz) if span.spec is not None]
    if len(spans) != 1 or body[spans[0].end :].strip():
        return None  # the date ends what is said: "can do the gutters sunday"
    lead = _LEAD.match(body)
    if lead is None:
        return _restated(body[: spans[0].start].strip(), spans[0].spec)
    thing = _LEFT.sub("", body[lead.end() : spans[0].start].strip())
    if not _OPEN.match(thing) or len(thing.split()) > _MAX_WORDS:
        return None
    target = re.sub(r"^(?:the|my|our)\s+", "", thing, flags=_I)
    return [MoveCommitment(target, spans[0].spec)]


def _restated(todo: str, due: DateSpec) -> list[Intent] | None:
    """ "call mum saturday instead": a to-do said again with "instead" and its new date is that
    to-do moved (never a second one), or, with none open, the to-do itself."""
    todo = _LEFT.sub("", todo)
    if not _imperative_shape(todo) and _thing_said(todo):
        # "sublease agreement to bea by thurs instead": the thing alone names the to-do moved
        return [MoveCommitment(re.sub(r"^(?:the|my|our)\s+", "", todo, flags=_I), due)]
    if not _imperative_shape(todo) or len(todo.split()) > _MAX_WORDS + 1 or _PRONOUN_OBJECT.match(todo):
        return None  # "do it friday instead": the one just talked about (:mod:`._pronoun_move`)
    if _A_CLAUSE.search(todo):
        return None  # "coach says practice runs late, pickup at 7 instead": news, then a thing moved
    return [MoveCommitment(todo, due, otherwise=NewCommitment(todo, "me", None, due))]


# a thing and at most whom it goes to: "the deck", "sublease agreement to bea", "slides for Tom"
_THING = re.compile(r"^(?:(?:the|my|our)\s+)?[\w'-]+(?:\s+[\w'-]+){0,3}?(?:\s+(?:to|for|with)\s+[\w'-]+)?$", _I)
_NOT_THING = re.compile(
    r"^(?:i|we|you|he|she|they|it|that|this|me|us|them|just|maybe|prob|probably|could|can|will|let's|lets"
    r"|in|on|at|for|to|by|from|with|up|out|off|back|over|and|or|but|so|then|now|all|some|one)\b"
    r"|\b(?:is|are|was|were|be|been|said|says|can|could|will|would|should|not|no)\b"
    r"|'s\s+\w|\w{3,}ed\b",  # "ute's booked in": a state said of the thing, read by other forms
    _I,
)


# "lunch" names a time of day ("by lunch") and an occasion: as the thing ("lunch with Jo") it is the occasion
_OCCASION_LUNCH = re.compile(r"^(?:(?:the|my|our)\s+)?lunch\b(?!\s*time)", _I)


def _thing_said(words: str) -> bool:
    """Whether ``words`` are a thing (a few words, no verb, no one speaking): "the deck"."""
    dated = has_date_words(_OCCASION_LUNCH.sub("", words))
    return bool(words) and bool(_THING.match(words)) and not _NOT_THING.search(words) and not dated

