"""A thing on its way, with the day it comes: "ordered new cups from Kiwi Packaging, should land
thurs", "new router arrives friday", "the sofa gets delivered on the 14th", "parcel from DHL
coming tmrw".

Kept as the diary keeps an arrival (:mod:`._arrivals`): under its own words ("new cups from Kiwi
Packaging arriving"), the user's to mind, due the day it comes, so the briefing shows it and "the
cups arrived" finishes it. "Ordered …" said first also reads as that order done: an "order the
cups" to-do, if one is open, is.

Only a thing: with "ordered/bought/got … ," first; or said alone, a thing plainly sent (a parcel,
a delivery, an order, something "from <sender>"), or delivered ("gets delivered"). A person or a
visit ("mum arrives fri", "the plumber is coming") is :mod:`._arrivals`' and :mod:`._their_visits`';
the weather and the seasons ("snow arrives thurs") are nobody's to mind.
"""

from __future__ import annotations

import re

from memory.understanding._lifecycle import _read_date
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding._received import _COMES_ITSELF
from memory.understanding._their_visits import _CALLER_ALONE
from memory.understanding.intents import CompleteCommitment, Intent, NewCommitment

__all__ = ["arrived", "delivery"]

_ON_ITS_WAY = (
    r"(?:(?:it|they)(?:'s|'re|\s+is|\s+are|'ll|\s+will|\s+should)?\s+)?"
    r"(?:(?:should|will|'ll|supposedly|supposed\s+to|meant\s+to|due\s+to|gonna|going\s+to|expected\s+to|hopefully)\s+)*"
    r"(?:be\s+)?"
    r"(?P<v>arriv(?:e|es|ing)|land(?:s|ing)?|com(?:e|es|ing)|get\s+here|be\s+here|here|turn(?:s|ing)?\s+up"
    r"|show(?:s|ing)?\s+up|(?:be|being|get|gets|getting)\s+delivered|deliver(?:s|ing)?|ship(?:s|ping)?"
    r"|dispatched)"
)
_WHEN = r"\s+(?P<when>[^,;]+?)[\s.!]*$"
_ORDERED = gated(re.compile(
    r"^(?:(?:just|finally|also|and)\s+)*(?:i\s+|we\s+)?(?P<o>ordered|reordered|bought|purchased|got)\s+(?P<thing>[^,;]+?)"
    r"\s*(?:,|;|-+|–|—|\band\b)\s*" + _ON_ITS_WAY + _WHEN,
    _I,
))  # fmt: skip
_SENT_ALONE = gated(re.compile(
    r"^(?:the\s+|my\s+|our\s+|a\s+)?(?P<thing>[^,;]+?)(?:\s+(?:is|are)|'s|'re)?\s+" + _ON_ITS_WAY + _WHEN, _I
))  # fmt: skip
# a thing plainly sent: what carries goods, or anything "from <sender>"
_SENT_THING = re.compile(
    r"\b(?:parcels?|packages?|pkgs?|deliver(?:y|ies)|orders?|shipments?|boxes|box|crates?|pallets?|stock|courier"
    r"|freight|consignment)\b|\bfrom\s+\S",
    _I,
)
_SOMEONE = re.compile(
    r"^(?:(?:the|a|an|our|my|some)\s+)?(?:guy|guys|man|men|lady|ladies|woman|women|bloke|chap|person|people|team|crew"
    r"|folks|someone|somebody|tech|techs|rep|agent|driver)$",
    _I,
)
_OBLIGED = re.compile(r"\b(?:need|needs|must|have\s+to|has\s+to|gotta|got\s+to|should|ought)\b", _I)
# a day that comes round by itself: "christmas came early", "payday's here"
_OCCASION = re.compile(
    r"\b(?:christmas|xmas|easter|eid|diwali|hanukkah|new\s+year|birthday|bday|payday|friday|weekend|summer|spring"
    r"|winter|autumn|fall|season|holidays?)$",
    _I,
)
_NOT_YET = re.compile(r"\b(?:never|not|still|yet|hasn'?t|haven'?t|didn'?t|isn'?t|aren'?t|wasn'?t|weren'?t)\b", _I)
_PAST = re.compile(r"\b(?:got|was|were|has|have|had|already|just)$", _I)  # "sofa got delivered today": come
_DEED = {"ordered": "order", "reordered": "reorder", "bought": "buy", "purchased": "buy", "got": "get"}
_PERSON_OR_WEATHER = re.compile(
    r"^(?:i|we|he|she|they|you|mum|mom|dad|nan|gran|grandma|grandpa|sister|brother|baby|guests?|snow|rain|storm"
    r"|heatwave|weather|spring|summer|winter|autumn|fall"
    # a deed, not a thing: "must cancel the newspaper delivery by the 2nd", "need to order …"
    r"|must|need|needs|have|has|gotta|got\s+to|should|pls|please|remind|cancel|stop)\b"
    r"|\b(?:flight|train|bus|ferry|plane)\b"
    # what a team ships lands as a change, no parcel: "hotfix landed, app no longer crashing"
    r"|\b(?:hotfix|fix|patch|pr|update|release|build|feature|deploy|commit|version|upgrade|migration)\b",
    _I,
)


