"""A passing state said of one day ahead: "the office is closed on the 24th", "gym closed tmrw",
"the shop is open on sunday".

Read as typed, the state holds from that day on, with no end: the office closed for good from the
24th. A state said "on" one day (or of a day word alone) lasts that day: it ends with the day.
Only states that pass (closed, shut, open) and only where nothing says how long it lasts ("from the
24th", "until the 2nd", "for good", "for two weeks" keep their own reading).

Hand-written: a closed list of passing states, and of the words that give a state its length.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.model import Precision
from memory.understanding._phrases import _I
from memory.understanding.intents import Intent, StateClaim

__all__ = ["for_the_day"]

_PASSING = frozenset({"closed", "shut", "open"})
# what says the state lasts past the day, or from it on
_LENGTH_SAID = re.compile(
    r"\b(?:from|as\s+of|starting|since|onwards?|until|till|til|through|thru|to|for\s+good|permanently|indefinitely"
    r"|for\s+(?:the|a|an|two|three|four|\d+)\s+\w+|all\s+week|now\s+on|going\s+forward|anymore|any\s+more|every"
    r"|each|on\s+\w+days|(?:mon|tues|wednes|thurs|fri|satur|sun)days)\b",
    _I,
)


def for_the_day(intent: Intent, clause: str) -> Intent:
    """``intent``, ended with its day when it is a passing state said of one day (see the module doc)."""
    if not isinstance(intent, StateClaim) or intent.predicate != "status" or intent.value.lower() not in _PASSING:
        return intent
    day = intent.effective
    if day is None or day.precision is not Precision.DAY or intent.until is not None or _LENGTH_SAID.search(clause):
        return intent
    return replace(intent, until=day)
