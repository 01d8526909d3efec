"""Issues said without the usual verbs: a noun phrase of trouble ("leak under the bathroom
sink", "flat tyre on the way in", "power cut again", "there's a leak under the kitchen sink"),
a utility missing ("no hot water again"), and water getting in ("water coming through the
ceiling").

Each shape is a closed family of trouble words: a message must be the phrase and nothing more
(a place, "again", a time), so "the leak in the plot was obvious" or "no hot takes please" stay
what they were. Where the thing is ("under the bathroom sink") is part of the topic, since it
tells one leak from another; when it was ("on the way in", "since 6am") is detail.
"""

from __future__ import annotations

import re

from memory.understanding._kin import KIN
from memory.understanding._phrases import _I, _phrase, _plausible
from memory.understanding._prefilter import gated
from memory.understanding._role_words import ROLE_WORDS
from memory.understanding.intents import OpenEpisode
from memory.understanding.timex import has_date_words

# the trouble a noun names, with the words that make it concrete ("burst pipe", "flat tyre")
_TROUBLE = (
    r"(?:(?:gas|water|oil|roof|pipe|radiator|tap)\s+)?leak(?:s|age)?|(?:burst|frozen)\s+(?:pipe|main|water\s+main)s?"
    r"|flat\s+(?:tyre|tire|battery)|puncture|power\s+(?:cut|outage|failure|surge|trip)s?|blackout|outage|flood(?:ing)?"
    r"|brown-?outs?|load[\s-]?shedding"
    r"|damp|mould|mold|blocked\s+(?:drain|toilet|loo|sink|gutter|pipe)s?|blockage|short\s+circuit"
    r"|dead\s+(?:battery|car\s+battery)|engine\s+(?:trouble|warning\s+light)|check\s+engine\s+light"
    r"|(?:network|server|internet|wifi|broadband|site|website|app)\s+(?:outage|issues|problems)"
    # damage, a fault, pests: "a crack in the windscreen", "a hole in the roof", "mice in the pantry"
    r"|crack|hairline\s+crack|hole|dent|chip|tear|rip|fault|electrical\s+fault|bug|glitch|infestation"
    r"|(?:wasps'?|hornets'?|bees'?)\s+nest|rat\s+problem|mouse\s+problem"
    r"|(?:mice|rats|ants|cockroaches|roaches|wasps|hornets|termites|bed\s?bugs|fleas|moths|pigeons|squirrels)"
)
_OPENER = r"(?:(?:there(?:'s|\s+is|\s+are)|(?:we've|we\s+have|i've|i\s+have)\s+got|we\s+have|got)\s+)?"
_ARTICLE = r"(?:(?:a|an|another|the|our|my|some|yet\s+another)\s+)?(?:(?:new|small|big|massive|huge|slow|bad)\s+)?"
# "again", "since 6am", "this morning": when, never where
_WHEN = re.compile(
    r"\s+(?:again|once\s+more|since\b.*|today|tonight|this\s+(?:morning|afternoon|evening|week)|all\s+(?:day|night|morning|afternoon|evening|week|weekend)"
    r"|for\s+(?:the\s+)?\w+\s+(?:time|day|hours?|days)|right\s+now|at\s+the\s+moment"
    # when it shows: "grinding noise from the lift when it stops", "… every time it brakes"
    r"|(?:when|whenever|every\s+time|each\s+time)\s+(?:it|they|you|i|we)\b.*)(?:\s+again)?$",
    _I,
)
# "under the bathroom sink", "in the loft": where the trouble is, part of the topic
_PLACE = re.compile(
    r"^(?:under(?:neath)?|behind|above|below|beneath|inside|in|into|near|by|round|around|through|from|out\s+of|down"
    r"|on|at)\s+"
    r"(?:the\s+|my\s+|our\s+|a\s+)?\S+(?:\s+\S+){0,3}$",
    _I,
)
# "on the way in", "at work", "on the school run": a when or a where of the user, not of the trouble
_ROUTE = re.compile(r"\b(?:the\s+way|(?:the|my)\s+(?:drive|commute|journey|school\s+run|trip)|work|school)\b", _I)
_NOUN_PHRASE = gated(re.compile(rf"^{_OPENER}{_ARTICLE}(?P<n>{_TROUBLE})(?P<w>\s+.+)?$", _I))
# "no hot water again", "still no heating", "no internet in the office"
UTILITY = (
    r"hot\s+water|running\s+water|water\s+pressure|water|heating|heat|power|electric(?:s|ity)?|gas|internet|wifi"
    r"|wi-fi|broadband|signal|phone\s+signal|mobile\s+signal|reception|dial\s+tone"
)
_MISSING = gated(re.compile(
    rf"^(?:there(?:'s|\s+is)\s+|we(?:'ve|\s+have)\s+(?:got\s+)?)?(?:still\s+)?no\s+(?P<n>{UTILITY})(?P<w>\s+.+)?$", _I
))
# "flat 1 has no hot water", "the kitchen's got no power": a place without a supply, said first
_PLACE_MISSING = re.compile(
    r"^(?P<p>(?:(?:the|my|our)\s+)?(?:[\w-]+\s+)?(?:flat|house|office|kitchen|bathroom|building|shop|studio|block|site"
    r"|school|clinic|warehouse|barn|cabin|cottage|hall|church|ward|yard|garage|salon|café|cafe|restaurant|depot"
    r"|workshop|lab|classroom|gym|annex|annexe|unit|apartment|room)|(?:flat|unit|apt|apartment|room|house|block|no\.?|number|plot"
    r"|suite|cabin|ward|floor|level|building)\s+#?\d{1,4}\w?)(?:\s+still)?(?:\s+has|\s+have|'s\s+got|\s+has\s+got|'s)"
    rf"(?:\s+still)?\s+no\s+(?P<n>{UTILITY})(?P<w>\s+.+)?$",
    _I,
)
# "toilet's blocked", "the kitchen sink is backed up again", "gutters are overflowing"
_PLUMBING = r"toilet|loo|sink|drain|pipe|gutter|shower|bath|tub|basin|u-bend|plughole|downpipe|dishwasher"
_BLOCKED = gated(re.compile(
    # whose or where it is, up to two words: "the church hall toilet", "the staff room sink"
    rf"^(?:the\s+|my\s+|our\s+)?(?P<n>(?:[\w-]+\s+){{0,2}}(?:{_PLUMBING})s?)"
    # where it is, said before its state: "the drain at the car wash is blocked"
    r"(?P<p>\s+(?:at|in|on|under|behind|outside|by|near)\s+(?:the\s+|my\s+|our\s+)?[\w'-]+(?:\s+[\w'-]+){0,3}?)?"
    r"(?:'s|'re|\s+is|\s+are|\s+has\s+been|'s\s+been)?"
    r"(?:\s+(?:completely|totally|still|all))?\s+(?:blocked|clogged|backed|bunged|overflowing|flooding)(?:\s+up)?"
    r"(?P<w>\s+.+)?$",
    _I,
))
# "the fuel card is blocked", "my account's locked", "the sim got suspended": a card, an account or a
# pass barred by whoever runs it, a problem to get lifted (and "unblocked" when it is)
_BARRED = gated(re.compile(
    r"^(?:the\s+|my\s+|our\s+)?(?P<n>(?:[\w-]+\s+){0,2}(?:card|account|acct|login|sim|sim\s+card|badge|pass|fob"
    r"|keycard|key\s+card|wallet|profile|number))(?:'s|\s+is|\s+has\s+been|'s\s+been|\s+got|\s+was)"
    r"(?:\s+(?:just|still|now|completely|permanently|temporarily))?\s+(?:blocked|locked|suspended|frozen|deactivated"
    r"|disabled|locked\s+out|restricted)(?P<w>\s+.+)?$",
    _I,
))
# "my car's got a flat", "the roof has a leak": the thing, and the trouble it has
_HAS_TROUBLE = gated(re.compile(
    r"^(?:the\s+|my\s+|our\s+)?(?P<t>[\w-]+(?:\s+[\w-]+)?)(?:'s|\s+has|\s+have)\s+(?:got\s+)?(?:a|an)\s+"
    r"(?:(?:slow|bad|massive|small|big|new|huge|tiny|serious|major|minor)\s+)?"
    # what leaks or which system is at fault: "the crane has a hydraulic leak", "the ute's got an electrical fault"
    r"(?P<k>(?:hydraulic|oil|fuel|diesel|petrol|air|water|gas|coolant|brake|exhaust|radiator|electrical|wiring"
    r"|engine|gearbox|transmission|power|steering)\s+)?"
    r"(?P<n>flat(?:\s+(?:tyre|tire|battery))?|puncture|leak|crack"
    # "the kayak has a hole", "the tent's got a tear", "the van has a dent"
    r"|fault|blockage|hole|tear|rip|dent|chip)(?P<w>\s+.+)?$",
    _I,
))
# a thing with a part said damaged: "snowcat 2 has a cracked track link", "the van's got a smashed wing mirror",
# "the quad has a bent axle" (the thing and the part are the topic; "has a broken heart" is no thing's part)
_HAS_DAMAGED = gated(re.compile(
    r"^(?:the\s+|my\s+|our\s+)?(?P<t>[\w-]+(?:\s+[\w-]+)?)(?:'s|\s+has|\s+have)\s+(?:got\s+)?(?:a|an)\s+"
    r"(?:(?:badly|slightly|totally|completely)\s+)?(?:cracked|broken|bent|snapped|split|burst|busted|smashed|shattered"
    r"|seized|sheared|worn|worn-out|frayed|ripped|torn|punctured|blown|damaged|dented|loose|leaky|leaking|faulty|dodgy"
    r"|jammed|stuck|frozen)\s+(?P<n>[\w-]+(?:\s+(?!(?:and|but|so|again|since|today)\b)[\w-]+)?)(?P<w>\s+.+)?$",
    _I,
))
_NOT_A_PART = re.compile(
    r"^(?:heart|nose|arm|leg|wrist|ankle|finger|toe|rib|tooth|back|neck|record|promise|night|day)\b", _I
)
# "yaw drive on turbine 7 got problem", "the printer has an issue", "pump 3's got a fault": a thing (and where it is)
# with a problem of no kind named; "got" alone, without its article, as Singlish and much chat say it
_GOT_PROBLEM = gated(re.compile(
    r"^(?:the\s+|my\s+|our\s+)?(?P<t>[\w-]+(?:\s+[\w-]+){0,2}?)(?P<p>\s+(?:on|in|at)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?)?"
    r"(?:'s|\s+has|\s+have|\s+got|\s+has\s+got|'s\s+got|\s+having)\s+(?:a\s+|an\s+|some\s+)?"
    r"(?:(?:big|major|serious|small|slight|minor|technical|weird|strange)\s+)?(?P<k>[\w-]+\s+)?(?P<n>problems?|issues?|faults?)"
    r"(?P<w>\s+.+)?$",
    _I,
))
# the trouble is the user's with the thing, or a person's: "Sam has an issue with the plan", "it's got problems"
_WITH_SOMEONE = re.compile(r"^\s*with\s+(?:me|him|her|them|us|you|that|this|it|the\s+(?:plan|idea|price|quote))\b", _I)
# a thing with a fault, said as a noun phrase: "turbine 30 converter fault", "inverter fault again"
_THING_FAULT = gated(re.compile(
    r"^(?:the\s+|our\s+)?(?P<t>(?!(?:my|your|his|her|their|our|its|no|not|whose|nobody'?s|someone'?s|anyone'?s|at)\b)"
    r"(?:[\w-]+\s+){0,3}?[\w-]+)\s+(?P<n>fault|malfunction)(?P<w>\s+.+)?$",
    _I,
))
# a way in or out that cannot be used: "road to turbine row B is blocked by snow", "the farm track's flooded again"
# (what blocked it, "by snow", is detail; "closed" is left out: "the road's closed for the marathon" is a plan)
_WAY_BLOCKED = gated(re.compile(
    r"^(?:the\s+|our\s+|my\s+)?(?P<n>(?:[\w-]+\s+){0,2}?(?:road|track|lane|driveway|drive|path|access|bridge|pass"
    r"|ramp|gate|entrance|exit|tunnel|causeway|ford)(?P<to>\s+(?:to|into|up\s+to|out\s+of|from|for)\s+(?:the\s+)?[\w-]+"
    r"(?:\s+[\w-]+){0,2}?)?)(?:'s|\s+is|\s+are|\s+has\s+been|'s\s+been|\s+got)(?:\s+(?:still|completely|totally"
    r"|now|fully))?\s+(?:blocked|impassable|flooded|washed\s+out|snowed\s+(?:in|up|under)|cut\s+off|iced\s+(?:over|up)"
    r"|buried)(?P<by>\s+(?:by|with|from|due\s+to|because\s+of|under)\s+(?:a\s+|the\s+)?[\w-]+(?:\s+[\w-]+){0,2}?)?"
    r"(?P<w>\s+.+)?$",
    _I,
))
_NATURE_BLOCKS = re.compile(
    r"\b(?:snow|snowdrifts?|drifts?|ice|flood(?:ing|water)?s?|water|landslides?|rockfalls?|rocks|mud|trees?|branches"
    r"|debris|sand|dunes?|rubble)\b",
    _I,
)
# "water coming through the ceiling", "rain's getting in under the back door"
_INGRESS = re.compile(
    r"^(?:there's\s+)?(?P<n>water|rain(?:water)?|damp|smoke|sewage|oil|mud|a\s+draught|a\s+draft)(?:\s+is|'s)?"
    r"\s+(?:coming|getting|pouring|dripping|leaking|seeping|gushing|pooling|running|trickling|blowing)"
    r"(?:\s+(?:in|out))?\s+(?P<w>(?:through|into|under|from|out\s+of|down|round|around|in|behind)\s+.+)$",
    _I,
)
# "water's off in the whole building", "power's gone off again", "gas has been cut off": a supply
# is off only by failing (a party or a deal "is off" when called off: not a supply)
_SUPPLY_OFF = re.compile(
    # "Jo's hot water's off", "mrs patel's power is out": someone's supply, off all the same
    rf"^(?:the\s+|our\s+|my\s+|(?:(?:mr|mrs|ms|miss|dr)\.?\s+)?[\w-]+(?:'s|’s)\s+)?"
    rf"(?P<n>{UTILITY}|electrics|mains\s+water|lights)"
    # where, said before the state: "the heat in the bunkroom is off"
    r"(?P<at>\s+(?:in|at|on)\s+(?:the\s+|our\s+|my\s+)?[\w-]+(?:\s+[\w-]+)?(?=\s+(?:is|are|has|have|went)\b))?"
    r"(?:'s|\s+is|\s+are|'re|\s+has\s+been"
    r"|\s+have\s+been|\s+went|\s+has\s+gone|'s\s+gone|'s\s+been)(?:\s+(?:just|still|completely|totally))?"
    r"\s+(?:off|cut\s+off|gone\s+off|out|gone(?!\s+from\b))(?P<w>\s+.+)?$",  # "hot water's gone in the kitchen"
    _I,
)
# a trouble of the power named by its kind alone
_POWER_KIND = re.compile(r"^(?:brown-?outs?|load[\s-]?shedding)$", _I)
MAX_WORDS = 12  # a trouble phrase is short (a place and a site at most): longer, it is a story that mentions a leak
MIN_WORDS = 2  # "outage" alone names no trouble of the user's; "another outage", "power cut" do


