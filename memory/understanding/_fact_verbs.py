"""The many verbs people use for one fact, mapped to a small predicate vocabulary.

- ``role``: "joined as", "got promoted to", "got bumped to", "stepped up as", "'s our new CFO";
- ``team``: "joined the platform team", "is on the X team", "moved from marketing to product";
- ``location``: "relocated to", "moved to Porto", "is based in", "lives in", "'s now in";
- ``owner`` (subject = the thing, value = the person): "runs", "heads up", "took over",
  "is in charge of", "leads", "is owned by";
- ``manager``: "reports to";
- ``status``: "the Globex deal is signed", "Carla's been on maternity leave";
- an attribute named by its noun with no possessive: "the office wifi password is hunter2".

Each family is a verb list inside one pattern, so another way of saying "moved" is one more
word. A move names a team or a place by its object: "the X team" or a department word
("product", "customer success") is a team, anything else a place. The clause reaching here has
its time expressions already taken out (:mod:`._fact_time`). Hand-written: no library maps
chat verbs onto this vocabulary.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._fact_amounts import hedged
from memory.understanding._fact_trim import unfinished
from memory.understanding._kin import KIN
from memory.understanding._phrases import (
    _I,
    _NAME_TOKEN,
    _NOT_NAME,
    _Ctx,
    _person,
    _phrase,
    _plausible,
    _value,
    reading,
)
from memory.understanding._prefilter import gated
from memory.understanding._role_words import ROLE_WORDS
from memory.understanding._said_of_things import named_by_role, thing_fact
from memory.understanding._thing_status import thing_status
from memory.understanding.intents import CompleteCommitment, Intent, StateClaim
from memory.understanding.timex import has_date_words
from memory.understanding.value_kind import DIETS, ROLE_HINT

# a name of one or two words; the second is never one of the verbs these forms read
_VERBS = (
    r"(?!(?:lives|living|lived|works|working|moved|moves|moving|relocated|relocating|relocates|runs|running|heads"
    r"|leads|owns|manages|reports|reported|joined|joins|got|gets|went|goes|switched|transferred|shifted|stepped"
    r"|took|takes|became|becomes|started|starts|oversees|handles|stays|staying|based|was|were|has|have|had|been"
    r"|just|recently|officially|finally|also|will|is|are|am|now)\b)"
)
_P = r"(?P<p>" + _NAME_TOKEN + r"(?:\s+" + _NOT_NAME + _VERBS + _NAME_TOKEN + r")?)"
_BE = r"(?:\s*'s\s+been|\s*'s|\s*'m|\s*'re|\s+(?:is|am|are|was|were|has\s+been|have\s+been))"
_NOW = r"(?P<now>\s+now)?"
_TEAM_NOUN = (
    r"(?:team|squad|group|org|organisation|organization|department|dept|unit|pod|crew"
    # a body someone sits on: "Lidiya is on the housing committee", "Gena's on the parking board"
    r"|committee|board|council|panel|task\s*force|working\s+party)"
)
_DEPARTMENTS = frozenset(
    {
     "marketing", "product", "sales", "engineering", "design", "finance", "ops", "operations", "support", "legal",
     "hr", "people", "data", "platform", "infra", "infrastructure", "security", "research", "it", "growth",
     "partnerships", "procurement", "accounting", "qa", "devops", "sre", "mobile", "web", "frontend", "backend",
     "analytics", "recruiting", "talent", "compliance", "risk", "success", "bd", "comms", "communications", "pr",
     "brand", "content", "editorial", "payments", "billing", "strategy", "r&d", "admin", "facilities", "delivery",
     "services", "consulting", "training", "accounts", "events",
     # the floor, the yard and the set: "moved from packing to QC", "left wardrobe for props"
     "qc", "packing", "dispatch", "picking", "receiving", "logistics", "maintenance", "housekeeping",
     "wardrobe", "props", "costume", "costumes", "makeup", "camera", "art", "catering",
    }
)
_DEPT_PHRASES = frozenset({"customer success", "customer support", "customer service", "business development",
                           "product management", "product design", "data science", "people ops", "sales ops"})

# "has taken over from Marta as ...": whom the role was taken from is no part of the role
_FROM_NAME = r"(?:\s+from\s+[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)?)?"
_ROLE_VERB = gated(re.compile(
    r"^" + _P + r"(?:\s+(?:just|recently|officially|finally))?(?:"
    r"\s+(?:was|got|has\s+been|have\s+been|is|were|am|'s\s+been|'ve\s+been|just\s+got|will\s+be|is\s+being)\s+"
    r"(?:promoted|made|named|appointed|elected|hired|bumped(?:\s+up)?|moved\s+up|upgraded|confirmed|announced)"
    r"(?:\s+to|\s+as)?"
    r"|\s*'s\s+been\s+(?:promoted|made|named|appointed|hired|bumped(?:\s+up)?)(?:\s+to|\s+as)?"
    r"|(?:\s*'s|\s+is|\s+are|\s*'m|\s+am)\s+now|\s+(?:became|has\s+become|becomes|will\s+become)"
    r"|\s+(?:joined|has\s+joined|joins|started|has\s+started|is\s+starting|starts|will\s+start|begins|stepped\s+up"
    r"|stepped\s+in"
    r"|(?:took|has\s+taken|is\s+taking|takes|will\s+take)\s+over" + _FROM_NAME
    + r"|came\s+on(?:board)?|came\s+in|returned|is\s+back|signed\s+on"
    r"|is\s+acting|is\s+now\s+acting|will\s+join|is\s+joining|moved\s+up"
    # "Mai replaces him as team lead": whom the role was taken from is no part of it
    r"|(?:replaces|replaced|has\s+replaced|is\s+replacing|will\s+replace)\s+(?:him|her|them|[A-Z][\w\-]*"
    r"(?:\s+[A-Z][\w\-]*)?))(?:\s+us|\s+the\s+team)?\s+as"  # "is joining us as"
    r"|\s*'s\s+(?:taking|taken)\s+over" + _FROM_NAME + r"\s+as"
    r"|\s*'s\s+replacing\s+(?:him|her|them|[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)?)\s+as"  # "Rina's replacing Jo as …"
    # "Ngozi's starting as CTO on jan 11": the contracted "is" before a start
    r"|\s*'s\s+(?:starting|joining|stepping\s+(?:up|in)|coming\s+on(?:board)?)(?:\s+us|\s+the\s+team)?\s+as"
    r"|(?:\s*'s|\s+is|\s+are|\s*'m|\s+am)(?:\s+now)?\s+(?:our|the|their|your|my|his|her)\s+new"
    r"|(?:\s+is|\s+are|\s+am)(?:\s+now)?\s+new"
    # "Dmitri moved up to principal engineer", "Kofi stepped up to head of ops": a rise to a role
    r"|\s+(?:has\s+)?(?:moved|stepped|bumped|levelled|leveled)\s+up\s+to"
    r")\s+(?P<v>.+)$",
    _I,
))
# what a team is named by when it is no department: "the sunday league team", "the county team", "the
# under-12s squad" (a league is no team: "team" stays part of the name, where "the props team" is props)
_TEAM_OF = re.compile(
    r"\b(?:league|club|school|county|national|uni|university|college|reserves?|youth|first|second|third|b|a"
    r"|under[\s-]?\d+s?|u\d+s?)$",
    _I,
)


# a band of people named by what they do or when, never a department: "the volunteer fire crew", "the night
# crew", "the rescue squad" (its noun is part of its name; "the finance team" is finance)
_BAND = re.compile(r"^(?:crew|squad|committee|board|council|panel|task\s*force|working\s+party)$", _I)


def _team_named(value: str, noun: str | None) -> str:
    """``value`` with the team's noun kept when what comes before it names no team of its own."""
    if noun and (_TEAM_OF.search(value) or (_BAND.match(noun.strip()) and value.lower() not in _DEPARTMENTS)):
        return f"{value} {noun.strip()}"
    return value


