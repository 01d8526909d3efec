"""Covering for someone who is away, said after why: "Lena is off sick today, covering her
standup", "Tom's on leave this week, handling his clients", "Ana is out tmrw so I'm running her
1:1s".

The words after the comma have no subject ("covering her standup" is the user's own plan) and
name the job only as "her"/"his" thing, so alone they read as nothing. Said after a fact about
one person's status, they are the user's to-do: the job, that person's ("cover Lena's standup"),
due when the status is said to hold ("today", "this week"; else undated). Written by hand: a
closed list of verbs of standing in, in the progressive, with "her"/"his"/"their" and a short
thing; anything else after the fact is left to the other readers.
"""

from __future__ import annotations

import re

from memory.model import Precision
from memory.understanding._phrases import _I, _Ctx, _plausible
from memory.understanding.intents import Intent, NewCommitment, StateClaim

_STAND_IN = {
    "covering": "cover", "handling": "handle", "taking": "take", "running": "run", "doing": "do",
    "chairing": "chair", "leading": "lead", "hosting": "host", "picking up": "pick up", "teaching": "teach",
}  # fmt: skip
_COVERING = re.compile(
    r"^(?:so\s+|and\s+)?(?:i'm\s+|im\s+|i\s+am\s+|am\s+)?(?:(?:also|just)\s+)?(?P<v>"
    + "|".join(v.replace(" ", r"\s+") for v in _STAND_IN)
    + r")\s+(?:her|his|their)\s+(?P<thing>\S.{0,40}?)[\s.!]*$",
    _I,
)
_MAX_THING_WORDS = 4


def covering_for(found: list[Intent], detail: str, ctx: _Ctx) -> list[Intent]:
    """The user's to-do of standing in for the one person ``found`` (facts) gives a status,
    as ``detail`` says it; [] when it says no such thing."""
    m = _COVERING.match(detail.strip())
    away = [i for i in found if isinstance(i, StateClaim) and i.predicate == "status"]
    if m is None or len(away) != 1 or not _plausible(m["thing"], max_words=_MAX_THING_WORDS):
        return []
    person, held = away[0].subject, away[0].until or away[0].effective
    if not person[:1].isupper() and not ctx.lowercase:
        return []
    due = held if held is not None and held.precision is Precision.DAY else None
    verb = _STAND_IN[re.sub(r"\s+", " ", m["v"].lower())]
    return [NewCommitment(f"{verb} {person}'s {m['thing'].strip()}", "me", None, due)]