# where a hole or a crack is only a figure: "a hole in my schedule", "a crack in his story", "a gap in the plan"
_FIGURATIVE = gated(re.compile(
    r"\b(?:schedule|diary|calendar|plan|plans|budget|argument|logic|story|theory|memory|cv|resume|résumé|week|day"
    r"|head|heart|soul|pocket|wallet|game|defence|defense|reasoning|case|alibi|team|relationship|marriage|armou?r)\b",
    _I,
))


def trouble(s: str) -> OpenEpisode | None:
    """The issue a noun phrase of trouble opens, or None."""
    if len(s.split()) > MAX_WORDS or _FIGURATIVE.search(s):
        return None
    for pattern in (_NOUN_PHRASE, _MISSING, _INGRESS, _BLOCKED, _BARRED):
        m = pattern.match(s.strip())
        if m is not None and len(s.split()) >= MIN_WORDS:
            where = m.groupdict().get("p") or ""  # "drain at the car wash is blocked": where, said first
            noun = _POWER_KIND.sub(r"power \g<0>", m["n"])  # "brownout": the power's, so "power's back" ends it
            return located(noun, f"{where} {m['w'] or ''}".strip())
    m = _PLACE_MISSING.match(s.strip())
    if m is not None:
        return located(m["n"], f"in {m['p']}{m['w'] or ''}")
    m = _SUPPLY_OFF.match(s.strip())
    if m is not None and not has_date_words(m["at"] or ""):  # "the heating on sunday is off": a plan called off
        return _off(m["n"], " ".join(p.strip() for p in (m["at"] or "", m["w"] or "") if p.strip()))
    m = _HAS_TROUBLE.match(s.strip())
    if m is not None and _plausible(m["t"], max_words=2) and m["t"].lower() not in _NOT_A_THING:
        noun = "flat tyre" if m["n"].lower() == "flat" else m["n"]  # "the quad's got a flat": a tyre of it
        return located(f"{m['t']} {m['k'] or ''}{noun}", (m["w"] or "").strip())
    m = _HAS_DAMAGED.match(s.strip())
    damaged = m is not None and _plausible(m["t"], max_words=2) and m["t"].lower() not in _NOT_A_THING
    if m is not None and damaged and not _NOT_A_PART.match(m["n"]):
        found = located(f"{m['t']} {m['n']}", (m["w"] or "").strip())
        if found is not None:
            return found
    m = _WAY_BLOCKED.match(s.strip())
    # only a way to somewhere, or shut by the weather or the ground ("the road is blocked" alone is traffic)
    way = m is not None and (m["to"] or _NATURE_BLOCKS.search(m["by"] or ""))
    if m is not None and way and not has_date_words(s) and (found := located(m["n"], (m["w"] or "").strip())):
        return OpenEpisode(found.topic, ", ".join(p.strip() for p in (m["by"] or "", found.detail) if p.strip()))
    m = _GOT_PROBLEM.match(s.strip())
    if m is not None and _a_thing(m["t"]) and not _WITH_SOMEONE.match(m["w"] or ""):
        # "has a drift issue", "got a wiring fault": the kind of trouble is part of the topic
        faulted = m["k"] or m["n"].lower().startswith("fault")
        noun = f"{m['t']} {m['k'] or ''}{m['n']}" if faulted else m["t"]
        return located(noun, f"{m['p'] or ''} {m['w'] or ''}".strip())
    m = _THING_FAULT.match(s.strip())
    if m is not None and _a_thing(m["t"]):
        return located(f"{m['t']} {m['n']}", (m["w"] or "").strip())
    return None