_TEAM_JOIN = gated(re.compile(
    r"^" + _P + r"(?:\s+now)?(?:(?:\s+just)?\s+(?:joined|has\s+(?:just\s+)?joined|is\s+joining|will\s+join|joins"
    r"|works\s+(?:on|in|for)"
    # "Mirri started on the ranger team in december": the team joined, from then
    r"|(?:started|starts|has\s+started|is\s+starting|will\s+start)\s+(?:on|in|with)"
    r"|is\s+working\s+(?:on|in))|\s*'s\s+(?:just\s+)?joined|\s*'s\s+joining"
    r"|" + _BE + r"(?:\s+now)?\s+(?:on|in|with|part\s+of))"
    r"\s+(?:the\s+|our\s+)?(?P<v>[\w&\- ]+?)\s+(?P<team>" + _TEAM_NOUN + r")" + _NOW + r"$",
    _I,
))
_JOINED_DEPARTMENT = gated(re.compile(
    r"^" + _P + r"(?:\s+now)?(?:\s+(?:has\s+)?(?:just\s+)?joined|\s*'s\s+(?:just\s+)?joined)\s+(?P<v>[\w&\-]+)"
    + _NOW + r"$",
    _I,
))
_MOVE = gated(re.compile(
    r"^" + _P + r"(?:\s+(?:just|recently|finally|officially))?(?:\s+|(?=')(?:'s|'ll|'m|'re)\s+(?:just\s+|recently\s+)?)"
    # "has been moved", "'s being transferred", "got reassigned": told in the passive
    r"(?:(?:has\s+|have\s+|'s\s+)?been\s+|(?:is\s+|'s\s+|are\s+)?(?:being|getting)\s+|was\s+|were\s+|got\s+|gets\s+"
    r"|(?:will|'ll)\s+be\s+|has\s+|have\s+|'s\s+|is\s+|will\s+|'ll\s+)?"
    r"(?P<verb>moved|moving|moves|move|relocated|relocating|relocates|relocate|switched|switching|switches|switch"
    r"|transferred|transferring|transfers|transfer|shifted|shifting|shifts|shift|went|goes|going|changed\s+teams"
    r"|reassigned|redeployed|seconded"
    r"|switched\s+teams|swapped|jumped)(?:\s+(?:over|up|down|back|across|out))?"
    r"(?:\s+from\s+(?:the\s+)?(?P<old>.+?)(?:\s+" + _TEAM_NOUN + r")?)?"
    r"\s+(?:to|into|over\s+to|onto)\s+(?:the\s+)?(?P<v>.+?)(?P<team>\s+" + _TEAM_NOUN + r")?" + _NOW + r"$",
    _I,
))
# "works in Leeds" is where; "works at the bbc" is whom for (an employer, read by _fact_people)
# how one works, said before where: "works remotely from Toronto", "working mostly out of Pune"
_HOW_WORKED = r"(?:\s+(?:remotely|remote|mostly|mainly|full[\s-]time|part[\s-]time|fully\s+remote(?:ly)?))?"
_LIVES = gated(re.compile(
    r"^" + _P + r"(?:(?:\s+now)?(?:" + _BE + r"|\s+will\s+be)?(?:\s+now)?\s+(?:(?:lives|living|stays|staying|lived)"
    # where, said with the way there: "lives up in Medeu", "living out in the sticks", "lives over in Bondi"
    r"(?:\s+(?:up|down|out|over|back|across|round))?"
    # with whom, said before where: "living w/ aunty jo in newcastle", "staying with her sister in Leeds"
    r"(?:\s+with\s+(?!(?:in|at|from)\b)\S+(?:\s+(?!(?:in|at|from)\b)\S+){0,2})?"
    r"|works" + _HOW_WORKED + r"(?!\s+at\b)|working" + _HOW_WORKED + r"(?!\s+at\b)|located|based|lived|now\s+based"
    # moved in with someone, then where: "granny moved in with my aunt in Victoria" (never "moved in on friday")
    r"|(?:moved|moving|moves)\s+in\s+with\s+(?!(?:in|at|from)\b)\S+(?:\s+(?!(?:in|at|from)\b)\S+){0,2})"
    r"|(?:\s*'s|\s+is|\s+are|\s*'m|\s+am)\s+now|\s*'s\s+been|\s+has\s+been"
    r"|\s+have\s+been)"
    r"\s+(?:in|from|out\s+of|at)\s+(?P<v>.+?)" + _NOW + r"$",
    _I,
))
# at the head of a thing, never on the way somewhere: "heading to Lisbon", "heading out at 5"
_HEADING = r"heading(?:\s+up)?(?!\s+(?:to|for|back|home|out|off|into|over|down|in|away)\b)"
_RUNS = gated(re.compile(
    r"^" + _P + r"(?P<now>\s+now)?(?:\s+(?:just|also|officially|basically))?(?:\s+|(?='(?:ll|s\s+going\s+to)\b)"
    r"|(?='(?:s|re|m)(?:\s+now)?\s+(?:in\s+charge\s+of|responsible\s+for|the\s+(?:lead\s+on|owner\s+of)"
    # "Ivy's now looking after the payroll", "Anil's running point on Lidl" (never "Ama's handling
    # catering by wed", "the deputy's running monday's assembly": a job to do)
    r"|looking\s+after|running\s+point\s+on|taking\s+over|taken\s+over)\b|'(?:s|re|m)\s+now\s+(?:running|leading|heading"
    r"|overseeing)\b"
    # "Mereana's running the kids club now": a thing run said to be so now is held, not a job
    r"|'(?:s|re)\s+(?:running|leading|heading|overseeing)\s.+\s(?:now|again|these\s+days)$"
    # "Ochir's been running the Zaisan branch since the 12th": held from then till now, as "has been"
    r"|'s\s+been\s+(?:running|leading|heading|overseeing|in\s+charge\s+of|responsible\s+for)\b))"
    r"(?:runs|heads(?:\s+up)?|leads|owns|manages|oversees|handles|is\s+running|'s\s+running|is\s+leading|'s\s+leading"
    r"|is\s+" + _HEADING + r"|'s\s+" + _HEADING + r"|is\s+handling|'s\s+handling|took\s+over|has\s+taken\s+over"
    r"|'s\s+taken\s+over|takes\s+over|is\s+taking\s+over|'s\s+taking\s+over|(?P<mine>'m|\s*am)\s+taking\s+over"
    r"|looks\s+after|is\s+looking\s+after|'s\s+looking\s+after"
    r"|(?:will|'ll|is\s+going\s+to|'s\s+going\s+to)\s+(?P<future>lead|head|manage|run)(?:\s+up)?"
    # "Jakob has headed up compliance since sept": a unit held till now is the holder's role
    r"|(?:has|'s)\s+(?P<perfect>headed|led|managed)(?:\s+up)?"
    r"|(?:will|'ll)\s+be\s+(?P<future_ing>leading|heading|managing|running)(?:\s+up)?"
    # "Guo-hua will be in charge of the Taoyuan warehouse from feb": its owner from then
    r"|(?:will|'ll)\s+be\s+(?:in\s+charge\s+of|responsible\s+for|the\s+owner\s+of)"
    r"|(?:is|'s|are|am|'m|has\s+been|'s\s+been)(?P<now3>\s+now)?\s+(?:in\s+charge\s+of|responsible\s+for|running"
    r"|" + _HEADING + r"|leading|looking\s+after|overseeing"
    r"|the\s+lead\s+on|the\s+owner\s+of))"
    r"(?:\s+point\s+on)?\s+(?P<s>.+?)" + r"(?P<now2>\s+(?:now|again|again\s+now|these\s+days))?$",
    _I,
))
# "all our invoicing", "all of the ordering": the whole of the thing run, said of the thing
_ALL_OF = re.compile(r"^all\s+(?:of\s+)?(?:the|our|my|their|his|her)\s+(?=[^\W\d])", _I)
_RUNNING_AGAIN = re.compile(r"^'(?:s|re)\s+(?:running|leading|heading|overseeing)\s.+\sagain$", _I)
# "school runs done", "test runs fine": the runs' outcome, not a thing someone runs
_NO_THING_RUN = re.compile(
    r"^(?:as|from|in|on|at|by|next|this|after|before|until|till|when|once|then|soon"
    r"|done|finished|complete|completed|sorted|smoothly|fine|ok|okay|well|great|green|clean"
    # "Kofi runs all day": how long, no thing run
    r"|all\s+(?:day|night|week|weekend|morning|afternoon|evening|month|year)(?:\s+long)?$)\b",
    _I,
)
# how someone is running, not what they run: "Tom is running late", "we're running low on milk"
_NOT_RUN = re.compile(
    r"^(?:a\s+(?:bit|little|tad)\s+|very\s+|really\s+|so\s+|way\s+)?(?:late|behind|early|low|short|out|over|away"
    r"|around|about|errands|on\s+empty|on\s+fumes|a\s+(?:temperature|fever|temp)|hot|cold|fast|slow"
    # a race run, not a thing run: "Tom's running the marathon in april", "running a 10k"
    r"|(?:the\s+|a\s+|an\s+)?(?:[\w\-]+\s+)?(?:marathon|half|\d+\s?k|race|parkrun|ultra|relay|triathlon)"
    r"(?:\s+(?:in|on|this|next|every|each|at|for)\b.*)?$)",
    _I,
)
_RUN_BY = gated(re.compile(
    r"^(?:the\s+)?(?P<s>.+?)(?:\s+(?:is|are)|\s*'s)\s+(?P<now>now\s+)?(?:owned|run|led|headed(?:\s+up)?|managed|handled"
    r"|overseen|looked\s+after)\s+by\s+" + _P + r"(?:\s+now)?$",
    _I,
))
# "Marta is Dan's new manager", "Femi's now Ada's line manager": whose manager the person is
_THEIR_BOSS = gated(re.compile(
    r"^" + _P + r"(?:\s*'s|\s+is|\s+will\s+be)(?P<now>\s+now)?\s+(?P<q>" + _NAME_TOKEN + r")(?:'s|')\s+(?P<new>new\s+)?"
    r"(?:line\s+)?(?:manager|boss|supervisor|team\s+lead|report(?:ing)?\s+line)(?:\s+now)?$",
    _I,
))
_MANAGED_BY = gated(re.compile(
    r"^" + _P + r"(?:\s*'s|\s+is|\s+are|\s+has\s+been|\s*'s\s+been)(?P<now>\s+now)?\s+(?:line[\s-])?(?:managed"
    r"|supervised)\s+by\s+(?P<v>.+?)(?P<now2>\s+now)?$",
    _I,
))
# "Lee's in porto these days": where someone is for a while now, not a trip ("Maya is in Berlin")
_IN_THESE_DAYS = gated(re.compile(
    r"^" + _P + r"(?:\s*'s|\s+is|\s+are)\s+(?:now\s+)?(?:over\s+|out\s+)?in\s+(?P<v>[\w\-. ]+?)\s+"
    r"(?:these\s+days|nowadays|for\s+good|permanently)$",
    _I,
))
_IN_DEPARTMENT = gated(re.compile(
    r"^" + _P + r"(?:\s*'s|\s+is|\s+are|\s+works|\s+will\s+be|\s*'ll\s+be)(?P<now>\s+now)?\s+(?P<at>in|with|on)\s+"
    r"(?:the\s+)?(?P<v>[\w&\- ]{2,30}?)(?P<now2>\s+now)?$",
    _I,
))
# "Lena is on platform now" names her team; "Ben is on training", "Jo's on admin today" a course
# or a duty she is on for a while, no team
_ON_DUTY = frozenset({"training", "events", "delivery", "admin", "support", "services", "consulting", "content",
                      "security", "accounts", "facilities", "it"})  # fmt: skip ("she's on it": a task, not IT)
