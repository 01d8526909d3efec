"""A slip owned up to: "I made a mistake", "made a silly error earlier", "made a mess of it".

Said as a correction's lead ("I am sorry, I made a mistake. The gas man is coming on Friday"), it
names no job done: the past-tense readers (:mod:`._lifecycle`, :mod:`._commitments`) read nothing
finished from it.
"""

from __future__ import annotations

import re

_A_SLIP = re.compile(
    r"^(?:a|an|one|two|some|another|a\s+few|a\s+couple\s+of|the\s+same|such\s+an?)\s+(?:[\w-]+\s+)?"
    r"(?:mistakes?|errors?|typos?|slip|boo-?boos?|blunders?|mess|muddle|hash|balls-up|cock-up)\b",
    re.IGNORECASE,
)


def made_a_slip(verb: str, rest: str) -> bool:
    """Whether ``verb`` and what follows it ("made", "a mistake") own up to a slip."""
    return verb.lower() == "made" and _A_SLIP.match(rest.strip()) is not None
