"""Facts said of a thing, a service or a team rather than of a person, which the person-first
forms missed or took for a to-do:

- a service and whom it is with: "our broadband is now with BT", "the car insurance is with
  Admiral now" (``provider``; read before the done forms, which took "is with BT" for a thing
  handed over);
- a team and whom it sits under: "the support team is now under Raj" (``manager``);
- a manager named by role: "Meera reports into the CFO from jan" (the verb forms took only a
  name as a boss; :func:`named_by_role` lets them take "the CFO", "our head of ops");
- a code for a thing: "new pin for the garage is 4455" (put as "new garage pin is 4455");
- a place that moved to a street address: "the dentist moved to 12 High St", "our GP is now
  at 40 Park Road" (``location``; a street address is no time, so no to-do is moved);
- a to-do's new day said with "now" and no verb: "offsite planning now thurs" (a move; the
  first word is no person who plans).

Hand-written: each is one shape with a closed list of nouns (services, team words, codes,
street words); a statistical reader would need labelled data recap does not have, and the
shapes are few and fixed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding._role_words import ROLE_WORDS
from memory.understanding.intents import Intent, MoveCommitment, StateClaim
from memory.understanding.timex import find_spans

Reader = Callable[[str, _Ctx, str], list[Intent]]

# what a household or a business buys from a provider
_SERVICE = (
    r"(?:(?:home|car|house|contents|pet|travel|health|life|business|landline|mobile|phone|cell|fibre|fiber)\s+)?"
    r"(?:broadband|internet|wi-?fi|fibre|fiber|energy|electricity|electric|gas|power|water|insurance|cover"
    r"|mortgage|bank|banking|pension|phone\s+contract|mobile\s+contract|phone\s+plan|mobile\s+plan"
    r"|tv|cable|landline|web\s+hosting|hosting|utilities)"
)
_WITH = re.compile(
    r"^(?:the|our|my)\s+(?P<s>" + _SERVICE + r")\s+(?:is|are|'s|has\s+moved|moved|went|has\s+gone|switched)"
    r"(?:\s+now)?\s+(?:over\s+)?(?:with|to)\s+(?P<v>[A-Za-z0-9][\w&.\-]*(?:\s+[A-Z0-9][\w&.\-]*){0,2})"
    r"(?:\s+now)?(?:\s+from\s+.+)?$",
    _I,
)
# a thing insured, named by whom: "the car's now insured with Aviva" (its insurance's provider, as "the car
# insurance is with Aviva" says)
_INSURED = re.compile(
    r"^(?:the|our|my)\s+(?P<s>[\w-]+(?:\s+[\w-]+)?)(?:\s+is|\s+are|'s|'re)\s+(?:now\s+)?(?:insured|covered)"
    r"\s+(?:with|by|through)\s+(?P<v>[A-Za-z0-9][\w&.\-]*(?:\s+[A-Z0-9][\w&.\-]*){0,2})(?:\s+now)?(?:\s+from\s+.+)?$",
    _I,
)
_NOT_PROVIDER = re.compile(r"^(?:me|us|you|him|her|them|it|this|that|the|a|an)$", _I)

_TEAM = r"(?:team|dept|department|group|squad|unit|desk|division|crew|pod)"
_UNDER = gated(re.compile(
    r"^(?:the\s+|our\s+)?(?P<s>(?:[\w&\-]+\s+){0,2}?" + _TEAM + r")\s+"
    r"(?:(?:is|are|'s)\s+(?:now\s+)?(?:under|sitting\s+under)|(?:now\s+)?(?:sits|sit|comes|come|moved|falls|fall)"
    r"\s+under|(?:has|have)\s+moved\s+under)\s+(?P<v>.+?)(?:\s+now)?(?:\s+from\s+.+)?$",
    _I,
))
_NAME = re.compile(r"^[A-Z][\w'\-]*(?:\s+[A-Z][\w'\-]*){0,2}$")
# a boss named by role: "the CFO", "our head of ops", "my line manager"
_ROLE_BOSS = re.compile(r"^(?:the|our|my)\s+(?:new\s+)?(?P<r>(?:[\w&\-]+\s+){0,3}?[\w&\-]+)$", _I)

_CODE = re.compile(
    r"^(?:the\s+|a\s+|our\s+)?new\s+(?P<a>pin|pin\s+code|code|passcode|password|combination|combo|door\s+code"
    r"|alarm\s+code|entry\s+code|key\s*code|lock\s+code)\s+for\s+(?:the\s+|our\s+|my\s+)?"
    r"(?P<s>[\w\-]+(?:\s+[\w\-]+)?)\s+(?:is|=|:)\s*(?P<v>\S+)$",
    _I,
)

_STREET = (
    r"\d+[a-z]?\s+(?:[A-Za-z][\w'\-]*\s+){1,3}(?:st|street|rd|road|ave|avenue|lane|ln|way|drive|dr|place|pl|close"
    r"|court|ct|crescent|cres|terrace|tce|blvd|boulevard|square|sq|parade|row|mews|gardens|walk|highway|hwy"
    r"|grove|hill|green)\.?(?:,?\s+[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)?)?"
)
_ADDRESS_MOVE = re.compile(
    r"^(?:the|our|my|their|his|her)\s+(?P<s>(?:[\w&\-']+\s+){0,2}?[\w&\-']+)\s+"
    r"(?:(?:has\s+|have\s+|just\s+)*(?:moved|relocated)\s+(?:to|into)|(?:is|are|'s)\s+(?:now\s+)?(?:at|on|in))\s+"
    r"(?P<v>" + _STREET + r")(?:\s+now)?$",
    _I,
)

# "the vet's actually the 15th": the day put right, said as the day it is now
_NOW_DAY = re.compile(
    r"^(?:(?:hm+|oh+|ah+|um+|erm+|ok|okay|wait|so)\b[\s,.…]*)*(?P<a>[a-z][\w\-']*(?:\s+[\w\-']+){0,3}?)\s+(?:is\s+|'s\s+)?(?P<now>now|actually|really)\s+(?:on\s+)?(?P<d>.+)$",
    _I,
)
_AT_CLOCK = re.compile(r"(?:at|@)\s", _I)  # "now at 6:30 pm": a time put right, not a day
_VERBISH = re.compile(r"\b(?:will|'ll|is|are|was|were|have|has|had|can|should|must|need|needs|i|we|you)\b", _I)


def named_by_role(raw: str) -> str | None:
    """A boss named by a role ("the CFO", "our head of ops"), as said; else None."""
    m = _ROLE_BOSS.match(raw.strip())
    if m is None or not ROLE_WORDS.search(m["r"]) or len(m["r"].split()) > 4:
        return None
    return raw.strip()


def thing_fact(s: str) -> StateClaim | None:
    """The fact ``s`` states of a service, a team or a place (``provider``, ``manager``,
    ``location``), or None."""
    m = _WITH.match(s.strip())
    if m and not _NOT_PROVIDER.match(m["v"]):
        return StateClaim(_bare(m["s"]), "provider", m["v"], explicit_now=True)
    m = _INSURED.match(s.strip())
    if m and not _NOT_PROVIDER.match(m["v"]):
        return StateClaim(f"{_bare(m['s'])} insurance", "provider", m["v"], explicit_now=True)
    m = _UNDER.match(s.strip())
    if m and (boss := _boss(m["v"])):
        return StateClaim(_bare(m["s"]), "manager", boss, explicit_now=True)
    m = _ADDRESS_MOVE.match(s.strip())
    if m:
        return StateClaim(_bare(m["s"]), "location", m["v"].strip().rstrip("."), explicit_now=True)
    return None


# a thing's size, its measure then the dimension: "the wall at Cregneash is 140 metres long", "the new shed's
# 3m wide", "the trench is 1.2 metres deep" (a measure, never a time: "the meeting is 2 hours long" is no size)
_UNIT = (
    r"(?:m|metres?|meters?|cm|centimet(?:re|er)s?|mm|km|kilomet(?:re|er)s?|ft|feet|foot|inch(?:es)?|in|yards?|yds?"
    r"|miles?)"
)
_SIZE = gated(re.compile(
    r"^(?P<s>(?:the|our|my)\s+[\w'’\- ]{2,40}?)(?:\s+is|\s+are|'s|’s)\s+(?:now\s+)?(?:about\s+|around\s+|roughly\s+)?"
    r"(?P<v>\d+(?:[.,]\d+)?\s*" + _UNIT + r")\s+(?P<dim>long|wide|high|tall|deep|thick)$",
    _I,
))
_DIMENSION = {
    "long": "length", "wide": "width", "high": "height", "tall": "height", "deep": "depth", "thick": "thickness",
}  # fmt: skip


def said_of_thing(clause: str, ctx: _Ctx, detail: str, read: Reader) -> list[Intent]:
    """What a clause of one of these shapes says (read by the fact forms, which take its date
    as well), else nothing; claimed before the to-do forms could take it for one."""
    text = clause.strip()
    code = _CODE.match(text)
    if code:
        two = len(code["a"].split()) > 1  # "alarm code": "the shop's alarm code", not the "shop alarm"'s code
        said = f"the {code['s']}'s {code['a']} is {code['v']}" if two else f"new {code['s']} {code['a']} is {code['v']}"
        found = read(said, ctx, detail)
        found = [replace(i, explicit_now=True) if isinstance(i, StateClaim) else i for i in found]  # "new": a change
        return found if found and all(isinstance(i, StateClaim) for i in found) else []
    if size := _SIZE.match(text):  # "the wall at Cregneash is 140 metres long": its length is 140 metres
        said = f"the {_DIMENSION[size['dim'].lower()]} of {size['s']} is {size['v']}"
        found = read(said, ctx, detail)
        return found if found and all(isinstance(i, StateClaim) for i in found) else []
    if _WITH.match(text) or _INSURED.match(text) or _UNDER.match(text) or _ADDRESS_MOVE.match(text):
        found = read(text, ctx, detail)
        return found if found and all(isinstance(i, StateClaim) for i in found) else []
    return []


def now_dated(clause: str, ctx: _Ctx, move: Callable[[str, _Ctx], list[Intent] | None]) -> list[Intent]:
    """ "offsite planning now thurs", "the vet's actually the 15th": a thing, "now" (or
    "actually"), and a day and nothing else is that thing moved to the day (read by ``move``),
    never someone named "offsite" planning."""
    m = _NOW_DAY.match(clause.strip())
    if m is None or _VERBISH.search(m["a"]) or _AT_CLOCK.match(m["d"]):
        return []  # "the leaving do is now at 6:30 pm": a time put right, the time readers' own
    # "the 15th" reads as a day after "on"
    day = m["d"].strip() if m["d"].lower().startswith("on ") else f"on {m['d'].strip()}"
    spans = [sp for sp in find_spans(day, now=ctx.now, tz=ctx.tz) if sp.spec is not None]
    if len(spans) != 1 or len(day) - (spans[0].end - spans[0].start) > 3:  # the words after "now": a date
        return []
    thing = re.sub(r"'s$", "", m["a"])  # "the vet's actually …": the vet
    found = move(clause if m["now"].lower() == "now" else f"{thing} is now {m['d']}", ctx) or []
    return found if found and all(isinstance(i, MoveCommitment) for i in found) else []


def _boss(raw: str) -> str | None:
    value = raw.strip()
    if _NAME.match(value) and value.lower() not in ("me", "us"):
        return value
    return named_by_role(value)


def _bare(subject: str) -> str:
    return re.sub(r"^(?:the|our|my)\s+", "", subject.strip(), flags=_I)