# a school by its name, in the words of the places people write from: "Hillcrest Primary", "Cults Academy",
# "the Escuela Belgrano", "the Khandyga gymnasium", "Riverside High" (never a college or a university: staff as
# often as students are "at" those)
_SCHOOL_NAMED = re.compile(
    r"\b(?:school|academy|primary|escuela|colegio|col[ée]gio|[ée]cole|gymnasium|gimnazija|lyc[ée]e|liceo"
    r"|kindergarten|preschool|montessori)\b|\b(?:high|grammar|infants|juniors)$",
    _I,
)
_NOT_A_PLACE = frozenset({"hospital", "school", "college", "uni", "university", "class", "therapy", "rehab",
                          "recovery", "bed", "quarantine", "isolation", "lockdown", "court", "jail", "prison",
                          "meetings"})  # fmt: skip

_DIET = gated(re.compile(
    r"^" + _P + r"(?P<change>(?:\s*'s|\s+has|\s+have)\s+(?:just\s+|now\s+)?(?:gone|become|turned)"
    r"|\s+(?:just\s+|now\s+)?(?:went|became|turned)|\s+(?:is|are)\s+now|\s*'s\s+now)?(?(change)|(?:\s*'s|\s+is|\s+are))"
    r"\s+(?:a\s+|fully\s+|strictly\s+)?(?P<v>" + DIETS + r")(?P<now>\s+now)?$",
    _I,
))
# "Ingrid doesn't do coffee, only tea", "Ingrid only drinks tea": what someone takes
_ONLY = gated(re.compile(
    r"^" + _P + r"\s+(?:(?:doesn't|does\s+not|don't|won't|never)\s+(?:do|drink|drinks|eat|eats|take|touch)"
    r"(?:\s+[\w\- ]+?)?,?\s+(?:only|just|(?:she|he|they)\s+"
    r"(?:prefers|prefer|likes|like|'d\s+rather\s+have|has|eats|drinks)"
    r"(?:\s+(?:only|just))?)\s+|only\s+(?:does|drinks|eats|takes)\s+)(?P<v>[\w\- ]+?)$",
    _I,
))
# the user's own move said as under way: "i'm relocating to Huahine from the 20th", "im moving to the charter team"
_OWN_MOVE_VERBS = frozenset({"moving", "relocating", "transferring"})


def _own_errand(m: re.Match[str], who: str) -> bool:
    """Whether a move the user says they are making ("i'm moving to the garden", "i'm switching to
    decaf", "i'm going to the shops") is where they go next, not where they live or work: only
    moving, relocating or transferring to a named place (capitalised) or a team is a new fact."""
    if who != "me" or not m["verb"].lower().endswith("ing"):
        return False
    value = _value(m["v"])
    to_team = bool(m["team"]) or _department(value)
    return m["verb"].lower() not in _OWN_MOVE_VERBS or not (to_team or m["v"][:1].isupper())


_BELONGS = gated(re.compile(
    r"^(?:the\s+|our\s+)?(?P<s>[\w&\-.'’ ]+?)\s+(?:now\s+)?(?:belongs|belong)\s+to\s+(?P<v>.+?)(?P<now>\s+now)?$", _I
))
_PRONOUN_THING = re.compile(r"^(?:it|this|that|which|who|what)\b", _I)  # "it belongs to me": whose thing?
_REPORTS = gated(re.compile(
    r"^" + _P + r"(?P<now>\s+now)?(?:\s+(?:reports|report|is\s+(?:now\s+)?reporting|will\s+(?:now\s+)?report"
    r"|reported|now\s+reports|has\s+reported|have\s+reported|has\s+been\s+reporting)"
    r"|\s*'s\s+(?:now\s+)?(?:reporting|reported|been\s+reporting))"
    r"\s+(?:directly\s+)?(?:to|into)\s+(?P<v>.+?)(?P<now2>\s+now)?"
    # "reports to Kavya now instead of me": whom they reported to before is no part of the value
    r"(?:,?\s+(?:instead\s+of|rather\s+than|not)\s+(?P<old>me|[\w\-]+(?:\s+[A-Z][\w\-]*)?))?$",
    _I,
))
_STATUS_WORDS = (
    r"signed|approved|rejected|closed|live|launched|shipped|on\s+hold|paused|delayed|postponed|won|lost"
    r"|in\s+progress|blocked|greenlit|green-lit|funded|confirmed|finali[sz]ed|underway|in\s+review|under\s+review"
    # a property's or a venue's standing: "the Kingston Rd building is fully let", "unit 4 is vacant"
    r"|(?:fully\s+)?let|(?:fully\s+)?leased|rented\s+out|sold|sold\s+out|under\s+offer|on\s+the\s+market|vacant"
    r"|(?:fully\s+)?occupied|fully\s+booked|booked\s+up|decommissioned|condemned"
)
_STATUS = gated(re.compile(
    r"^(?:the\s+)?(?P<s>.+?)" + _BE + r"(?:\s+now)?(?:\s+(?:officially|finally|now))?\s+(?P<v>" + _STATUS_WORDS + r")"
    r"(?:\s+now)?$",
    _I,
))
_LEAVE = gated(re.compile(
    r"^" + _P + r"(?:\s*'s|\s+is|\s+are|\s*'m|\s+am|\s+has\s+been|\s*'s\s+been|\s+went|\s+goes|\s+will\s+be)"
    r"(?:(?:\s+now)?\s+(?:on|off|(?:out|off|away)\s+on)\s+(?P<v>(?:\w+\s+)?(?:leave|vacation|holiday|holidays|sabbatical|pto|furlough))$"
    r"|(?:\s+now)?\s+(?P<v2>out\s+sick|off\s+sick|off\s+ill|signed\s+off(?:\s+sick)?|out\s+of\s+(?:the\s+)?office"
    r"|ooo|off\s+work"
    # working away from the office: "Raj is WFH tomorrow", "Ana's remote on fridays"
    r"|wfh|working\s+from\s+home|working\s+remotely|remote"
    # out of action for a while: "Lucía's injured", "Sione's out injured", "Mei's on crutches"
    r"|(?:badly\s+|seriously\s+)?injured|(?:out|off)\s+injured|on\s+crutches|laid\s+up|sidelined"
    r"|(?:self[\s-])?isolating|shielding)$)",
    _I,
))
# "Marcus is out", "Priya's away", "I'm off": away from work only when a return date is said
# ("… til the 14th"); alone they are as often out of the house, or a light, as out of the office
_AWAY_BARE = gated(re.compile(
    r"^" + _P + r"(?:\s*'s|\s+is|\s+are|\s*'m|\s+am|\s+will\s+be)(?:\s+(?:gonna|going\s+to)\s+be)?"
    r"\s+(?:out|off|away)$",
    _I,
))


