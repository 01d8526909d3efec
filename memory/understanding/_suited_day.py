"""A correction that says why the new day suits: "no no, thursday is better for the scrubs", "nah tmrw
morning is fine he said", "no she said the 3rd is also fine", "not monday, tuesday is when she's free",
"no she'll bring it friday".

After a word that puts right ("no", "nah", "not monday,"), the day is the correction and the rest is
why it suits or who said so; read whole, the reason kept the day from being read. The sentence is
read as the correction alone ("no no, thursday for the scrubs", "nah tmrw morning", "not monday,
tuesday"), as "no, thursday" is. Without such a word ("thursday is better") nothing is put right and
the sentence is left to the other readers. Hand-written: two shapes, their reasons dropped.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding._time_only import clock_only
from memory.understanding.timex import has_date_words

__all__ = ["suited_day"]

_LEAD = r"(?P<lead>(?:(?:no+|nah|nope|actually)\s*[,!.]*\s+)+|not\s+[\w']+(?:\s+[\w']+)?\s*,\s*)"
_WHO = r"(?:he|she|they|[A-Z][\w'-]+)"
_SUITS = (
    r"(?:is|'s|works|would\s+be|will\s+be)\s+(?:also\s+|still\s+|actually\s+)?(?:better|fine|ok|okay|good|best|great"
    r"|easier|enough|when\s+" + _WHO + r"(?:'s|'re|\s+is|\s+are|\s+can)(?:\s+free)?)(?:\s+too|\s+as\s+well)?"
)
_SUITED = re.compile(
    r"^" + _LEAD + r"(?:" + _WHO + r"\s+(?:said|says)\s+)?(?P<d>[^,]+?)\s+" + _SUITS
    + r"(?P<for>\s+(?:for|with)\s+[^,]+?)?(?:\s*,?\s+" + _WHO + r"\s+(?:said|says))?[\s!.]*$",
    _I,
)
# "end of next week is fine he says": a day the other side agreed to, said with no "no" before it, puts the
# day just said right all the same (who said so is what makes it a correction, not a musing)
_REPORTED = re.compile(
    r"^(?P<lead>)(?P<d>[^,]+?)\s+" + _SUITS + r"(?P<for>\s+(?:for|with)\s+[^,]+?)?\s*,?\s+(?:he|she|they|[A-Z][\w'-]+)"
    r"\s+(?:said|says|reckons|thinks)[\s!.]*$",
    _I,
)
# "no she'll bring it friday": the one to do it, the day they will
_THEIRS_THEN = re.compile(
    r"^" + _LEAD + r"(?:he|she|they)(?:'ll|\s+will|\s+can|\s+is\s+gonna|'s\s+gonna)\s+[a-z]+\s+(?:it|them)\s+"
    r"(?P<d>[^,]+?)[\s!.]*$",
    _I,
)


# "7:20 sorry, her flight got preponed", "the 23rd my bad": the apology said after the new day or time
_SORRY_AFTER = re.compile(
    r"^(?P<d>[^,;]{1,25}?)\s+(?P<sorry>sorry|sry|soz|my\s+bad|oops)(?P<rest>\s*(?:[,;.!]|\s[-–—]\s).*|[\s!.]*)$", _I
)


def suited_day(text: str) -> str:
    """``text`` as the correction it makes without why the day suits ("no no, thursday is better
    for the scrubs": "no no, thursday for the scrubs"), else ``text``."""
    said = text.strip()
    sorry = _SORRY_AFTER.match(said)
    if sorry is not None and re.search(r"\d", sorry["d"]) and clock_only(sorry["d"]):
        # said as "sorry, 7:20, …", which the readers of a correction read (a day alone: "wed sorry" is a lament too)
        return f"{sorry['sorry']}, {sorry['d']}{sorry['rest']}"
    m = _SUITED.match(said) or _THEIRS_THEN.match(said) or _REPORTED.match(said)
    if m is None or not has_date_words(m["d"]):
        return text
    return f"{m['lead'] or 'actually, '}{m['d']}{m.groupdict().get('for') or ''}"
