"""A to-do that will be late by an amount, or needs more time: "told pooja the invoice will be a
day late", "the quote's going to be 2 days late", "need 2 more days for the api docs", "gonna
need an extra week on the grant report", "running a day behind on the expense claims", "I'll be
a couple of days late with the essay".

Each says the to-do's due moves later by the amount, counted from its own due (as "the migration
slipped a week" does, :attr:`MoveCommitment.shift`). Whom it was told to ("told Pooja", "let
Anil know") is only who heard it. Only days, weeks and fortnights count: "the train will be 10
mins late" is news, and an amount of things ("need 2 more chairs") is no time at all. The thing
late must be a thing: a person late ("Ryan will be a day late back") is no to-do of the user's.

Written by hand: these are a few fixed phrasings of English, read with their amounts.
"""

from __future__ import annotations

import re
from datetime import timedelta

from memory.understanding._lifecycle import _target
from memory.understanding._phrases import _I, _Ctx, _person
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, MoveCommitment

_N = r"(?P<n>a|an|one|two|three|four|five|six|seven|a\s+couple(?:\s+of)?|couple(?:\s+of)?|\d{1,2})"
_UNIT = r"(?P<u>day|week|fortnight)s?"
_TOLD = (  # "told pooja", "let the client know", "warned Anil": who heard it
    r"(?:(?:i\s+|i've\s+|just\s+)?(?:told|warned|informed|emailed|texted|messaged|let)\s+"
    r"(?:(?:the|my|our)\s+)?[\w'\-]+(?:\s+know)?\s+(?:that\s+)?)?"
)
_WILL_BE = (
    r"(?:will|'ll|is\s+going\s+to|'s\s+going\s+to|are\s+going\s+to|'re\s+going\s+to|am\s+going\s+to"
    r"|'m\s+going\s+to|(?:is|are|am|'s|'re|'m)?\s*gonna)\s+be"
)
_LATE = r"(?:late|behind(?:\s+schedule)?|overdue)"
_FORMS = [
    # "the invoice will be a day late", "told pooja the invoice's gonna be 2 days late"
    gated(re.compile(
        r"^" + _TOLD + r"(?P<a>.+?)\s*" + _WILL_BE + r"\s+(?:about\s+|like\s+|maybe\s+|probably\s+)?" + _N + r"\s+"
        + _UNIT + r"\s+" + _LATE + r"$",
        _I,
    )),
    # "I'll be a day late with the invoice", "running a day behind on the expense claims"
    gated(re.compile(
        r"^" + _TOLD + r"(?:(?:i|we)(?:'ll|'m|'re|\s+will|\s+am|\s+are)?\s+|(?:im|ill)\s+)?(?:running|be"
        r"|going\s+to\s+be|gonna\s+be)\s+(?:about\s+|like\s+|maybe\s+|probably\s+)?" + _N + r"\s+" + _UNIT + r"\s+"
        + _LATE + r"\s+(?:with|on|for)\s+(?P<a>.+)$",
        _I,
    )),
    # "need 2 more days for the api docs", "gonna need an extra week on it", "the report needs
    # another day"
    gated(re.compile(
        r"^(?:(?:i|we|i'll|we'll|ill)\s+)?(?:(?:will|'ll|gonna|going\s+to|might|may|probably|definitely)\s+)*"
        r"(?:need|needs|want|could\s+use|could\s+do\s+with)\s+(?:(?:" + _N + r"\s+(?:more|extra))|another|an\s+extra"
        r"|one\s+more|(?P<more>a\s+few\s+more))\s+" + _UNIT + r"\s+(?:for|on|with|to\s+(?:finish|do|get\s+through)"
        r"|to)\s+(?P<a>.+)$",
        _I,
    )),
    # "the report will be late by 2 days"
    gated(re.compile(
        r"^" + _TOLD + r"(?P<a>.+?)\s*" + _WILL_BE + r"\s+" + _LATE + r"\s+by\s+(?:about\s+|like\s+)?" + _N + r"\s+"
        + _UNIT + r"$",
        _I,
    )),
    gated(re.compile(
        r"^(?P<a>.+?)\s+(?:(?:will|'ll|is\s+going\s+to|gonna)\s+)?(?:need|needs)\s+(?:(?:" + _N
        + r"\s+(?:more|extra))|another|an\s+extra|one\s+more)\s+" + _UNIT + r"$",
        _I,
    )),
]
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_UNIT_DAYS = {"day": 1, "week": 7, "fortnight": 14}
_NO_THING = re.compile(r"^(?:i|i'm|im|we|we're|you|he|she|they|it's|everything|everyone|nothing)$", _I)
_THING_SAID = re.compile(r"^(?:the|my|our|this|that|these|those|his|her|their|it)\b", _I)
_TAIL = re.compile(r"(?:\s*(?:[!.…]+|\b(?:sorry|unfortunately|tbh|lol|ugh|i'm\s+afraid)))+$", _I)


def _someone(said: str, ctx: _Ctx) -> bool:
    """Whether the words late may be a person ("Ryan", "ryan"): one bare word, a name when
    capitalised, and never told apart from one when typed in lower case."""
    if _THING_SAID.match(said) or len(said.split()) > 1:
        return False
    return ctx.lowercase or _person(said, ctx) is not None


def late_by(s: str, ctx: _Ctx) -> list[Intent] | None:
    """The move a clause of the forms above says (the to-do's due, later by the amount), or None."""
    text = _TAIL.sub("", s.strip())
    for pattern in _FORMS:
        m = pattern.match(text)
        if m is None or m.groupdict().get("more"):
            continue  # "a few more days": no amount to count
        said = re.sub(r"'s$", "", m["a"].strip(), flags=_I)
        target = _target(said)
        if not target or _NO_THING.match(target) or _someone(said, ctx):
            return None
        count = re.sub(r"\s+", " ", (m["n"] or "one").lower())
        n = int(count) if count.isdigit() else _NUMBERS.get(count, 2)  # "a couple of"
        days = n * _UNIT_DAYS[m["u"].lower()]
        due = ctx.date(f"in {days} days")
        return [MoveCommitment(target, due, shift=timedelta(days=days))] if due is not None else None
    return None
