"""Whether a message is typed in lower case, where names are typed so too ("need to call dani").

The capital a phone's keyboard gives a message's first word ("Need to call dani", "Promised dani
i'd ring her") is the keyboard's, not the user's: the rest in lower case, the message is typed in
lower case. A name first ("Kofi left early", "Mark needs the deck") keeps its capital, the user's own.
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import _todo_verb
from memory.understanding._commitments import past_verb
from memory.understanding._phrases import _NAME_STOP
from memory.understanding._typos import known_word

__all__ = ["typed_lowercase"]

# what a user typing names in lower case still capitalises: "I" and its contractions, and a code with a
# digit in it ("Q4", "4B", "P60"); a name's capital first letter and a letters-only acronym still count
# ("Kofi left early today" is a name; "pharmacy closing early, ring GP" is no message whose every word may be
# a name)
_CAPITALS_REGARDLESS = re.compile(r"\bI(?:'[a-z]+|’[a-z]+)?\b|\b[A-Z0-9]*[0-9][A-Z0-9]*\b")
# the first word of a message, capitalised by the phone's keyboard: "Need to call dani" is typed in lower case
_FIRST_WORD = re.compile(r"^\W*(?P<w>[A-Z][a-z']*)(?=\s|[,.!?:;]|$)(?:\s+(?P<next>[\w']+))?")
# a word after the first that says the first is someone's name, the subject of a sentence: "Mend is on the
# marketing team", "Sue said…" (an imperative's verb takes an object, never "is" or "said")
_SUBJECT_NEXT = frozenset(
    {"is", "was", "has", "had", "will", "would", "can", "could", "should", "and", "said", "says", "told", "wants",
     "needs", "thinks", "just", "also", "still", "isn't", "wasn't", "won't", "can't", "from"}
)
# verbs that are names too: "Mark needs the deck", "Drew moved to Leeds"
_VERBS_AS_NAMES = frozenset(
    {"mark", "bill", "will", "grant", "rob", "pat", "sue", "jack", "frank", "chase", "drew", "bob", "may", "ray"}
)


def _keyboard_capital(raw: str) -> str:
    """``raw`` with its first word lowered when that word is an ordinary word ("Need", "Promised",
    "The"), whose capital the keyboard put there; a name first ("Kofi left early") keeps its capital,
    the user's own."""
    m = _FIRST_WORD.match(raw)
    if m is None:
        return raw
    word = m["w"].lower()
    # a past verb of the chat's vocabulary ("Promised", "Moved"), never a name that ends like one ("Mohammed")
    verb = _todo_verb(word) or (past_verb(word) and known_word(word))
    named = verb and (m["next"] or "").lower() in _SUBJECT_NEXT  # "Mend is on the marketing team": a name
    ordinary = word not in _VERBS_AS_NAMES and not named and (word in _NAME_STOP or verb)
    return raw[: m.start("w")] + word + raw[m.end("w") :] if ordinary else raw


def typed_lowercase(raw: str) -> bool:
    """Whether ``raw`` is written without capitals where names would have them ("I need to send
    marta the Q4 numbers": "I" and a code aside, and the capital a phone gives the first word), so a
    lower-case word may be a name."""
    return not any(ch.isupper() for ch in _CAPITALS_REGARDLESS.sub("", _keyboard_capital(raw)))
