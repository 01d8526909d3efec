"""A second fact after "and", said with its own named subject: "Camila prefers WhatsApp for
quick stuff, and Camila's phone changed to 55 5555 0143", "Tomás is our accountant, and
Lucía's email is lucia@example.com".

The comma cuts the sentence into a fact and a detail; a detail that is a to-do is kept beside
the fact already, but a detail that is a fact of its own was dropped, so the second fact was
lost. It is kept when the detail opens with "and"/"also"/"plus" and every fact in it names its
subject outright (a name, never "she"/"it": "…, and she's based in Lima" is left to the readers
of pronouns). Written by hand: one shape, two statements joined.

A detail of the person the fact named, said with "his"/"her"/"their" ("our plumber is Steve, his
email is steve@x.com"), is that person's (the caller knows whom the fact named).
"""

from __future__ import annotations

import re

from memory.understanding.intents import Intent, StateClaim

__all__ = ["second_facts", "their_details"]

_JOINED = re.compile(r"^\s*(?:and|also|plus|&)\b", re.IGNORECASE)
_PRONOUNS = frozenset({"he", "she", "they", "it", "him", "her", "them", "this", "that", "me", "i", "we", "you"})


def second_facts(detail: str, then: list[Intent]) -> bool:
    """Whether ``then`` (read from ``detail``) is facts said after "and" of named subjects."""
    return (
        bool(then)
        and _JOINED.match(detail) is not None
        and all(isinstance(i, StateClaim) and i.subject and i.subject.split()[0].lower() not in _PRONOUNS for i in then)
    )


_THEIR_DETAIL = re.compile(r"^\s*(?:and\s+)?(?:his|her|their)\s+\w", re.IGNORECASE)


def their_details(detail: str, then: list[Intent]) -> bool:
    """Whether ``then`` (read from ``detail``) is facts of "him"/"her"/"them" said with a
    possessive ("…, his email is …"), of whom the fact before named."""
    return (
        bool(then)
        and _THEIR_DETAIL.match(detail) is not None
        and all(isinstance(i, StateClaim) and i.subject.lower() in ("him", "her", "them") for i in then)
    )
