"""Where a regular gathering meets (``location``): "training moves to the Vallecas pitch",
"choir's at St Anne's hall now", "the food bank has moved to the old library"; and where a
named occasion is held: "the offsite is in Lisbon this year", "the conference is at the ExCeL".

Only a gathering that recurs (a closed list: training, choir, practice, services, clubs) has a
venue as a fact; a one-off meeting or event moved somewhere is the commitment's business. The
place must be a place: capitalised words or a venue noun ("the back field"), never a day or a
time ("training moves to thursday" is a move in time, read elsewhere). The clause reaching here
has its time words taken out (:mod:`._fact_time`). An occasion's place (an event noun of the
diary's list, "is in"/"is at" a named place) is a fact only said with no day: "the party is at
Jo's on sat" is the party, on saturday, the diary's. Hand-written: a closed list of gatherings
and venue nouns.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _Ctx, _phrase, _plausible, reading
from memory.understanding._prefilter import gated
from memory.understanding._sign_forms import _EVENTS
from memory.understanding.intents import StateClaim
from memory.understanding.timex import has_date_words

_GATHERING = (
    r"training|trainings|practice|practices|rehearsal|rehearsals|choir|choir\s+practice|band\s+practice|service"
    r"|services|mass|sunday\s+school|bible\s+study|youth\s+club|youth\s+group|book\s+club|running\s+club|club\s+night"
    r"|playgroup|toddler\s+group|coffee\s+morning|drop-in|food\s+bank|pantry|soup\s+kitchen|market|farmers\s+market"
    r"|parkrun|yoga|pilates|bootcamp|nets|netball|quiz\s+night|bingo|home\s+games|fixtures|matches|lessons|classes"
    r"|swim\s+club|swimming|kapa\s+haka|circle\s+time|clinic|surgery|sessions"
)
_VERB = (
    r"(?:now\s+)?(?:moves|move|is\s+moving|'s\s+moving|are\s+moving|has\s+moved|have\s+moved|'s\s+moved|moved"
    r"|will\s+move|is\s+going|'s\s+going|are\s+going|will\s+be|is\s+now|'s\s+now|are\s+now|relocates|relocated"
    r"|has\s+relocated|will\s+relocate|is\s+relocating)"
)
_VENUE_MOVE = gated(re.compile(
    r"^(?:the\s+|our\s+|my\s+)?(?P<s>(?:[\w\-']+\s+){0,2}?(?:" + _GATHERING + r"))\s+" + _VERB
    + r"\s+(?:to|into|over\s+to|at|in)\s+(?P<v>.+?)(?:\s+now)?$",
    _I,
))
# a venue said with a common noun: "the back field", "the church hall", "the old library"
_VENUE_NOUN = re.compile(
    r"\b(?:hall|pitch|field|ground|grounds|park|gym|centre|center|church|chapel|school|library|room|studio|court"
    r"|courts|pool|club|clubhouse|barn|marquee|shed|pavilion|oval|track|arena|stadium|rink|annex|annexe|venue"
    r"|building|campus|site|office|library|cafe|café|pub|marae|mosque|temple|synagogue|gurdwara)s?$",
    _I,
)


# someone's home, said by their name alone: "at jake's", "at mum's" (typed in lower case as often as not)
_HOME_OF = re.compile(r"(?!(?:it|that|what|there|here|who|he|she|let)['’]s)[a-z][\w-]*['’]s", _I)


# get-togethers the diary's list leaves to the question when dated, whose place is said as an occasion's is
_GET_TOGETHER = r"bbq|barbecue|barbie|picnic|potluck|housewarming|get-together|leaving\s+do"
_HELD_IN = re.compile(
    r"^(?:the|our|this\s+year's|next\s+year's)\s+(?P<s>(?:[\w\-']+\s+){0,2}?"
    r"(?:" + _EVENTS + r"|" + _GET_TOGETHER + r"))"
    r"(?:\s+(?:is|will\s+be)|\s*'s)\s+(?:now\s+)?(?:in|at)\s+(?P<v>.+?)(?:\s+now)?$",
    _I,
)


@reading
def venue_fact(s: str, ctx: _Ctx) -> StateClaim | None:
    """The venue ``s`` gives a regular gathering, or None."""
    m = _VENUE_MOVE.match(s.strip())
    if m is None:
        return None
    return _venue(m, ctx, explicit_now=True)


def event_place(s: str, ctx: _Ctx, *, dated: bool) -> StateClaim | None:
    """Where an occasion ``s`` names is held ("the offsite is in Lisbon"), never when ``dated``
    (a day said beside it: the diary's entry), or None."""
    m = _HELD_IN.match(s.strip())
    return None if m is None or dated else _venue(m, ctx, explicit_now=False)


def _venue(m: re.Match[str], ctx: _Ctx, *, explicit_now: bool) -> StateClaim | None:
    place = re.sub(r"^(?:the|our|their)\s+", "", _phrase(m["v"]), flags=_I)
    if not place or not _plausible(place, max_words=4, pronoun_start_ok=True) or has_date_words(place):
        return None
    if re.search(r"\d", place) and not _VENUE_NOUN.search(place):
        return None  # "moves to 7": an hour
    named = place[:1].isupper() and not ctx.lowercase
    if not (named or _VENUE_NOUN.search(place) or _HOME_OF.fullmatch(place)):
        return None
    return StateClaim(_phrase(m["s"]), "location", place, explicit_now=explicit_now)
