"""What kind of value a bare correction gives, so it goes to a fact that holds that kind.

"no wait, Porto" says only a value; which fact it corrects is the one the conversation touched
last *that holds a value of the same kind*: a place or a name replaces a name ("Lisbon"), a
number replaces a number ("$950", "0151 234 5678"), a role replaces a role ("head of design"),
never one kind another (Porto is no one's job title). The kinds are read from the words'
shape (capitals, digits, role words) because recap has no gazetteer or name list, and the
shape is what tells "Porto" from "CFO" from "850" well enough to choose between facts; when it
cannot tell (two facts of the kind), recap asks (:mod:`memory.asks`).

Pure functions; written by hand because it is a few shapes, not a language problem.
"""

from __future__ import annotations

import re
from typing import Literal

ValueKind = Literal["number", "role", "name", "code", "words"]

ROLE_HINT = re.compile(
    r"\b(?:manager|director|head|lead|engineer|officer|vp|chief|ceo|cto|cfo|coo|cmo|cio|designer|developer|analyst"
    r"|counsel|partner|exec|supervisor|intern|associate|president|founder|consultant|coordinator|specialist"
    r"|administrator|architect|editor|producer|accountant|recruiter|assistant|secretary|treasurer|chair)\b",
    re.IGNORECASE,
)
_NUMBER = re.compile(
    r"^(?:about\s+|around\s+|~)?[-+]?[$€£¥₹]?\s*\d[\d\s.,:/()\-+]*\s*(?:k|m|bn|%|[$€£¥₹]|usd|eur|gbp)?$",
    re.IGNORECASE,
)
_ACRONYM = re.compile(r"^[A-Z]{2,4}$")
_CODE = re.compile(r"^(?=\S*\d)(?=\S*[^\W\d_])\S+$")
_NAME_WORD = re.compile(r"^(?:[A-ZÀ-Ý][\w'’.\-]*|of|de|da|do|dos|van|von|der|la|le|al|el|bin|&)$")


def value_kind(value: str) -> ValueKind:
    """The kind of ``value``: a number (an amount, a phone number), a role, a name (a person,
    a place, a team: capitalised words), a code (letters and digits: a password, a flat number)
    or plain words."""
    text = value.strip()
    if _NUMBER.match(text):
        return "number"
    if ROLE_HINT.search(text) or _ACRONYM.match(text):
        return "role"
    if _CODE.match(text):
        return "code"
    words = text.split()
    if words and words[0][:1].isupper() and all(_NAME_WORD.match(word) for word in words):
        return "name"
    return "words"


_LOOSE: frozenset[ValueKind] = frozenset({"name", "words"})  # "lisbon" typed lower-case is still a place


def same_kind(value: str, held: str) -> bool:
    """Whether ``value`` can replace ``held``, the value a fact holds now: the same kind, where
    a name and plain words count as one (people type names in lower case)."""
    new, old = value_kind(value), value_kind(held)
    return new == old or {new, old} <= _LOOSE
