"""A weekday said as the day of a thing that happens on it: "cover my sat shift", "take his tue
shift", "Mo's wed class", "skip the thurs practice".

Between a word that owns or points to the thing ("my", "his", "the", "Yusuf's") and a noun of
something that takes place (a shift, a class, a game) the weekday can only be the day it takes
place, even the word-like ones ("sat", "sun", "wed") and after "his" or "their" (which alone, as
in "cover their friday", the scanner leaves undated). What it names otherwise is a kind of thing
("the sunday school", "my sat nav", "my sun hat"), so only the nouns of occurrences count.
Hand-written: one shape.
"""

from __future__ import annotations

import re

__all__ = ["weekday_of_occasion"]

_OWNER = re.compile(r"^(?:my|his|her|their|our|your|the|\w+(?:'s|’s))$", re.IGNORECASE)
_WEEKDAY = re.compile(
    r"^(?:mon|tues?|wed|weds|thu|thur|thurs|fri|sat|sun|(?:mon|tues|wednes|thurs|fri|satur|sun)day)$", re.IGNORECASE
)
# things that take place on a day, said in the singular or plural
_OCCURRENCE = re.compile(
    r"^(?:shift|class|lesson|practice|session|game|match|appt|appointment|meeting|mtg|training|rehearsal|lecture"
    r"|tutorial|service|delivery|pickup|drop-?off|visit|slot|booking|swim|standup|clinic|rota|run|school\s+run"
    r"|roster|round|gig|sesh|fixture|call)(?:e?s)?$",
    re.IGNORECASE,
)


def weekday_of_occasion(before: str, word: str, after: str | None) -> bool:
    """Whether the weekday ``word``, said after ``before`` and before ``after``, is the day of the
    thing ``after`` names (see the module doc)."""
    return (
        after is not None
        and _WEEKDAY.match(word) is not None
        and _OWNER.match(before) is not None
        and _OCCURRENCE.match(after.rstrip(".,!?;:")) is not None
    )
