"""A move said just before a day: "security audit review: pushing to the 30th", "the call's
bumped to mon", "deck - slipping till fri". Words before a day that say it is a new day for
something already planned, so no diary line nor a new to-do is read from them (the move is read
against what is open, or asked about).

Hand-written: the verbs people move things with, each in its forms, then at most a pronoun or
particle and the "to"/"till" before the day ("night shift on friday" is a shift, not a move).
"""

from __future__ import annotations

import re

__all__ = ["moving_before"]

_MOVING = re.compile(
    r"\b(?:push(?:ing|ed|es)?|mov(?:e|es|ing|ed)|bump(?:ing|ed|s)?|shift(?:ing|ed|s)?|slip(?:ping|ped|s)?"
    r"|postpon(?:e|es|ing|ed)|delay(?:ing|ed|s)?|resched\w*|kick(?:ing|ed)?\s+(?:it\s+)?(?:down\s+the\s+road|back))"
    r"(?:\s+(?:it|that|back|out))?\s+(?:to|till|til|until|'?til)\s*$",
    re.IGNORECASE,
)


def moving_before(head: str) -> bool:
    """Whether ``head`` (the words before a day) ends with a move: "… pushing to", "… bumped"."""
    return _MOVING.search(head) is not None
