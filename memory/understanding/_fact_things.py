"""Whose a thing is and who has it: the facts about objects people hand around.

- ``owner`` said with a possessive: "the Corolla is Sipho's now", "that laptop's Kwame's", "the
  boiler is Tomasz's responsibility";
- ``owner`` handed over: "Priya handed the Osaka account over to Dev", "the float was passed to
  Ama";
- ``owner`` by a person named with their relation: "the van is owned by my cousin Beto" (Beto);
- ``owner`` by a sale: "we sold the back paddock to the Te Awa whanau", "the trailer was sold to
  Rawiri" (the buyer, a person or a named household or firm), or a purchase of a business or a
  place: "Bello bought Kano Motors off his uncle", "Nadia bought the bakery on Elm St";
- ``location`` of a thing someone holds: "the church hall key is with Mrs Adebayo now", or of one
  kept somewhere: "the spare key is under the blue pot", "my passport's in the top drawer".

The subject is always a thing named with "the"/"our"/"that"... (never a person, never an
abstract noun: "the problem is with Tom", "the call is Amara's" say no such fact). The clause
reaching here has its time words taken out (:mod:`._fact_time`). Hand-written: a few shapes
and two closed word lists.
"""

from __future__ import annotations

import re

from memory.understanding._fact_people import RELATIONS
from memory.understanding._fact_verbs import _P, _who
from memory.understanding._money_sent import money_sent
from memory.understanding._phrases import _I, _Ctx, _phrase, _plausible, reading
from memory.understanding._prefilter import gated
from memory.understanding.intents import StateClaim
from memory.understanding.timex import has_date_words

_THING = r"(?:the|that|this|our|my|his|her|their)\s+(?P<s>[\w\-'&. ]{2,40}?)"
# nouns that name no object one can own or hold: "the problem is with Tom", "the call's Ana's"
_ABSTRACT = re.compile(
    r"\b(?:problem|problems|issue|issues|trouble|fault|blame|call|decision|choice|idea|turn|mistake|bet|guess|shout"
    r"|round|treat|pleasure|loss|question|concern|catch|difference|thing|deal|meeting|appointment|appt|plan|point"
    r"|news|joke|worry|job|risk|priority|focus|rest|same)$",
    _I,
)
# people are no things: "the kids are with Grandma", "the new hire is with Tom"
_PEOPLE = re.compile(
    r"\b(?:kids|children|child|baby|babies|boys|girls|twins|family|team|everyone|hire|client|clients|patient"
    r"|patients|guests|visitors|" + RELATIONS + r")$",
    _I,
)
_NAMED_PERSON = re.compile(
    # (a place said by its people is no person: "the party is at jake's")
    r"^(?!(?:at|in|on|to|from|with|by|near|round|over|outside|behind)\s)"
    r"(?:(?P<title>(?:mr|mrs|ms|mx|miss|dr|prof|auntie|aunty|uncle|sister|brother)\.?)\s+)?(?P<n>\S+(?:\s+\S+)?)$", _I
)
_RELATIVE_NAMED = re.compile(r"^(?:my|our|his|her|their)\s+(?:" + RELATIONS + r")\s+(?P<n>.+)$", _I)

