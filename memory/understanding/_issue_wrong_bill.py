"""A bill, invoice or payslip that is wrong: "invoice 1042 from Tanaka Design is wrong", "my
payslip is wrong again", "the electricity bill's incorrect", "the quote from the roofer is way
off".

What someone charged or paid wrongly is a problem to get put right (an issue, kept open until
"the invoice got corrected"), never a fact "payslip = wrong" nor a to-do to track. Only papers
of money count: "the date is wrong" or "the address on the order is wrong" may put right what
recap was told (a correction), and so may a bill's amount or total; those are left to the other
forms. Who sent it ("from Tanaka Design") is no part of the topic.

Written by hand: a closed list of such papers and of the words that say they are wrong.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _phrase
from memory.understanding._prefilter import gated
from memory.understanding.intents import OpenEpisode

_PAPER = (
    r"(?:invoice|bill|statement|payslip|pay\s*slip|paycheck|pay\s*cheque|receipt|quote|quotation|estimate"
    r"|tax\s+code|tax\s+bill|rates\s+bill|meter\s+reading|refund|charge)s?"
)
_WRONG = gated(re.compile(
    r"^(?:the\s+|my\s+|our\s+|this\s+|that\s+|his\s+|her\s+|their\s+)?(?P<t>(?:[\w'\-]+\s+){0,3}?" + _PAPER
    + r"(?:\s+(?:no\.?\s*|#\s*|number\s+)?[\w\-]*\d[\w\-]*)?)"
    r"(?P<from>\s+(?:from|for|by)\s+[\w'&.\- ]{1,40}?)?(?:'s|\s+is|\s+was|\s+has\s+been|\s+are|\s+were)\s+"
    r"(?:(?:all|completely|totally|way|still|also|definitely|clearly)\s+)?(?:wrong|incorrect|off|not\s+right"
    r"|messed\s+up|a\s+mess|overcharged|short)(?:\s+again)?[\s!.]*$",
    _I,
))
# what a correction puts right rather than a problem: "the invoice date is wrong", "bill total is off"
_A_VALUE = re.compile(r"\b(?:amount|total|date|address|name|time|figure|price|sum|due\s+date)\b", _I)


def wrong_bill(s: str) -> OpenEpisode | None:
    """The issue a paper of money said to be wrong opens (see the module doc), or None."""
    m = _WRONG.match(s.strip())
    if m is None or _A_VALUE.search(m["t"]):
        return None
    return OpenEpisode(_phrase(m["t"].strip()), "")
