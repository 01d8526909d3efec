"""The last look at a sentence's intents: a due whose words give no exact day is asked about.

:mod:`memory.understanding.timex` resolves "mid-march", "later this week", "around the 10th",
"in the spring" or "next friday" said on a Thursday all the same (a question about them needs
their window), and marks the :class:`~memory.understanding.timex.DateSpec` with a ``doubt``.
A to-do due then is not stored as if the user had named that day: recap asks, offering the
window's end as the due ("Yes", "Other date", "No"). A move to such a date asks for the day,
and so does a fact that holds from such a date ("Ofelia takes over the archive mid feb"): a
fact's history never starts on a day nobody named.

A bare 7 ("sat 7:30") is settled by what is on then: dinner, drinks or a gig are the evening's,
breakfast, the school run, a workout or a call to a tradesperson (in working hours) the morning's; anything
else is asked.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta
from zoneinfo import ZoneInfo

from memory.phrasing import describe_due, offer_to_track
from memory.understanding._phrases import _Ctx
from memory.understanding.intents import Intent, MoveCommitment, NewCommitment, StateClaim, Unclear
from memory.understanding.timex import SEVEN_EITHER_HALF, DateSpec, Precision

_EVENING_THING = re.compile(
    r"\b(?:dinner|supper|drinks|cocktails|party|gig|concert|show|movie|film|cinema|theatre|theater|opera|ballet"
    r"|date\s+night|bbq|barbecue|pub|karaoke|poker|game\s+night|quiz\s+night|prom|gala)\b",
    re.IGNORECASE,
)
# a workout booked at a bare 7 ("tmrw 7:15 gym w/ Xavi", "sat 7 parkrun") is the morning's: the hour before work
# that a training slot is set at with a friend or a coach; after work it is said "after work" or "7pm"
_MORNING_THING = re.compile(
    r"\b(?:breakfast|brekkie|brunch|school\s+run|drop[\s-]?off|stand-?up|sunrise|morning"
    r"|gym|workout|work\s+out|jog|parkrun|swim|yoga|pilates|spin\s+class|crossfit|bootcamp|boot\s+camp"
    # "run with Ana", not "run the payroll" or "run errands"
    r"|run(?!\s+(?:the|a|an|my|our|his|her|their|some|errands?|through|over|by|to|out|it|them)\b))\b",
    re.IGNORECASE,
)

# a tradesperson called: in their working hours, which start early, so a bare 7 is the morning's ("tmrw
# 7:30 call the plumber"; at 7:30 in the evening no plumber or garage picks up)
_TRADE_CALL = re.compile(
    r"^(?:call|ring|phone)\s+(?:the\s+|my\s+|our\s+)?(?:[\w'-]+\s+)?"
    r"(?:plumber|electrician|builder|roofer|glazier|locksmith|handyman|mechanic|garage|gas\s+(?:man|guy|engineer)"
    r"|boiler\s+(?:man|guy|engineer)|landscaper|tiler|joiner|carpenter|painter|decorator|sparky|tradie|scaffolders?)"
    r"(?:\s+(?:back|again|about\s+(?:the|a|my|our)\s+[\w'-]+(?:\s+[\w'-]+)?))?$",
    re.IGNORECASE,
)


_AFTER_DOUBT = "“after "  # how timex's doubt of "after <day>" opens (:func:`memory.understanding.timex._doubt`)
# a due this long before the message is no day to track a to-do by
_LONG_GONE = timedelta(days=31)


def unsure_dues(intents: list[Intent], ctx: _Ctx) -> list[Intent]:
    """``intents`` with each to-do or move whose due carries a doubt turned into a question."""
    return [_asked(intent, ctx) for intent in intents]


# what is only ever at night: a party, a show or a bbq may be at 11 in the morning
_NIGHT_THING = re.compile(
    r"\b(?:dinner|supper|drinks|cocktails|date\s+night|pub|karaoke|gig|concert|poker|game\s+night|quiz\s+night"
    r"|prom|gala)\b",
    re.IGNORECASE,
)
# what is mostly on in the evening but may be by day ("a party at 11", "a bbq at 10"): at a bare 8 or 9 the
# evening's (nobody's party starts at 8 in the morning), at 10 or 11 asked
_EVENING_MOSTLY = re.compile(
    # (never a word that also names a place or a trade: "drop the keys at reception", "call the film office")
    r"\b(?:(?<!third\s)(?<!3rd\s)party|parties|bbq|barbecue|barbie|movie|cinema|theatre|theater|opera|musical"
    r"|panto|disco|ceilidh|leaving\s+do|housewarming|fireworks|bonfire)\b(?!\s+(?:office|company|shop|store|supplies))",
    re.IGNORECASE,
)
_LATE_MORNING = 10
# an errand about the occasion, done in working hours: "ring the cinema at 9", "book the party venue at 10"
_ERRAND_OF_IT = re.compile(
    r"^(?:call|ring|phone|email|e-mail|text|message|contact|book|order|pay|cancel|confirm|tell|ask|check|chase"
    r"|email|sort|organi[sz]e|plan|invite|pick\s+up|collect|drop\s+off)\b",
    re.IGNORECASE,
)
# a bare hour the clock reads as the morning's ("at 8", "9:30"), with no am/pm or part of the day
_BARE_MORNING_HOUR = re.compile(
    r"(?<![\d:.])(?P<h>8|9|10|11)(?:[:.][0-5]\d)?(?!\s*(?:[ap]\.?m\b|[ap]\b|h\b|hrs\b|[:.\d]|st\b|th\b|nd\b|rd\b))"
)
_PART_OF_DAY_SAID = re.compile(r"\b(?:morning|mornings|am|a\.m\.|noon|tonight|night|evening|arvo|afternoon)\b", re.I)


def settled_half(action: str, due: DateSpec, tz: ZoneInfo) -> DateSpec:
    """``due`` with a bare 7's doubt settled by what ``action`` is: the evening's for a dinner
    (as read), the morning's for a breakfast; else ``due`` as it is. A bare 8 to 11 is the
    evening's for a dinner too ("dinner tmrw at 8" was kept for 8 in the morning)."""
    hour = due.start.astimezone(tz).hour
    bare = _BARE_MORNING_HOUR.search(due.text)
    if (
        bare and int(bare["h"]) == hour and due.precision is Precision.INSTANT
        and not _PART_OF_DAY_SAID.search(due.text) and not _MORNING_THING.search(action)
    ):
        half = timedelta(hours=12)
        mostly = _EVENING_MOSTLY.search(action) and not _ERRAND_OF_IT.match(action)
        if _NIGHT_THING.search(action) or (hour < _LATE_MORNING and mostly):
            return replace(due, start=due.start + half, end=due.end + half)
        if mostly:
            # "bbq at ana's sun at 11", "the party's at 10": a daytime one is as likely; asked, the hour as read
            return replace(due, doubt=f"“{due.text}” may be {bare['h']} in the morning or in the evening")
    if not (due.doubt or "").endswith(SEVEN_EITHER_HALF):
        return due
    morning = _MORNING_THING.search(action) or _TRADE_CALL.match(action)
    if morning and not _EVENING_THING.search(action) and due.start.astimezone(tz).hour >= 12:
        half = timedelta(hours=12)
        return replace(due, start=due.start - half, end=due.end - half, doubt=None)
    if _EVENING_THING.search(action) and not _MORNING_THING.search(action):
        return replace(due, doubt=None)
    return due