def _a_thing(words: str) -> bool:
    """Whether ``words`` may name a machine or a part ("yaw drive", "turbine 30 converter"): never a
    pronoun, a person's name ("Sam has an issue"), a person by their job or kin ("my son", "the client")."""
    said = words.strip()
    if said.lower() in _NOT_A_THING or not _plausible(said, max_words=4):
        return False
    if len(said.split()) == 1 and said[:1].isupper() and not any(c.isdigit() for c in said):
        return False
    last = said.split()[-1]
    return not (_PEOPLE.fullmatch(last) or ROLE_WORDS.fullmatch(last))


_PEOPLE = re.compile(
    r"(?:" + KIN + r"|client|clients|customer|customers|boss|manager|team|guy|girl|lady|man|woman|kid|kids|someone"
    r"|everyone|anyone|people|person|staff|neighbou?r|landlord|tenant|friend|partner|wife|husband)",
    _I,
)


_NOT_A_THING = frozenset({"he", "she", "it", "they", "we", "i", "you", "there", "that", "this", "who", "everyone"})


def supply_off(s: str) -> bool:
    """Whether ``s`` says a supply is off ("hot water is off"): an outage, never a plan called off."""
    return _SUPPLY_OFF.match(s.strip()) is not None


def _off(supply: str, rest: str) -> OpenEpisode | None:
    """A supply cut off: the supply is the topic, where and when it is off ("in the whole
    building", "since 6am") its detail, so "water's back on" later resolves it."""
    rest = re.sub(r"^again\b\s*,?\s*", "", rest, flags=_I)
    when = _WHEN.match(f" {rest}") or re.match(r"^(?:again|for|since|till|until)\b", rest, _I)
    if rest and not (_PLACE.match(rest) or when):
        return None  # "the lights are out of this world": a clause goes on
    if rest and not when and distinct_place(rest):  # "power's out in block B": not block C's outage
        return OpenEpisode(_phrase(f"{supply} {spelt_place(rest)}"), "")
    return OpenEpisode(_phrase(supply), rest)


