"""A change said as not made, or only as maybe: "slide deck isn't finished", "the invoice
wasn't sent", "deck not done yet", "restaurant's fully booked" finish nothing; "slide deck might
slip to mon", "the audit may get pushed to the 9th", "dentist could move to fri" move nothing.

A form may read the words around the negation or the hedge as a completion ("slide deck
isn't" done) or a move; :func:`unsettled` drops such readings, and recap asks about a maybe
(the "never silent" net: "Should I move …?") rather than storing it. Hand-written: regexes.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated
from memory.understanding.intents import CompleteCommitment, Intent, MoveCommitment

__all__ = ["denied", "unsettled"]

_DONE_WORD = (
    r"(?:done|finished|complete|completed|sent|submitted|paid|booked|sorted|ready|filed|fixed|signed|posted"
    r"|delivered|returned|renewed|ordered|handed\s+in|dealt\s+with|over\s+the\s+line)"
)
_DENIED = gated(re.compile(
    r"(?:\b(?:is|are|was|were|has|have)\s*n'?t|\b(?:is|are|was|were)\s+not|\bnot|\bnever|\bhasn'?t\s+been"
    r"|\bhaven'?t\s+been|\bain'?t)\s+(?:(?:yet|quite|fully|totally|really|even|been|got|gotten)\s+)*"
    + _DONE_WORD
    + r"\b"
    # no room left, so nothing booked: "restaurant's fully booked, trying another", "the vet is booked up"
    r"|\b(?:fully|all|completely|totally)\s+booked\b|\bbooked\s+(?:up|solid)\b",
    _I,
))
_HEDGED = gated(re.compile(
    r"\b(?:might|may|could|maybe|perhaps|possibly|probably|prob)\s+(?:(?:well|have\s+to|need\s+to|get|be)\s+)*"
    r"(?:get\s+|be\s+)?(?:slip|slid|mov|push|shift|bump|postpon|delay|reschedul)\w*",
    _I,
))


_TOKEN = re.compile(r"\w+")
# where one part of a message ends: "invoice sent, not paid yet" denies only the payment
_PART = re.compile(r"\s*(?:[,;.!]|\s-+\s|\bbut\b|\band\b|\bso\b)\s*", _I)


def unsettled(intents: list[Intent], text: str) -> list[Intent]:
    """``intents`` without a completion ``text`` denies or a move it only hedges, each said in
    the same part of the message as the reading's words."""
    for part in _PART.split(text):
        readings = ((CompleteCommitment, _DENIED), (MoveCommitment, _HEDGED))
        kinds = tuple(kind for kind, said in readings if said.search(part))
        if not kinds:
            continue
        words = _words(part)
        intents = [i for i in intents if not (isinstance(i, kinds) and _words(i.action) <= words)]
    return intents


def _words(text: str) -> set[str]:
    """The words of ``text``, a possessive "'s" cut ("restaurant's fully booked" says "restaurant")."""
    return set(_TOKEN.findall(_POSSESSIVE.sub("", text.lower()).replace("'", "")))


_POSSESSIVE = re.compile(r"['’]s\b")


def denied(text: str) -> bool:
    """Whether ``text`` says a to-do is not done ("slide deck isn't finished"): no outcome."""
    return _DENIED.search(text) is not None
