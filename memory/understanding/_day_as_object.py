"""A day said as the thing a verb takes is no to-do recap can name: "so I'll take the 9th".

"Kelechi is covering my Tuesday, so I'll take the 9th", "ill cover sat", "I can grab thurs": the
day is the verb's object, standing for a shift or a slot the words never name (the 9th's shift,
Saturday's rota). Read as a date, it leaves a to-do of the verb alone ("take", due the 9th), which
names nothing the user could later recognise, complete or move. Such a to-do is asked about
instead, with no guess at what is taken. A verb whose day says only when ("I'll work sat", "vote
tues"), or one with an object of its own ("take the kids on the 9th"), is left alone.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding.intents import Intent, NewCommitment, Unclear

__all__ = ["without_day_as_object"]

# verbs that are nothing without an object, and take a day as one ("take the 9th", "cover sat",
# "do tues", "swap fri", "grab the 3rd", "book the 12th")
_TAKES_A_DAY = frozenset({"take", "cover", "do", "grab", "swap", "handle", "get", "book", "have"})


def without_day_as_object(intents: list[Intent], text: str) -> list[Intent]:
    """``intents`` with each to-do that is a verb alone, its day said as its object in ``text``,
    turned into a question (see the module doc)."""
    out: list[Intent] = []
    for intent in intents:
        taken = _day_taken(intent, text)
        out.append(intent if taken is None else Unclear(
            f"What does “{taken}” stand for? Say it with the thing named, e.g. “{taken.split()[0]} the late "
            f"shift {taken.split(maxsplit=1)[1]}”, and I'll keep it.",
            text,
        ))
    return out


def _day_taken(intent: Intent, text: str) -> str | None:
    """The words that say a verb and the day it takes ("take the 9th"), when ``intent`` is a to-do
    of that verb alone; else None."""
    if not isinstance(intent, NewCommitment) or intent.due is None:
        return None
    verb = intent.action.strip().lower()
    if verb not in _TAKES_A_DAY:
        return None
    said = re.compile(rf"\b{re.escape(verb)}\s+{re.escape(intent.due.text)}(?!\w)", _I).search(text)
    return said[0] if said else None