# things named by a word in -ing: "heating back on" reports the heating, no activity ("backing up")
ING_THINGS = frozenset({
    "heating", "ceiling", "building", "lighting", "plumbing", "wiring", "flooring", "railing", "guttering", "decking",
    "parking", "awning", "siding", "housing", "bearing", "bearings", "coupling", "fitting", "tubing", "piping",
    "cladding", "ducting", "shelving", "ceilings", "buildings", "railings", "fittings",
    # systems named by what they do: "staging back up", "billing is back online"
    "staging", "billing", "hosting", "logging", "monitoring", "alerting", "messaging", "ticketing", "invoicing",
    "scheduling", "routing", "caching", "indexing", "networking", "paging", "banking", "checkin",
})  # fmt: skip


# a place cut off before its noun: "in my", "under the" (the rest was read as another clause)
_CUT_SHORT = re.compile(r"\b(?:my|our|the|a|an|his|her|their|your|its|of|to)$", _I)  # never "on the way in"


def located(noun: str, rest: str) -> OpenEpisode | None:
    """The issue: the trouble and where it is; when it was (and a route: "on the way in") is detail."""
    again = re.match(r"^again\s+(?=\S)", rest, _I)  # "power cut again in the staff quarters": when, then where
    rest = rest[again.end() :] if again else rest
    unknown = re.match(r"^some(?:where|place)\b(?:\s+(?:in\s+there|inside))?\s*", rest, _I)
    if unknown:  # "the dinghy's got a slow leak somewhere": where is not known, nothing to tell it apart by
        rest = rest[unknown.end() :]
    when = _WHEN.search(f" {rest}") if rest else None
    detail, site = "", ""
    if when is not None:
        rest, detail = f" {rest}"[: when.start()].strip(), when.group().strip()
    if rest and not _PLACE.match(rest):
        rest, site, detail = _site_apart(rest, detail)
    if rest and (not _plausible(rest, max_words=6) or _CUT_SHORT.search(rest)):
        return None  # "the leak in the plot was obvious": a clause goes on after the noun; "a hole in my": cut
    if rest and (not _PLACE.match(rest) or has_date_words(_NUMBERED.sub("", rest)) or _ROUTE.search(rest)):
        if not re.match(r"^(?:on|at|in|for|from|since|while|during)\s", rest, _I):
            return None  # "leak of the century": no place, no time
        rest, detail = "", " ".join(p for p in (rest, detail) if p)
    topic = _phrase(" ".join(spelt_place(p) for p in (noun, rest, site) if p))
    return OpenEpisode(topic, re.sub(r"^again\b\s*", "", detail, flags=_I))


