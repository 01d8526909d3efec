"""A thing said to be in the diary now, which finishes the to-do of booking it: "kickoff's on the
calendar", "offsite's in the diary", "plumber's booked in", "vet's locked in", "the review is
pencilled in". Said with a day ("ute's booked in for next tues"), the day may move the to-do the
booking was for, so that is left to the forms that read a new day.

The state names no verb, so the reading gives the one of booking ("booked the kickoff"): recap's
matcher takes it as any verb of that job (book, schedule, arrange, organise: :mod:`memory.verb_families`)
and as no other, so "the meeting is confirmed" finishes no "prepare slides for the meeting". Hand-written:
the states are a closed set of diary phrases.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _Ctx, _phrase, _plausible
from memory.understanding._prefilter import gated
from memory.understanding.intents import CompleteCommitment, Intent

__all__ = ["scheduled"]

_IN_DIARY = gated(re.compile(
    r"^(?:the\s+|our\s+|my\s+)?(?P<t>(?:(?!\s(?:and|then|but|so)\s)[^,;:+&])+?)(?:'s|'re|\s+is|\s+are|\s+has\s+been|\s+have\s+been|\s+got|\s+was|\s+were)?"
    r"(?:\s+(?:now|all|officially|finally|already|just))*\s+"
    r"(?:(?:on|in)\s+(?:the|my|our|everyone's|their)\s+(?:calendars?|cal|diary|diaries|schedule|books|agenda)"
    r"|booked\s+in|locked\s+in|pencil+ed\s+in|put\s+in\s+the\s+(?:diary|calendar))"
    # how many it is for: "Shauna's dinner is locked in for 12 ppl", "table's booked in for six of us"
    r"(?:\s+for\s+(?:\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a\s+dozen)"
    r"\s+(?:people|ppl|persons|guests|pax|adults|kids|of\s+us|heads))?"  # (a bare "for 8" may be the hour)
    r"(?:\s+(?:now|then|too|as\s+well))?[\s!.👍✅🙌🎉🥳👌]*$",
    _I,
))
_NOT_A_THING = re.compile(r"^(?:i|we|you|it|that|this|everything|everyone|all|they|he|she)$", _I)


def scheduled(text: str, ctx: _Ctx) -> list[Intent] | None:
    """The to-do of booking the thing ``text`` says is in the diary, done (see the module doc)."""
    m = _IN_DIARY.match(text.strip())
    if m is None:
        return None
    thing = _phrase(m["t"])
    if not thing or _NOT_A_THING.match(thing) or not _plausible(thing, max_words=6):
        return None
    return [CompleteCommitment(f"booked {thing}", past_tense=True)]
