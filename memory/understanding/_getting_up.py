"""Getting up to do a thing is no to-do of its own: "in 6 hours get up and drive Ciarán to the
airport", "tmrw wake up early and ring the bank".

Read as two to-dos ("get up", then the errand), the day's time went to "get up" and the errand
kept only the day. The errand is what to keep, due when the user gets up for it. Only "get up",
"wake up" (with "early"), then "and", then a to-do verb. Hand-written: one shape.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding._todo_verbs import TODO_VERBS

__all__ = ["without_getting_up"]

_GET_UP_AND = re.compile(r"\b(?:get|wake)\s+up(?:\s+(?:early|first\s+thing))?\s+(?:and|n|&)\s+(?P<verb>[a-z]+)\b", _I)


def without_getting_up(text: str) -> str:
    """``text`` with "get up and" before a to-do verb left out ("get up and drive X": "drive X")."""
    m = _GET_UP_AND.search(text)
    if m is None or m["verb"].lower() not in TODO_VERBS:
        return text
    return f"{text[: m.start()]}{text[m.start('verb') :]}"