# "under the kitchen sink | at the Patel job": where the trouble is, then the site it is at
_SITE = re.compile(r"^(?P<p>.+?)\s+(?P<s>(?:at|in|on)\s+(?:the\s+|my\s+|our\s+|a\s+)?\S+(?:\s+\S+){0,3})$", _I)


# a numbered or lettered place, never a date: "in unit 4", "at bay 12", "on ward 7b", "block B", "in 3A"
_NUMBERED = re.compile(
    r"\b(?:unit|flat|apt|apartment|room|rm|bay|ward|wd|bed|block|blk|house|no\.?|number|plot|stall|shed|gate|dock|door"
    r"|flr|fl|lvl|lv|bldg|bld|ste|plat"
    r"|floor|level|site|pitch|lane|aisle|till|hive|paddock|field|cabin|suite|building|wing|tower|platform|line"
    r"|bedroom|bathroom|classroom|office|court|theatre|theater|booth|cubicle|locker|desk|table|tent|chalet|villa"
    r"|cottage|dorm|pod|zone|section|area|yard|warehouse|depot|store|shop|branch|workstation|station|counter|stand"
    r"|hall|seat|row|kennel|stable|barn|greenhouse|pool|hangar|berth|pier|quay|jetty|pontoon|cell|ward|bay"
    r"|truck|van|bus|car|machine|oven|printer|lift|elevator|register|checkout|terminal|pump|bin|kiosk|lab|studio"
    # plant and machines known by their number: "on turbine 7", "at generator 2", "kiln 3"
    r"|turbine|generator|genset|compressor|engine|motor|tank|boiler|crane|kiln|press|conveyor|reactor|inverter"
    r"|transformer|feeder|mast|rig|well|tractor|forklift|loader|excavator|truck|trailer)"
    r"\s+#?(?:\d+\w?|(?-i:[A-Z])\b)"
    # a flat, a bay or a room by its code alone: "in 3A", "under the sink in 12B" (never "3am": a capital)
    r"|(?<![\w:/.-])(?-i:\d{1,4}[A-Z])(?![\w:/.-])",
    _I,
)
# a proper name in a place: "at the Ortega house", "at Harbour View" (never a weekday or a month)
_PROPER = re.compile(r"\s(?-i:[A-Z][\w'’-]*)")


