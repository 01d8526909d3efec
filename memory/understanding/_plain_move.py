"""A move said in plain-form English, as people writing in a second language or in a hurry say it:
"the meeting change to the 16", "dentist is move to friday", "the call postpone to 3pm".

The verb's bare form after the thing ("change", "is move") and a day of the month said without its
ordinal after "to the" ("the 16") say what "the meeting changed to the 16th" says; read as they
were, the message was a value "16" of nothing or nothing at all. The words are put as the move
readers know them. Only a thing named with "the", "my" or "our" moves so, and only "the <number>"
right after "to" is a day ("changed to 18" may be an hour: left as said); only a day or a time is
moved to ("my plans change to fit yours" is left as said).
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding.timex import has_date_words

__all__ = ["plain_move"]

_PLAIN = re.compile(
    r"^(?P<t>(?:the|my|our)\s+[^\W\d][\w'\-]*(?:\s+[\w'\-]+){0,4}?)\s+(?:(?:is|was|has|have|got|get)\s+(?:been\s+)?)?"
    r"(?P<v>change|move|shift|push|postpone|reschedule|delay)\s+(?P<to>to|till|until)\s+(?P<d>\S.*)$",
    _I,
)
_PAST = {"change": "changed", "move": "moved", "shift": "shifted", "push": "pushed", "postpone": "postponed",
         "reschedule": "rescheduled", "delay": "delayed"}  # fmt: skip
# "to the 16": a day of the month without its ordinal
# a noun the verb's word makes with the one before ("the price change", "a time shift"), or the clocks
_NOT_A_MOVE = re.compile(r"\b(?:price|clocks?|time|gear|shape|mind|plans?|mood|lane|name)$", _I)
# a day or a time right after "to": "the 16th", "friday", "next week", "3pm", "tmrw"
_DAY_FIRST = re.compile(
    r"^(?:(?:the|next|this|on)\s+)?(?:\d|mon|tue|wed|thu|fri|sat|sun|tmr|tom|2mo|today|tonight|noon|midday|jan|feb"
    r"|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|week|month|eod|eow|end\s+of)",
    _I,
)
_BARE_DAY = re.compile(r"^(?P<the>the\s+)(?P<n>[1-9]|[12]\d|3[01])(?P<end>[\s.!]*)$", _I)


def _ordinal(n: int) -> str:
    return "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def plain_move(text: str) -> str:
    """``text`` with a move said in plain form put as the move readers read it (see the module
    doc); any other ``text`` as it is."""
    m = _PLAIN.match(text.strip())
    if m is None:
        return text
    day = _BARE_DAY.match(m["d"])
    said = f"{day['the']}{day['n']}{_ordinal(int(day['n']))}{day['end']}" if day else m["d"]
    if not (_DAY_FIRST.match(said) and has_date_words(said)) or _NOT_A_MOVE.search(m["t"]):
        return text  # "my plans change to fit yours", "the price change to the new plan": no day moved to
    return f"{m['t']} {_PAST[m['v'].lower()]} {m['to']} {said}"