def away_until(core: str, ctx: _Ctx) -> StateClaim | None:
    """ "Marcus is out" with its "until" taken off: away from work (the caller holds the date)."""
    m = _AWAY_BARE.match(core.strip())
    if m and (p := _who(m["p"], ctx)):
        return StateClaim(p, "status", "away", explicit_now=True)
    return None


_AWAY = {
    "ooo": "out of office", "wfh": "working from home", "working remotely": "remote",
    "out of the office": "out of office",
    "out injured": "injured", "off injured": "injured", "badly injured": "injured", "seriously injured": "injured",
}
_ATTR_NOUNS = (
    r"password|passcode|pin|code|ip|ip\s+address|address|url|link|email|email\s+address|phone|phone\s+number"
    r"|number|mobile|extension|ext|username|login|handle|budget|price|cost|rate|headcount|ssid|port|host"
    r"|hostname|domain|account\s+number|iban|invoice\s+number|po\s+number|version|fee|fees|deposit"
    # which one it is, by its code: "the claim ref is CLM-44821", "booking reference: XK7P2Q"
    r"|ref|ref\s+no|reference|reference\s+number|confirmation\s+(?:number|code)|tracking\s+(?:number|code)|id"
    # whom to reach for it: "night shift emergency contact is Gleb", "site contact person is Ama"
    r"|emergency\s+contact(?:\s+number)?|contact\s+person|point\s+of\s+contact|on-?call\s+contact"
)
# the names of a code that says which one a thing is, and such a code: one word holding a digit or
# in capitals ("CLM-44821", "XK7P2Q")
_CODE_NAMES = frozenset({"ref", "ref no", "reference", "reference number", "id"})
_CODE = re.compile(r"#?(?=[\w\-/.]*\d)[\w\-/.]+|(?-i:[A-Z0-9][A-Z0-9\-/]{3,})", _I)
# "new wifi password is …", "the updated door code: …": news that it changed, no part of whose it
# is (never "New York", "new zealand": a place's own "new")
_NEWLY = (
    r"(?P<new>(?:new|updated|latest)\s+(?!(?-i:[A-Z])|(?:york|zealand|jersey|delhi|hampshire|mexico|orleans|south\s+wales)"
    r"\b))?"
)
# "'s" as "is" ("the budget's 40k"), never as "has" ("the fee's gone up to 40", "the rent's doubled")
_IS_S = r"\s*'s(?!\s+(?:gone|been|got|gotten|had|come|fallen|risen|grown|[a-z]+ed)\b)"
_NOUN_IS = gated(re.compile(
    # "our new address is …": "new" says when, never whose
    r"^(?:the\s+|our\s+)?" + _NEWLY + r"(?!(?:the|our|my|your|their|his|her|its|this|that|a|an)\s"
    r"|(?:new|updated|latest)\s+(?:" + _ATTR_NOUNS + r")\b)(?P<s>[\w&\-. ]+?)\s+"
    r"(?P<attr>" + _ATTR_NOUNS + r")(?:\s+(?:is|are)|" + _IS_S + r"|\s*:|\s*=)\s+(?P<now>now\s+)?"
    r"(?P<v>\S+(?:\s+\S+){0,3})$",
    _I,
))
# a word that names which code or password it is, never whose: "wifi password", "door code" (as
# "the wifi password at the bach" keeps it, :data:`._facts._AMOUNT_FOR_IS`); "marketing budget"
# is the marketing's budget
_COMPOUND_PART = re.compile(r"wi-?fi|door|gate|alarm|lock|safe|garage|locker|entry|keypad|key\s*safe|router", _I)
_SECRETS = frozenset({"password", "passcode", "pin", "code"})
# "the budget is 40k": an attribute with no subject; the caller finds whose (or asks)
_BARE_NOUN_IS = re.compile(
    r"^(?:the|our)\s+(?P<new>(?:new|updated|latest)\s+)?(?P<attr>" + _ATTR_NOUNS + r")"
    r"(?:\s+(?:is|are)|" + _IS_S + r"|\s*:|\s*=)\s+(?P<now>now\s+)?"
    r"(?P<v>\S+(?:\s+\S+){0,3})$",
    _I,
)
_CHANGE_UP = re.compile(
    r"^(?:the\s+)?(?P<s>.+?)(?:'s|(?<=s)')\s+(?P<attr>[\w ]+?)\s+(?:went|has\s+gone|goes|rose|dropped|fell|increased"
    r"|decreased|grew|jumped|was\s+(?:raised|cut|increased|reduced|bumped)|got\s+(?:raised|cut|bumped))"
    r"(?:\s+(?:up|down))?\s+to\s+(?P<v>.+)$",
    _I,
)
# "the price of the venue went up to $3,200": the amount of a thing, named after it
_OF_CHANGE_UP = re.compile(
    r"^(?:the\s+)?(?P<attr>(?:total\s+)?(?:price|cost|budget|fee|fees|rate|rent|deposit|quote|estimate|headcount"
    r"|capacity|limit|target))\s+(?:of|for)\s+(?P<s>.+?)\s+(?:went|has\s+gone|goes|rose|dropped|fell|increased"
    r"|decreased|jumped|was\s+(?:raised|cut|increased|reduced|bumped)|got\s+(?:raised|cut|bumped)|(?:is|'s)\s+going)"
    r"(?:\s+(?:up|down))?\s+to\s+(?P<v>.+)$",
    _I,
)
# what follows "is now" that is no role: a place ("based in Lisbon"), a preposition ("in Berlin")
_NOT_ROLE = re.compile(
    r"^(?:of|to|for|in|on|at|with|by|from|up|down|over|again|today|not|no|(?:based|located|stationed|living|staying|working|settled)\s+(?:in|at|out\s+of"
    r"|from|for)|(?:living|staying|lodging)\s+with|employed\s+(?:by|at)"
    r"|(?:running|leading|heading|handling|managing|overseeing|looking\s+after|in\s+charge\s+of|responsible\s+for)\s"
    r"|got\s"
    # a job lost, never one held: "Javi's been made redundant" (his status, read by the readers of people)
    r"|(?:redundant|homeless|bankrupt|unemployed|jobless|obsolete)$"
    r"|(?:one|ones|guy|person)$)\b",  # "send the deck to Omar (the new one)": which Omar, no job
    _I,
)
# "Rafael made partner", "Tui finally made captain": a rank reached, said with no article (never
# "made the team", "made dinner", "made it")
_MADE_ROLE = gated(re.compile(
    r"^" + _P + r"(?:\s+(?:just|finally|officially|eventually))?\s+(?:has\s+|'s\s+)?made\s+"
    r"(?P<v>(?!(?:the|a|an|it|me|us|him|her|them|my|our|his|their|sure|up|do|time|money|friends|progress)\b)"
    r"[\w\- ]+?)(?:\s+(?:now|at\s+last|this\s+year|finally))?$",
    _I,
))
# one switches to a thing as often as to a place ("switched to decaf", "swapped to tank main"): a place
# after these is only one written with a capital ("switched to the Leeds office")
_SWITCH_LOWER = re.compile(r"^(?:switched|switching|switches|switch|swapped|jumped)$", _I)
_TEAM_ONLY = re.compile(r"^(?:went|goes|going|changed\s+teams|switched\s+teams|swapped|jumped)$", _I)
# "our new CFO", "the very first CTO": never a rank's own "first" ("promoted to first mate")
_FIRST_RANK = (
    r"(?:mate|officer|lieutenant|violin|violinist|secretary|minister|sergeant|responder|aider|assistant|chair"
    r"|reader|lady|engineer|class)\b"
)
_LEAD_ROLE = re.compile(
    r"^(?:(?:our|the|their|a|an|its)\s+)?(?:new\s+|(?:very\s+)?first\s+(?!" + _FIRST_RANK + r"))?", _I
)
_RATHER = re.compile(
    r"^(?:i'd|i\s+would)\s+(?:rather|prefer\s+to)\s+(?:get|have|receive|be\s+sent|see)\s+(?P<c>.+?)\s+"
    r"(?:as|via|by|over|in|on)\s+(?P<o>\S+(?:\s+\S+)?)$",
    _I,
)
_PLACE_STOP = re.compile(
    r"^(?:the\s+)?(?:office|home|work|bed|town|a\s+|an\s+|charge|touch|the\s+loop|a\s+meeting|meetings|trouble"
    r"|love|sync|transit|progress|the\s+middle)\b",
    _I,
)


