"""Who supplies a thing: "our feed now comes from Unga Farm Care, not Kenchic", "we get our
bread from Albany now", "kit supplier is Kitlocker now not Macron", "the canteen contractor is
Annapurna Caterers from next month".

Four shapes, each with a closed list of words:

- the provider named by its trade: "[the|our] [<thing>] <trade> is <name>" (``<thing> ·
  <trade>``; "our ISP is Sonic" is the user's own: ``me · ISP``);
- the thing coming from it: "our <thing> (now) comes from <name>";
- the user getting it there: "we get|buy|order our <thing> from <name>";
- the provider first: "<Name> (now) supplies|provides|delivers our <thing>".

A trailing "not <old one>" (or "instead of …") names what it replaced: the fact changed, no
value put right, when "now" or a date says so ("… is Makro, not Metro" alone is a correction).
Read before corrections for that reason. The time words are taken out first (:func:`._fact_time.fact_time`), so
"from next month" dates the fact. Hand-written: no library reads chat onto predicates.
"""

from __future__ import annotations

import re

from memory.understanding._fact_amounts import hedged
from memory.understanding._fact_time import fact_time
from memory.understanding._phrases import _I, _Ctx, _phrase, _plausible
from memory.understanding._prefilter import gated
from memory.understanding.intents import StateClaim

_TRADE = (
    r"supplier|contractor|provider|vendor|distributor|caterers?|wholesaler|isp|courier|carrier|insurer|broker"
    r"|installer|maintenance\s+company|cleaning\s+company|security\s+company|haulier|transporter|miller|packer"
)
_CUE = gated(re.compile(r"\b(?:supplies|supply|provides|delivers|" + _TRADE + r")\b", _I))
# or a thing coming from somewhere: tried only when a "from" word is there at all (its lazy
# reach to that word is slow to fail on the many clauses that have none)
_FROM_WORD = re.compile(r"\b(?:from|off|through|via)\b", _I)
_FROM_CUE = re.compile(r"\b(?:comes?|coming|get|buy|order|source|stock|delivered)\b[^,.;]*?" + _FROM_WORD.pattern, _I)
_NAME = r"(?P<y>[\w&][\w&'.\-]*(?:\s+[\w&][\w&'.\-]*){0,3}?)"
_REPLACED = (
    r"(?:\s*,?\s*(?:and\s+)?(?:not|no\s+longer|instead\s+of|rather\s+than|replacing|in\s+place\s+of)\s+"
    r"(?P<z>.+?))?"
)
_NOW = r"(?:\s+(?:now|these\s+days|from\s+now\s+on))?"
_THING = r"(?P<t>[\w&\-]+(?:\s+[\w&\-]+){0,2}?)"
_BY_TRADE = re.compile(
    r"^(?:(?P<det>the|our|my)\s+)?(?:"
    + _THING
    + r"\s+)?(?P<a>"
    + _TRADE
    + r")\s+(?:is|'s|are|'re)\s+(?:now\s+)?"
    + _NAME
    + _NOW
    + _REPLACED
    + r"$",
    _I,
)
_COMES_FROM = re.compile(
    r"^(?P<det>our|my|the)\s+" + _THING + r"\s+(?P<now1>now\s+)?(?:comes?|is\s+coming|are\s+coming|gets?\s+delivered"
    r"|is\s+delivered|are\s+delivered)\s+from\s+" + _NAME + r"(?P<now2>" + _NOW + r")" + _REPLACED + r"$",
    _I,
)
_WE_GET = re.compile(
    r"^(?:we|i)\s+(?:now\s+)?(?:get|buy|order|source|stock)\s+(?:our|my|the|all\s+our)\s+"
    + _THING
    + r"\s+(?:from|through|via|off)\s+"
    + _NAME
    + _NOW
    + _REPLACED
    + r"$",
    _I,
)
_SUPPLIES = re.compile(
    r"^"
    + _NAME
    + r"\s+(?:now\s+)?(?:supplies|supply|provides|delivers)\s+(?:our|my|all\s+our)\s+"
    + _THING
    + _NOW
    + _REPLACED
    + r"$",
    _I,
)


# what a provider is, not who: "our supplier is going bust", "the courier is late again"
_STATE = re.compile(
    r"^(?:\w+ing|\w+ed|late|bust|broke|closed|shut|useless|rubbish|hopeless|slow|cheap|cheaper|expensive|dear|new|good"
    r"|great|bad|terrible|awful|down|out|off|away|back|sorted|fine|ok|okay|a\s+nightmare|the\s+worst|the\s+best)\b",
    _I,
)


def supplier_fact(clause: str, ctx: _Ctx) -> list[StateClaim] | None:
    """Who supplies what ``clause`` says, or None."""
    if not (_CUE.search(clause) or (_FROM_WORD.search(clause) and _FROM_CUE.search(clause))):
        return None  # most clauses name no supply: told cheaply
    timed = fact_time(clause, ctx)
    if timed.problem is not None or timed.until is not None:
        return None
    core = timed.core.strip(" ,.!")
    claim = _read(core)
    if claim is None or _STATE.match(claim.value):
        return None
    if not re.search(r"[^\W\d_]", claim.value):
        return None  # "the meeting with the provider is the 15 at 10": a day, never whom it is (a name has letters)
    if not ctx.lowercase and not claim.value[:1].isupper() and not claim.value[:1].isdigit():
        return None  # typed with capitals, a provider's name has one: "the bread is from the bakery down the road" no
    changed = timed.now or timed.effective is not None or re.search(r"\b(?:now|these\s+days)\b", core, _I)
    if claim.explicit_now and not changed:
        return None  # "the supplier is Makro, not Metro": a value put right (the corrections read it)
    if timed.effective is not None:
        claim = StateClaim(claim.subject, claim.predicate, claim.value, effective=timed.effective)
    else:
        claim = StateClaim(claim.subject, claim.predicate, claim.value, explicit_now=timed.now or claim.explicit_now)
    return [claim]


def _read(core: str) -> StateClaim | None:
    m = _BY_TRADE.match(core)
    if m is not None:
        thing = m["t"] if m["t"] and m["t"].lower() != "new" else None
        thing = thing or ("me" if m["det"] else None)  # "our ISP is Sonic", "the new supplier is Makro": the user's
        return _claim(thing, re.sub(r"\s+", " ", m["a"]), m["y"], m["z"])
    for pattern in (_COMES_FROM, _WE_GET, _SUPPLIES):
        m = pattern.match(core)
        if m is not None and _marked(m):
            return _claim(m["t"], "supplier", m["y"], m["z"])
    return None


def _marked(m: re.Match[str]) -> bool:
    """ "the bread comes from Albany" needs "our", "now" or the one it replaced to be a supply
    ("the idea came from Ana" is none); the other shapes say so by their verb."""
    if m.re is not _COMES_FROM:
        return True
    return (m["det"] or "").lower() in ("our", "my") or bool(m["now1"] or m["now2"] or m["z"])


def _claim(thing: str | None, trade: str, name: str, replaced: str | None) -> StateClaim | None:
    thing = re.sub(r"^new(?:\s+|$)", "", thing or "", flags=_I) or None  # "our new feed supplier"
    if not thing or not name or hedged(name) or hedged(thing):
        return None
    if not _plausible(name, max_words=4) or (thing != "me" and not _plausible(thing, max_words=3)):
        return None
    if replaced is not None and not _plausible(replaced, max_words=4):
        return None
    trade = "ISP" if trade.lower() == "isp" else trade.lower()
    subject = _phrase(thing) if thing != "me" else "me"
    return StateClaim(subject, trade, _phrase(name), explicit_now=replaced is not None)
