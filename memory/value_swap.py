"""Two facts said the wrong way round: "Dana is the new line producer", "Rhys is the new
location manager", then "no, the other way round".

With no preference to turn round (see :mod:`memory.value_targets`), "the other way round"
swaps the values of the two facts the conversation touched last, when they are facts of one
attribute about two subjects, told one right after the other (within
:data:`memory.asks.CLOSE_TOUCH`): each takes the other's value. Anything else (one fact, two
attributes, an older fact between them) is no swap, and recap asks as before.

Pure functions: the caller passes the claims observed so far.
"""

from __future__ import annotations

from memory.asks import too_close
from memory.model import Claim
from memory.understanding.intents import CorrectValue
from memory.words import normalize_key


def swapped(claims: list[Claim]) -> tuple[CorrectValue, CorrectValue] | None:
    """The two corrections that swap the values of the two facts touched last, or None."""
    latest: dict[tuple[str, str, str | None], Claim] = {}
    for claim in sorted(claims, key=lambda c: (c.observed_at, c.id)):
        latest[(normalize_key(claim.subject), normalize_key(claim.predicate), claim.scope)] = claim
    recent = sorted(latest.values(), key=lambda c: (c.observed_at, c.id), reverse=True)
    if len(recent) < 2:  # a swap is of two facts
        return None
    last, before = recent[0], recent[1]
    if (
        normalize_key(last.predicate) != normalize_key(before.predicate)
        or normalize_key(last.subject) == normalize_key(before.subject)
        or normalize_key(last.value) == normalize_key(before.value)
        or not too_close(last.observed_at, before.observed_at)
    ):
        return None
    return (
        CorrectValue(before.subject, before.predicate, last.value, before.scope),
        CorrectValue(last.subject, last.predicate, before.value, last.scope),
    )