_BARE_NEW = re.compile(r"(?:'s|\bis|\bare|'m|\bam)(?:\s+now)?\s+new$")
_FROM_PERSON = re.compile(r"\s+from\s+(?P<old>[A-Z][\w\-]*)$")
_FROM_PERSON_LOWER = re.compile(r"\s+from\s+(?P<old>[a-z][\w\-]*)$")  # "took over payroll from jack", all lower case
# "took over the bakery from his uncle", "from her mum", "from the previous owner": whom it was taken
# over from, said by kin or by the post they held, never part of the thing; after "his"/"her" also the words
# for a parent too short or too regional for the shared kin list ("from his da", "from her old man")
_FROM_HOLDER = re.compile(
    r"\s+from\s+(?:(?:his|her|my|our|their|the)\s+)?(?:old\s+|late\s+)?"
    rf"(?:{KIN}|boss|predecessor|(?:previous|former|last|old)\s+(?:owners?|boss|manager|lead)|owners?|founders?)$"
    r"|\s+from\s+(?:his|her|my|our|their)\s+(?:da|granda|grandda|old\s+(?:man|lady|fella|dear))$",
    _I,
)
_FROM_MONTH_OR_NAME = re.compile(r"\s+from\s+(?:jan|mar|jun)$", _I)
_UNIT_WORDS = re.compile(
    r"\b(?:" + _TEAM_NOUN + r"|office|branch|division|region|practice|function|account|site|ward|store|shop|plant"
    r"|depot|warehouse|clinic|campus|kitchen|lab|desk|shift)$",
    _I,
)
# the one who leads, manages or runs a unit: "will be managing the Leeds site" -> manager of it
_HOLDER = {"lead": "lead", "leading": "lead", "head": "head", "heading": "head", "manage": "manager",
           "managing": "manager", "run": "head", "running": "head",
           "headed": "head", "led": "lead", "managed": "manager"}  # fmt: skip
HOLDERS = frozenset(_HOLDER.values())  # the words a unit's holder is stored with ("heads" -> "head of")


# "heads up the Warsaw team", "manages the London office": a named unit headed or managed from a
# date is the person's new role; "runs the London office", "heads up sales" stay the thing's owner
_NAMED_UNIT_HEAD = re.compile(
    r"^(?P<verb>head|manage)s(?:\s+up)?\s+(?P<unit>the\s+(?-i:[A-ZÀ-Ý])[\w'’-]*(?:\s+[\w'’-]+){1,2})$", _I
)

_HELD_ELSEWISE = re.compile(
    r"\b(?:account|desk|shift|function|practice"
    # a facility is run, its owner the one who runs it, from that date too ("Aigerim manages the Lae warehouse
    # from the 1st", "Ota manages the Liberec plant from mon"); an office, a site or a team is a post
    r"|warehouse|plant|depot|mill|factory|yard|farm|mine|workshop|garage)$",
    _I,
)  # "manages the Smith account"


def unit_head(s: str, ctx: _Ctx) -> StateClaim | None:
    """The role of one who heads or manages a named unit ("Wojciech heads up the Warsaw team"
    -> head of the Warsaw team), for a fact said with the date it starts; None for anything else."""
    m = _RUNS.match(s)
    if m is None or (p := _who(m["p"], ctx)) is None:
        return None
    held = _NAMED_UNIT_HEAD.match(s[m.end("p") : m.start("s")].strip() + " " + m["s"].strip())
    if held is None or not _unit(held["unit"]) or _HELD_ELSEWISE.search(held["unit"]):
        return None
    return StateClaim(p, "role", f"{_HOLDER[held['verb'].lower()]} of {held['unit']}")


def _unit(thing: str) -> bool:
    """A part of an organisation someone can lead ("the data team", "payments", "the Madrid office")."""
    return _department(re.sub(r"^(?:the|our)\s+", "", thing, flags=_I)) or bool(_UNIT_WORDS.search(thing))


def _department(value: str) -> bool:
    v = value.lower().strip()
    return v in _DEPARTMENTS or v in _DEPT_PHRASES


def _place(value: str, ctx: _Ctx) -> str | None:
    """A place name: one to three words, capitalised unless the sentence has no capitals."""
    value = _phrase(value)
    words = value.split()
    if not 1 <= len(words) <= 3 or _PLACE_STOP.match(value) or not _plausible(value, max_words=3):
        return None
    if ctx.lowercase:
        return value if all(re.match(r"^[^\W\d_][\w\-.']*$", w) for w in words) else None
    if not words[0][:1].isupper():
        return None
    return value


_COMMON = frozenset({"everyone", "nobody", "payroll", "sales", "marketing", "product", "team", "office", "budget"})


def _who(raw: str, ctx: _Ctx) -> str | None:
    """A person's name; a name typed in lower case ("omar became COO") is taken too."""
    found = _person(raw, ctx)
    if found is None and len(raw.split()) == 1:
        found = _person(raw, _Ctx(ctx.now, ctx.tz, lowercase=True))
    if found is None or found.lower() in _COMMON or found.lower() in _DEPARTMENTS:
        return None
    return found


# a post named by its title, whoever held it before: "her team lead role", "Leila's head chef job", "the role of
# treasurer", "her job as team lead"
_POST_TAKEN = re.compile(
    r"^(?:(?:her|his|their|the|my|our|[\w-]+['’]s)\s+)?(?:(?P<t>[\w-]+(?:\s+[\w-]+){0,3}?)\s+(?:role|job|position|post|seat)"
    r"|(?:role|job|position|post|seat)\s+(?:as|of)\s+(?:the\s+)?(?P<t2>[\w-]+(?:\s+[\w-]+){0,3}))$",
    _I,
)


# going to a school, as a pupil: "Chloé goes to the collège in Lano", "Kai attends St Anne's Academy" (the
# school named by a school word, never "goes to the gym", "goes to Paris on friday")
_GOES_TO_SCHOOL = gated(re.compile(
    r"^" + _P + r"(?:\s+now)?\s+(?:goes|attends|is\s+enrolled\s+(?:at|in)|is\s+a\s+(?:pupil|student)\s+at)"
    r"(?:\s+to)?\s+(?P<v>(?:the\s+)?[^,;.!?]+?)" + _NOW + r"$",
    _I,
))
_SCHOOL_WORD = re.compile(r"\b(?:coll[eè]ge|uni|university)\b", _I)


def _goes_to_school(s: str, ctx: _Ctx) -> StateClaim | None:
    m = _GOES_TO_SCHOOL.match(s)
    if m is None or (p := _who(m["p"], ctx)) is None or has_date_words(m["v"]):
        return None
    value = m["v"].strip()
    named = value[:1].isupper() or re.match(r"the\s+\S+\s+(?:in|at|of|on)\s+(?-i:[A-ZÀ-Ý])", value, _I) is not None
    if not named or not (_SCHOOL_NAMED.search(value) or _SCHOOL_WORD.search(value)) or len(value.split()) > 7:
        return None  # "Kai goes to school", "she goes to the big school": no school named
    return StateClaim(p, "school", value, explicit_now=bool(m["now"]))


