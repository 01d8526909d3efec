"""A day of the month said first, as a label: "the 1st: pay rent €1,100. the 5th: pay Ángela",
"15th - renew the car tax", "the 3rd of june: dentist".

Read alone, "the 1st" at the start of a sentence is no date (it is as often "the 1st draft"),
so "the 1st: pay rent" was a to-do with no date. Followed at once by a colon or a dash it is
the day the rest is for: the label is put as "on the 1st:", which the list-label readers take
as the day of what follows ("tmrw: pay rent" already reads so). Written by hand: the shape is
fixed (an ordinal day, optionally "of <month>", then ":" or " - "), and nothing else is changed.
So is one said right before the user's plan ("the 6th i'm taking the truck to the mechanic").
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I

_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*"
_DAY = r"(?P<d>(?:the\s+)?\d{1,2}(?:st|nd|rd|th)(?:\s+(?:of\s+)?" + _MONTH + r")?)"
# a colon or a dash after it, never an arrow: "12th -> 13th" puts a date right
_ORDINAL_LABEL = re.compile(r"^(?:on\s+)?" + _DAY + r"\s*(?::|\s[-–—]+(?![>=]))\s*(?=\S)", _I)


# a day of the month said first before the user's plan in the present progressive, with no
# colon: "the 6th i'm taking the truck in", "the 20th we're hosting" ("the 5th time i'm asking" is no day)
_BEFORE_PLAN = re.compile(
    r"^the\s+\d{1,2}(?:st|nd|rd|th)(?:\s+(?:of\s+)?" + _MONTH + r")?\s+(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+"
    r"(?:(?:also|just)\s+)?[a-z]+ing\s+\S",
    _I,
)
# what the label heads, when it only says a thing falls due: "rent's due, transfer it" (no day of its own)
_DUE_UNDER = re.compile(
    r"^(?P<t>[^\W\d][\w'’\- ]{0,30}?(?:['’]s|\s+is|\s+are)?\s+due)(?P<rest>\s*(?:[,;.!]\s*\D.*)?)$", _I
)


def ordinal_label(text: str) -> str:
    """``text`` with a leading "the 1st:" put as "on the 1st:" (unchanged otherwise); a thing
    said due under it takes the day after its "due" ("the 27th - rent's due, transfer it": "rent's
    due on the 27th, transfer it", what the due-then-to-do readers read)."""
    plan = _BEFORE_PLAN.match(text)
    if plan is not None:  # "the 6th i'm taking the truck to the mechanic": as said after "on"
        return f"on {text}"
    m = _ORDINAL_LABEL.match(text)
    if m is None:
        return text
    due = _DUE_UNDER.match(text[m.end() :])
    if due is not None:
        return f"{due['t']} on {m['d']}{due['rest']}"
    return f"on {m['d']}: {text[m.end() :]}"
