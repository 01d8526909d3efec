"""The stored attribute a fact or a correction calls by another name: "my bad, the pool guy's
number is 0433 871 226. not 0433 871 262" puts right the pool guy's phone.

A fact is stored under the name the user first gave its attribute ("phone"); a correction may
call it by another (:data:`memory.claims.SAME_PREDICATE`: "number", "mobile"). With no fact of
the subject under the correction's name and one under another name of it, that one is meant.
So too a fact said with the last word of the stored name: "isla's rate went up to $110" after
"Isla's hourly rate is $95" is her hourly rate.

Pure functions: the caller passes the claims observed so far.
"""

from __future__ import annotations

from memory.claims import same_predicate
from memory.model import Claim
from memory.words import normalize_key


def names_in_use(subject: str, predicate: str, known: list[Claim]) -> list[str]:
    """The names of ``predicate`` (itself or another, :data:`memory.claims.SAME_PREDICATE`) that
    ``subject``'s facts in ``known`` are stored under, in the order of ``known``."""
    names, wanted = same_predicate(predicate), normalize_key(subject)
    return [c.predicate for c in known if normalize_key(c.subject) == wanted and normalize_key(c.predicate) in names]


def stored_alias(subject: str, predicate: str, known: list[Claim]) -> str | None:
    """The one other name of ``predicate`` that ``subject`` has a fact stored under, or None."""
    own = normalize_key(predicate)
    found = {name for name in names_in_use(subject, predicate, known) if normalize_key(name) != own}
    return next(iter(found)) if len(found) == 1 else None


def fuller_predicate(predicate: str, stored: list[str]) -> str | None:
    """The one stored attribute that ``predicate`` names by its last words ("rate" for "hourly
    rate", "dose" for "amlodipine dose"), when the subject has none of that name itself; else None."""
    keys = {normalize_key(p): p for p in stored}
    if not normalize_key(predicate) or normalize_key(predicate) in keys:
        return None
    fuller = [p for key, p in keys.items() if named_by_last_words(key, predicate)]
    return fuller[0] if len(fuller) == 1 else None


def named_by_last_words(stored: str, said: str) -> bool:
    """Whether ``said`` names the attribute ``stored`` by its last words, ``stored`` saying more
    before them ("rate" of "hourly rate", "dose" of "losartan dose")."""
    full, short = normalize_key(stored).split(), normalize_key(said).split()
    return bool(short) and len(full) > len(short) and full[-len(short) :] == short


def attribute_said_whole(subject: str, predicate: str, known: list[Claim]) -> tuple[str, str] | None:
    """(subject, predicate) of the one subject with a fact whose attribute is ``subject`` and
    ``predicate`` said together, when no fact of ``subject`` is kept: "flight number is actually FJ
    915" after "Mere's flight number is FJ 911" puts right Mere's flight number (read as the
    flight's number, a subject nothing is kept of). None with none, or with two subjects' facts."""
    if not subject or not predicate or any(normalize_key(c.subject) == normalize_key(subject) for c in known):
        return None
    whole = normalize_key(f"{subject} {predicate}")
    found = {(c.subject, c.predicate) for c in known if normalize_key(c.predicate) == whole}
    return found.pop() if len(found) == 1 else None
