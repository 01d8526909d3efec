"""A person's name said after a fact kept under their job: "vet's email is ospanov.vet@mail.kz if u
need it. Dr Ospanov i mean", "the plumber's number is 0400 123 456 — Gaz, I mean".

The bare "Dr Ospanov i mean" reads as a correction of the value just said, and put the vet's email
right to "Dr Ospanov". But a name cannot be an email, a number or an address: what the user puts
right is whom the fact is about, the vet being Dr Ospanov. So the fact is kept under the name, and
no correction is made. Only when the fact's subject is a job or a common noun said in lower case
and its value is no name (it has a digit or an "@"), so "Kofi's role is CFO. Ama i mean" stays a
correction. Hand-written: one shape for the name, one for the value.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding.intents import CorrectValue, Intent, StateClaim

__all__ = ["name_said_after"]

# "Dr Ospanov", "Mrs Dlamini", "Gaz", "Ana Lucía": a title, then one to three capitalised words
_NAME = re.compile(r"^(?:(?:Dr|Mr|Mrs|Ms|Miss|Prof|Dra|Sr|Sra)\.?\s+)?[A-ZÀ-Ý][\w'’-]+(?:\s+[A-ZÀ-Ý][\w'’-]+){0,2}$")
# a value no person is called: an email, a number, an address with its digits
_NO_NAME = re.compile(r"@|\d")


def name_said_after(found: list[Intent]) -> list[Intent]:
    """``found`` with a fact kept under the name said after it, in place of a correction of its
    value to that name (see the module doc)."""
    if len(found) != 2:
        return found
    claim, said = found
    if not isinstance(claim, StateClaim) or not isinstance(said, CorrectValue) or said.subject or said.predicate:
        return found
    if said.old or not _NAME.match(said.value.strip()) or not _NO_NAME.search(claim.value):
        return found
    if not claim.subject.islower() or claim.subject in ("me", "i"):
        return found  # "Kofi's number is …. Kwame i mean": a name put right, read as the correction it is
    return [replace(claim, subject=said.value.strip())]