# what one owns, named after the owner: "the Hilux is Pita's truck now", "that desk is Ama's desk";
# a person ("Maya's brother"), a job ("Tom's manager") or a judgement ("Jo's favourite") is no such thing
_POSSESSION = (
    r"(?:car|truck|ute|van|bakkie|pickup|bike|motorbike|motorcycle|scooter|moped|boat|trailer|caravan|camper"
    r"|tractor|dog|cat|puppy|kitten|horse|pony|laptop|phone|tablet|ipad|desk|chair|locker|bed|room|office|flat"
    r"|house|place|spot|parking\s+(?:space|spot|bay)|bay|plot|allotment|stall|shed|garage|key|keys|card|mug|camera"
    r"|drill|mower|ladder|tools?|kit|gear|guitar|piano|printer|monitor)"
)
_IS_THEIRS = re.compile(
    # (never a place: "the party is at jake's" is where it is, no owner "at jake")
    r"^" + _THING + r"(?:\s*'s|\s+is|\s+are)\s+(?!(?:at|in|to|from|with|by|round|over|near)\s)"
    r"(?P<p>[^\s']+(?:\s+[^\s']+)?)(?:'s|(?<=s)')"
    r"(?:\s+(?:own\s+)?(?:new\s+|old\s+)?" + _POSSESSION + r")?$",
    _I,
)
# a charge named with no article, its owner's name capitalised: "payroll is Ravi's from 1 jan", "onboarding's
# Maya's now" (a meal or a treat is a turn or a shout, "dinner is Tom's", and a day is no thing: "friday is Sam's")
_BARE_THEIRS = re.compile(
    r"^(?P<s>(?!(?:it|this|that|he|she|they|we|you|who|what|which|there|here|mine|yours|dinner|lunch|breakfast"
    r"|brunch|coffee|drinks|tea|food|snacks|pizza)\b)[a-z][\w\-]*(?:\s+[a-z][\w\-]*)?)"
    r"(?:\s*'s|\s+is)\s+(?P<p>[A-Z][\w\-]*)'s$"
)
# "the x-ray machine is Dr Kamau's responsibility now": whose charge a thing is
_THEIR_CHARGE = re.compile(
    r"^" + _THING + r"(?:\s*'s|\s+is|\s+are)\s+(?:now\s+)?(?P<p>[^\s']+(?:\s+[^\s']+)?)(?:'s|(?<=s)')\s+"
    r"(?:responsibility|remit|domain|baby|department|dept|problem|job)$",
    _I,
)
_HELD = re.compile(r"^" + _THING + r"(?:\s*'s|\s*'re|\s+is|\s+are)\s+(?:now\s+|still\s+)?with\s+(?P<p>.+)$", _I)
# where a thing is kept: "the spare key is under the blue pot", "my passport's in the top drawer",
# "the ladder is kept behind the shed"; a place said with a determiner, never a state said as one;
# of any thing with "kept", "stored" and the like, else only of what is put away (``_KEPT_THING``)
_NUMBERED_ROOM = (
    r"(?P<room>(?:room|rm|lab|office|bay|cabinet|locker|cupboard|unit|bldg|building|store|storeroom|shed|ward|suite)"
    r"\s+[a-z]?\d{1,4}[a-z]?)"
)
_KEPT_AT = re.compile(
    r"^" + _THING + r"(?:\s*'s|\s*'re|\s+is|\s+are)\s+(?:now\s+|still\s+|always\s+|usually\s+)?"
    r"(?P<kept>(?:kept|stored|hidden|stashed|left|parked|filed|tucked\s+away|tucked|saved|written(?:\s+down)?)\s+)?"
    r"(?P<p>(?:in|inside|under|underneath|on|behind|beside|next\s+to|on\s+top\s+of|at\s+the\s+(?:back|bottom|top)\s+of"
    r"|in\s+the\s+(?:back|bottom|top)\s+of|above|below)\s+(?:the|my|our|his|her|their|level|floor|bay|shelf)\s+.{2,40}"
    # a numbered room or unit, where equipment stays: "the -80 freezer is in room 118", "the autoclave's in lab 3"
    r"|(?:in|at)\s+" + _NUMBERED_ROOM + r")$",
    _I,
)
# what people put away and forget where: said without "kept" or "stored", only these are where they are
# for good ("the spare key is under the blue pot"), never for a moment ("the shopping is in the boot")
_KEPT_THING = re.compile(
    r"(?:^spare\s.+|\b(?:key|keys|password|passwords|code|codes|pin|passport|passports|licence|license|certificate"
    r"|certificates|documents|docs|papers|deeds|will|receipts|warranty|manual|charger|remote|fob|torch|fuse\s+box"
    r"|fusebox|stopcock|meter|decorations|tent|ladder|tools|toolbox|first\s+aid\s+kit|extinguisher|logbook"
    r"|log\s+book|chequebook|checkbook|birth\s+cert|vaccination\s+card|insurance\s+papers))$",
    _I,
)
# a state said with a place's words: "on the way", "in the post", "on the blink", "in the works"
_NO_PLACE = re.compile(
    r"\b(?:way|blink|mend|post|works|pipeline|cards|house|line|rocks|agenda|list|calendar|diary|menu|loop|red|black"
    r"|go|burner|air|fritz|running|clear|move|radar|rise|mix|system|books|market|schedule|news|phone|mind|name"
    r"|horizon|table|case|ball|dot|nose|money|wagon|fence|edge|verge|brink|hook|cheap|sly|job|clock|record)\b",
    _I,
)
# a gathering is somewhere on its day, no thing kept there: "the party is in the garden (on sat)"
_GATHERING = re.compile(
    r"\b(?:party|dinner|lunch|breakfast|brunch|wedding|gig|match|game|class|lesson|session|event|show|concert|ceremony"
    r"|reception|service|talk|training|practice|rehearsal|interview|exam|test|drinks|bbq|barbecue|picnic|do|festival"
    r"|fair|sale|workshop|conference|offsite|retreat|celebration|funeral|christening|viewing|shift|tour|trip|course"
    r"|seminar|webinar|standup|stand-up|huddle|briefing|launch|screening|recital|meet|meetup|assembly|mass)$",
    _I,
)
_OWNED_BY = re.compile(
    r"^" + _THING + r"(?:\s*'s|\s+is|\s+are)\s+(?:now\s+)?(?:owned|run)\s+by\s+(?P<p>(?:my|our|his|her|their)\s+.+)$",
    _I,
)
_HANDED = gated(re.compile(
    r"^(?P<from>[\w\-]+(?:\s+[\w\-]+)?)\s+(?:has\s+|just\s+|'s\s+)?(?:handed|passed|transferred)\s+(?:over\s+)?"
    r"(?:the|our|her|his|their|my)\s+(?P<s>[\w\-'&. ]{2,40}?)\s+(?:over\s+|across\s+)?to\s+(?P<p>.+)$",
    _I,
))
# the name a vehicle or a licence is held in: "the van's registered to Raed now", "the car is in Ama's name"
_REGISTERED = re.compile(
    r"^" + _THING + r"(?:\s*'s|\s+is|\s+are|\s+was|\s+has\s+been|\s*'s\s+been|\s+got)\s+(?:now\s+|officially\s+)?"
    r"(?:registered\s+(?:to|under|in\s+the\s+name\s+of)\s+(?P<p>[^\s']+(?:\s+[^\s']+)?)"
    r"|(?:registered\s+)?(?:in|under)\s+(?P<p2>[^\s']+(?:\s+[^\s']+)?)(?:'s|(?<=s)')\s+name)(?:\s+now)?$",
    _I,
)
_HANDED_PASSIVE = re.compile(
    r"^" + _THING + r"\s+(?:was|were|has\s+been|have\s+been|got|'s\s+been|is\s+being)\s+(?:handed|passed|transferred)"
    r"\s+(?:over\s+|across\s+)?to\s+(?P<p>.+)$",
    _I,
)