# a place word typed short: "rm 12" is room 12, so a later "room 12 projector fixed" finds it
_SHORT_PLACE = {"rm": "room", "flr": "floor", "fl": "floor", "lvl": "level", "lv": "level", "blk": "block",
                "bldg": "building", "bld": "building", "ste": "suite", "plat": "platform", "wd": "ward"}  # fmt: skip
_SHORT_WORD = re.compile(r"\b(?:" + "|".join(_SHORT_PLACE) + r")\.?(?=\s+#?(?:\d|(?-i:[A-Z])\b))", _I)


def spelt_place(place: str) -> str:
    """``place`` with its shorthand place words spelt out ("in rm 12": "in room 12")."""
    return _SHORT_WORD.sub(lambda m: _SHORT_PLACE[m.group().rstrip(".").lower()], place)


def distinct_place(place: str) -> bool:
    """Whether ``place`` tells one thing from others of its kind ("on floor 4", "in block B", "at
    the Ortega house"), so two troubles there are two issues; "in the kitchen" or "at work" does not."""
    if has_date_words(_NUMBERED.sub("", place)):
        return False  # "in unit 9 since monday": a when goes on after the place
    return bool(_NUMBERED.search(place) or _PROPER.search(place))


def _site_apart(rest: str, detail: str) -> tuple[str, str, str]:
    """A place, then the site it is at: (the place, the site when it tells one site from
    another, the detail). A site that does not ("at work") goes to the detail."""
    m = _SITE.match(rest)
    if m is None or not _PLACE.match(m["p"]) or has_date_words(_NUMBERED.sub("", m["s"])):
        return rest, "", detail
    if distinct_place(m["s"]):
        return m["p"], m["s"], detail
    return m["p"], "", ", ".join(p for p in (m["s"], detail) if p)


