"""A to-do that will likely be late, said with a guess at the new day: "ugh, contract is gonna
be late, prob tues", "slides gonna slip, probably thurs", "gas bill prolly the 8th now", "the MOT
is likely gonna be next week", "report might be late, maybe fri".

The user guesses; they do not move the to-do. Read as a move it would store a guess as the due,
and read by the other forms it was a to-do named "slip, probably" owned by "contract". So the
sentence reads as nothing here (:func:`hedged_move` is checked before the forms), and the sign of
a move (:func:`memory.understanding._signs.sign_of`) asks about the one open to-do its thing names:
"Should I move “send Priya the contract” to Tue 8 December?".

Only a thing, a word of lateness or of being put off ("late", "slip", "delayed", "pushed") or a
hedge ("prob", "prolly", "maybe", "likely", "I reckon") and one date: "the contract is probably
fine" or "maybe I'll call the vet friday" (a plan, :mod:`._hedged_plans`) are not this.
"""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding.timex import DateSpec, find_spans

__all__ = ["hedged_move"]

_HEDGE = r"(?:prob(?:ably)?|prolly|probs|maybe|likely|possibly|perhaps|i\s+(?:reckon|think|guess)|at\s+a\s+guess)"
_LATE = (
    r"(?:(?:'s|\s+is|\s+are|\s+will|\s+'ll|\s+might|\s+may|\s+could)?\s+(?:(?:" + _HEDGE + r"|def(?:o|initely)?)\s+)?"
    r"(?:(?:gonna|going\s+to|gna)\s+)?(?:be\s+)?(?:running\s+)?(?:late|delayed|slip(?:ping)?|behind|pushed(?:\s+back)?)"
    r"(?:\s+again)?)"
)
# "contract is gonna be late, prob tues", "slides gonna slip - thurs maybe"
_LATE_THEN_DAY = gated(re.compile(r"^(?P<thing>.+?)" + _LATE + r"\s*(?:[,;]|\s[-–—]|\s)\s*(?P<day>.+)$", _I))
# "gas bill prolly the 8th now", "the MOT is likely gonna be next week", "contract prob tues"
_HEDGED_DAY = gated(re.compile(
    r"^(?P<thing>.+?)(?:'s|\s+is|\s+will\s+be)?\s+" + _HEDGE
    + r"\s+(?:(?:gonna|going\s+to)\s+be\s+|be\s+)?(?P<day>.+)$",
    _I,
))
# the guess said with the day: "prob tues", "tues maybe", "more like thurs"
_GUESSED = re.compile(
    r"^(?:" + _HEDGE + r"|more\s+like|looking\s+like)\s+\S|\s(?:" + _HEDGE + r"|at\s+the\s+earliest)$", _I
)
_NOW = re.compile(r"\s+(?:now|instead)$", _I)
_LEAD = re.compile(
    r"^(?:(?:ugh+|argh+|u+m+|h+m+|e+r+m*|oh|ah|damn|dammit|bah|sigh|welp|so|ok|okay|well|fyi)\b[\s,.!…-]*)+", _I
)
_THING = re.compile(r"^(?:the\s+|my\s+|our\s+|that\s+)?(?!i\b|we\b|it\b|this\b|that\b|he\b|she\b|they\b)[\w'&-]+"
                    r"(?:\s+[\w'&-]+){0,3}$", _I)  # fmt: skip


def hedged_move(text: str, *, now: datetime, tz: ZoneInfo) -> tuple[str, DateSpec] | None:
    """(the thing named, the day guessed) of a guess that a to-do moves; None otherwise."""
    said = _LEAD.sub("", text.strip()).rstrip(" .!")
    m = _LATE_THEN_DAY.match(said)
    day = m["day"] if m and _GUESSED.search(_NOW.sub("", m["day"])) else None
    if m is None or day is None:
        m = _HEDGED_DAY.match(said)
        day = m["day"] if m else None
    if m is None or day is None or not _THING.match(m["thing"].strip()):
        return None
    when = _GUESS_WORDS.sub("", _NOW.sub("", day)).strip(" ,.!-")  # "prob tues", "the 8th now": the day alone
    due = _Ctx(now=now, tz=tz, lowercase=False).date(when) if when else None
    if due is None or due.end <= now or len(find_spans(when, now=now, tz=tz)) > 1:
        return None  # no day, a day past, or more than the guess: "…, prob tues if the courier comes"
    return m["thing"].strip(), due


# the words of a guess around its day: "prob", "maybe", "more like", "at the earliest"
_GUESS_WORDS = re.compile(r"\b(?:" + _HEDGE + r"|more\s+like|looking\s+like|at\s+the\s+earliest)\b", _I)
