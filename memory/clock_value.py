"""A fact whose value is a time of day: "rec centre · closing time = 9pm", "Kai · pickup time =
15:15", "Mia · bedtime = 8pm". A time said alone right after it ("sorry, 10pm") puts that value
right, not the due of an older to-do nor nothing at all.
"""

from __future__ import annotations

import re

from memory.model import Claim

# an attribute that holds a time of day: "closing time", "opening time", "pickup time", "bedtime", "curfew"
_TIMED = re.compile(r"(?:\btime|bedtime|naptime|curfew)$", re.IGNORECASE)
_CLOCK = re.compile(r"^(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|h)?|noon|midday|midnight)$", re.IGNORECASE)


def holds_clock(claim: Claim) -> bool:
    """Whether ``claim`` keeps a time of day as its value (see the module doc)."""
    return bool(_TIMED.search(claim.predicate.strip())) and bool(_CLOCK.match(claim.value.strip()))


def clock_said(text: str, held: str) -> str:
    """A time of day as kept: "10 pm" as "10pm", "at 10pm" as "10pm"; with no am or pm, the one
    of the time it puts right ("6:30" of "6am" is "6:30am")."""
    said = re.sub(r"\s+", "", re.sub(r"^(?:at|@)\s*", "", text.strip(), flags=re.IGNORECASE))
    half = _HALF.search(held.strip())
    if half is not None and re.fullmatch(r"\d{1,2}(?:[:.]\d{2})?", said):
        return said + half.group(0).lower()
    return said


_HALF = re.compile(r"(?:am|pm)$", re.IGNORECASE)
