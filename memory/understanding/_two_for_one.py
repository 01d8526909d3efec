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

__all__ = ["which_person", "whose_news"]

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
    names = sorted(named) if named else _people(said)
    if len(names) < _MANY or any(re.search(rf"\b{re.escape(name)}\b", intent.action) for name in names):
        return intent  # "send Ana her slides tmrw and Sione his by mon": the name in the to-do is whose
    pronoun = _PERSON_PRONOUN.search(intent.action)
    assert pronoun is not None
    who = " or ".join([", ".join(names[:-1]), names[-1]])
    return Unclear(
        f"Who is “{pronoun.group(0)}” in “{intent.action}”: {who}? Say it again with the name and I'll keep it.",
        intent.action,
    )


def _people(said: str) -> list[str]:
    """The people ``said`` names, never a place said after "the" ("the Isabela trip")."""
    return sorted(name for name in names_in([said]) if not re.search(rf"\bthe\s+{re.escape(name)}\b", said, re.I))


# "…, she's the team lead", "… and he got the site manager job": news of a "she" or "he", said after a
# pause, of a role or a post (never "he's a nice guy", "she's the funny one": how they are)
_SHE_NEWS = re.compile(
    r"(?:[,;:.!]|\s[-–—]|\s(?:and|but|so))\s+(?P<p>she|he)(?:'s|’s|\s+is|\s+was|\s+became|\s+will\s+be|'ll\s+be"
    r"|\s+(?:has\s+been|was|got)\s+made)\s+(?:the|our|their|your)\s+(?:new\s+)?(?P<r>[\w-]+(?:\s+[\w-]+){0,2})[\s.!]*$"
    r"|(?:[,;:.!]|\s[-–—]|\s(?:and|but|so))\s+(?P<q>she|he)\s+(?:got|landed|gets|was\s+offered|took)\s+the\s+"
    r"(?P<j>(?:[\w-]+\s+){0,3}(?:job|role|post|position|gig))[\s.!]*$",
    re.IGNORECASE,
)
_HOW_THEY_ARE = re.compile(r"\b(?:one|ones|best|worst|type|kind|sort)$", re.IGNORECASE)


def whose_news(intents: list[Intent], text: str) -> list[Intent]:
    """``intents``, or a question of whom a "she" or "he" means, when ``text`` names two people or
    more and then tells news of one by the pronoun ("Dasha and Lena started, she's the team lead";
    "Evangeline and Rosalia both applied and she got the dispatcher job"). Nothing is kept of the
    pair: what the words read of them beside it (a role "she" has, "applied" read as a thing done)
    waits for the answer."""
    m = _SHE_NEWS.search(text)
    if m is None or _HOW_THEY_ARE.search(m["r"] or ""):
        return intents
    names = _people(text[: m.start()])
    if len(names) < _MANY:
        return intents
    said = text[m.start("p") if m["p"] else m.start("q") :].strip(" .!")
    who = " or ".join([", ".join(names[:-1]), names[-1]])
    kept = [i for i in intents if isinstance(i, NewCommitment) and not any(name in i.action for name in names)]
    question = f"Who is “{m['p'] or m['q']}” in “{said}”: {who}? Say it again with the name and I'll keep it."
    return [*kept, Unclear(question, said)]
