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
from memory.understanding.timex import has_date_words

__all__ = ["closure_said_bare", "for_the_day"]

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


# a place shut on a day, said without its "is": "office closed on the 24th", "gym shut tmrw"; only places that open
# and shut, never a deal or a case ("the sale closed on the 24th": done), and only with a day after it
_CLOSED_BARE = re.compile(
    r"^(?P<t>(?:the\s+|our\s+|my\s+)?(?:[\w'’-]+\s+){0,2}?(?:office|shop|store|school|gym|bank|library|clinic"
    r"|surgery|pool|museum|caf[eé]|restaurant|pub|depot|warehouse|market|centre|center|hall|lab|studio|salon|pharmacy"
    r"|chemist|factory|branch|reception|canteen|nursery|daycare|creche|kindy|kindergarten|mall|shops|post\s+office"
    r"|yard|workshop|dispensary|council|cinema|theatre|theater|tip|dump))\s+(?P<v>closed|shut)\s+"
    r"(?P<d>(?:on\s+)?(?:[\w'’-]+\s+){0,3}?[\w'’-]+)[\s!.]*$",
    _I,
)
_PAST_DAY = re.compile(r"\b(?:yesterday|last|ago|earlier|this\s+morning)\b", _I)


def closure_said_bare(text: str) -> str:
    """``text`` with the "is" a place's closure on a day left out put back ("office closed on the 24th":
    "office is closed on the 24th", a day ahead as the present says it, never the 24th gone); any other
    ``text`` as it is."""
    m = _CLOSED_BARE.match(text.strip())
    if m is None or not has_date_words(m["d"]) or _PAST_DAY.search(m["d"]):
        return text
    return f"{m['t']} is closed {m['d']}"  # ("shut" as "closed", the word the fact forms read)
