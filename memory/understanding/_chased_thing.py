"""Someone's promise of "it", after the user said what they chase them for: "need to chase Ahmed
for the contract, he promised it by weds", "must remind Lena about the invoice, she said she'd
send it fri", "ping Raj re the floor plans, he promised them by monday".

The promise is read from its own clause ("he" put as Ahmed), so its action is "it", a thing
nobody can tell later. The clause before names the thing the user chases that very person for;
the promise is of that thing: "it" is the contract. A promise said with no verb ("promised it")
is of the thing sent, as "Ahmed promised the contract" reads (:mod:`._their_promises`).

Only a promise owned by the person named right after the chasing verb, with "it"/"them" as its
only object, and a thing with a determiner. Hand-written: one closed set of chasing verbs.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TypeVar

from memory.understanding._phrases import _I
from memory.understanding.intents import Intent, NewCommitment

_T = TypeVar("_T")
_CHASE = (
    r"\b(?:chase|chasing|remind|reminding|nudge|nudging|ask|asking|ping|pinging|hassle|hassling|bug|bugging|pester"
    r"|pestering|follow\s+up\s+with|following\s+up\s+with|check\s+with|checking\s+with)\s+"
)
_THING = (
    r"\s+(?:for|about|re|on|over)\s+(?P<np>(?:the|my|our|his|her|their)\s+[\w'&-]+(?:\s+[\w'&-]+){0,3}?)"
    r"\s*(?:[,;.]|\s[-–—]\s|\s+and\b)"
)
_POINTER = re.compile(r"^(?:(?P<verb>[a-z]+)\s+)?(?P<it>it|them)$", _I)


def chased_thing(found: list[tuple[Intent, _T]], sentence: str) -> None:
    """Each promise of "it" in ``found`` (in place) put as the thing its maker is chased for."""
    if "it" not in sentence and "them" not in sentence:
        return
    for k, (intent, clause) in enumerate(found):
        if not isinstance(intent, NewCommitment) or intent.owner == "me":
            continue
        pointer = _POINTER.match(intent.action.strip())
        if pointer is None:
            continue
        m = re.search(_CHASE + re.escape(intent.owner) + _THING, sentence, _I)
        if m is None:
            continue
        action = f"{pointer['verb']} {m['np']}" if pointer["verb"] else f"send {m['np']}"
        found[k] = (replace(intent, action=action), clause)
