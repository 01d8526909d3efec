"""A thing owed, then when it will be done: "I owe Tomasz a reply on the pricing q, will do it
tmrw", "owe Lena the slides, will send them fri", "i owe Marguerite the contract, get it to her
thurs", "owe Bea the notes, will send them to her monday", "I owe Callum £40, will pay him back sat".

The clause after the comma names nothing new: its object is "it"/"them" (the thing owed) and
its "to her"/"to him" the person owed. So it only dates the owed to-do the first clause read; read on
its own, "send them" would put the person where the thing was ("send Lena"). Hand-written: a
closed set of delivery verbs and pronouns, one regex, tried only on a clause pair already read.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding.intents import Intent, MoveCommitment, NewCommitment

_I = re.IGNORECASE

_VERBS = (
    r"(?:do|send|get|give|pay|return|bring|drop|hand|have|deliver|email|finish|sort|write|post|pass|forward|ship"
    r"|courier|mail|text|call|ring)"
)
_PARTICLE = r"(?:\s+(?:over|back|off|round|across|in|out))?"
# "do it", "send them", "get it to her", "send them over to her": the thing owed said again by a
# pronoun ("pay him back", the person said again, is read where the person is put back in)
BACK_TO_IT = re.compile(
    r"^(?:(?:will|i'?ll|gonna|going\s+to|need\s+to|have\s+to|gotta|should|can)\s+)?"
    + _VERBS
    + _PARTICLE
    + r"\s+(?:it|them|that|those|these)"
    + _PARTICLE
    + r"(?:\s+(?:to|with)\s+(?:her|him|them))?$",
    _I,
)

# "pay him back", "send her them": the person owed said again, the thing left out (the owed to-do
# keeps what is owed: "I owe Callum £40, will pay him back sat" is "pay Callum £40", due sat)
BACK_TO_WHOM = re.compile(
    r"^(?:(?:will|i'?ll|gonna|going\s+to|need\s+to|have\s+to|gotta|should|can)\s+)?"
    + _VERBS
    + r"\s+(?:him|her|them)"
    + _PARTICLE
    + r"(?:\s+(?:it|them))?$",
    _I,
)

# "settle up", "square up with her", "sort her out": paying what is owed, the sum left out
SETTLED = re.compile(
    r"^(?:(?:will|i'?ll|gonna|going\s+to|need\s+to|have\s+to|gotta|should|can)\s+)?"
    r"(?:settle|square)\s+up(?:\s+with\s+(?:her|him|them))?$",
    _I,
)


def owed_then(first: Intent, then: Intent) -> list[Intent] | None:
    """The owed to-do ``first`` dated by ``then`` when ``then`` only says when it is done (or,
    undated, only says it again)."""
    if not isinstance(first, NewCommitment) or first.due is not None or first.counterparty is None:
        return None
    if isinstance(then, MoveCommitment) and then.action.lower() in ("that", "it", "this") and then.due is not None:
        return [replace(first, due=then.due)]  # "will do it tmrw" reads as "move that to tomorrow"
    # undated, the clause after says the same deed again ("I owe Jo 20 quid, gotta pay her back"):
    # still one to-do, never a second "pay her back" beside it
    if not isinstance(then, NewCommitment) or then.owner != first.owner:
        return None
    # "will pay him back sat" after "I owe Callum £40": the person owed said again, the sum kept
    # (the same deed: "send Achieng 2000 bob", then "pay her back", names the deed better)
    said_again = (
        BACK_TO_IT.match(then.action)
        or (BACK_TO_WHOM.match(then.action) and _verb(then.action) == _verb(first.action))
        # "I owe Jo 40 quid, will settle up fri": the sum paid, said without it
        or (SETTLED.match(then.action) and _verb(first.action) == "pay")
    )
    if not said_again:
        return None
    return [replace(first, action=paid_back(then.action, first.counterparty) or first.action, due=then.due)]


def owed_said_again(intents: list[Intent]) -> list[Intent]:
    """``intents`` with a to-do that only says an owed to-do again, or when it is done, made one
    with it: "Jo lent me 20 quid, gotta pay her back" and "I owe Lena the slides. will send them
    fri" are each one to-do, however the message was cut into clauses (:mod:`._referring` reads
    the same pair inside one clause)."""
    out: list[Intent] = []
    for intent in intents:
        first = out[-1] if out else None
        mine = isinstance(first, NewCommitment) and isinstance(intent, NewCommitment)
        same = mine and intent.counterparty in (None, first.counterparty)  # type: ignore[union-attr]
        merged = owed_then(first, intent) if same and first is not None else None
        if merged is not None:
            out[-1:] = merged
        else:
            out.append(intent)
    return out


_BACK_PAID = re.compile(r"^(?:repay|pay)\s+(?:him|her|them)\s+back$", _I)


def paid_back(said: str, person: str) -> str | None:
    """ "pay her back" said of a debt: the deed in the user's words, "pay Radostina back" (the
    labelled corpora all keep it so; the sum, said before, is not in every one's phrasings)."""
    said = _LEAD.sub("", said).strip()
    if not _BACK_PAID.match(said):
        return None
    verb = said.split()[0].lower()
    return f"{verb} {person} back"


_LEAD = re.compile(r"^(?:(?:will|i'?ll|gonna|going\s+to|need\s+to|have\s+to|gotta|should|can)\s+)?", _I)


def _verb(action: str) -> str:
    """The verb an action opens with, after a "will"/"need to" before it."""
    words = _LEAD.sub("", action).split()
    return words[0].lower() if words else ""
