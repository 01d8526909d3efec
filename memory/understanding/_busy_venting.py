"""A busy day vented as a list: "crazy monday, month end close + kids + dentist, send help lol",
"hectic week: board pack & school play & the boiler, pray for me", "mad day - payroll, kids, vet".

Each piece names something the day holds ("dentist", "kids"), so the to-do readers took the
list for a to-do ("close and kids and dentist", due today). What the message says is how full
the day is: nothing to keep and nothing to ask. Written by hand: the whole message must be a
busy-day opener ("crazy monday", "busy week"), a list of short things with no verb, no time and
no obligation, and at most a sigh ("send help", "lol"); "busy week, need to call the bank by fri"
or "crazy day, dentist at 3 + pick up Leo at 5" still read as to-dos.
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import _imperative_shape
from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated
from memory.understanding.timex import has_date_words

_DAY = (
    r"(?:day|week|morning|afternoon|evening|night|weekend|month|one|start\s+to\s+the\s+week"
    r"|mon|tues?|wed|thurs?|fri|sat|sun)(?:day|nesday|sday|urday)?"
)
_OPENER = gated(re.compile(
    r"^(?:(?:ugh|omg|wow|phew)\W+)*(?:(?:such\s+an?|what\s+an?|another|a|the|today\s+is\s+an?)\s+)?(?:super\s+|so\s+)?"
    r"(?:crazy|busy|hectic|mad|manic|insane|nuts|packed|full[\s-]on|rough|brutal|wild|chaotic|mental|intense)\s+"
    + _DAY
    + r"\b\s*(?:[,:;.!\-–—]+|\s+(?:with|w/|what\s+with))\s*",
    _I,
))
_SIGH = re.compile(
    r"(?:[\s,.!\-–—]+(?:send\s+help|help(?:\s+me)?|wish\s+me\s+luck|pray\s+for\s+me|kill\s+me(?:\s+now)?|lol|lmao"
    r"|haha\w*|ugh|sigh|yikes|oof|fml|[\U0001F1E6-\U0001F1FF\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F]+))+[\s.!]*$",
    _I,
)
_ITEM_CUT = re.compile(r"\s*(?:[+&,]|\band\b|\bplus\b)\s*", _I)
# words that make a piece a plan or a time, not a thing the day holds
_PLAN = re.compile(r"\d|\b(?:need|needs|have\s+to|has\s+to|gotta|must|should|will|'ll|remind|don't\s+forget)\b", _I)
# "month end close", "year-end": the accounting period, named as a job
_PERIOD_JOB = re.compile(r"\b(?:month|year|quarter)[\s-]end\b", _I)
_MAX_ITEM_WORDS = 4


def busy_venting(text: str) -> bool:
    """Whether the whole message only vents a busy day as a list of what it holds."""
    opener = _OPENER.match(text.strip())
    if opener is None:
        return False
    rest = text.strip()[opener.end() :]
    sighed = _SIGH.search(rest)
    listed = rest[: sighed.start()] if sighed else rest
    items = [item.strip() for item in _ITEM_CUT.split(listed) if item.strip()]
    if len(items) < 2 or not (sighed or re.search(r"[+&]", listed)):
        return False
    return all(
        len(item.split()) <= _MAX_ITEM_WORDS
        and not _PLAN.search(item)
        and not _imperative_shape(item)
        and not has_date_words(_PERIOD_JOB.sub("", item))
        for item in items
    )