def _asked(intent: Intent, ctx: _Ctx) -> Intent:
    if isinstance(intent, NewCommitment) and intent.due is not None:
        intent = replace(intent, due=settled_half(intent.action, intent.due, ctx.tz))
    if isinstance(intent, NewCommitment) and intent.due is not None and intent.due.end < ctx.now - _LONG_GONE:
        # "call grandpa on 7 july 1978": a due long gone is no day to keep it by (a slip of the year,
        # or a memory): asked, never stored as overdue for decades
        return Unclear(f"“{intent.due.text}” has gone by. When is “{intent.action}” due?", intent.due.text)
    if isinstance(intent, NewCommitment) and intent.due is not None and intent.due.doubt:
        due = intent.due
        if due.doubt is not None and due.doubt.startswith(_AFTER_DOUBT) and due.precision is not Precision.INSTANT:
            # "call the bank after the weekend": the day after it is offered (Monday), never the weekend itself
            due = replace(due, start=due.end, end=due.end + timedelta(days=1), precision=Precision.DAY)
            intent = replace(intent, due=due)
        when = describe_due(due.last_moment, ctx.tz)
        question = f"Should I track {offer_to_track(intent.action, intent.owner)}, due {when}? {due.doubt}."
        return Unclear(question, due.text, intent)
    if isinstance(intent, MoveCommitment) and intent.shift is None and intent.due.doubt:
        return Unclear(f"Which day should “{intent.action}” move to? {intent.due.doubt}.", intent.due.text)
    if isinstance(intent, StateClaim) and intent.effective is not None and intent.effective.doubt:
        said = f"{intent.subject}'s {intent.predicate} is {intent.value}"
        return Unclear(f"From which day should I note that {said}? {intent.effective.doubt}.", intent.effective.text)
    return intent
