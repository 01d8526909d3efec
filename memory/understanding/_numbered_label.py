"""A bare number after a word that things are numbered by is the thing's label, never a time.

"fix the flaky test in sprint 9 tomorrow", "gate 5 tmrw", "truck 9 monday", "room 12 fri": the
number names the sprint, the gate, the truck, the room; only the day after it is the time. Read
as a clock hour ("9 tomorrow" = 09:00) the to-do loses its label and gains a time no one said.

Only labels that never name an event at a time are here: "session 7 tomorrow" or "match 3 sat"
may be a session at 7, so they keep the reading the scan gives them. Hand-written: what software
teams, buildings, transport and documents number is a short, closed list.
"""

from __future__ import annotations

import re

__all__ = ["numbered_by"]

_LABELS = frozenset({
    # work items
    "sprint", "iteration", "milestone", "release", "version", "build", "batch", "issue", "pr", "ticket", "bug",
    "task", "story", "epic", "draft", "revision", "rev", "case", "lot", "phase", "stage", "step", "item", "wave",
    # documents and courses
    "chapter", "volume", "vol", "part", "module", "unit", "level", "grade", "page", "section", "question", "slide",
    "figure", "appendix", "clause", "article", "episode", "season", "series", "week", "year",
    # places and vehicles
    "room", "gate", "platform", "terminal", "truck", "van", "bus", "car", "cab", "flat", "apt", "apartment",
    "bay", "dock", "lane", "table", "seat", "row", "aisle", "floor", "ward", "bed", "block", "building", "locker",
    "box", "route", "exit", "door", "pier", "berth", "stand", "court", "pitch", "field", "studio", "suite", "desk",
    "office", "house", "lab", "cabin", "shed", "plot", "bin", "line",
})  # fmt: skip
# a bare number, not one with its unit or clock after it ("shed 5 minutes to midnight", "room 4pm")
_BARE_NUMBER = re.compile(
    r"^#?\d{1,4}\b(?![:./-]\d|\s*(?:minutes?|mins?|hours?|hrs?|h|days?|weeks?|wks?|months?|years?|am|pm|a\.m\.|p\.m\.)\b)",
    re.IGNORECASE,
)


def numbered_by(word: str, phrase: str) -> bool:
    """Whether ``phrase``, a time phrase found right after ``word``, starts with a number that
    ``word`` labels ("sprint" before "9 tomorrow")."""
    said = word.lower().strip(".,;:!?'\"()")
    labelled = said in _LABELS or (said.endswith("s") and said[:-1] in _LABELS)  # "rooms 3-4 tomorrow"
    return labelled and _BARE_NUMBER.match(phrase.strip()) is not None
