"""A "they" after a group of people: "Naw-Ruz is coming up for the Iranian guys at the plant, they're
bringing sweets", "Tet's next week for the Vietnamese crew, they'll bring spring rolls".

The pronoun readers put the one name said before as the subject of "they" ("Luna's groomer
cancelled, they'll text"), so the holiday became the one bringing sweets. When the words before
name a group of people ("the Iranian guys", "the kids", "the night crew"), "they" is that group:
their plan, which names no one recap can keep it for.

Hand-written: a closed list of nouns for a group of people.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I

__all__ = ["group_they"]

# people named as a group ("the Iranian guys", "the kids", "her folks"), whom a "they" after them means
_GROUP = re.compile(
    r"\b(?:the|those|these|our|their|his|her|my)\s+(?:[\w'-]+\s+){0,2}?(?:guys|lads|girls|boys|ladies|folks|people"
    r"|kids|children|families|team|crew|lot|gang|neighbours|neighbors|parents|cousins|relatives|students|staff"
    r"|workers|colleagues|friends|visitors|guests)\b",
    _I,
)
_THEY = re.compile(r"^\s*(?:and\s+|so\s+)?(?:they|they're|theyre|they'll|theyll|they've)\b", _I)


def group_they(before: str, clause: str) -> bool:
    """Whether ``clause`` opens with "they" and the words ``before`` it name a group of people."""
    return _THEY.match(clause) is not None and _GROUP.search(before) is not None


# the user's own part in a message: "I", "we", "need to", "remind me"
_OWN_PART = re.compile(
    r"\b(?:i|i'm|im|i'll|ill|i've|we|we're|we'll|me|my|us|our|need|needs|must|have\s+to|gotta|remind|should)\b", _I
)


def group_plan_told(text: str) -> bool:
    """Whether the whole of ``text`` is what a group of people will do, told as news ("Naw-Ruz is
    coming up for the Iranian guys at the plant, they're bringing sweets"), with no part of the
    user's in it: chat, nothing to keep or ask about."""
    head, sep, clause = text.rpartition(",")
    return bool(sep) and group_they(head, clause) and _OWN_PART.search(text) is None
