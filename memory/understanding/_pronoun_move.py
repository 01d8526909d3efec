"""A new day for the to-do just talked about, said with a pronoun in a later clause: "gonna be
late on the Patel one, make it wed", "jerseys won't be in till weds so I'll get them then",
"can't do thurs, do it friday instead".

Read alone, such a clause looks like a new to-do ("make it", "get them"), which names nothing
anyone could act on. Its verb is one of doing in general ("do", "make", "sort", "get",
"collect") and its object a pronoun, so what it re-dates is the to-do the conversation was
about: a move of "that", which :mod:`memory.derive` resolves only to a to-do touched minutes
before (and asks about otherwise). A pronoun after a verb that names a job of its own ("fix it
friday", "call them monday") stays the other forms': the job is said, whatever "it" is. So is a
visitor's new day said by pronoun: "he's now coming thurs".
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _Ctx
from memory.understanding.intents import Intent, MoveCommitment, NewCommitment, Unclear

__all__ = ["coming_instead", "fetched_then", "pronoun_move"]

_IT = r"\s+(?:it|them|that|this|those|these|em|'em)(?:\s+(?:one|ones|up|out|done|instead|then|now|in|back))*$"
# verbs of doing in general: "make it", "do it" re-date whatever "it" is
_DOING = re.compile(
    r"^(?:just\s+)?(?:do|make|sort|sort\s+out|handle|tackle|deal\s+with|get\s+to|finish|move|shift|push|bump)" + _IT,
    _I,
)
# verbs of fetching: "get it" is the thing the clause before named, when it named one
# (:mod:`memory.understanding._thing_referent`), else the to-do just talked about
_FETCHING = re.compile(r"^(?:just\s+)?(?:get|grab|pick\s+up|collect|fetch)" + _IT, _I)


# a new job said around it ("Gord needs a lift, sort it tmrw", "i need to collect them then",
# "remind me to do it"): "it" is that job, not one kept before
_NEW_JOB = re.compile(r"\b(?:needs?|needed|remind|rem+ind|have\s+to|has\s+to|gotta|must|should)\b", _I)


def pronoun_move(intent: Intent, said: str) -> Intent:
    """``intent`` as a move of the to-do just talked about when it is a dated "do it" of the
    user's own (or a question whether to track one) and ``said`` (the sentence) names no new
    job; else ``intent`` unchanged."""
    return _redated(intent, _DOING, said)


def fetched_then(intent: Intent, said: str) -> Intent:
    """The same for a dated "get them" left unresolved by the clause before."""
    return _redated(intent, _FETCHING, said)


def _redated(intent: Intent, verbs: re.Pattern[str], said: str) -> Intent:
    todo = intent.proposal if isinstance(intent, Unclear) else intent
    if (
        isinstance(todo, NewCommitment)
        and todo.owner == "me"
        and todo.due is not None
        and verbs.match(todo.action.strip())
        and not _NEW_JOB.search(said)  # last: the sentence's whole text, read only for a "do it"
    ):
        return MoveCommitment("that", todo.due)
    return intent


# "he's now coming thurs", "they're coming friday instead": whoever was coming, on a new day
_COMING_NOW = re.compile(
    r"^(?:he|she|they)\s*(?:'s|'re|\s+is|\s+are|'ll\s+be|\s+will\s+be)\s+(?:now\s+)?"
    r"(?:coming|arriving|turning\s+up|popping\s+(?:over|round|by)|coming\s+(?:over|round|by))\s+"
    r"(?:now\s+)?(?P<d>.+?)(?:\s+(?:instead|now))?$",
    _I,
)


_CHANGED = re.compile(r"\b(?:now|instead|actually|rather)\b", _I)


def coming_instead(s: str, ctx: _Ctx) -> list[Intent] | None:
    """A visit just talked about on a new day, said of its visitor by pronoun ("he's now coming
    thurs"): a move of "that" (resolved by :mod:`memory.derive` to what was just said), or None."""
    m = _COMING_NOW.match(s.strip())
    if m is None or not _CHANGED.search(s):
        return None  # "he's coming wed at 10": a visit told, for the visit reader
    spec = ctx.date(m["d"])
    return [MoveCommitment("that", spec)] if spec is not None else None
