"""A fact put right whose thing is only pointed at: "sorry, Achieng owns it, not Ruto", "no,
Wanjiru runs that", "actually Diego's in charge of it", "no, Odette does".

"It" or "that" names no subject of its own: it is the thing the conversation last touched that
has such a fact (an owner, a lead). So the correction is read without a subject, and
:mod:`memory.derive` takes the fact of that attribute touched last (asking when two were
touched about as recently). Kept as "it", the correction would have been stored as a
new fact about a thing called "it". Written by hand: three pronouns.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated
from memory.understanding.intents import CorrectValue, Intent

POINTED = frozenset({"it", "that", "this", "that one", "this one"})


def pointed(subject: str) -> bool:
    """Whether a fact's subject only points at a thing ("it", "that")."""
    return subject.strip().casefold() in POINTED


# who has the thing said by a verb of running it: "Wanjiru runs that", "Kamau leads it", "Diego's
# in charge of it", "Amina is handling that one"
_RUNS_IT = gated(re.compile(
    r"^(?P<who>(?-i:[A-ZÀ-Ý])[\w\-]+(?:\s+(?-i:[A-ZÀ-Ý])[\w\-]+)?)(?:\s+|(?=['’]s\s))"
    r"(?:owns|runs|leads|manages|handles|heads(?:\s+up)?|looks\s+after|has|(?:is|['’]s)\s+(?:now\s+)?(?:running|leading"
    r"|managing|handling|heading(?:\s+up)?|in\s+charge\s+of|responsible\s+for|on|looking\s+after|the\s+owner\s+of"
    r"|the\s+lead\s+on))\s+(?:it|that|this)(?:\s+one)?[\s.!]*$"
    # "no, Odette does": the verb said once, for the one who runs the thing (what a fact's owner is)
    r"|^(?P<doer>(?-i:[A-ZÀ-Ý])[\w\-]+(?:\s+(?-i:[A-ZÀ-Ý])[\w\-]+)?)\s+does[\s.!]*$",
    _I,
))
_NOT_A_NAME = frozenset({"i", "he", "she", "they", "we", "you", "it", "that", "this", "who", "someone", "nobody"})


def pointed_owner(text: str) -> list[Intent] | None:
    """ "Wanjiru runs that": the owner of the thing the conversation touched last (a subject-less
    correction of its owner); None when ``text`` says no such thing."""
    m = _RUNS_IT.match(text.strip())
    who = (m["who"] or m["doer"]) if m else None
    if who is None or who.split()[0].casefold() in _NOT_A_NAME:
        return None
    return [CorrectValue("", "owner", who)]
