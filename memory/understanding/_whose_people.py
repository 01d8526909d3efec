"""Whose person or appointment a name owns: "Biscuit's vet got cancelled, they'll call to
rebook", "Tom's mum rang, she'll bring the cake", "Sam's boss said he'll send it".

A "he"/"she"/"they" after such a clause stands for the one owned (the vet's office, Tom's mum,
Sam's boss), never for the name that owns them, so the name is not whom the pronoun is read as
(a pet, a child or a colleague made the owner of someone else's promise is a wrong to-do).
Things owned ("Maya's laptop died, she'll send the deck tomorrow") leave the name its own.

Hand-written: a closed list of the people and appointments one has, by hand.
"""

from __future__ import annotations

import re

from memory.understanding._kin import KIN
from memory.understanding._shortcuts import taken
from memory.understanding._sign_forms import _EVENTS

# the people who serve or look after someone, beyond family and appointments
_CARERS = (
    r"boss|manager|groomer|walker|sitter|babysitter|nanny|childminder|carer|teacher|tutor|coach|school|nursery"
    r"|daycare|clinic|surgery|office|landlord|landlady|builder|plumber|electrician|cleaner|mechanic|garage"
    r"|lawyer|solicitor|accountant|trainer|instructor|optician|orthodontist|surgeon|specialist|consultant"
)
_OWNED_ONE = re.compile(
    r"(?:(?:new|old|usual|regular|swim|swimming|dance|music|piano|driving|guitar)\s+)?"
    r"(?:" + KIN + r"|" + _EVENTS + r"|" + _CARERS + r")(?![\w'])",
    re.IGNORECASE,
)


def only_owner(name: str, text: str) -> bool:
    """Whether ``text`` names ``name`` only as the one whose person or appointment it speaks of
    ("Biscuit's vet got cancelled", "Tom's mum rang"): a pronoun after it is not ``name``."""
    if taken() and f"{name}'s" not in text:  # owned nowhere (checked before a pattern of the name is compiled)
        return False
    owned = list(re.finditer(r"\b" + re.escape(name) + r"'s\s+", text))
    alone = re.search(r"\b" + re.escape(name) + r"\b(?!'s\s)", text)
    return bool(owned) and alone is None and all(_owns_one(text, hit.end()) for hit in owned)


# "Beatriz's manager is Otto": a fact of whom the one owned is, so the sentence is about the name
_NAMED_AS = re.compile(r"(?i:\s*(?:'s|\s+is|\s+was|\s+will\s+be|\s+=)\s+(?:now\s+)?)(?:[A-Z]|(?i:the|a|an|my|our)\s)")


def _owns_one(text: str, at: int) -> bool:
    """Whether a person or an appointment is owned at ``at`` and the sentence goes on with what
    happened to them (not with who they are)."""
    m = _OWNED_ONE.match(text, at)
    return m is not None and _NAMED_AS.match(text, m.end()) is None
