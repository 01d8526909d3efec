"""A to-do timed by an occasion whose date recap was never told: "call gran on her birthday",
"pay the florist the day before the wedding", "ring Sam the morning after his surgery".

The forms read these as a to-do with no date, the occasion left in its action; but the user
said when, only in words recap cannot turn into a day. Storing it undated loses the when, and
guessing a day would be wrong, so recap asks for the date and offers the to-do without the
occasion words. Said with a date ("call tita on her bday 4/30"), or with "for" (what it is for, "book a table for
Kemi's birthday", no time), the to-do is read as usual.

Hand-written: two fixed shapes ("on <whose> birthday/anniversary", "the <day|night|week> before
/after <the|whose> <occasion>") over a closed list of occasions; the second also with any one
thing after it ("the day after the meeting"), a short clause ("the night before we fly") or nothing
("pack the night before").
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, NewCommitment, Unclear

_WHOSE = r"(?:her|his|their|my|our|your|[A-Za-z][\w\-]*'s|[A-Za-z][\w\-]*s')"
_DAY_OF = re.compile(
    r"\s*\bon\s+" + _WHOSE + r"\s+(?:(?:\d+(?:st|nd|rd|th)|big|next|\w+th)\s+)?"
    r"(?:birthday|bday|b-day|anniversary|name\s*day|wedding\s+day|big\s+day)\b",
    _I,
)
_OCCASION = (
    r"(?:birthday|bday|anniversary|wedding|funeral|graduation|christening|baptism|party|housewarming|move"
    r"|hearing|surgery|operation|op|exam|exams|interview|recital|launch|retirement\s+do|leaving\s+do|service"
    r"|ceremony|reception|memorial|gig|concert|match|tournament|trip|flight|holiday)"
)
# "the night", or a length counted back or on: "6 weeks", "a few days", "two months"
_LENGTH = (
    r"(?:the\s+(?:day|night|morning|evening|afternoon|week|weekend)"
    r"|(?:\d{1,3}|an?|one|two|three|four|five|six|(?:a\s+)?few|(?:a\s+)?couple(?:\s+of)?)\s+"
    r"(?:days?|weeks?|months?|hours?))"
)
_AROUND = gated(re.compile(
    r"\s*\b(?:on\s+)?" + _LENGTH + r"\s+(?:before|after)(?:\s+"
    r"(?:the|" + _WHOSE + r")\s+(?:[\w\-]+\s+)?" + _OCCASION + r"\b"
    # "the day after the meeting", "the night before we fly", or nothing at all ("pack the night
    # before"): counted from a thing or a time the message never dates
    r"|\s+(?:the|" + _WHOSE + r")\s+[\w\-]+(?=\s*$|\s*[,.;!?])"
    r"|\s+(?:we|i|you|he|she|they|it)\s+\w+(?:\s+\w+)?(?=\s*$|\s*[,.;!?])"
    r"|(?=\s*$|\s*[,.;!?]))",
    _I,
))


def unknown_occasion(intent: Intent, clause: str) -> Intent:
    """``intent``, or a question for the date when it is a to-do timed by an occasion (its
    "the morning" of "the morning after his surgery" taken for this morning is no date either)."""
    if not isinstance(intent, NewCommitment):
        return intent
    if intent.due is not None:
        around = _AROUND.search(clause)
        said = intent.due.text.lower()
        if around is None or not _PART_OF_DAY.match(said) or said not in around[0].lower():
            return intent
        rest = _AFTER_OCCASION.search(intent.action)  # "ring Sam after his surgery": the day's word taken out
        action = (intent.action[: rest.start()] + intent.action[rest.end() :]).strip(" ,") if rest else intent.action
        action = _LEFT_PART.sub("", action)  # "pack the night" of "pack the night before": "pack"
        # a due read from the occasion's words is no due: asked, however short the to-do ("pack")
        return _asked(replace(intent, due=None), action, around[0].strip())
    m = _DAY_OF.search(intent.action) or _AROUND.search(intent.action)
    if m is None:
        around, left = _AROUND.search(clause), _LEFT_PART.search(intent.action)
        if around is None or left is None:
            return intent
        # "check the tyres the day before we leave": "before we leave" read as a condition, "the day" left
        return _asked(intent, intent.action[: left.start()].strip(" ,"), around.group(0).strip())
    action = (intent.action[: m.start()] + intent.action[m.end() :]).strip(" ,")
    return _asked(intent, action, m.group(0).strip())


_OCCASION_ALONE = re.compile(r"(?:(?:the|a|an|my|our|her|his|their)\s+)?" + _OCCASION, _I)
_LEFT_PART = re.compile(r"\s+" + _LENGTH + r"$", _I)


_PART_OF_DAY = re.compile(r"^(?:the\s+)?(?:day|night|morning|evening|afternoon|week|weekend)$", _I)
_AFTER_OCCASION = re.compile(
    r"\s*\b(?:before|after)\s+(?:the|" + _WHOSE + r")\s+(?:[\w\-]+\s+)?" + _OCCASION + r"\b", _I
)


_SAID_TWICE = re.compile(r"^(?P<l>.+?)\s+(?P<how>before|after)\s+(?P=l)$", _I)


def _asked(intent: NewCommitment, action: str, occasion: str) -> Intent:
    if not action or _OCCASION_ALONE.fullmatch(action):  # "birthday on her birthday": nothing left to do
        return intent
    # "the night before the night": the reader's own reading of "the night" put after "before" again
    occasion = _SAID_TWICE.sub(r"\g<l> \g<how>", occasion)
    question = f"When is that — “{occasion}”? I don't know its date. When should “{action}” be due?"
    return Unclear(question, intent.action, replace(intent, action=action))
