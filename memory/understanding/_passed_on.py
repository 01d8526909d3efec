"""A to-do that passes a thing on with no thing said, after a to-do that names it.

"finish Q4 review + send to Marta", "write the report, send to Jo tmrw", "print the invoices and
post to the accountant": the second to-do is done to the first one's thing ("send Q4 review to
Marta"); kept as said, it is a to-do "send to Marta" of nothing nobody can act on a week later.
Only a bare "send to Jo": a to-do done to the thing with "it" ("post it to Dana") is one to-do
with the one before (``_done_to_it``), and one that names its thing ("send the deck to Jo")
needs nothing.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._phrases import _I
from memory.understanding.intents import Intent, NewCommitment

__all__ = ["passed_on", "passed_on_action"]

_PASSED_ON = re.compile(
    r"^(?P<v>send|email|e-mail|forward|fwd|give|show|pass|hand|submit|present|share|post|mail|deliver)"
    # "to Marta", "to the accountant", "to Jo tmrw"; never "to Marta the deck", whose thing is said
    r"\s+(?P<to>(?:to|over\s+to)\s+(?:(?:the|my|our|his|her|their)\s+)?\S+(?!.*\b(?:the|an?|my|our)\s).*)$",
    _I,
)
# a to-do done to a thing (never to a person or place: "call the bank, send to Marta" sends the bank nowhere)
_VERB_THEN_THING = re.compile(
    r"^(?!(?:call|ring|phone|text|ping|message|msg|meet|see|visit|ask|tell|remind|thank|chase|pay|email|e-mail)\b)"
    r"(?P<v>[a-z]+)\s+(?P<o>(?!to\b)\S.*?)$",
    _I,
)


def passed_on_action(before: str, action: str) -> str | None:
    """``action`` ("send to Marta") with the thing ``before`` (the to-do said right before it,
    "finish Q4 review") is done to: "send Q4 review to Marta"; None when it names its own thing
    or ``before`` names none."""
    passed, thing = _PASSED_ON.match(action.strip()), _VERB_THEN_THING.match(before.strip())
    if passed is None or thing is None:
        return None
    return f"{passed['v']} {thing['o']} {passed['to']}"


def passed_on(intent: Intent, earlier: list[Intent]) -> Intent:
    """``intent`` with the thing it passes on put as the one the user's to-do right before it in
    the same message names (:func:`passed_on_action`)."""
    last = earlier[-1] if earlier else None
    if not isinstance(intent, NewCommitment) or not isinstance(last, NewCommitment) or last.owner != intent.owner:
        return intent
    action = passed_on_action(last.action, intent.action)
    return intent if action is None else replace(intent, action=action)
