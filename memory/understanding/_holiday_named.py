"""A holiday said before what is held for it names the thing, when the message gives the thing a
day of its own.

"xmas party is on the 18th", "the christmas lunch is friday", "easter egg hunt sat 10am": the
party, the lunch, the hunt is the occasion, its day the other date in the message. Read as a date
too, the holiday gives the occasion a second, wrong day (Christmas Day for a party on the 18th),
and two days for one occasion leave recap asking about a party it should simply keep, as it keeps
"the office party is on the 18th".

After "for" the occasion is what a thing is for ("buy a jumper for the xmas party"), no due.
With no other day the occasion is on the holiday: "boxing day sale - get there by 8am", "nye
drinks at ours - grab ice b4 6" (a clock time only says when on it). A holiday said alone keeps
its date as well: "book flights for xmas", "by christmas", "christmas eve". Hand-written: what is
held or bought for a holiday is a short list of everyday nouns.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from memory.understanding import _timex_words as words

if TYPE_CHECKING:
    from memory.understanding.timex import TimeSpan

__all__ = ["dated_apart", "names_occasion", "said_for"]

_HOLIDAY = re.compile(r"(?:the\s+)?(?:" + words.HOLIDAY_PATTERN + r")")
# what a holiday names when said before it: an occasion, its food, its things, its time off
_FOR_A_HOLIDAY = frozenset({
    "party", "parties", "do", "lunch", "dinner", "meal", "brunch", "breakfast", "drinks", "bash", "social", "event",
    "gathering", "celebration", "celebrations", "function", "market", "markets", "fair", "fete", "concert", "play",
    "show", "panto", "nativity", "carols", "carol", "service", "mass", "parade", "fireworks", "bbq", "barbecue",
    "disco", "quiz", "raffle", "hunt", "eggs", "egg", "jumper", "jumpers", "card", "cards", "tree", "lights",
    "decorations", "decs", "shopping", "presents", "gifts", "present", "gift", "hamper", "hampers", "menu", "order",
    "orders", "pudding", "cake", "bonus", "rota", "cover", "shift", "shifts", "sale", "sales", "closure",
    "shutdown", "break", "holidays", "hols", "lunches", "dinners", "cookies", "costume", "costumes",
    "pumpkin", "pumpkins", "roast", "turkey", "ham", "leave", "plans", "trip", "visit", "rush", "post", "stock",
})  # fmt: skip
_TRAIL = re.compile(r"[\s.,!?;:\"')\]\-–—]+$")
# "for the", "for our", "for Kemi's": what comes after is what a thing is for
_FOR = re.compile(r"\bfor\s+(?:(?:the|a|an|my|our|his|her|their|this|next|[\w\-]+'s)\s+)?$", re.IGNORECASE)
# a time of day only, with or without its connector: "at 6", "b4 6", "by 8am", "noon"
_CLOCK_ONLY = re.compile(
    r"^(?:(?:at|@|by|before|b4|from|around|about|till|until)\s+)?(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?"
    r"|noon|midday|midnight)$",
    re.IGNORECASE,
)


def names_occasion(phrase: str, following: str | None) -> bool:
    """Whether ``phrase`` (a time phrase the scan found) is a holiday that names the word
    ``following`` it ("xmas" before "party"), or a holiday and such a word ("christmas lunch",
    which the scan reads as lunchtime on Christmas Day), and so no date."""
    said = phrase.strip().lower().split()
    if len(said) > 1 and said[-1] in _FOR_A_HOLIDAY:
        return names_occasion(" ".join(said[:-1]), said[-1])
    if following is None or _TRAIL.sub("", following.lower()) not in _FOR_A_HOLIDAY:
        return False
    return _HOLIDAY.fullmatch(words.rewrite(" ".join(said))) is not None


def dated_apart(others: list[TimeSpan], text: str) -> bool:
    """Whether the time spans found in ``text`` once the holiday is taken out (``others``) give the
    occasion a day of its own ("on the 18th"), not only a clock time on the holiday ("b4 6")."""
    return any(span.spec is not None and not _CLOCK_ONLY.match(text[span.start : span.end].strip()) for span in others)


def said_for(before: str) -> bool:
    """Whether the words ``before`` a holiday end in "for" ("a jumper for the xmas party"): the
    occasion is what the thing is for, never when it is due."""
    return _FOR.search(before) is not None
