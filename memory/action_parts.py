"""One part of a to-do that names two things taken off it ("organise a card and leaving drinks",
then "nvm the leaving drinks, team is doing it"): the rest stays to do ("organise a card").

Calling the whole to-do off would lose the card, a wrong memory of what is left. Only a to-do
whose parts are joined by "and", "+", "&" or commas (never within a name, "Mr and Mrs Taufa",
nor parts that point back at each other, "sign the form and email it back"), and only words that
name exactly one part (all their words in it, none in another), make a part; anything else is
the whole to-do.

Pure; written by hand: a split at a few joining words and a comparison of word sets.
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import TODO_VERBS
from memory.words import content_words

# words after the last thing that hold for every part: "… and leaving drinks for Tomás by fri"
_TAIL = re.compile(r"\s(?:for|with|to|from|at|by|before)\s.+$", re.IGNORECASE)
# "and" or "&" between capitalised words joins a name ("Mr and Mrs Taufa", "Marks & Spencer")
_NAME_JOINED = re.compile(r"(?-i:[A-Z])[\w'’.]*\s+(?:and|&|\+)\s+(?-i:[A-Z])")
# a later part that points back at an earlier one: the parts are one thing ("… and email it back")
_REFERS = re.compile(r"\b(?:it|them|this|that|these|those|one)\b", re.IGNORECASE)
_JOIN = re.compile(r"\s*,\s*(?:and\s+)?|\s+(?:and|\+|&)\s+", re.IGNORECASE)


# how a part was done, said before it ("got", "picked up"): its own verb, not the to-do's
_VERB_SAID = re.compile(r"^\w+(?:\s+(?:up|off|out|in|back|down|over))?\s+(?=\S)", re.IGNORECASE)


def without_part(action: str, said: str) -> str | None:
    """``action`` without the one part ``said`` names, its verb kept for what is left ("organise
    a card and leaving drinks" less "card": "organise leaving drinks"); None when ``action`` has
    one part only or ``said`` names none of them, more than one, or the whole."""
    parts = [p for p in _JOIN.split(action.strip()) if p]
    wanted = content_words(said)
    if len(parts) < 2 or not wanted or _NAME_JOINED.search(action) or any(_REFERS.search(p) for p in parts[1:]):
        return None  # "Mr and Mrs Taufa", "Ferreira & Filhos": one name; "sign the form and email it back": one thing
    words = [content_words(p) for p in parts]
    named = _part_named(wanted, words, parts[0].split()[0].lower())
    if named is None and (verb_said := _VERB_SAID.match(said.strip())):
        # "got the milk" of "grab milk and bread", "called the dentist" of "call mum and the dentist":
        # the part by its thing, the verb said being how it was done
        named = _part_named(content_words(said.strip()[verb_said.end() :]), words, parts[0].split()[0].lower())
    if named is None:
        return None
    left = [p for i, p in enumerate(parts) if i != named]
    if named == 0 and left[0].split()[0].lower() not in TODO_VERBS:
        # the verb went with the first part: "send Omar the deck and the budget" less the deck
        left[0] = f"{_lead(parts[0])} {left[0]}"
    if named == len(parts) - 1 and (tail := _TAIL.search(parts[-1])):
        left[-1] = f"{left[-1]} {tail[0].strip()}"  # "… and leaving drinks for Tomás": still for Tomás
    return " and ".join(left)


def _part_named(wanted: frozenset[str], words: list[frozenset[str]], verb: str) -> int | None:
    """The one part whose words hold all of ``wanted`` and no other part shares any (the first
    part with the to-do's ``verb``), else None."""
    if not wanted:
        return None
    named = [i for i, w in enumerate(words) if wanted <= w or (i == 0 and wanted <= w | {verb})]
    if len(named) != 1 or any(wanted & w for i, w in enumerate(words) if i != named[0]):
        return None
    return named[0]


# where a noun phrase starts: its article, possessive or quantifier ("more nappies size 2")
_DETERMINERS = frozenset(
    ("the", "a", "an", "my", "our", "your", "his", "her", "their", "some", "more", "extra", "another")
)


def _lead(part: str) -> str:
    """What the first part says before its own thing, the verb and whom for ("send Omar" of
    "send Omar the deck", "organise" of "organise a card", "order" of "order more nappies size 2",
    "pick up" of "pick up salt"): all but the last noun phrase (from its article or quantifier,
    else its last word)."""
    words = part.split()
    articles = [i for i, w in enumerate(words) if i and w.lower() in _DETERMINERS]
    return " ".join(words[: articles[-1] if articles else -1])
