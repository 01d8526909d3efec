"""Numbers at the end of a to-do that count or label something, and are no date left unread.

"draft the speech for Oma's 80th", "get a cake for her 40th", "plan our 10th": an ordinal said
after whose it is (a possessive) is a birthday or anniversary, never a day of the month (no one
writes "Oma's 3rd" for the 3rd of a month). "write up the retro notes for sprint 14", "tag
release 12", "prep for round 3": a number after a word that things are numbered by is a label.

Without this, :func:`._commitment_intro._unread_date` takes the trailing number for a date it
could not read, and recap asks "I couldn't read the date" of a to-do whose date it did read
("… by sunday"). Written by hand: the possessives are a closed set of words, and the labels a
short list kept with the other readers' (:mod:`._numbered_words`).
"""

from __future__ import annotations

import re

from memory.understanding._numbered_words import NUMBERED_WORDS

__all__ = ["counted_not_dated"]

# whose: "Oma's", "the twins'", "her", "our"
_POSSESSIVE = re.compile(r"^(?:[\w\-]+(?:'s|’s|s'|s’)|my|our|her|his|their|your)$", re.IGNORECASE)
# a count after a word that ranks: "the best 10", "top 5", "the first 3 chapters" (its noun may follow)
_RANKED = frozenset({"best", "top", "first", "last", "worst", "final", "next", "bottom", "latest"})
_COUNT = re.compile(r"\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty", re.IGNORECASE)
_LABEL = re.compile(r"#?\d{1,4}[a-z]?", re.IGNORECASE)
_ORDINAL = re.compile(r"^\d{1,3}(?:st|nd|rd|th)$", re.IGNORECASE)


def counted_not_dated(words: list[str], tail: list[str]) -> bool:
    """Whether ``tail`` (the date-like words that end ``words``) is a count or a label: an
    ordinal after a possessive ("Oma's 80th"), or a number after a word things are numbered by
    ("sprint 14", "bed 12", :data:`._numbered_words.NUMBERED_WORDS`); ``words`` are the action's
    words, punctuation stripped."""
    if not tail or len(words) <= len(tail):
        return False
    before = words[-len(tail) - 1]
    if before.lower() in NUMBERED_WORDS and _LABEL.fullmatch(tail[0]):
        # "the summary for bed 12", "the leak in flat 3", "lift 3b"; never a day with its month ("printer 13/13")
        return True
    if len(tail) == 1 and before.lower() in _RANKED and _COUNT.fullmatch(tail[0]):
        return True  # "pick the best 10", "shortlist the top 5", "read the first 3": how many, no time
    if len(tail) != 1 or not _ORDINAL.match(tail[0]):
        return False
    return _POSSESSIVE.match(before) is not None and before.lower() not in ("today's", "tomorrow's")
