"""The day someone starts, said with the verb rather than "start date": "Priya started on the
6th", "Tomasz starts monday", "Mei Ling is starting on 3 March", "the new CEO starts jan 15".

It is the person's ``start date``, kept as the day itself (as "Priya's start date is the 6th"
is, :mod:`._fact_dates`): "started" puts the day in the past ("the 6th" said on the 13th is
this month's), "starts" and "is starting" in the future. Kept as a fact, a later "that's wrong,
it was the 8th" has a dated claim to put right. Someone not named but known by the role they
come into ("the new CEO", "our new nanny") is the subject as said.

Not read: a start with more said about it ("starts as PM on monday" is a role, "starts at
Discovery on the 3rd" an employer: the role and job forms' own), a thing or a time that starts
("School starts monday", "Ramadan starts on the 18th", "training starts friday"), a name typed
in lower case (a lower-case first word is as likely a thing: "carnaval starts friday").
"""

from __future__ import annotations

import re

from memory.understanding._fact_dates import day_value
from memory.understanding._phrases import _I, _Ctx, _person, _phrase
from memory.understanding._prefilter import gated
from memory.understanding._role_words import ROLE_WORDS
from memory.understanding._sign_forms import _EVENTS
from memory.understanding.intents import Intent, StateClaim

__all__ = ["started_on", "without_newcomer"]

# who a named person is, said before the name: "new hire Beatriz", "our new starter Jonas"
_NEWCOMER = re.compile(
    r"^(?:(?:our|the|a|my|his|her|their|mum's|dad's|mom's)\s+)?new\s+(?:hire|starter|joiner|recruit|colleague|intern|grad"
    r"|graduate|carer|nanny|cleaner|tutor|babysitter|childminder|au\s+pair|nurse|helper)\s+(?=(?-i:[A-Z])\w)",
    _I,
)

_STARTS = gated(re.compile(
    r"^(?:(?P<p>[^\W\d_][\w'\-]*(?<!'s)(?<!'ll)(?:\s+[^\W\d_][\w'\-]*(?<!'s)(?<!'ll))?)|(?:the|our|my)\s+(?P<r>new\s+[\w&\-]+(?:\s+[\w&\-]+){0,2}))"
    r"(?:\s+(?:(?P<past>started|began|officially\s+started|joined)|starts|start|begins|is\s+starting|joins|is\s+joining"
    r"|will\s+start|will\s+join|is\s+going\s+to\s+start|officially\s+starts)|'s\s+starting|'s\s+joining|'ll\s+start"
    r"|'ll\s+join)"
    # "Davo started with us on the 3rd", "Ama joins the team monday": where is the user's own team
    r"(?:\s+(?:with\s+)?(?:us|here|the\s+(?:team|company|crew|firm|practice|business)))?"
    r"\s+(?:on\s+|from\s+)?(?P<d>.+?)[\s.!]*$",
    _I,
))
# what starts without being anyone: a time of year, a term, a feast, an event
_NOT_SOMEONE = re.compile(
    r"^(?:school|term|semester|trimester|uni|college|class|classes|season|summer|winter|spring|autumn|fall|ramadan"
    r"|lent|advent|passover|diwali|eid|carnival|carnaval|daylight|dst|sale|sales|work|construction|renovations?"
    r"|roadworks|works|lease|contract|project|sprint|course|trial|camp|kindy|nursery|daycare|daycare|rehab"
    r"|" + _EVENTS + r")s?\b",
    _I,
)

# someone known by the job they come into, besides the role words: "our new nanny", "the new hire"
_HIRED = re.compile(r"\b(?:nanny|cleaner|tutor|hire|starter|joiner|babysitter|childminder|carer|au\s+pair)$", _I)


def started_on(s: str, ctx: _Ctx) -> list[Intent] | None:
    """The start date someone is said to start on, or None."""
    m = _STARTS.match(without_newcomer(s.strip()))  # "new hire Carla starts monday": Carla's start
    if m is None:
        return None
    if m["r"]:
        if not ROLE_WORDS.search(m["r"]) and not _HIRED.search(m["r"]):
            return None  # "the new term starts monday", "the new guy starts tmrw": no one known by a role
        subject = _phrase(m["r"])
    else:
        name = m["p"].strip()
        if ctx.lowercase or _NOT_SOMEONE.match(name) or _person(name, ctx) in (None, "me"):
            return None
        subject = name
    day = day_value(ctx.date(m["d"], "past" if m["past"] else "future"), ctx.tz)
    if day is None:
        return None
    return [StateClaim(subject, "start date", day)]


def without_newcomer(s: str) -> str:
    """``s`` without the words that say who the named person is ("new hire Beatriz starts …")."""
    return _NEWCOMER.sub("", s, count=1)
