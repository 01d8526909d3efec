"""Whose a thing is, when no fact keeps its owner: "whose is the grey Prado in the lot" after
"Ruslan's car is the grey Prado" (kept as Ruslan's car, not as the Prado's owner).

People say what a thing of theirs is ("Oleg's car is the black Crown") and later ask whose the
thing is, often with where it stands ("… in the lot", "… at the pier"). The owner question
looks first for the thing's own owner; with none kept, the one person one of whose current
facts has the thing itself as its value answers. The value must be the whole thing asked (its
content words, the place it stands in left out), never a word of it: "whose is the Prado"
does not name "the grey Prado and the white Camry".
"""

from __future__ import annotations

import re

from memory import claims as claim_rules
from memory.words import content_words, normalize_key

# "… in the lot", "… at the pier", "… out back", "… by the door": where the thing stands
_PLACE_TAIL = re.compile(
    r"\s+(?:(?:in|at|on|by|near|outside|behind|parked\s+(?:in|at|on|by|outside))\s+(?:the|our|my|this|that)\b"
    r"|out\s+(?:back|front|the\s+front|the\s+back)\b).*$",
    re.IGNORECASE,
)
# what a thing's owner is already kept as; a fact of that kind is no possession of its subject
_NOT_HELD = frozenset({"owner", "role", "title", "manager", "location", "employer", "team"})


def without_place(thing: str) -> str:
    """``thing`` without where it stands ("red Hilux at the pier" -> "red Hilux")."""
    return _PLACE_TAIL.sub("", thing)


def held_as(views: list[claim_rules.ClaimView], thing: str) -> claim_rules.ClaimView | None:
    """The current view, of one subject alone, whose value is ``thing`` (or ``thing`` without
    the place it stands in), else None."""
    for asked in dict.fromkeys((thing, without_place(thing))):
        wanted = content_words(asked)
        if not wanted:
            continue
        found = [
            view
            for view in views
            if view.claims
            and not view.conflicting
            and normalize_key(view.predicate) not in _NOT_HELD
            and content_words(view.value) == wanted
        ]
        if len({normalize_key(view.subject) for view in found}) == 1:
            return found[0]
    return None
