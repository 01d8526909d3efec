"""A plan called off, reported after the fact: "had to cancel the dentist, im on shift", "we
cancelled the venue viewing", "ended up calling off the bbq".

The past tense of "cancel" is the user telling what already happened to a plan of theirs, so it
cancels the open to-do the words name (:mod:`memory.derive` finds which, and asks when none
fits); it never reads as a done report ("to cancel the dentist" finished). Other people's
cancellations ("Ines cancelled our lunch") are :mod:`memory.understanding._lifecycle_others`'.
"""

from __future__ import annotations

import re

from memory.understanding._lifecycle import _target
from memory.understanding._phrases import _I, _Ctx
from memory.understanding.intents import CancelCommitment, Intent
from memory.understanding.timex import has_date_words

__all__ = ["cancelled_it"]

_CANCELLED = re.compile(
    r"^(?:(?:i|we)\s+|(?:i've|ive|we've|weve)\s+)?(?:(?:just|already|finally|sadly|also)\s+)*"
    r"(?:(?:had|have\s+had|'ve\s+had|ended\s+up\s+having)\s+to\s+(?:cancel|call\s+off|scrap|drop|ditch|bail\s+on)"
    r"|cancell?ed|called\s+off|ended\s+up\s+(?:cancell?ing|calling\s+off))\s+(?P<a>.+)$",
    _I,
)
# an object that is a pronoun or a person, not a plan: "had to cancel on her", "cancelled it"
_NO_PLAN = re.compile(r"^(?:on|it|that|this|them|him|her|me|us|you|my\s+plans?|everything|all)\b", _I)


def cancelled_it(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "had to cancel the dentist": the dentist to-do, cancelled."""
    m = _CANCELLED.match(s.strip())
    if m is None or _NO_PLAN.match(m["a"]) or has_date_words(m["a"]):
        return None
    target = _target(m["a"])
    return [CancelCommitment(target)] if target and target != "that" else None


# A to-do whose job is itself a calling off ("cancel the gym membership", "call off the
# plumber"), and the past tense that reports that job done.
_CALLING_OFF_TODO = re.compile(
    r"^(?:(?P<cancel>cancel)|(?P<call>call\s+off)|(?P<unsub>unsubscribe)|(?P<term>terminate))\b", _I
)
_DONE_AS = {
    "cancel": r"cancell?ed|had\s+to\s+cancel|ended\s+up\s+cancell?ing",
    "call": r"called\s+(?:\S+\s+){0,4}?off|called\s+off",
    "unsub": r"unsubscribed",
    "term": r"terminated",
}
# a cancel not done after all: "didn't cancel it", "forgot to cancel", "was going to cancel"
_NOT_DONE = re.compile(
    r"\b(?:not|n't|never|forgot|gonna|going\s+to|will|'ll|need\s+to|have\s+to|should|must|meant\s+to|tried\s+to"
    r"|trying\s+to|want\s+to|wanna)\b",
    _I,
)


def did_the_cancelling(text: str, action: str) -> bool:
    """Whether ``text`` reports that the user did the calling off the to-do ``action`` is for:
    "cancelled the gym membership" of "cancel the gym membership" is that to-do done, where
    "forget the gym membership" drops it. The report's verb is the to-do's own verb, in the past
    tense ("cancelled", "called … off"), said as done (never "didn't cancel", "forgot to cancel").

    :mod:`memory.derive` asks this of the one to-do a cancellation fits, and marks it done."""
    todo = _CALLING_OFF_TODO.match(action.strip())
    if todo is None or _NOT_DONE.search(text):
        return False
    kind = next(name for name, said in todo.groupdict().items() if said)
    return re.search(r"\b(?:" + _DONE_AS[kind] + r")\b", text, _I) is not None