@reading
def _verb_fact(s: str, ctx: _Ctx) -> StateClaim | None:
    """The fact ``s`` states with one of the verb families, or None."""
    said = thing_fact(s) or _goes_to_school(s, ctx)  # "our broadband is now with BT", "Kai goes to Lano High"
    if said is not None:
        return said
    m = _PREMISES_MOVE.match(s)
    if m and m["tobe"] and not re.match(r"^(?:the\s+)?(?-i:[A-Z\d])", m["v"]):
        m = None  # "the shop will be in chaos tomorrow": a state, only a place's name or an address is where it will be
    if m and (place := _floor(m["v"]) or _place(m["v"], ctx) or _street_address(m["v"])) and not _department(place):
        subject = re.sub(r"^new\s+", "", _phrase(m["s"]), flags=_I)  # "our new office will be in Leeds": the office
        return StateClaim(subject, "location", place, explicit_now=bool(m["now"]) or m["is"] is None)
    m = _GROUP_MOVE.match(s)
    place = (_floor(m["v"]) or _dwelling(m["v"]) or _place(m["v"], ctx)) if m else None
    if m and place and _group(m["s"], m["people"], ctx) and not _department(place):
        return StateClaim(_phrase(m["s"]), "location", place, explicit_now=True)
    m = _RATHER.match(s)
    if m:
        return StateClaim("me", "preference", _value(m["o"]), scope=_phrase(m["c"]), preference=True)
    m = _THEIR_BOSS.match(s)
    if m and (boss := _who(m["p"], ctx)) and (p := _who(m["q"], ctx)):  # "Marta is Dan's new manager"
        return StateClaim(p, "manager", boss, explicit_now=bool(m["now"] or m["new"]))
    for pattern in (_REPORTS, _MANAGED_BY):
        m = pattern.match(s)
        # (the boss with where they work: "reports to Sister Mary at the hospital": Sister Mary, at the hospital)
        # (never a time: "reports to Ayşe from jan" is read with its date by the time readers)
        where = re.split(r"\s+(?:at|in)\s+(?:the\s+)?", m["v"], maxsplit=1) if m else [""]
        placed = where[0] if len(where) == 2 and not has_date_words(where[1]) else ""
        if m and (p := _who(m["p"], ctx)) and (
            boss := _who(_phrase(m["v"]), ctx) or named_by_role(m["v"]) or _who(_phrase(placed), ctx)
        ):
            instead = m.groupdict().get("old")
            old = None if instead is None else _who(instead, ctx)
            now = m["now"] or m["now2"] or re.search(r"\bnow\b", s[: m.start("v")], _I)  # "is now reporting to"
            return StateClaim(p, "manager", boss, explicit_now=bool(now or instead), old_value=old)
    m = _IN_THESE_DAYS.match(s)
    place = _place(m["v"], replace(ctx, lowercase=True)) if m else None
    if m and place and (p := _who(m["p"], ctx)) and not _department(place) and place.lower() not in _NOT_A_PLACE:
        return StateClaim(p, "location", " ".join(w[:1].upper() + w[1:] for w in place.split()), explicit_now=True)
    m = _DIET.match(s)
    if m and (p := _who(m["p"], ctx)):
        return StateClaim(p, "diet", m["v"].lower(), explicit_now=bool(m["change"] or m["now"]))
    m = _ONLY.match(s)
    if m and (p := _who(m["p"], ctx)) and _plausible(m["v"], max_words=3):
        return StateClaim(p, "preference", _phrase(m["v"]), preference=True)
    m = _BELONGS.match(s)
    if m and _plausible(m["s"], max_words=5) and _plausible(m["v"], max_words=4) and not _PRONOUN_THING.match(m["s"]):
        return StateClaim(_phrase(m["s"]), "owner", _phrase(m["v"]), explicit_now=bool(m["now"]))
    m = _IN_DEPARTMENT.match(s)
    on_duty = m is not None and m["at"].lower() == "on" and m["v"].lower() in _ON_DUTY
    if m and not on_duty and (p := _who(m["p"], ctx)) and _department(m["v"]):  # "Tolu's in data now": a team
        return StateClaim(p, "team", _value(m["v"]), explicit_now=bool(m["now"] or m["now2"]))
    m = _TEAM_JOIN.match(s)  # "the IT team": the department in capitals, never the pronoun
    if m and (p := _who(m["p"], ctx)) and (_plausible(m["v"], max_words=3) or m["v"] == "IT"):
        return StateClaim(p, "team", _team_named(_value(m["v"]), m["team"]), explicit_now=bool(m["now"]))
    m = _JOINED_DEPARTMENT.match(s)  # "Aisha joined payments", "Mei Ling joined finance": a team, named bare
    if m and (p := _who(m["p"], ctx)) and _department(m["v"]):
        return StateClaim(p, "team", _value(m["v"]), explicit_now=True)
    m = _MOVE.match(s)
    if m and (p := _who(m["p"], ctx)) and not _own_errand(m, p):
        said = _SITE_OF.sub(r"\g<site>", m["v"])  # "the Yerba Buena branch of the bank": the branch is the place
        value = _value(said)
        old = _value(m["old"] or "") or None
        if m["team"] or (_department(value) and (old is None or _department(old))):
            if _plausible(value, max_words=3) or value == "IT":  # "moved to IT": the department
                return StateClaim(p, "team", _team_named(value, m["team"]), explicit_now=True, old_value=old)
        elif _BARE_DWELLING.match(value):
            return None  # "moved into unit 12 yesterday": its number was read as a time
        elif _SWITCH_LOWER.match(m["verb"]) and not value[:1].isupper() and not _floor(m["v"]):
            return None  # "jake switched to tank main now", "dad swapped to decaf": a thing taken up, no place
        elif not _TEAM_ONLY.match(m["verb"]) and (
            place := _floor(said) or _dwelling(said) or _named_place(said, value, ctx)
        ):
            return StateClaim(p, "location", place, explicit_now=True, old_value=old and _place(old, ctx))
    m = _MADE_ROLE.match(s)
    if m and (p := _who(m["p"], ctx)) and ROLE_WORDS.search(m["v"]) and len(m["v"].split()) <= 4:
        return StateClaim(p, "role", _value(m["v"]), explicit_now=True)  # "Rafael made partner"
    m = _ROLE_VERB.match(s)
    if m and (p := _who(m["p"], ctx)):
        value = _LEAD_ROLE.sub("", _value(m["v"]))
        # (the post counted without where it is held: "swim coach at the Tap Seac pool" is a post of two words)
        if value and len(re.split(r"\s+at\s+", value, maxsplit=1)[0].split()) <= 6 and not _NOT_ROLE.match(value):
            before = s[: m.start("v")].rstrip().lower()
            if _BARE_NEW.search(before) and not (ROLE_HINT.search(value) or value[:1].isupper()):
                return None  # "Lee is new here": no role; "Osei is new CFO" is one
            if before.endswith(" up to") and not ROLE_WORDS.search(value):
                return None  # "Lena moved up to the front": a place in a queue, no role
            marked = not before.endswith("new")  # "is our new CFO" states, not changes
            if p.islower() and ROLE_WORDS.fullmatch(p) and value[:1].isupper() and not ROLE_WORDS.search(value):
                # "landlord is now Greystone Lettings": who the user's landlord is, as "my landlord is …"
                return StateClaim("me", p, value, explicit_now=marked)
            return StateClaim(p, "role", value, explicit_now=marked)
    m = _LIVES.match(s)
    if m and (p := _who(m["p"], ctx)) and (place := _place(m["v"], ctx)) and not _department(place):
        before = s[: m.start("v")].lower()
        # "since january Thoko has been at the Escuela Belgrano": being at a school is going to it
        kind = "school" if _SCHOOL_NAMED.search(place) and before.rstrip().endswith(" at") else "location"
        return StateClaim(p, kind, place, explicit_now=bool(m["now"]) or "now" in before)
    m = _RUNS.match(s)
    if m and (p := _who(m["p"], ctx)):
        thing = _phrase(_ALL_OF.sub("", m["s"]))  # "handles all our invoicing": the invoicing, all of it
        future = m["future"] or m["future_ing"] or m["perfect"]
        if future:  # "from June Dmitri will lead the data team": the role he takes on then
            if not _unit(re.split(r"\s+(?:for|with|at|on|about)\s+", thing, maxsplit=1)[0]):
                # "Sam will lead the workshop on friday", "I'll run the retro for the design team": a promise
                return None
            return StateClaim(p, "role", f"{_HOLDER[future.lower()]} of {m['s'].strip()}", explicit_now=True)
        lower = ctx.lowercase and not _FROM_MONTH_OR_NAME.search(thing)  # "from jan": January, or Jan?
        old = _FROM_PERSON.search(thing) or (_FROM_PERSON_LOWER.search(thing) if lower else None)
        if m["mine"] and not ((old and _who(old["old"], ctx)) or _unit(thing)):
            return None  # "I'm taking over some food to Gran's": bringing it, no post taken
        if old and _who(old["old"], ctx):  # "took over the Berlin account from Pete"
            thing = thing[: old.start()]
        elif held := _FROM_HOLDER.search(thing):
            thing = thing[: held.start()]
        elif _FROM_MONTH_OR_NAME.search(thing):
            return None  # "taking over the newsletter from jan": from January, or from Jan? no thing to keep
        # "takes over as chair", "took over from Pete", "takes over in jan": whom, as what or
        # when, no thing run; how one runs is said without "the" ("running late", never "the cold store")
        said = thing and not _NO_THING_RUN.match(thing) and not _NOT_RUN.match(m["s"].strip())
        said = said and not unfinished(m["s"])
        # "taking over coaching the U10s": a duty taken on (what one does), no thing one owns
        said = said and not re.match(r"^(?-i:[a-z]){2,}ing\s+(?:the|a|an|our|my|his|her|their)\s", thing)
        # "Cormac's running support again": a unit held once more; "Priya's running the standup
        # again tmrw" is a job to do, so "again" alone holds only a part of an organisation
        said = said and not (_RUNNING_AGAIN.match(s[m.end("p") :]) and not _unit(thing))
        # "Ganbaatar runs IT": the department in capitals, never the pronoun
        if said and (post := _POST_TAKEN.match(thing)) is not None and (title := post["t"] or post["t2"]):
            # "Dev's taken over her team lead role", "took over Leila's job as head of sales": the post he holds now
            return StateClaim(p, "role", _phrase(title), explicit_now=True)
        if said and (_plausible(thing, max_words=5, pronoun_start_ok=True) or thing == "IT"):
            return StateClaim(thing, "owner", p, explicit_now=bool(m["now"] or m["now2"] or m["now3"]))
    m = _RUN_BY.match(s)
    if m and (p := _who(m["p"], ctx)) and _plausible(m["s"], max_words=5):
        return StateClaim(_phrase(m["s"]), "owner", p, explicit_now=bool(m["now"]))
    m = _LEAVE.match(s)
    if m and (p := _who(m["p"], ctx)):
        status = _phrase(m["v"] or m["v2"])
        return StateClaim(p, "status", _AWAY.get(status.lower(), status), explicit_now=True)
    m = _CHANGE_UP.match(s)
    if m and _plausible(m["s"], max_words=4) and _plausible(m["attr"], max_words=3, pronoun_start_ok=True):
        return StateClaim(_phrase(m["s"]), _phrase(m["attr"]).lower(), _value(m["v"]), explicit_now=True)
    m = _OF_CHANGE_UP.match(s)
    if m and _plausible(m["s"], max_words=4):
        return StateClaim(_phrase(m["s"]), m["attr"].lower(), _value(m["v"]), explicit_now=True)
    m = _NOUN_IS.match(s)
    if m and m["attr"].lower() in _CODE_NAMES and not _CODE.fullmatch(m["v"].strip()):
        m = None  # "aishas reference is written and sent off": a letter, never a code
    if m and _plausible(m["s"], max_words=4) and "'" not in m["s"] and not hedged(m["s"]):
        # "wifi password is kauri777": a lower-case noun before the attribute may be part of its
        # name (the bach's "wifi password"); the caller looks for a fact of that name first
        compound = None
        if _COMPOUND_PART.fullmatch(m["s"].strip()) and m["attr"].lower() in _SECRETS:
            compound = f"{m['s'].strip()} {m['attr'].strip()}".lower()
        now = bool(m["now"] or m["new"])  # "new wifi password is …": changed, so true from now
        return StateClaim(_phrase(m["s"]), m["attr"].strip(), _phrase(m["v"]), explicit_now=now, anchor=compound)
    m = _BARE_NOUN_IS.match(s)
    if m and re.search(r"\d", m["v"]):  # a figure, an address, a code: "the budget is the real issue" is no value
        attr = m["attr"].lower()
        return StateClaim("", "", _phrase(m["v"]), explicit_now=bool(m["now"] or m["new"]), anchor=attr)
    m = _STATUS.match(s)
    if m and _plausible(m["s"], max_words=5) and "'" not in m["s"]:
        return StateClaim(_phrase(m["s"]), "status", m["v"].lower(), explicit_now=True)
    return None


