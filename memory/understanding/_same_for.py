"""A second thing done the same way, said as "same for …": "renewed the dog one, same for the
fishing one", "paid the gas bill, same with the water one", "cancelled the gym, ditto for the pool".

The words after "same for" name only the thing; the verb is the one the clause before finished or
called off with, so the second thing gets that change too (derive matches it to its own to-do, or
keeps it quiet when none fits, as any past-tense report). Only after a change the message read; a
"same for me" or "same for you" is chat, no thing. Written by hand: "same"/"ditto" with "for"/"with"
is a closed phrase.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding.intents import CancelCommitment, CompleteCommitment, Intent

__all__ = ["same_for"]

_SAME_FOR = re.compile(
    r"[,;]\s*(?:and\s+)?(?:(?:the\s+)?same|ditto)\s+(?:for|with)\s+(?P<x>(?:the|my|our|his|her|their)\s+[^,;.!?]+?)"
    r"(?:\s+(?:too|as\s+well|done))*[\s.!]*$",  # a closing "too", "as well" or "done" is no part of the thing
    re.IGNORECASE,
)

# the "same for" part read on its own as a thing done ("same for the receipt"): no thing of that name
_SAID_SAME = re.compile(r"^(?:(?:the\s+)?same|ditto)\s+(?:for|with)\s", re.IGNORECASE)


def same_for(found: list[tuple[Intent, str]], sentence: str) -> list[tuple[Intent, str]]:
    """``found`` with the change the sentence's "…, same for X" makes to X added after the one
    change read before it (its verb, X's words); ``found`` as it is otherwise."""
    m = _SAME_FOR.search(sentence)
    if m is None:
        return found
    found = [(i, c) for i, c in found if not _SAID_SAME.match(getattr(i, "action", ""))]  # "same for the receipt"
    changes = [i for i, _ in found if isinstance(i, CompleteCommitment | CancelCommitment)]
    if len(changes) != 1:
        return found
    intent = changes[0]
    thing = m["x"].strip()
    if isinstance(intent, CancelCommitment):
        return [*found, (replace(intent, action=thing), m.group(0))]
    verb = intent.action.split()[0]
    if not (intent.past_tense and verb.isalpha() and verb.islower()):
        return found
    return [*found, (replace(intent, action=f"{verb} {thing}"), m.group(0))]
