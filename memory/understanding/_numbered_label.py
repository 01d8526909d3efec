"""A bare number after a word that things are numbered by is the thing's label, never a time.

"fix the flaky test in sprint 9 tomorrow", "gate 5 tmrw", "truck 9 monday", "room 12 fri": the
number names the sprint, the gate, the truck, the room; only the day after it is the time. Read
as a clock hour ("9 tomorrow" = 09:00) the to-do loses its label and gains a time no one said.

Only labels that never name an event at a time are here: "session 7 tomorrow" or "match 3 sat"
may be a session at 7, so they keep the reading the scan gives them: the labels are
:data:`._numbered_words.NUMBERED_THINGS`.
"""

from __future__ import annotations

import re

from memory.understanding._numbered_words import NUMBERED_THINGS

__all__ = ["numbered_by", "without_labels"]

# a bare number, not one with its unit or clock after it ("shed 5 minutes to midnight", "room 4pm"), nor
# minutes to or past an hour ("check the oven 25 to noon", "oven 20 past 6": 13 to 59 is no hour)
_BARE_NUMBER = re.compile(
    r"^#?\d{1,4}\b(?![:./-]\d|\s*(?:minutes?|mins?|hours?|hrs?|h|days?|weeks?|wks?|months?|years?|am|pm|a\.m\.?|p\.m\.?)\b)"
    r"(?!(?<=\b(?:1[3-9]|[2-5]\d))\s+(?:to|past)\b)(?!\s+(?:to|past)\s+(?:noon|midday|midnight)\b)",
    re.IGNORECASE,
)


def numbered_by(word: str, phrase: str) -> bool:
    """Whether ``phrase``, a time phrase found right after ``word``, starts with a number that
    ``word`` labels ("sprint" before "9 tomorrow")."""
    said = word.lower().strip(".,;:!?'\"()")
    labelled = said in NUMBERED_THINGS or (said.endswith("s") and said[:-1] in NUMBERED_THINGS)  # "rooms 3-4 tomorrow"
    return labelled and _BARE_NUMBER.match(phrase.strip()) is not None


_WORD_THEN_NUMBER = re.compile(r"(?P<w>[\w#.]+)\s+(?=#?\d)")


def without_labels(text: str) -> str:
    """``text`` without the numbers that label things ("read her chapter 3 first" is "read her chapter
    first"): what is left says a time only if one is said."""
    cuts = [
        (m.end(), m.end() + n.end())
        for m in _WORD_THEN_NUMBER.finditer(text)
        if numbered_by(m["w"], text[m.end() :]) and (n := _BARE_NUMBER.match(text[m.end() :])) is not None
    ]
    for start, end in reversed(cuts):
        text = text[:start] + text[end:]
    return text