# "our studio moves to Shoreditch", "the office is on the 5th floor": where a place of work is
_PREMISES_NOUN = (
    r"office|offices|studio|shop|store|clinic|practice|surgery|hq|headquarters|warehouse|workshop|lab|salon"
    r"|restaurant|cafe|café|branch|factory|depot|gym|meeting\s+room|room|desk|team|company|firm|business|school"
)
_PREMISES_MOVE = re.compile(
    r"^(?:the|our|my|their|his|her)\s+(?P<s>(?:[\w&\-']+\s+){0,2}?(?:" + _PREMISES_NOUN + r"))\s+"
    r"(?:(?P<now>now\s+)?(?:is\s+moving|'s\s+moving|are\s+moving|moves|move|will\s+move|is\s+going\s+to\s+move"
    r"|moved|has\s+moved|have\s+moved|is\s+relocating|relocates|relocated|has\s+relocated|will\s+relocate)"
    # "our new office will be in Leeds from jan": where it is to be, as a move says it
    r"\s+(?:to|into)|(?P<tobe>(?:will|'ll|is\s+going\s+to|are\s+going\s+to)\s+be\s+(?:in|at))"
    r"|(?P<is>is|are|'s)\s+(?:now\s+)?on)\s+(?P<v>.+?)(?:\s+now)?$",
    _I,
)
# a group or a place of work, said without "the" or named by its number: "production office moved to
# the Burbank lot", "class 4R have moved to room 12", "the paralegals moved to the 4th floor"
_GROUP_MOVE = gated(re.compile(
    r"^(?:(?:the|our|my|their)\s+)?(?P<s>(?:[\w&\-']+\s+){0,2}?(?:" + _PREMISES_NOUN + r"|class|form|year|ward"
    r"|department|dept|unit|crew|squad|choir|band|cast|staff|(?P<people>(?-i:[a-z]+s)))"
    r"(?:\s+[A-Z]?\d{1,3}[A-Z]?)?)\s+"
    r"(?P<now>now\s+)?(?:has\s+|have\s+|'ve\s+|just\s+)*(?:moved|relocated)\s+(?:over\s+)?(?:to|into)\s+(?P<v>.+?)"
    # why, said after: "after the flood", "because of the leak"
    r"(?:\s+(?:after|because\s+of|due\s+to|following)\s+the\s+[\w\-]+)?(?:\s+now)?$",
    _I,
))
_FLOOR = re.compile(r"^(?:the\s+)?(?:\d{1,3}(?:st|nd|rd|th)|ground|top|first|second|third|fourth|fifth)\s+floor$", _I)


# "moved into 2B", "moved to flat 3": a home or a unit by its number; never a quarter ("Q3")
_DWELLING = re.compile(
    r"^(?:(?:flat|apt\.?|apartment|unit|room|suite|cabin|villa|bungalow|house|no\.?|number|ward|bay|block|wing"
    r"|classroom|studio|office)\s+[A-Z]?\d{1,4}[A-Z]?"
    r"|\d{1,4}[A-Z]|(?!Q\d|H\d|P\d|W\d)[A-Z]\d{1,4})$",
    _I,
)


_BARE_DWELLING = re.compile(r"^(?:flat|apt|apartment|unit|room|suite|cabin|villa|house|no|number)$", _I)


def _group(subject: str, people: str | None, ctx: _Ctx) -> bool:
    """A group that moves as one ("class 4R", "the paralegals", "production office"), never a
    person (read by the person forms) nor a pronoun; a plural must name people by their job
    ("the nurses", not "things")."""
    words = subject.split()
    if not words or words[0].lower() in _PRONOUNS:
        return False
    if people is not None:
        return ROLE_WORDS.fullmatch(people) is not None
    return _who(subject, ctx) is None


_PRONOUNS = frozenset({"we", "they", "i", "you", "he", "she", "it", "us", "them", "everyone", "everybody"})


_INDEFINITE = re.compile(r"^(?:a|an|another|some)\s", _I)


# the organisation a named site belongs to, said after it: "the Yerba Buena branch of the bank"
_SITE_OF = re.compile(
    r"\b(?P<site>branch|office|campus|depot|clinic|ward|plant)\s+of\s+(?:the|our|their|his|her)\s+[\w&'’\-]+"
    r"(?:\s+[\w&'’\-]+)?$",
    _I,
)


def _named_place(said: str, value: str, ctx: _Ctx) -> str | None:
    """The place ``said`` names (``value``, its article gone); "a new studio", "a bigger flat" name a
    kind of place, none in particular: where is it? (never a location "studio")."""
    return None if _INDEFINITE.match(said.strip()) else _place(value, ctx)


