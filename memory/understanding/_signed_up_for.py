"""A lone "register" after the thing it is for: "signing up for the 10k run, need to register by
the 31st", "entering the bake-off, have to apply by friday", "joining the choir, must enrol
before jan".

The to-do clause says its verb and nothing it is done to ("register", due the 31st), a to-do the
user cannot tell from any other later; the clause before names what it is for. The to-do is
"register for the 10k run". Only the verbs that take "for" ("register", "enrol", "apply", "sign
up", "qualify", "RSVP") said with no object, and a thing named with a determiner right before
the clause ("for the 10k run", "entering the bake-off"). Hand-written: one closed set of verbs.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TypeVar

from memory.understanding._phrases import _I
from memory.understanding.intents import Intent, NewCommitment

_T = TypeVar("_T")
_FOR_VERBS = frozenset({"register", "enrol", "enroll", "apply", "sign up", "qualify", "rsvp", "pre-register"})
# the clause before: "signing up for the 10k run", "entering the bake-off", "doing the half marathon"
_THING_BEFORE = re.compile(
    r"(?:\bfor|\bentering|\bentered|\bdoing|\bjoining|\brunning|\bin)\s+(?P<np>(?:the|a|an|my|our|this|that)\s+"
    r"[\w'&-]+(?:\s+[\w'&-]+){0,3})\s*(?:[,;]|\s[-–—]\s)[^,;]*$",
    _I,
)


def what_for(found: list[tuple[Intent, _T]], sentence: str) -> None:
    """Each lone "register" in ``found`` (in place) made "register for <the thing said before>"."""
    for k, (intent, clause) in enumerate(found):
        if not isinstance(intent, NewCommitment) or intent.action.lower() not in _FOR_VERBS:
            continue
        at = sentence.lower().find(f" {intent.action.lower()}")
        m = _THING_BEFORE.search(sentence[:at]) if at > 0 else None
        if m is not None:
            found[k] = (replace(intent, action=f"{intent.action} for {m['np']}"), clause)