def _someone(thing: str) -> bool:
    """Whether ``thing`` names a caller ("the guy from Telkom", "electrician") or a person by name
    ("Sipho from work"), whose coming is a visit, not a delivery."""
    who = re.sub(r"\s+from\s+.*$", "", thing.strip(), flags=_I)
    return _CALLER_ALONE.match(who) is not None or _SOMEONE.match(who) is not None or (
        all(word[:1].isupper() for word in who.split())
    )


def delivery(text: str, ctx: _Ctx) -> list[Intent] | None:
    """ "ordered new cups, should land thurs": [the order done, the cups arriving thurs]; None
    when ``text`` says no thing on its way with one day still ahead."""
    s = text.strip()
    ordered = _ORDERED.match(s)
    alone = _SENT_ALONE.match(s) if ordered is None else None
    m = ordered or alone
    if m is None or _PERSON_OR_WEATHER.search(m["thing"]) or _PAST.search(m["thing"]) or _someone(m["thing"]):
        return None
    if _OBLIGED.search(m["thing"]):
        return None  # "the etsy orders need to ship by tmrw": the user's job to send them, no parcel coming
    if alone is not None and not (_SENT_THING.search(m["thing"]) or "deliver" in m["v"].lower()):
        return None
    due = _read_date(m["when"], ctx)
    if due is None or due.end <= ctx.now:
        return None
    thing = re.sub(r"^(?:the|my|our|a|an|some)\s+", "", m["thing"].strip(), flags=_I)
    found: list[Intent] = []
    if ordered is not None:
        found.append(CompleteCommitment(action=f"{_DEED[ordered['o'].lower()]} {thing}", past_tense=True))
    found.append(NewCommitment(action=f"{thing} arriving", owner="me", counterparty=None, due=due))
    return found


_ARRIVED = gated(re.compile(
    r"^(?:(?:yay|finally|oh|and|also)[,!\s]+)*(?:the\s+|my\s+|our\s+)?(?P<thing>[a-z][\w'\-]*(?:\s+[\w'\-]+){0,5}?)"
    r"(?:\s+(?:has|have)|'s|'ve)?\s+(?:(?:just|finally|already)\s+)?"
    r"(?:arrived|came|came\s+in|landed|turned\s+up|showed\s+up|got\s+delivered|(?:was|were)\s+delivered"
    r"|(?:is|are)\s+here|here)"
    r"(?:\s+(?:today|this\s+morning|this\s+afternoon|finally|at\s+last|just\s+now|early|late|on\s+time))*[\s!.🙌🎉📦]*$",
    re.IGNORECASE,
))  # fmt: skip


def arrived(text: str, ctx: _Ctx) -> list[Intent] | None:
    """ "the cups arrived", "new router's here": what was on its way came, so its arrival kept
    (``<thing> arriving``) is over; nothing changes when none was kept. Never a person ("mum
    arrived", "Kofi's here"): their visit is :mod:`._visit_done`'s."""
    m = _ARRIVED.match(text.strip())
    if m is None or _PERSON_OR_WEATHER.search(m["thing"]) or not m["thing"][0].islower() or _someone(m["thing"]):
        return None
    if _COMES_ITSELF.search(m["thing"]) or _OCCASION.search(m["thing"]):
        return None  # "christmas came early", "the rain came": nothing sent
    if _NOT_YET.search(m["thing"]):
        return None  # "the plumber never turned up", "parcel still not here": nothing came
    thing = re.sub(r"['’]s$", "", m["thing"])  # "new router's here"
    return [CompleteCommitment(action=f"{thing} arriving", past_tense=True)]
