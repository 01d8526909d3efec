"""Numbers at the end of a to-do that count or label something, and are no date left unread.

"draft the speech for Oma's 80th", "get a cake for her 40th", "plan our 10th": an ordinal said
after whose it is (a possessive) is a birthday or anniversary, never a day of the month (no one
writes "Oma's 3rd" for the 3rd of a month). "write up the retro notes for sprint 14", "tag
release 12", "prep for round 3": a number after a word that things are numbered by is a label.

Without this, :func:`._commitment_intro._unread_date` takes the trailing number for a date it
could not read, and recap asks "I couldn't read the date" of a to-do whose date it did read
("… by sunday"). Written by hand: the possessives are a closed set of words, and the labels a
short list of what software teams, schools, sports and shows count in.
"""

from __future__ import annotations

import re

__all__ = ["counted_not_dated"]

# whose: "Oma's", "the twins'", "her", "our"
_POSSESSIVE = re.compile(r"^(?:[\w\-]+(?:'s|’s|s'|s’)|my|our|her|his|their|your)$", re.IGNORECASE)
_ORDINAL = re.compile(r"^\d{1,3}(?:st|nd|rd|th)$", re.IGNORECASE)
# what is numbered by a bare number ("sprint 14", "release 3", "round 2"), besides places and rooms
_LABELS = frozenset({
    "sprint", "iteration", "milestone", "release", "version", "build", "batch", "issue", "pr", "ticket", "bug",
    "round", "game", "match", "heat", "leg", "season", "series", "volume", "vol", "part", "module", "unit",
    "chapter", "lecture", "week", "day", "draft", "rev", "revision", "case", "job", "lot", "grade", "level",
    "task", "story", "epic", "test", "quiz", "assignment", "problem", "lab", "tutorial", "workshop", "session",
})  # fmt: skip


def counted_not_dated(words: list[str], tail: list[str]) -> bool:
    """Whether ``tail`` (the date-like words that end ``words``) is a count or a label: an
    ordinal after a possessive ("Oma's 80th"), or a bare number after a label word ("sprint
    14"); ``words`` are the action's words, punctuation stripped."""
    if len(tail) != 1 or len(words) < 2:
        return False
    before, last = words[-2], tail[0]
    if _ORDINAL.match(last):
        return _POSSESSIVE.match(before) is not None and before.lower() not in ("today's", "tomorrow's")
    return last.isdigit() and before.lower() in _LABELS