def _dwelling(value: str) -> str | None:
    """A home or a unit named by its number ("2B", "flat 3"), or by where it is ("the flat above
    the bakery", "a house near the park"), where someone moved into."""
    value = re.sub(r"^(?:the|our|their|his|her|a|an)\s+", "", value.strip(), flags=_I)
    return value if _DWELLING.match(value) or _HOME_BY_PLACE.match(value) else None


# "flat above the bakery", "new place by the river", "house next to his mum's": a home and where it is
_HOME_BY_PLACE = re.compile(
    r"^(?:new\s+|little\s+|old\s+)?(?:flat|apartment|apt|house|place|studio|room|cottage|bungalow|villa|condo"
    r"|townhouse|loft|bedsit|dorm|unit)\s+(?:above|below|over|under|next\s+to|near|by|behind|opposite|across\s+from"
    r"|beside|on|off|in)\s+(?:the\s+|a\s+|his\s+|her\s+|their\s+)?[\w'’\-]+(?:\s+[\w'’\-]+){0,3}$",
    _I,
)


def _floor(value: str) -> str | None:
    """A floor of a building ("the 5th floor"), where a place of work or a person sits."""
    return _phrase(value) if _FLOOR.match(value.strip()) else None


# "Dr Mensah moved her clinic to 14 Elm Road": where the person now works from
_PREMISES = re.compile(
    r"^" + _P + r"(?:\s+(?:has|have|just|recently))?(?:\s*'s)?\s+(?:moved|relocated)\s+(?:her|his|their)\s+"
    r"(?:clinic|office|practice|surgery|shop|studio|salon|business|workshop|restaurant|cafe|store)\s+to\s+(?P<v>.+)$",
    _I,
)


# "5 King St", "14 Elm Road", "221b Baker Street": a number, then a street's name
_STREET_ADDRESS = re.compile(r"^\d{1,5}[a-z]?\s+(?-i:[A-Z])[\w'’\-]*(?:\s+[\w'’\-]+){0,3}$", _I)


def _street_address(value: str) -> str | None:
    """A street address a place of work moves to ("our office moves to 5 King St"), never a day ("5 March")."""
    value = value.strip()
    street = value.split(maxsplit=1)[-1]  # ("5 March" is a day: its words after the number are a month's)
    return _phrase(value) if _STREET_ADDRESS.match(value) and not has_date_words(street) else None


# "Li was approved for remote work", "I got approved for the mortgage", "Sam's been approved for parental leave"
_APPROVED_FOR = re.compile(
    r"^" + _P + r"(?:\s+(?:was|were|got|has\s+been|have\s+been|just\s+got|finally\s+got)|'s\s+been|'ve\s+been)"
    r"\s+(?:finally\s+)?(?P<how>approved|accepted|rejected|turned\s+down|declined)\s+for\s+"
    r"(?:(?:a|an|the|my|his|her|their|our)\s+)?(?P<v>[a-z][\w'\-]*(?:\s+[a-z][\w'\-]*){0,2})$",
    _I,
)


def approved_for(s: str, ctx: _Ctx) -> StateClaim | None:
    """The outcome of someone's application, kept as the status of what it was for ("Li was approved
    for remote work": Li's remote work status is approved), as "Thapa's visa status is approved" is."""
    m = _APPROVED_FOR.match(s.strip())
    if m is None:
        return None
    who = "me" if m["p"].lower() in ("i", "we") else _who(m["p"], ctx)
    if who is None:
        return None
    outcome = "approved" if m["how"].lower() in ("approved", "accepted") else "turned down"
    return StateClaim(who, f"{m['v'].lower()} status", outcome, explicit_now=True)


def moved_premises(s: str, ctx: _Ctx) -> StateClaim | None:
    m = _PREMISES.match(s)
    if m is None or (p := _who(m["p"], ctx)) is None:
        return None
    value = _phrase(m["v"])
    if re.match(r"^\d", value) or _place(value, ctx):  # an address, or a place name
        return StateClaim(p, "location", value, explicit_now=True)
    return None


_IS_IN = re.compile(
    r"^" + _P + r"(?:\s*'s|\s+is|\s+are|\s*'m|\s+am)\s+(?:now\s+)?(?:over\s+|out\s+)?(?:in|based\s+in)\s+(?P<v>.+)$", _I
)


# a home people are cared for in, and where it is: "a care home in Mississauga", "the nursing home on Elm St"
_CARE_HOME = re.compile(
    r"^(?:(?:a|an|the)\s+)?(?P<v>(?:care|nursing|retirement|rest|old\s+people'?s|aged\s+care)\s+(?:home|village|facility)"
    r"|assisted\s+living(?:\s+(?:home|facility))?|hospice)(?P<at>\s+(?:in|on|near|by|at)\s+[\w'’\-]+(?:\s+[\w'’\-]+){0,2})?$",
    _I,
)


def _care_home(value: str) -> str | None:
    """A home someone lives in to be cared for, with where it is ("care home in Mississauga")."""
    m = _CARE_HOME.match(value.strip())
    if m is None:
        return None
    at = re.sub(r"^(\s+\S+\s+)(\S)", lambda c: c.group(1) + c.group(2).upper(), m["at"]) if m["at"] else ""  # a name
    return f"{m['v'].lower()}{at}"


def is_in(s: str, ctx: _Ctx) -> StateClaim | None:
    """ "Lee's in Lisbon": a location only where the user is correcting one (on its own it may be
    a trip, "Maya is in Berlin"), or said with "now" or "these days" (:mod:`._facts`)."""
    m = _IS_IN.match(s)
    if (
        m
        and (p := _who(m["p"], ctx))
        and (place := _place(m["v"], ctx) or _care_home(m["v"]))
        and not _department(place)
        and place.lower() not in _NOT_A_PLACE
    ):
        return StateClaim(p, "location", place)
    return None


# "Anil is from Kottayam": where a person comes from; "the spare rotor is in hangar 3": where a thing is kept
_IS_FROM = re.compile(r"^" + _P + r"\s+(?:is|'s)\s+(?:originally\s+)?from\s+(?P<v>.+)$", _I)
_THING_IN = re.compile(
    r"^(?:the|our|my)\s+(?P<t>[a-z][\w\-]*(?:\s+[a-z][\w\-]*){0,3}?)\s+(?:is|'s|are)\s+(?:now\s+|kept\s+|stored\s+)?"
    r"(?:in|at)\s+(?P<v>(?:the\s+)?[\w\-]+(?:\s+[\w\-]+){0,2})$"
)


def from_or_kept_in(s: str, ctx: _Ctx) -> StateClaim | None:
    """ "Anil is from Kottayam" (a hometown), "the spare rotor is in hangar 3" (a thing's location):
    read only where the user is correcting such a fact; on their own they may be a visit or a moment
    ("the kids are in the car")."""
    if (m := _IS_FROM.match(s)) and (p := _who(m["p"], ctx)) and (place := _place(m["v"], ctx)):
        return StateClaim(p, "hometown", place)
    # a place kept by its number or name ("hangar 3", "Bay B", "the Omsk depot"), never "the car", "the office"
    if (m := _THING_IN.match(s.strip())) is not None and re.search(r"\d|\b[A-Z]", m["v"]):
        return StateClaim(m["t"], "location", m["v"])
    return None


_SETTLED = re.compile(r"^(?:signed|shipped)$", _I)
# "hotfix is live", "promo page launched": what a to-do to deploy, launch or ship it leaves behind
_OUT_THERE = re.compile(r"^(?:live|launched)$", _I)


def settled_status(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "the Globex deal is signed": a status that may also finish a commitment ("get the deal
    signed"). The commitment, when one matches (a quiet past-tense completion): its being done
    already says the thing is signed, so a status beside it would be a second memory of one
    event ("Done: mail the box. Noted: the box's status is shipped"); else the status. "hotfix
    is live": the to-do that put it out, when one to send, ship or deploy it fits, else the
    status."""
    claim = _verb_fact(s, ctx)
    out_there = claim is not None and claim.predicate == "status" and _OUT_THERE.match(claim.value)
    if claim is not None and out_there and "status" not in s.lower():  # "the status of X is live": said as one
        # the to-do that put it out there, done; else (none fits) the thing's status
        return [CompleteCommitment(claim.subject, past_tense=True, sent=True, otherwise=claim)]
    if claim is None or claim.predicate != "status" or not _SETTLED.match(claim.value):
        return thing_status(s, ctx) if claim is None else None  # "washing machine sold": no "is"
    return [CompleteCommitment(claim.subject, past_tense=True, otherwise=claim)]
