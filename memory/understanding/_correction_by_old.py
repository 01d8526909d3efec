"""A value put right in a sentence with a verb, naming the wrong value after "not": "sorry,
ruby goes to Bronte Public not Bondi", "no, Sam works at Deloitte, not KPMG", "oops, she
banks with Monzo not Starling".

The sentence says no attribute ("school", "employer"), only the person, a verb and the two
values; the wrong value is what tells which fact it puts right: :mod:`memory.derive` takes the
fact about that person (or, said with "he"/"she", the one touched last) whose value holds the
wrong words, and puts right only those words ("Bondi Public" -> "Bronte Public").

Hand-written: read only after a correction's lead, with one verb in the third person and a
short wrong value, so a plan ("sorry, I'll go to Bondi not Bronte") is never one.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding.intents import CorrectValue

_BY_OLD = re.compile(
    r"^(?P<who>[a-z][\w'’-]*)\s+(?:(?:now|still|actually)\s+)?(?P<verb>[a-z]+(?:es|s|ed))"
    r"(?:\s+(?:to|at|in|for|with|on|from|into|by))?\s+(?:the\s+|a\s+|an\s+)?"
    r"(?P<new>[^,]+?)\s*,?\s+not\s+(?:the\s+|a\s+|an\s+|at\s+|to\s+|in\s+|with\s+)?(?P<old>[^,\s]+(?:\s+[^,\s]+){0,3})"
    r"[.!\s]*$",
    _I,
)
_PRONOUN = re.compile(r"^(?:he|she|they)$", _I)
_NO_SUBJECT = re.compile(r"^(?:i|we|you|it|that|this|there|which|who|what|what's|it's|its|that's)$", _I)
_NOT_A_VERB = re.compile(r"^(?:is|was|has|does|needs|wants|says|said|thinks|means|meant)$", _I)
MAX_VALUE_WORDS = 5


def corrected_by_old(rest: str) -> CorrectValue | None:
    """The value ``rest`` (a correction, its lead cut off) puts right, or None."""
    m = _BY_OLD.match(rest.strip())
    if m is None or _NO_SUBJECT.match(m["who"]) or _NOT_A_VERB.match(m["verb"]):
        return None
    new, old = m["new"].strip(), m["old"].strip()
    if len(new.split()) > MAX_VALUE_WORDS or new.casefold() == old.casefold():
        return None
    subject = "" if _PRONOUN.match(m["who"]) else m["who"]
    return CorrectValue(subject, "", new, old=old)
