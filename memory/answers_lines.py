"""The pieces every stored-state answer is written with: a commitment's line (what, whose, when
due or since when overdue), whom a commitment concerns, and a source's name as the user reads it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from datetime import datetime
from functools import lru_cache
from zoneinfo import ZoneInfo

from memory import claims as claim_rules
from memory import commitments as commitment_rules
from memory.model import Claim, Commitment
from memory.phrasing import describe_commitment, describe_due
from memory.store import User
from memory.timefmt import zone
from memory.understanding._fact_titles import untitled
from memory.words import content_words, normalize_key


def line(c: Commitment, now: datetime, user: User) -> str:
    tz = zone(user.timezone)
    if c.due is None:
        return f"• {describe_commitment(c)} — no due date"
    late = "overdue since" if commitment_rules.is_overdue(c, now) else "due"
    return f"• {describe_commitment(c)} — {late} {describe_due(c.due, tz)}"


def concerns(c: Commitment, keys: frozenset[str]) -> bool:
    """Whether a commitment of the user's is towards one of the names of ``keys``
    (:func:`name_key`): its counterparty, or its action names them ("send Omar the deck")."""
    if c.counterparty and name_key(c.counterparty) in keys:
        return True
    if not keys.isdisjoint(_action_keys(c.action)):
        return True
    # a name of two words said in the action: "finish the logo for Café Mocotó"
    return any(" " in k and f" {k} " in f" {name_key(c.action)} " for k in keys)


# a title before a surname: "Mr Kapoor", "Dr. Alvarez" (a title alone stays: "Dr" is no name to strip)


@lru_cache(maxsize=4096)
def name_key(name: str) -> str:
    """A person's name as a key (:func:`normalize_key`), kept: a question about a person reads
    every open commitment, and their owners and counterparties are a few names said again. A title
    before the name is no part of it: "what does Kapoor owe me" asks about "Mr Kapoor", "what is Ray
    doing" about "Deacon Ray"."""
    return normalize_key(untitled(name))


@lru_cache(maxsize=8192)
def _action_keys(action: str) -> frozenset[str]:
    """The words an action names a person by, kept per action: a question about a person
    reads every open commitment."""
    # "proofread Aisling's cover letter" names Aisling
    return content_words(action) | {normalize_key(_POSSESSIVE.sub("", w)) for w in action.split()}


_POSSESSIVE = re.compile(r"(?:'s|’s|')$")


def source(name: str) -> str:
    return "your message" if name == "chat" else name


def to_come(claims: list[Claim], now: datetime, tz: ZoneInfo) -> Iterator[tuple[Claim, claim_rules.ClaimView]]:
    """Each fact that takes effect after ``now``, soonest first, with its view on its own day, when
    it still stands then (one put right or replaced before its day is none)."""
    for claim in sorted(claims, key=lambda c: (c.effective_from, c.id)):
        if claim.effective_from <= now:
            continue
        view = _standing(claim_rules.view_at(claims, claim.effective_from, tz=tz), claim)
        if view is not None:
            yield claim, view


def _standing(views: Iterable[claim_rules.ClaimView], claim: Claim) -> claim_rules.ClaimView | None:
    return next((v for v in views if v.claims and v.claims[0].id == claim.id), None)