# a sale the user made, or one told in the passive; "might sell", "selling" are no sale yet
_SOLD = re.compile(
    r"^(?:(?:we|i)(?:'ve|\s+have)?(?:\s+(?:just|finally|already|recently))?\s+)?sold\s+" + _THING
    + r"\s+to\s+(?P<p>.+)$"
    # the thing sold named by its street address: "4 Elm St was sold to Tri-County Holdings"
    r"|^(?:" + _THING.replace("<s>", "<s2>") + r"|(?P<s3>\d{1,5}[A-Za-z]?\s+(?-i:[A-ZÀ-Ý])[\w.\-]*"
    r"(?:\s+(?-i:[A-ZÀ-Ý])[\w.\-]*){1,2}))"
    r"\s+(?:was|were|has\s+been|have\s+been|got|'s\s+been|is)\s+(?:now\s+)?sold"
    r"\s+to\s+(?P<p2>.+)$",
    _I,
)
# someone else's purchase of a business or a place: "Bello bought Kano Motors off his uncle",
# "Nadia's bought the bakery on Elm St", "Tane purchased the farm next door for 2 mil": the
# thing is a firm named in capitals (two words or more: "Sam bought Tesla" may be a car) or a
# place of business or a property; "bought a new phone" is shopping, no fact to keep
_PREMISES_OWNED = (
    r"business|shop|store|bakery|cafe|café|restaurant|pub|bar|salon|garage|farm|house|home|flat|apartment|building"
    r"|land|plot|franchise|practice|company|firm|hotel|motel|b&b|dealership|clinic|gym|studio|warehouse|factory"
    r"|mill|vineyard|ranch|station|paddock|property|site|deli|pharmacy|chemist|kiosk|stall|bookshop|brewery"
    r"|winery|marina|orchard|lot|block|agency|surgery|nursery|club|team"
)
_BOUGHT = gated(re.compile(
    r"^" + _P + r"(?:\s+has|\s*'s|\s+just|\s+finally|\s+officially|\s+recently)*"
    r"\s+(?:bought|purchased|acquired|bought\s+out)\s+"
    r"(?:(?:the|a|an)\s+(?P<s>[\w\-'&. ]{2,40}?)"
    r"|(?P<n>(?-i:[A-ZÀ-Ý])[\w&'\-.]*(?:\s+(?:&\s+)?(?-i:[A-ZÀ-Ý])[\w&'\-.]*){1,3}))"
    r"(?:\s+(?:off|from|for)\s+.+)?$",
    _I,
))
_OWNED_NOUN = re.compile(r"\b(?:" + _PREMISES_OWNED + r")\b", _I)


