"""A booking made for a day to come: "boiler's broken again, booked a plumber for thurs",
"utes making a clunking noise, booked it in at Micks for tues 8am", "got the car booked in at
Kwik Fit sat 9am", "made an appt with the GP for friday 10am".

Read alone the words are a report of a job done ("booked …"), and the lifecycle reader says
so: with an open "book a plumber" to-do, that to-do is done, and nothing more is kept (the
user asked to book, and booked). With none open, the report would change nothing and the
appointment it made would be lost, though it is the very thing the user must turn up to (or
let the plumber in for) on that day. So the done report carries, as what it otherwise means,
the appointment: a to-do due when the booking is for ("plumber", thursday; "car booked in at
Micks" when it says where).

Only a booking word (booked, scheduled, lined up, made an appointment) with a date still to
come; "booked the flights yesterday" says when the booking was made, not what it is for.
Written by hand: the words that book are few, and a tagger would cost far more than the rule.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

from memory.model import Precision
from memory.understanding._multi import time_alone
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding._shared_day import _at
from memory.understanding._thing_referent import thing_named
from memory.understanding.intents import CompleteCommitment, Intent, NewCommitment, OpenEpisode
from memory.understanding.timex import DateSpec, find_spans, has_date_words

_BOOKING_WORD = gated(re.compile(r"\b(?:booked|scheduled|lined\s+up|made\s+an?\s+(?:appt|appointment))\b", _I))
# "booked a plumber", "got it booked in at Micks", "the car's booked in", "made an appt with the GP"
_BOOKED = re.compile(
    r"^(?:(?:i|we|i've|we've|i\s+have|we\s+have)\s+)?(?:(?:just|finally|already|also|now)\s+)?"
    r"(?:(?:booked|scheduled|lined\s+up)\s+(?P<obj>.+?)(?P<tail>(?:\s+(?:in|into|at|with|for|to)\b.*)?)"
    r"|(?:got|have|had)\s+(?P<got>.+?)\s+(?:booked|scheduled)(?P<got_tail>.*)"
    r"|made\s+(?P<appt>an?\s+(?:appt|appointment)\b.*)"
    r"|(?P<first>(?:the\s+|my\s+|our\s+)?\S+(?:\s+\S+){0,3}?)(?:'s|\s+is|\s+are)?\s+(?:booked|scheduled)"
    r"(?P<first_tail>.*))$",
    _I,
)
# the words that only lead to the date: "for", "on", "at", "for next"
_CONNECTOR = re.compile(r"\s+(?:for|on|at|from)\s*$", _I)
_ARTICLE = re.compile(r"^(?:a|an|the|some|my|our)\s+", _I)
_PAST_WORDS = re.compile(r"\b(?:yesterday|last|ago|earlier|this\s+morning)\b", _I)


def booked_ahead(
    intent: Intent, before: str, clause: str, earlier: list[Intent], ctx: _Ctx, *, message: str = ""
) -> Intent:
    """``intent`` (read from ``clause``, said after ``before``; ``earlier`` the message's intents
    before it, ``message`` its sentences before this one) with the appointment a booking for a day
    to come makes, as what the words mean when no open to-do is done by them."""
    if (
        not isinstance(intent, CompleteCommitment)
        or not intent.past_tense
        or intent.otherwise is not None
        or intent.by is not None
    ):
        return intent
    word = _BOOKING_WORD.search(clause)
    if word is None:
        return intent
    # the booking's own part of a clause read whole: "the car's check light is on, got it booked …"
    cuts = list(_PART.finditer(clause[: word.start()]))
    if cuts:
        before, clause = f"{before} {clause[: cuts[-1].start()]}", clause[cuts[-1].end() :]
    if _PAST_WORDS.search(clause):
        return intent
    spans = [span for span in find_spans(clause, now=ctx.now, tz=ctx.tz) if span.spec is not None]
    if len(spans) != 1 or spans[0].spec is None or spans[0].spec.end <= ctx.now:
        return intent
    span = spans[0]
    spec = span.spec
    if spec is None or spec.precision not in _DAYS or spec.doubt or spec.end - spec.start > _ONE_DAY:
        return intent  # "booked a holiday for next summer", "… for next week": no day to turn up on yet
    if time_alone(spec.text) and (day := _day_said(f"{message} {before}", ctx)) is not None:
        spec = _at(day, spec, ctx)  # "moving on the 19th!! van booked for 8am": 8am on the 19th
    tail = clause[span.end :].strip()
    tail = tail if _PLACE.match(tail) else ""  # "… for monday at Kwik Fit", never "… woohoo"
    undated = f"{_CONNECTOR.sub('', clause[: span.start].rstrip())} {tail}".strip(" ,")
    action = _appointment(_own_part(undated))
    if action is None:
        return intent
    todo = NewCommitment(action=action, owner="me", counterparty=None, due=spec)
    named = thing_named(todo, before, undated)  # "the ute's making a noise, booked it in at Micks": the ute
    if named == todo and _IT.search(action):  # "utes making a clunking noise, …": the trouble just opened
        troubles = [i.topic for i in earlier if isinstance(i, OpenEpisode)]
        named = replace(todo, action=_IT.sub(troubles[-1], action, count=1)) if len(troubles) == 1 else todo
    # what was done is the booking, never its day: "booked Biscuit in for the 17th at 9" finishes
    # "book the vet for Biscuit" by its words, the date kept by the appointment
    done = undated if has_date_words(intent.action) and not has_date_words(undated) else intent.action
    return replace(intent, action=done, otherwise=named if isinstance(named, NewCommitment) else todo)


_IT = re.compile(r"^it\b", _I)
_PARTICLES = frozenset({"in", "on", "up", "off", "out", "for", "at", "into"})
_FOR_THING = re.compile(r"^\s*for\s+(?:a|an|the|my|our)\s+(?P<thing>[\w'-]+(?:\s+[\w'-]+){0,2})\s*$", _I)
_DAYS = (Precision.DAY, Precision.INSTANT)
_ONE_DAY = timedelta(hours=25)  # a day, and the hour a clock change may add to it
_PLACE = re.compile(r"^(?:at|with|in|into)\s+\S", _I)
# where a clause read whole has parts: a comma, a semicolon, a dash, "and", "so", "but"
_PART = re.compile(r"\s*[,;]\s*|\s[-–—]+\s|\s+(?:and|so|but|then)\s+", _I)


# "…, leaving", "…, arriving", "…, checking in": a clause of the booked thing's own doing
_DOING_AFTER = re.compile(r"\s*[,;]\s*|\s[-–—]+\s", _I)
_DOING = re.compile(r"^[a-z]+ing\b", _I)


def _own_part(words: str) -> str:
    """The booking's words without a clause said after it that tells when the booked thing is
    ("flights to lisbon booked, leaving the 14th": the flights, on the 14th, never an
    appointment "flights to lisbon booked, leaving")."""
    word = _BOOKING_WORD.search(words)
    cut = _DOING_AFTER.search(words, word.end()) if word is not None else None
    return words[: cut.start()] if cut is not None and _DOING.match(words[cut.end() :]) else words


def _day_said(words: str, ctx: _Ctx) -> DateSpec | None:
    """The one day to come ``words`` name ("moving on the 19th", "wedding is sat"), which a booking
    said after it at a time alone is for: nobody books the van for 8am tomorrow in the breath after
    naming the moving day. None when they name no day, a day gone, or more than one."""
    days = [
        span.spec
        for span in find_spans(words, now=ctx.now, tz=ctx.tz)
        if span.spec is not None and span.spec.precision is Precision.DAY and span.spec.end > ctx.now
    ]
    return days[0] if len(days) == 1 else None


def _appointment(words: str) -> str | None:
    """What the booking is, said as the thing booked ("plumber", "it booked in at Micks",
    "appt with the GP"); None when the words are no booking."""
    m = _BOOKED.match(words.strip())
    if m is None:
        return None
    if m["appt"]:
        return _ARTICLE.sub("", m["appt"]).strip()
    thing, tail = (
        (m["obj"], m["tail"]) if m["obj"] else (m["got"], m["got_tail"]) if m["got"] else (m["first"], m["first_tail"])
    )
    thing = re.sub(r"['’]s$", "", _ARTICLE.sub("", thing.strip()))  # "the car's booked in": the car
    if thing.lower() in _PARTICLES and (booked_for := _FOR_THING.match(tail)) is not None:
        thing, tail = booked_for["thing"], ""  # "booked in for a haircut sat 10am": the haircut
    if not thing or thing.lower() in _PARTICLES:
        return None  # "…, booked in for thurs": what is booked in is left unsaid, never a thing called "in"
    if not tail.strip():  # "dentist booked for the 9th", "my haircut's booked": what to turn up to then
        return thing
    if re.match(r"(?:at|with)\s", tail.strip(), _I) or (m["obj"] and re.match(r"in\s+(?-i:[A-ZÀ-Ý])", tail.strip())):
        # "booked the service … at the vw place", "booked a cut with Jo", "booked the dentist in Cuauhtémoc":
        # the thing, where or with whom ("booked the car in at Micks" keeps "in" as the booking's own word;
        # "xmas party booked at the royal": the party at the royal)
        return re.sub(r"\s+", " ", f"{thing} {tail.strip()}")
    return re.sub(r"\s+", " ", f"{thing} booked {tail.strip()}").strip()
