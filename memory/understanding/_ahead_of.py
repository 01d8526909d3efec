"""A to-do timed ahead of another day, said the everyday way, put the way the to-do reader
reads it: "remind me 2 days before xmas to wrap presents" (wrap presents, due the 23rd), "pack 3
days prior to the 15th" (due the 12th), "ping legal re the NDA before thurs standup" (by the
standup on Thursday, never a to-do "ping legal re the NDA standup").

- "remind me <so long> before <a day> to <do it>": the to-do first, then when ("remind me to wrap
  presents 2 days before xmas"), which the to-do reader counts back from the day.
- "before his 11am talk tmrw": the occasion's time said before it is the due's time ("by tmrw at
  11am"), the occasion no part of the to-do.
- "prior to" after a count of days or weeks is "before".
- "<someone's> bday is <day>, remind me <so long> before": the day kept as said, and a reminder about
  it that long before the day.
- "before <weekday> <occasion>" ("before thurs standup", "before friday's retro"): "before the
  <occasion> on <weekday>", so the occasion is what the deadline is set by and no part of the
  to-do; the to-do reader then dates it as it dates "before the standup on thurs".
- "before the 10am delivery": an occasion's time with no day is the due's ("by 10am").
- "tonight at 11:50 call my sister b4 her shift": an occasion said last, with no date of its own,
  after a due said elsewhere is only what the due is set by, and goes.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated
from memory.understanding.timex import has_date_words

__all__ = ["ahead_of"]

_COUNT = (
    r"(?:(?:\d+|a|an|one|two|three|four|five|six|seven|a\s+couple\s+(?:of\s+)?|a\s+few)\s+(?:days?|weeks?)"
    r"|the\s+(?:day|night|morning|evening|afternoon|week|weekend))"
)
_OFFSET_FIRST = re.compile(
    r"^(?P<lead>(?:(?:can|could|would)\s+you\s+)?(?:pls\s+|please\s+)?remind\s+me\s+)(?P<d>" + _COUNT
    + r"\s+(?:before|prior\s+to|ahead\s+of|b4)\s+[^,;]+?)\s+(?:to|that\s+i\s+(?:need|have)\s+to)\s+(?P<a>\S.*)$",
    _I,
)
_PRIOR = gated(re.compile(r"(?P<c>" + _COUNT + r")\s+prior\s+to\b", _I))
_DAY_NAME = r"(?:mon|tues|tue|wednes|weds|wed|thurs|thur|thu|fri|satur|sat|sun)"
# what a deadline may be set by: "standup", "board meeting", "retro", "1:1", "shift"
_OCCASION = (
    r"(?:stand-?up|meeting|mtg|call|review|retro|demo|sync|1:1|one-on-one|check-?in|session|class|lesson|practice"
    r"|training|game|match|shift|appointment|appt|interview|presentation|pitch|workshop|lecture|seminar|party|exam"
    r"|test|quiz|flight|huddle|catch-?up|handover|offsite|kickoff|kick-off|deadline|rehearsal|recital|service)"
)
# "before thurs standup", "before friday's retro", "b4 mon meeting"
_BEFORE_DAY_THING = re.compile(
    r"\b(?P<b>before|b4|ahead\s+of)\s+(?P<d>" + _DAY_NAME + r"day|" + _DAY_NAME + r"\b)(?:'s|(?<=y)s)?"
    r"\s+(?P<t>(?:[a-z][\w-]*\s+)?" + _OCCASION + r")(?=\s*(?:[,;.!?]|\s[-–—]|\s+(?:and|then|so|pls|please)\b|$))",
    _I,
)

# "b4 his 11am talk tmrw", "before the 2pm meeting on friday": the occasion's time said before it
_BEFORE_TIMED_THING = gated(re.compile(
    r"\b(?P<b>before|b4|ahead\s+of)\s+(?P<det>the|his|her|my|our|their|your)\s+"
    r"(?P<t>\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)|\d{1,2}:\d{2}|noon|midday)\s+"
    r"(?P<e>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)\s+(?:on\s+)?"
    r"(?P<d>today|tonight|tomorrow|tmrw|tmr|2moro|" + _DAY_NAME + r"(?:day|s)?)(?=\s*(?:[,;.!?]|$))",
    _I,
))

# "before the 10am delivery": an occasion's time with no day is the next such time ("by 10am")
_BEFORE_TIMED_TODAY = gated(re.compile(
    r"\b(?:before|b4|ahead\s+of)\s+(?:the|his|her|my|our|their|your)\s+"
    r"(?P<t>\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)|\d{1,2}:\d{2}|noon|midday)\s+"
    r"(?P<e>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)(?=\s*(?:[,;.!?]|$))",
    _I,
))
# "tonight at 11:50 call my sister b4 her shift": an occasion said last, with no time of its own, after
# the to-do's own due is only what the due is set by, no part of the to-do
_BEFORE_OCCASION_LAST = gated(re.compile(
    r"\s+(?:before|b4|ahead\s+of)\s+(?:the|his|her|my|our|their|your)\s+(?P<t>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)"
    r"[\s.!]*$",
    _I,
))

# "the day before the wedding", "2 hrs before her shift": a due counted back from the occasion
_COUNTED_BACK = re.compile(
    r"\b(?:days?|nights?|mornings?|evenings?|afternoons?|weeks?|weekend|hours?|hrs?|mins?|minutes?)$", _I
)


def _occasion_dropped(text: str) -> str:
    """``text`` without an occasion said last that no date is in when the rest says the due."""
    m = _BEFORE_OCCASION_LAST.search(text)
    if m is None or has_date_words(m["t"]) or not has_date_words(text[: m.start()]):
        return text
    if _COUNTED_BACK.search(text[: m.start()]):
        return text  # "pay the florist the day before the wedding": the due is counted back from it
    return text[: m.start()]


# "after the long weekend restock the shelves", "before the holidays, book the vet": when, said first
_WHEN_WORDS = 4  # "after the long weekend", "before the school holidays": a few words at most
# a subject opens the clause after the when ("b4 11 today i hafta email…", "before 5 we need to…"):
# the when ended before it, and the clause says the to-do its own way
_SUBJECT = {"i", "we", "u", "you", "he", "she", "they", "ill", "i'll", "im", "i'm", "we'll", "you'll", "ya"}
# so does an obligation with its subject left out: "b4 xmas need to post the cards", "before fri gotta …"
_OBLIGATION = {"need", "needs", "gotta", "must", "hafta", "have", "has", "got", "should", "gonna", "remember"}


def _when_last(text: str) -> str:
    """ "after the long weekend restock the shelves": the to-do, then when ("restock the shelves
    after the long weekend"), as the to-do reader reads a time said after it (and asks about one
    it cannot date); ``text`` as it was when no to-do follows the words."""
    from memory.understanding._commitment_intro import TODO_VERBS, _imperative_shape

    words = text.split()
    if len(words) < _WHEN_WORDS or words[0].lower() not in ("after", "before", "b4"):
        return text
    for k in range(2, min(_WHEN_WORDS + 2, len(words) + 1)):  # "before in in in": no more words than said
        head, rest = " ".join(words[:k]).rstrip(","), " ".join(words[k:])
        if words[k - 1].lower() in _SUBJECT | _OBLIGATION:
            return text  # "before 5 i need to call the bank": a clause of its own after the when
        if words[k - 1].endswith((":", "-")):
            return text  # "before the 1st: pay the rent": a day label, read as one
        if words[k - 1].endswith(",") or (rest and rest.split()[0].lower() in TODO_VERBS and _imperative_shape(rest)):
            return f"{rest} {head}" if rest and _imperative_shape(rest) else text
    return text


def ahead_of(text: str) -> str:
    """``text`` with a to-do timed ahead of a day said the way the to-do reader reads it."""
    text = _when_last(text)
    text = _PRIOR.sub(lambda m: f"{m['c']} before", text)
    # "b4 his 11am talk tmrw": due when the talk starts, by tmrw at 11am (as "before the meeting on
    # friday at 2pm" reads, the occasion only sets the time)
    text = _BEFORE_TIMED_THING.sub(lambda m: f"by {m['d']} at {m['t']}", text)
    text = _BEFORE_TIMED_TODAY.sub(lambda m: f"by {m['t']}", text)
    text = _occasion_dropped(text)
    text = _BEFORE_DAY_THING.sub(_occasion_on_day, text)
    m = _OFFSET_FIRST.match(text)
    if m:
        return f"{m['lead']}to {m['a']} {m['d']}"
    m = _DAY_THEN_REMINDER.match(text.strip())
    if m:  # "maria's bday is 3 march, remind me a week before": the day kept, and a reminder ahead of it
        return f"{m['head']}. remind me about {m['thing']} {m['c']} before {m['d']}"
    return text


# a person's day, then a reminder counted back from it: "maria's bday is 3 march, remind me a week before",
# "our anniversary's on the 9th - remind me 2 days ahead"
_DAY_THEN_REMINDER = gated(re.compile(
    r"^(?P<head>(?P<thing>(?:(?:my|our|the)\s+)?(?:[\w'-]+\s+){0,3}?(?:bday|b-day|birthday|anniversary|name\s+day))"
    r"(?:'s|\s+is|\s+falls)\s+(?:on\s+)?(?P<d>[^,;]+?))\s*(?:[,;.]|\s[-–—])\s*(?:so\s+|and\s+)?(?:pls\s+|please\s+)?"
    r"(?:remind|ping|nudge)\s+me\s+(?P<c>" + _COUNT + r")\s+(?:before|ahead|beforehand|prior|b4)(?:\s+of\s+it)?"
    r"[\s!.]*$",
    _I,
))


def _occasion_on_day(m: re.Match[str]) -> str:
    """ "before thurs standup": "before the standup on thurs"; a date after the day ("before sat 9am",
    "before mon next week") is left as said."""
    if has_date_words(m["t"]):
        return m.group(0)
    return f"{m['b']} the {m['t']} on {m['d']}"