_PLACED = re.compile(r"^(?P<thing>.+?)\s+(?P<place>(?:in|at|on|under|behind|outside|near|by)\s+.+)$", _I)


def without_place(topic: str) -> str:
    """The thing an issue's topic names, without the place that tells it from others ("projector"
    of "projector in room 14"): a part said later ("swapped the projector bulb") is of the thing."""
    m = _PLACED.match(topic.strip())
    return m["thing"] if m is not None and distinct_place(m["place"]) else topic


def place_of(topic: str) -> str:
    """The place that tells an issue's thing from others ("block a" of "lift in block A"), lower
    case and without its preposition; "" when the topic names none."""
    m = _PLACED.match(topic.strip())
    if m is None or not distinct_place(m["place"]):
        return ""
    words = m["place"].lower().split()[1:]
    return " ".join(w for w in words if w not in ("the", "my", "our"))


_TROUBLE_AT = re.compile(
    rf"^(?:{_TROUBLE})\s+(?:under(?:neath)?|in|on|behind|from|at|round|around|near)\s+(?:the\s+|my\s+|our\s+)?"
    r"(?P<thing>[\w'-]+(?:\s+[\w'-]+){0,2})$",
    _I,
)


def trouble_site(topic: str) -> str | None:
    """The thing a trouble named by its noun is at ("sink" of "leak under the sink"): the issue
    may have been opened by the thing ("the kitchen sink is leaking"); None for other topics."""
    m = _TROUBLE_AT.match(topic.strip())
    return m["thing"] if m is not None else None
