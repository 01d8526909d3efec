"""A to-do asked about by what was said of it: "what'd Darlene say she'd bring", "what did i say
i'd email Hesketh?", "what did Tom promise he'd fix". The one who said it owns the to-do, and
the verb (with the person or thing after it) names it, so the question is that owner's to-do of
those words, when it is due (:func:`memory.answers._when_due`), never a recall of every message
that named them.

Hand-written: the ways to say "what did X say they'd …" are a short closed list.
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import TODO_VERBS, _base
from memory.understanding._phrases import _I
from memory.understanding.intents import Question

_SAID_WOULD = re.compile(
    # a clause of its own before it: "sorry brain is mush after nights, what did i say …"
    r"^(?:[^,;?]+[,;]\s*)?(?:so\s+|and\s+|remind\s+me\s*,?\s+)?"
    r"(?:what|wat|wot)\s*(?:did|'d|d)\s+(?P<p>i|[A-Z][\w'\-]*(?:\s+[A-Z][\w'\-]*)?)\s+"
    r"(?:say|said|tell\s+(?:you|u)|promise|reckon)\s+(?:that\s+)?"
    r"(?:i|he|she|they|we)(?:'d|d|\s+would|'ll|\s+will|\s+was\s+(?:gonna|going\s+to)|\s+were\s+(?:gonna|going\s+to))\s+"
    r"(?P<v>[a-z]{3,})(?P<rest>(?:\s+[\w'\-]+){0,3}?)\s*[?!.]*$",
    _I,
)
_NO_ONE_NAMED = frozenset({"he", "she", "they", "we", "you", "u", "it"})


def said_would(text: str, raw: str) -> Question | None:
    """The owner's to-do the verb names, asked when due; None when not asked so."""
    m = _SAID_WOULD.match(text.strip())
    if m is None or m["p"].lower() in _NO_ONE_NAMED or (verb := _base(m["v"].lower())) not in TODO_VERBS:
        return None
    owner = "me" if m["p"].lower() == "i" else m["p"]
    return Question("when_due", f"{verb}{m['rest']}", None, None, raw, owner)
