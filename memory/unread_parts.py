"""The parts of a message of several that its reading left out.

"heads filed ✔ and my mom will fetch the kids today": the reader finishes "file the heads of
argument" and finds nothing in the second part, which said on its own would be asked about
("Did that change “fetch the kids from aftercare”?"). Stored with the first part and silent on
the second, the reply reads like success while one change went missing: a silent miss, the
worst outcome there is. So each part the reading left out gets the question it would get on
its own (:func:`memory.asks.never_silent`), when that question is about something recap keeps
(an open to-do or issue, or a to-do to track); a part that would only get the generic "I
couldn't read that" is left alone, as the rest of the message was understood.

A part is left out when none of its content words is a word of anything the reading found
(an action, a topic, a subject, a value): the parts are cut at ";", new lines, commas and
the words that join statements ("and", "also", "plus", "then", "but"), so a to-do whose
action holds an "and" ("call Bob and Alice") still covers both sides. Parts of fewer than two
content words ("lol", "by the 1st") are never asked about.
"""

from __future__ import annotations

import re
from dataclasses import fields, is_dataclass
from typing import Any

from memory.words import content_words

__all__ = ["unread_parts"]

_CUT = re.compile(r"\s*(?:[;\n]|,|\s(?:and|also|plus|then|but|&|\+)\s)\s*", re.IGNORECASE)
_MIN_WORDS = 2
_MAX_PARTS = 2  # a message of more parts left out than this was not read: the whole is asked elsewhere


def unread_parts(text: str, found: list[Any]) -> list[str]:
    """The parts of ``text`` that none of the intents in ``found`` speaks of (see the module doc);
    [] for a message of one part, or when more than :data:`_MAX_PARTS` parts were left out."""
    parts = [part.strip(" .!,-–—") for part in _CUT.split(text)]
    parts = [part for part in parts if part]
    if len(parts) < 2:
        return []
    said = frozenset().union(*(content_words(words) for intent in found for words in _words_of(intent)))
    left = [part for part in parts if len(words := content_words(part)) >= _MIN_WORDS and not words & said]
    return left if len(left) <= _MAX_PARTS else []


def _words_of(value: Any, depth: int = 0) -> list[str]:
    """Every text an intent holds, its nested intents' and dates' included ("otherwise", "proposal")."""
    if isinstance(value, str):
        return [value]
    if depth > 2 or not is_dataclass(value):
        return []
    return [text for field in fields(value) for text in _words_of(getattr(value, field.name), depth + 1)]
