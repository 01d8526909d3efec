"""A "her", "him" or "his" in the user's to-do when the words before it name two people or more:
"Maritza and Fernanda are both on the Isabela trip, i'll email her the permit copies tmrw".

The pronoun stands for one of them, and the words do not say which (gender is no sure guide in
a chat of names recap cannot sex). Kept as said, the to-do would say "email her …" with no one to
chase; kept with a guess, it may name the wrong person, which is worse. So recap asks who is
meant, offering to keep the to-do once told. With one person named the pronoun is theirs
(:func:`._referents.resolved`), and with none it points outside the message and stays as said.
"""

from __future__ import annotations

import re

from memory.understanding._referents import names_in
from memory.understanding.intents import Intent, NewCommitment, Unclear

__all__ = ["which_person"]

_PERSON_PRONOUN = re.compile(r"\b(?:her|him|his)\b(?!\s*(?:'s|self)\b)", re.IGNORECASE)
_MANY = 2


def which_person(intent: Intent, before: list[str], named: set[str] | None = None) -> Intent:
    """``intent``, or a question of whom its "her"/"him"/"his" means when ``before`` (the words said
    before it) names two people or more, or ``named`` holds them (the people facts just read are about:
    "Omar's the new CFO and Lena is COO, send him …")."""
    if not isinstance(intent, NewCommitment) or intent.owner != "me" or intent.counterparty:
        return intent  # (someone else's promise to "her" is theirs to keep: never asked about)
    if not _PERSON_PRONOUN.search(intent.action):
        return intent
    said = " ".join(before)
    names = sorted(named) if named else sorted(
        name
        for name in names_in(before)
        if not re.search(rf"\bthe\s+{re.escape(name)}\b", said, re.IGNORECASE)  # "the Isabela trip": a place
    )
    if len(names) < _MANY or any(re.search(rf"\b{re.escape(name)}\b", intent.action) for name in names):
        return intent  # "send Ana her slides tmrw and Sione his by mon": the name in the to-do is whose
    pronoun = _PERSON_PRONOUN.search(intent.action)
    assert pronoun is not None
    who = " or ".join([", ".join(names[:-1]), names[-1]])
    return Unclear(
        f"Who is “{pronoun.group(0)}” in “{intent.action}”: {who}? Say it again with the name and I'll keep it.",
        intent.action,
    )