def _bought(s: str, ctx: _Ctx) -> StateClaim | None:
    """The owner a purchase of a business or a place makes (see ``_BOUGHT``), or None."""
    m = _BOUGHT.match(s)
    if m is None or (buyer := someone(m["p"], ctx)) is None:
        return None
    if m["n"] is not None:
        return None if ctx.lowercase else StateClaim(m["n"], "owner", buyer, explicit_now=True)
    thing = _thing(m["s"])
    return StateClaim(thing, "owner", buyer, explicit_now=True) if thing and _OWNED_NOUN.search(thing) else None


# a buyer that is a household or a firm: "the Te Awa whanau", "Ngata Farms Ltd"
_BUYER = re.compile(r"^(?:the\s+)?(?P<b>[A-ZÀ-Ý][\w\-'.&]*(?:\s+[\w\-'.&]+){0,3})$")


def _buyer(raw: str, ctx: _Ctx) -> str | None:
    """Who bought a thing: a person ("Rawiri", "my cousin Beto") or a named household or firm."""
    found = someone(raw, ctx)
    if found is not None:
        return found
    m = _BUYER.match(raw.strip(" ,.!"))
    if m is None or ctx.lowercase or not _plausible(m["b"], max_words=4):
        return None
    return m["b"]


def _thing(raw: str) -> str | None:
    """The thing a clause is about, as written without its article, or None when it is no thing."""
    thing = _phrase(raw)
    if not _plausible(thing, max_words=4) or _ABSTRACT.search(thing) or _PEOPLE.search(thing):
        return None
    return thing


def someone(raw: str, ctx: _Ctx) -> str | None:
    """A person: "Sipho", "Mrs Adebayo", "my cousin Beto" (Beto, the name the user gave)."""
    raw = raw.strip(" ,.!")
    relative = _RELATIVE_NAMED.match(raw)
    if relative:
        raw = relative["n"]
    m = _NAMED_PERSON.match(raw)
    if m is None:
        return None
    name = _who(m["n"], ctx)
    if name is None or name == "me":
        return None
    return f"{m['title']} {name}" if m["title"] else name


@reading
def thing_fact(s: str, ctx: _Ctx) -> StateClaim | None:
    """The owner or holder of a thing ``s`` states, or None."""
    for pattern, predicate in (
        (_IS_THEIRS, "owner"),
        (_THEIR_CHARGE, "owner"),
        (_OWNED_BY, "owner"),
        (_HANDED_PASSIVE, "owner"),
        (_HELD, "location"),
    ):
        m = pattern.match(s.strip())
        if m and pattern is _HANDED_PASSIVE and money_sent(m["s"]):
            return None  # "the deposit was transferred to mrs byrne": paid, not owned
        if m and (thing := _thing(m["s"])) and (person := someone(m["p"], ctx)):
            return StateClaim(thing, predicate, person, explicit_now=True)
    m = _REGISTERED.match(s.strip())
    if m and (thing := _thing(m["s"])) and (person := someone(m["p"] or m["p2"], ctx)):
        return StateClaim(thing, "owner", person, explicit_now=True)
    m = _BARE_THEIRS.match(s.strip())
    if m and not has_date_words(m["s"]) and not _ABSTRACT.search(m["s"]) and (person := someone(m["p"], ctx)):
        return StateClaim(m["s"], "owner", person, explicit_now=True)
    m = _SOLD.match(s.strip())
    if m and (thing := _thing(m["s"] or m["s2"] or m["s3"])) and (buyer := _buyer(m["p"] or m["p2"], ctx)):
        return StateClaim(thing, "owner", buyer, explicit_now=True)
    m = _HANDED.match(s.strip())
    if m and money_sent(m["s"]):
        return None  # "Dev transferred the rent to the landlord": a payment
    if m and _who(m["from"], ctx) and (thing := _thing(m["s"])) and (person := someone(m["p"], ctx)):
        return StateClaim(thing, "owner", person, explicit_now=True)
    return _bought(s.strip(), ctx) or _kept_at(s.strip())


def _kept_at(s: str) -> StateClaim | None:
    """Where a thing is kept (see ``_KEPT_AT``), or None."""
    m = _KEPT_AT.match(s)
    if m is None or _NO_PLACE.search(m["p"]) or (has_date_words(m["p"]) and not m["room"]):
        return None  # ("room 118" is no hour)
    if (thing := _thing(m["s"])) is None:
        return None
    if _GATHERING.search(thing) or not (m["kept"] or m["room"] or _KEPT_THING.search(thing)):
        return None
    return StateClaim(thing, "location", (m["room"] or m["p"]).strip(" .!"), explicit_now=True)
