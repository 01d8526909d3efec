"""Trouble said as a thing's state, in the words of its kind of failure rather than "broken": a
thing failing at what it is for ("walk-in freezer isnt holding temp", "the dryer won't dry
properly", "card reader's not reading cards"), misbehaving ("projector in room 12 is flickering",
"the printer keeps jamming", "the deck's rotting"), or giving wrong output ("booking site is
showing the wrong prices", "the till's charging the wrong amount").

The vocabulary is two lexicons of verbs by their plain form, inflected here ("hold": hold, holds,
holding; "jam": jams, jammed, jamming), so a new way of failing is one more word, in every tense,
not one more pattern. The shape is fixed: a thing, an optional "is"/"keeps", then the state, then
at most a short object or tail ("for saturday classes", "again"). The thing is never a person
("Sipho won't start till June", "the kids are jamming"), and where it is stays in the topic only
when it tells one thing from another ("room 12"). An intensifier ("like mad", "nonstop") says
how much, never what: it is set aside before reading (:func:`without_intensifier`).

Hand-written: no library reads chat fault reports; the lexicons are closed lists of English verbs.
"""

from __future__ import annotations

import re

from memory.understanding._fact_people import RELATIONS, SERVICE
from memory.understanding._issue_fixes import PEOPLE
from memory.understanding._issue_guards import bodily
from memory.understanding._issue_shapes import MAX_WORDS, distinct_place, spelt_place, without_place
from memory.understanding._issue_wrong_bill import wrong_bill
from memory.understanding._phrases import _I, _phrase, _plausible
from memory.understanding._prefilter import gated
from memory.understanding.intents import OpenEpisode

# what a thing is for, failed at when negated: "won't hold temp", "isn't draining", "doesn't dry"
_FUNCTIONS = (
    "hold", "keep", "start", "open", "close", "shut", "lock", "unlock", "latch", "seal", "drain", "flush", "spin",
    "print", "scan", "copy", "charge", "connect", "load", "boot", "sync", "save", "upload", "download", "register",
    "respond", "read", "dispense", "pump", "fill", "heat", "warm", "cool", "chill", "freeze", "light", "ignite",
    "fire", "pair", "recognise", "recognize", "detect", "track", "record", "stream", "display", "refresh", "install",
    "launch", "feed",
    "turn", "switch", "power", "flow", "cycle", "defrost", "dry", "wash", "rinse", "cut", "grip", "steer", "tick",
    "blow", "vent", "suck", "dial", "ring", "beep", "brake", "idle", "engage", "retract", "extend", "tilt", "rotate",
    "calibrate", "weigh", "measure", "focus", "zoom", "transmit", "broadcast", "authenticate", "verify", "validate",
    "compile", "build", "deploy", "render", "play", "boil", "brew", "grind", "froth", "toast", "bake", "mow", "trim",
    "vacuum", "mop", "filter", "circulate", "regulate", "stabilise", "stabilize", "balance", "align", "inflate",
    "deflate", "release", "dispatch", "ventilate", "illuminate", "shine", "glow", "sound", "chime", "alarm",
)  # fmt: skip
# what a thing does when it misbehaves: "is flickering", "keeps jamming", "jammed again"
_FAILURES = (
    "leak", "drip", "flicker", "jam", "spark", "overheat", "buffer", "glitch", "lag", "stutter", "skip", "squeak",
    "squeal", "rattle", "creak", "hiss", "whine", "grind", "sag", "peel", "crack", "rust", "rot", "corrode", "clog",
    "flood", "fog", "ice", "frost", "malfunction", "disconnect", "blink", "crackle", "chirp", "screech", "clunk",
    "shudder", "misread", "misprint", "miscalculate", "duplicate", "overcharge", "undercharge", "overflow", "seep",
    "moan", "groan", "smoulder", "smolder", "melt", "warp", "buckle", "fray", "splinter", "crumble", "subside",
    "bulge", "blister", "mildew", "condense", "freeze", "crash", "hang", "drop", "fail", "error", "short", "trip",
    "misfire", "sputter", "splutter", "judder", "stall", "reboot", "restart", "loop", "bootloop", "stick", "seize",
    "backfire", "slip",
    # a speaker or a line with a fault on it: "the left studio monitor is buzzing", "the PA keeps buzzing"
    "buzz",
    # a control loop that will not settle: "the valve positioner on FV-201 is hunting", "the pump is cavitating"
    "hunt", "oscillate", "cavitate",
    # a sensor or a signal past its range: "the accelerometer at La Quiaca is clipping on every truck", "mic's
    # clipping", "the sensor keeps saturating"
    "clip", "saturate",
)  # fmt: skip
# what a thing lets out when it fails, said with what comes out: "the tractor's leaking hydraulic
# fluid", "the van is burning oil", "the tyre keeps losing air"
_EMISSIONS = ("leak", "drip", "seep", "spew", "spit", "lose", "weep", "burn", "vent", "blow", "pour", "gush", "ooze",
              "piss", "puke")  # fmt: skip
_SUBSTANCE = (
    r"(?:(?:hydraulic|brake|transmission|power\s+steering|steering|washer|cleaning|lighter)\s+)?fluid|(?:engine\s+)?oil"
    r"|(?:hot\s+|cold\s+|dirty\s+)?water|(?:warm|hot|cold|cool|lukewarm)\s+air|coolant|antifreeze|anti-freeze|fuel|diesel|petrol|gas|gasoline|air|pressure"
    r"|steam|smoke|sparks|refrigerant|freon|grease|sewage|acid|battery\s+acid|ink|toner|charge|power|heat|sap|resin"
)
# a function done wrong, said with a prefix: "front focusing", "mis-feeding", "over-reading"
_WRONGLY = r"(?:front|back|mis|over|under|double|false)"  # "false alarming": a detector going off for nothing
# said only of a thing in the present ("is rebooting" is an action; "keeps rebooting" a fault;
# "the office is freezing" is the weather, "the app keeps freezing" a fault)
_ONLY_KEEPS = frozenset({"reboot", "restart", "loop", "drop", "stall", "hang", "freeze"})
# said only while it goes on: "the clutch is slipping", "the belt keeps slipping" (a fault), where
# "the launch slipped" is a plan put back, a move with no new date
_ONLY_NOW = frozenset({"slip"})
# what slips without failing: a plan or a date falls behind, a grip or a standard lowers
_SLIPS_UNFAILING = re.compile(
    r"\b(?:deadline|date|dates|release|launch|schedule|timeline|project|sprint|milestone|delivery|handover|plan"
    r"|rollout|roll-out|go-live|golive|roadmap|standards?|grades?|marks|mask|grip|footing|memory|mind|focus|ratings?"
    r"|numbers|sales|revenue|share|price|prices|rank|ranking|lead|margin|margins|target|targets|budget|eta|order"
    r"|orders|build|pr|ticket|tickets|work|progress|quality|time|times|slot|appointment)s?$",
    _I,
)
_VOWELS = "aeiou"
# what buzzes only with a fault on it: a thing that gives out sound or light, or carries the current
_BUZZES_FAULTY = re.compile(
    r"\b(?:monitors?|speakers?|amps?|amplifiers?|pa|mics?|microphones?|headphones|headset|earphones|subs?|subwoofers?"
    r"|mixer|desk|console|cables?|leads?|lines?|lights?|lamps?|bulbs?|tubes?|fluoros?|transformer|charger|socket"
    r"|outlet|switch|tv|telly|screen|radio|intercom|doorbell|guitar|keyboard|interface|preamp|channel)$",
    _I,
)


def _inflected(lemma: str) -> tuple[str, ...]:
    """The plain form, the third person, the past and the present participle of a regular verb
    ("jam": jam, jams, jammed, jamming; "dry": dry, dries, dried, drying)."""
    groups = re.findall(r"[aeiou]+", lemma)
    if lemma.endswith("e") and not lemma.endswith(("ee", "ye")):
        return lemma, lemma + "s", lemma + "d", lemma[:-1] + "ing"
    if lemma.endswith("y") and lemma[-2:-1] not in _VOWELS:
        return lemma, lemma[:-1] + "ies", lemma[:-1] + "ied", lemma + "ing"
    if len(groups) == 1 and re.search(r"[^aeiou][aeiou][^aeiouwxy]$", lemma):  # "jam", "drip", "spin"
        return lemma, lemma + "s", lemma + lemma[-1] + "ed", lemma + lemma[-1] + "ing"
    third = lemma + "es" if lemma.endswith(("s", "sh", "ch", "x", "z")) else lemma + "s"
    return lemma, third, lemma + "ed", lemma + "ing"


# the lexicons, for the readers that ask rather than open (:mod:`._failure_states`): one source
# of the words a thing fails in
FUNCTIONS = _FUNCTIONS
FAILURES = _FAILURES
ONLY_KEEPS = _ONLY_KEEPS


def inflected(lemma: str) -> tuple[str, ...]:
    """:func:`_inflected`, for the readers that share these lexicons."""
    return _inflected(lemma)


def _alternation(words: list[str]) -> str:
    return "|".join(sorted(set(words), key=len, reverse=True))


# what a thing is for, said with a particle: "the generator won't kick in", "heating won't come on"
_PHRASAL_FUNCTIONS = (
    r"kick(?:s|ed|ing)?\s+in|(?:come|comes|coming|came)\s+on|fir(?:e|es|ed|ing)\s+up|turn(?:s|ed|ing)?\s+over"
)
_FUNCTION_FORMS = _PHRASAL_FUNCTIONS + "|" + _alternation([w for lemma in _FUNCTIONS for w in _inflected(lemma)])
_FAILING_NOW = _alternation([_inflected(lemma)[3] for lemma in _FAILURES if lemma not in _ONLY_KEEPS])
_FAILED = _alternation(
    [w for lemma in _FAILURES if lemma not in _ONLY_KEEPS | _ONLY_NOW for w in _inflected(lemma)[1:3]]
)
_KEEPS_FAILING = _alternation([_inflected(lemma)[3] for lemma in _FAILURES])
_EMITTING = _alternation([w for lemma in _EMISSIONS for w in _inflected(lemma)[1:]] + ["lost", "burnt", "blew"])
_FUNCTIONING = _alternation([_inflected(lemma)[3] for lemma in _FUNCTIONS])
# said only of a thing in the present, but lasting from a start ("the app has been hanging since last night",
# "the laptop's been rebooting all day"): the perfect progressive with "since" or a span is a state, no act
_LASTING_ING = _alternation([_inflected(lemma)[3] for lemma in sorted(_ONLY_KEEPS)])
_HAS_BEEN = re.compile(r"^(?:'s|\s+has|\s+have)\s+been\b", re.I)
# where "freezing" is the weather: "the office has been freezing since monday"
_COLD_PLACE = re.compile(
    r"\b(?:room|office|house|home|flat|apartment|kitchen|bedroom|classroom|hall|building|place|outside|weather|it"
    r"|city|town|here|shop|warehouse|studio|garage|church|school)s?$",
    _I,
)

_NOT = (
    r"isn't|isnt|is\s+not|aren't|arent|are\s+not|won't|wont|will\s+not|doesn't|doesnt|does\s+not|don't|dont|do\s+not"
    r"|can't|cant|cannot|didn't|didnt|wasn't|wasnt|weren't|werent|keeps\s+not|no\s+longer|not|stopped|has\s+stopped"
    r"|have\s+stopped"
)
_BE = r"(?:'s|'re|\s+is|\s+are|\s+was|\s+were|\s+has\s+been|\s+have\s+been|'s\s+been|\s+seems\s+to\s+be)?"
_ADVERBS = r"(?:\s+(?:still|now|just|really|completely|totally|constantly|always|randomly|suddenly|also|again|all))*"
# what a thing gives out wrong: "showing the wrong prices", "charged the wrong amount"
_OUTPUT = (
    r"showing|displaying|printing|calculating|charging|reading|giving|pulling|listing|quoting|applying|returning"
    r"|sending(?:\s+out)?|emailing|billing|adding|using|generating|exporting|importing|syncing|posting|scanning"
    r"|showed|displayed|printed|calculated|charged|gave|pulled|listed|quoted|applied|returned|sent(?:\s+out)?"
    r"|billed|added|generated|exported|imported|synced|posted|scanned|shows|displays|prints|calculates|charges"
    r"|reads|gives|pulls|lists|quotes|applies|returns|sends(?:\s+out)?|bills|adds|generates|exports|posts"
    # what goes out with the wrong thing in it: "invoices are going out with last year's tax rate", "the labels
    # are printing with the old address", "payslips went out with the wrong date"
    r"|(?:going|gone|went|goes|coming|came|comes)\s+out\s+with|(?:printing|printed|prints)\s+with"
    r"|(?:being\s+)?sent\s+(?:out\s+)?with"
)
# what a cooler or a heater should get to and stays short of: "isn't getting cold", "won't stay hot"
_TEMPERATURE = r"(?:cold|cool|chilled|hot|warm)(?:\s+enough)?"
# what a thing is kept at or made to reach: "the chiller's not cold", "the walk-in is too warm",
# "oven isn't hot enough" (said of a drink or a room, the weather: "the coffee's not hot")
_KEPT_COLD = re.compile(
    r"\b(?:fridge|freezer|chiller|cooler|cold\s+(?:room|store)|walk-in|cool\s*box|ice\s+machine|aircon|air\s*con"
    r"|a/?c|air\s+conditioner|air\s+conditioning|minibar|display\s+(?:case|fridge)|cooling\s+unit|esky)s?$",
    _I,
)
_KEPT_HOT = re.compile(
    r"\b(?:oven|boiler|heater|radiator|kettle|shower|hot\s+water|heating|iron|stove|hob|grill|toaster|dryer|hot\s+tub"
    r"|sauna|urn|fryer|furnace|geyser|water\s+heater|immersion|towel\s+rail|hot\s+plate|hotplate|underfloor)s?$",
    _I,
)
# what a thing or a service is when it works badly: "wifi's been patchy all day", "the lift is out
# of service", "my laptop's been sluggish" (never said of people here: the thing is checked)
_POOR = (
    r"patchy|spotty|intermittent|temperamental|choppy|crackly|sluggish|leaky|draughty|drafty|wonky|wobbly|squeaky"
    r"|iffy|ropey|ropy|unresponsive|out\s+of\s+(?:service|action|commission|order)"
    # software that works only some of the time: "the ci pipeline's flaky", "the app is buggy"
    r"|flaky|flakey|buggy|laggy|unstable|unreliable"
    # output that comes out unusable: "grafana dashboards are all blank", "zoom audio is garbled"
    r"|blank|garbled|corrupted|corrupt|scrambled|distorted|pixelated|pixellated|muffled|unreadable|illegible"
    r"|mangled|jumbled|truncated"
    # a radio, a line or a screen giving only noise: "radio on channel 2 is all static", "the line's full of static"
    r"|(?:all|just|pure|nothing\s+but|full\s+of)\s+(?:static|interference|hiss|crackle|white\s+noise)|staticky"
)
# what is blank or scrambled without failing: a day with no plans, a mind, a face, a page not yet
# written ("my calendar is blank tomorrow", "my mind's blank", "the eggs are scrambled")
_BLANK_UNFAILING = re.compile(
    r"\b(?:calendar|diary|schedule|agenda|week|day|weekend|mind|head|brain|memory|face|stare|look|expression|thoughts"
    r"|page|pages|form|forms|sheet|cheque|check|canvas|wall|walls|whiteboard|notebook|eggs?|tofu|cd|dvd|tape)s?$",
    _I,
)
# a page of a site or an app, named by what it shows: blank there is a screen that failed ("shipment
# tracking page is blank for every order", "the login page is blank"), never a page not yet written
_SCREEN_PAGE = re.compile(
    r"\b(?:web|home|landing|login|log-?in|sign-?in|sign-?up|checkout|tracking|status|product|settings|account"
    r"|search|results|order|orders|payment|booking|admin|profile|dashboard|app|site|portal|help|contact|cart|basket"
    r"|download|upload|confirmation|invoice|billing|report|reports|history|error|wiki|intranet)\b(?:\s+[\w-]+)?"
    r"\s+pages?$",
    _I,
)
_WRONG = (
    r"wrong|incorrect|old|outdated|out-of-date|stale|duplicate|double|blank|garbled|corrupted|random|weird|bogus"
    # a value gone by, said by when it held: "last year's tax rate", "yesterday's prices", "the previous logo"
    r"|previous|last\s+(?:year|month|week|quarter|season|term)'?s|yesterday'?s"
)
# what a thing gives out when it gives nothing right: "the dashboard is showing zeros", "search
# returns nothing", "the till prints gibberish"
_EMPTY = (
    r"zeros|zeroes|0s|nothing|blank|blanks|null|nulls|nan|nans|garbage|gibberish|nonsense|rubbish|junk|errors"
    r"|an?\s+error|error\s+messages?|question\s+marks|dashes|n/a|empty\s+\w+|no\s+(?:data|results|numbers|figures"
    r"|values|orders|sales|prices|images|pictures|photos|text)"
)
# what a screen or a printout shows (never "returns": "the shop returns nothing" takes nothing back)
_SHOWING = (
    r"showing|shows|showed|displaying|displays|printing|prints|reading|reads|giving|gives|spitting\s+out|loading"
    r"|loads|exporting|exports|generating|generates|pulling|pulls"
)
# a part or a piece a thing should have and lacks: "invoice PDFs are missing the VAT line", "the
# export's missing half the rows" (never a person's: "the intern is missing the meeting")
_LACKING = r"missing|lacking|dropping|losing|omitting|leaving\s+out|cutting\s+off"
_LACKED = r"(?:the|a|an|its|their|all|some|half|half\s+the|most\s+of\s+the|some\s+of\s+the|every)\s+[\w'-]+"
# "won't stop beeping": a thing that cannot be made to stop what it does
_NOISES = r"beeping|ringing|flashing|alarming|buzzing|humming|running|spinning|dripping|flickering|blinking"
# times shown shifted by a fixed amount: "showing everyone's appointments an hour off", "lists the shifts out by a
# day", "puts meetings an hour ahead" (never "late" or "early": a train shown late is late)
_AMOUNT = r"(?:an?|one|two|three|four|five|six|twelve|\d+|a\s+few|half\s+an?)\s+(?:hours?|hrs?|days?|mins?|minutes?)"
_SHIFT = rf"{_AMOUNT}\s+(?:off|out|ahead|behind)|(?:off|out)\s+by\s+{_AMOUNT}"
_SHIFT_WORDS = frozenset({"off", "out", "ahead", "behind"})
_SPAN_WORDS = frozenset({"hour", "hours", "hr", "hrs", "day", "days", "min", "mins", "minute", "minutes"})
# what a thing is for, done to nothing: "the coffee machine grinds nothing", "the pump pumps nothing" (never
# "does nothing", said of a law or a cream as much as of a machine)
_DOES = _alternation([w for lemma in _FUNCTIONS for w in _inflected(lemma)[1:3]])
_STATE = re.compile(
    r"^(?P<t>[^,;:]+?)(?:"
    + _BE
    + _ADVERBS
    + r"\s+(?:"
    + rf"(?P<not>{_NOT})\s+(?:(?:even|properly|really|always)\s+)?(?P<v>{_FUNCTION_FORMS})\b"
    + rf"|(?:won't|wont|will\s+not|can't|cant)\s+stop\s+(?:{_KEEPS_FAILING}|{_NOISES})\b"
    + rf"|(?P<ing>{_FAILING_NOW})\b(?!\s+along\b)"  # "the yacht is clipping along nicely": going well
    + rf"|(?P<lasting>{_LASTING_ING})(?=\s+(?:since|for\s+(?:days|hours|ages|weeks|a\s+while|a\s+week|\d+)|all\s+"
    r"(?:day|night|morning|afternoon|evening|week))\b)"
    + rf"|(?P<wrongly>{_WRONGLY}[\s-]?(?:{_FUNCTIONING}))\b"
    + rf"|(?P<poor>{_POOR})\b"
    + rf"|(?P<cold>(?:{_NOT})\s+(?:getting|get|staying|stay|going|keeping)\s+(?:{_TEMPERATURE}))\b"
    + rf"|(?P<temp>(?:(?:{_NOT})\s+(?:{_TEMPERATURE})|too\s+(?:warm|hot|cold|cool)|(?:lukewarm|tepid)"
    # said bare, the wrong one for the thing: "the fridge is warm", "the radiators are cold"
    + r"|(?:(?:stone|ice|freezing|really|quite|a\s+bit|bit|kinda|super)\s+)?(?:warm|hot|cold)"
    # warming, said of a thing kept cold: "the walk-in cooler is warming up", "freezer's getting warm"
    + r"|(?:slowly\s+)?(?:warming|heating)\s+up|getting\s+(?:warm|hot)(?:er)?))\b"
    + rf"|(?P<output>{_OUTPUT})\s+(?:(?:the|a|an|some|all\s+the)\s+)?(?P<wrong>{_WRONG})\s+(?P<what>[\w'-]+)"
    + rf"|(?P<empty>(?:{_SHOWING})\s+(?:(?:all|only|just)\s+)?(?:{_EMPTY}))\b"
    + rf"|(?P<none>(?:{_DOES})\s+(?:absolutely\s+)?nothing)\b"
    + rf"|(?P<shifted>(?:{_SHOWING}|{_OUTPUT})\s+(?:[\w'-]+\s+){{1,4}}?(?:{_SHIFT}))(?=\s|$)"
    + rf"|(?P<lacking>(?:{_LACKING})\s+{_LACKED})\b"
    # a thing that cannot reach what it needs: "the sat phone isn't getting a signal", "GPS not picking up any
    # satellites", "Iridium phone no getting a signal" (Scots "no": not)
    # stuck by ice, dirt or rust, said with "is": "the satellite dish is iced up", "the valve's seized solid"
    + r"|(?P<seized>(?:iced|frozen|frosted|fogged|clogged|jammed|seized|rusted|corroded|cracked|chipped|warped"
    + r"|buckled|frayed|flooded|blocked)(?:\s+(?:up|solid|shut|through))?)(?=\s+and\s|\s*$)"
    + rf"|(?P<unreached>(?:{_NOT}|no)\s+(?:getting|get|picking\s+up|pick\s+up|finding|find|holding|hold)\s+"
    + r"(?:a|an|any|the|its)?\s*(?:signal|reception|fix|gps\s+fix|satellites?|sats?|lock|connection|network))\b"
    + r")"
    + r"|"
    + _ADVERBS
    + rf"\s+(?:keeps?|kept|started|starts)\s+(?P<keeps>{_KEEPS_FAILING}|{_WRONGLY}[\s-]?(?:{_FUNCTIONING}))\b"
    + r"|"
    + _ADVERBS
    + rf"\s+(?P<past>{_FAILED})\b"
    + r")(?P<rest>\s+.+)?$",
    _I,
)
# a clause goes on after the state: "and", "because", a person doing something
_CLAUSE_ON = re.compile(
    r"\b(?:and|but|so|because|cos|coz|since\s+(?:i|we|you)|when|if|unless|which|then|i|i'm|im|i've|we|we're|you|he"
    r"|she|they|need|needs|should|must|will|'ll|gotta|going|let's|lets|please|pls)\b",
    _I,
)
# the land and the water, which ice and snow close and no one mends: "the pond", "the pass", "the fjord"
_NATURE = re.compile(
    r"\b(?:lake|lakes|pond|river|stream|creek|sea|bay|fjord|loch|harbou?r|canal|ground|field|fields|pass|valley"
    r"|mountain|hill|slope|beach|ice\s+sheet|glacier|track|trail|path|road|roads|runway)$",
    _I,
)
# a second sign of the same fault, after "and": "… and not locking on", "… an no locking on" (Scots "no": not),
# "… and cutting squint" (doing its job askew); never a clause of its own ("… and Tom is on it", "and I need …")
_SECOND_FAULT = re.compile(
    rf"^and\s+(?:(?:{_NOT}|no)\s+(?:{_FUNCTION_FORMS}|[a-z]+ing)(?:\s+(?:on|up|in|properly|at\s+all))?"
    r"|(?:cutting|running|spinning|reading|printing|drilling|turning|pulling|steering|sitting|hanging)\s+"
    r"(?:squint|crooked|skew(?:-?whiff)?|askew|wonky|badly|rough|unevenly|off|funny|weird))\s*[.!]*$",
    _I,
)
# what may follow a state of failure: when, where, how often ("again", "in the cold room", "every
# morning"); an object ("peeling potatoes") makes it an activity
_AFTER_STATE = re.compile(
    r"^(?:again|once\s+again|up|out|over|in|at|on|under|from|since|for|all|every|today|this|overnight|when|whenever"
    r"|only|after"
    r"|everywhere|into|onto|down|through|thru"
    r"|badly|bad|by|near|behind|next\s+to|round|around|along|outside|inside|underneath|upstairs|downstairs|twice|once"
    r"|\w+\s+times|repeatedly|constantly|nonstop|non-stop)\b",  # never "yesterday": a past event, maybe over
    _I,
)
# what a "won't"/"doesn't" is said with when it tells of hours or plans, not a fault
_PLANNED = re.compile(
    r"^(?:until|till|til|before|after|yet|soon|in\s+time|by|on\s+\w+days|at\s+(?:weekends|night)|tomorrow|tmrw"
    r"|this\s+(?:quarter|year|month|week|term|season|time)|next\s+\w+|on\s+(?:mon|tue|wed|thu|fri|sat|sun)\w*)\b",
    _I,
)
_REST_WORDS = 7  # "for saturday classes", "half the time", "past 4 degrees": longer, a clause goes on
_THING_WORDS = 6
_PLACE = re.compile(
    r"^(?P<thing>.+?)\s+(?P<place>(?:in|at|on|under|behind|outside|inside|near|by|upstairs|downstairs|from)\b.*)$", _I
)
_NOT_A_THING = frozenset({
    "i", "we", "you", "he", "she", "they", "it", "this", "that", "everyone", "everybody", "someone", "nobody",
    "things", "stuff", "life", "there", "who", "what", "which", "one", "mine", "yours",
    "no",  # "no more sparks": the trouble gone, nothing failing
    # the weather, which stops a game or a plan but never fails: "rain stopped play at the cricket"
    "rain", "snow", "wind", "weather", "fog", "drizzle", "sleet", "hail", "storm", "thunder", "heatwave", "sun",
})  # fmt: skip
_ARTICLE = re.compile(r"^(?:the|my|our|your|their|this|that|these|those)\s+", _I)
_NAME = re.compile(r"(?-i:[A-ZÀ-Ý][a-zà-ÿ'-]+)")  # one capitalised word: a person as likely as a thing

# "like mad", "like crazy", "nonstop": how much, said last, never part of what or where ("every few
# minutes", "constantly" say how often, which the failing verbs read: "drops every few minutes"); but
# "running nonstop" is the fault itself (a toilet that will not stop), never "running", working again
_INTENSIFIER = gated(re.compile(
    r"(?:\s+(?:like\s+(?:mad|crazy|hell|anything|nobody'?s\s+business|a\s+(?:sieve|tap|madman|strobe|disco))"
    r"|(?<!running\s)non-?stop|(?<!running\s)24/7))+(?=[\s!.…]*$)",
    _I,
))
# "flaky af today", "slow as hell this morning": how much, said before when, taken out where it stands
_AF = re.compile(r"\s+(?:af|asf|as\s+(?:hell|heck|f+|fuck|anything))\b(?=[\s!.…]*$|\s+(?:today|again|now|atm|rn"
                 r"|lately|tonight|this\s+\w+)\b)", _I)


def without_intensifier(s: str) -> str:
    """``s`` without a closing intensifier ("flickering like mad": "flickering")."""
    return _INTENSIFIER.sub("", _AF.sub("", s))


# the words one of which every reading needs, looked for before the costly pattern: a form of a
# failure, or a negation with a form of a function, or a word of wrong output
_FAILURE_WORDS = frozenset(w for lemma in _FAILURES for w in _inflected(lemma))
_FUNCTION_WORDS = frozenset(w for lemma in _FUNCTIONS for w in _inflected(lemma)) | frozenset(
    {"kick", "kicks", "kicked", "kicking", "come", "comes", "coming", "came"}  # :data:`_PHRASAL_FUNCTIONS`
)
_NOT_WORDS = frozenset({"isn't", "isnt", "not", "aren't", "arent", "won't", "wont", "doesn't", "doesnt", "don't",
                        "dont", "can't", "cant", "cannot", "didn't", "didnt", "wasn't", "wasnt", "weren't", "werent",
                        "longer", "stopped"})  # fmt: skip
_WRONG_WORDS = frozenset({"wrong", "incorrect", "old", "outdated", "out-of-date", "stale", "duplicate", "double",
                          "blank", "garbled", "corrupted", "random", "weird", "bogus", "previous", "last",
                          "yesterday's", "yesterdays"})  # fmt: skip
_TEMPERATURE_WORDS = frozenset({"cold", "cool", "chilled", "hot", "warm", "warming", "warmer", "hotter"})
_WORD = re.compile(r"[a-z'-]+")


_POOR_WORDS = frozenset(w for w in re.findall(r"[a-z]+", _POOR) if w not in ("out", "of", "s"))
_FUNCTIONING_WORDS = frozenset(_inflected(lemma)[3] for lemma in _FUNCTIONS)
_WRONGLY_WORDS = frozenset(
    f"{prefix}{sep}{w}" for prefix in ("front", "back", "mis", "over", "under", "double", "false") for sep in ("", "-")
    for w in _FUNCTIONING_WORDS
) | frozenset({"front", "back", "mis", "over", "under", "double", "false"})
# a word of empty output or of a missing part, one of which an "empty" or "lacking" reading needs
_EMPTY_WORDS = frozenset(
    {"zeros", "zeroes", "0s", "nothing", "blank", "blanks", "null", "nulls", "nan", "nans", "garbage",
     "gibberish", "nonsense", "rubbish", "junk", "errors", "error", "empty", "missing", "lacking", "dropping",
     "losing", "omitting", "leaving", "cutting", "dashes", "marks", "n/a"}
)  # fmt: skip
# a word of the things kept at a temperature (:data:`_KEPT_COLD`, :data:`_KEPT_HOT`)
_KEPT_WORDS = frozenset(re.findall(r"[a-z]{2,}", _KEPT_COLD.pattern + " " + _KEPT_HOT.pattern)) - {"in", "air", "hot"}


def _kept(words: set[str]) -> bool:
    """Whether ``words`` name a thing kept at a temperature ("radiators", "walk-in")."""
    return any(w.removesuffix("'s").removesuffix("s") in _KEPT_WORDS or w.split("-")[0] in _KEPT_WORDS for w in words)

_NONE_OF = frozenset({"data", "results", "numbers", "figures", "values", "orders", "sales", "prices", "images",
                      "pictures", "photos", "text"})  # fmt: skip
# a person by role or kin: what they miss is no part a thing lacks
_SOMEONE = re.compile(r"\b(?:" + SERVICE + "|" + RELATIONS + r"|guy|bloke|lady|woman|man|people|folks|kids?)s?$", _I)
_EMITTING_WORDS = frozenset(w for lemma in _EMISSIONS for w in _inflected(lemma)[1:]) | {"lost", "burnt", "blew"}


def _worth_reading(s: str) -> bool:
    words = set(_WORD.findall(s.lower()))
    if words & _SHIFT_WORDS and words & _SPAN_WORDS:
        return True
    if words & _EMPTY_WORDS or ("no" in words and words & _NONE_OF):
        return True
    if words & _FAILURE_WORDS or words & _WRONG_WORDS or (words & _TEMPERATURE_WORDS and _kept(words)):
        return True
    if (words & _TEMPERATURE_WORDS and "too" in words) or words & {"lukewarm", "tepid"} or words & _POOR_WORDS:
        return True
    if words & _WRONGLY_WORDS and words & (_FUNCTIONING_WORDS | _WRONGLY_WORDS - {"front", "back", "mis", "over",
                                                                                   "under", "double"}):
        return True
    if words & _UNREACHED_WORDS and words & (_NOT_WORDS | {"no"}):  # "isn't getting a signal"
        return True
    return bool(words & _NOT_WORDS) and bool(words & _FUNCTION_WORDS)


_UNREACHED_WORDS = frozenset({"signal", "reception", "fix", "satellite", "satellites", "sats", "lock", "connection"})


# "the tractor's leaking hydraulic fluid", "van is burning oil again", "tyre keeps losing air":
# a thing, what it lets out, and at most where or when
_EMITS = re.compile(
    r"^(?P<t>[^,;:]+?)(?:'s|'re|\s+is|\s+are|\s+was|\s+has\s+been|'s\s+been|\s+keeps|\s+kept|\s+has|\s+have)?"
    + _ADVERBS
    + rf"\s+(?P<v>{_EMITTING})\s+(?:(?:some|a\s+lot\s+of|lots\s+of|loads\s+of|tons\s+of|a\s+bit\s+of|so\s+much"
    rf"|all\s+its|its)\s+)?(?P<what>{_SUBSTANCE})\b(?P<rest>\s+.+)?$",
    _I,
)


def emitting(s: str) -> OpenEpisode | None:
    """The issue a thing letting out what it holds opens ("the tractor's leaking hydraulic
    fluid": the tractor), or None; never a person ("Tom is losing steam") or a body."""
    s = s.strip()
    if len(s.split()) > MAX_WORDS or not (set(_WORD.findall(s.lower())) & _EMITTING_WORDS):
        return None
    m = _EMITS.match(s)
    if m is None:
        return None
    rest = (m["rest"] or "").strip()
    if rest and (len(rest.split()) > _REST_WORDS or _CLAUSE_ON.search(rest) or not _AFTER_STATE.match(rest)):
        return None  # "the pipe is leaking water into the flat below and …": a story goes on
    thing, place = _thing_and_place(_ARTICLE.sub("", m["t"].strip()))
    if not _a_thing(thing) or bodily(s, thing):
        return None
    if (air := re.match(r"(\w+)\s+air$", m["what"], _I)) and not _off_temperature(thing, air[1]):
        return None  # "the heater is blowing hot air": doing its job; "the aircon's blowing warm air": failing
    said = _state_words(s[m.end("t") :].strip())
    return OpenEpisode(thing, ", ".join(p for p in (place, said) if p))


def failing_state(s: str) -> OpenEpisode | None:
    """The issue a thing's state of failure opens ("walk-in freezer at the café isnt holding
    temp"), or what it lets out does ("the tractor's leaking hydraulic fluid"), or what it gives
    out lacks ("the projector in room 4 has no signal"), or None."""
    return _in_state(s) or emitting(s) or _without_output(s) or wrong_bill(s)  # "invoice 1042 from … is wrong"


# what a device gives out and has none of, or lost: "the projector in room 4 has no signal", "the telly's got no
# sound", "my phone has no signal again" (a place without a supply is :mod:`._issue_shapes`')
_NO_OUTPUT = gated(re.compile(
    r"^(?P<t>[^,;:]+?)(?:(?:'s|\s+has|\s+have)(?:\s+(?:still|suddenly|now|just))?\s+(?:got\s+)?(?:no|zero)"
    # or lost it: "the satellite dish lost signal after the storm", "the tv's lost its picture"
    r"|(?:'s|\s+has|\s+have|\s+keeps|\s+is|\s+just)?\s+(?P<lost>lost|losing)(?:\s+(?:its|the|all))?)\s+"
    r"(?P<n>signal|sound|audio|picture|image|video|display|power|internet|connection|connectivity|network|dial\s+tone"
    r"|suction|pressure|heat|reception)\b(?P<rest>\s+.+)?$",
    _I,
))


def _without_output(s: str) -> OpenEpisode | None:
    """The issue a device giving out none of what it should opens ("the telly's got no
    sound": the telly), or None for a person ("Tom has no signal") or a story going on."""
    m = _NO_OUTPUT.match(s.strip())
    if m is None:
        return None
    rest = (m["rest"] or "").strip()
    if rest and (len(rest.split()) > _REST_WORDS or _CLAUSE_ON.search(rest) or not _AFTER_STATE.match(rest)):
        return None
    thing, place = _thing_and_place(_ARTICLE.sub("", m["t"].strip()))
    if not _a_thing(thing) or bodily(s, thing):
        return None
    said = f"{m['lost'].lower()} {m['n']}" if m["lost"] else f"no {m['n']}"
    return OpenEpisode(thing, ", ".join(p for p in (place, said, rest) if p))


# a verb of going before an -ing: "went hunting", "gone skipping", "go fishing" (an outing, never a thing's state)
_WENT_OFF_TO = re.compile(r"\b(?:went|gone|go|goes|going|come|came)$", _I)
# when the trouble began, said last: "… since the clocks changed", "… since the update last night"
_SINCE = re.compile(r"\s+since\s+\S+(?:\s+\S+){0,5}$", _I)


def _in_state(s: str) -> OpenEpisode | None:
    s = s.strip()
    since = _SINCE.search(s)
    if since is not None and len(s.split()) > MAX_WORDS:
        # a long report with when it began: the state read without it, the start kept as said
        found = _in_state(s[: since.start()])
        return found and OpenEpisode(found.topic, ", ".join(p for p in (found.detail, since.group().strip()) if p))
    if len(s.split()) > MAX_WORDS or not _worth_reading(s):
        return None
    m = _STATE.match(s)
    if m is None:
        return None
    rest = (m["rest"] or "").strip()
    if (len(rest.split()) > _REST_WORDS or _CLAUSE_ON.search(rest)) and not _SECOND_FAULT.match(rest):
        return None
    if m["not"] and _PLANNED.match(rest):
        return None  # "the shop doesn't open on sundays", "the deal won't close this quarter": hours or plans
    if m["lasting"] and (not _HAS_BEEN.match(s[m.end("t") :]) or (
        m["lasting"].lower() == "freezing" and _COLD_PLACE.search(m["t"])
    )):
        return None  # "the app is hanging" (a picture hangs too), "the office has been freezing": no fault
    sticking = m["ing"] and m["ing"].lower() == "sticking" and rest and not rest.lower().startswith("again")
    if sticking and not distinct_place(rest):  # "the lock is sticking at no 12": where, not how far
        return None  # "the price is sticking at 40", "Jo's sticking with it": only a latch or a door sticks bare
    stated = m["ing"] or m["lasting"] or m["past"] or m["cold"] or m["wrongly"] or m["temp"] or m["poor"]
    stated = stated or m["empty"] or m["none"] or m["seized"]
    if rest and _SECOND_FAULT.match(rest):
        pass  # "… is iced up and not locking on", "… is chipped and cutting squint": a second sign of the same fault
    elif stated and rest and not _AFTER_STATE.match(rest):
        return None  # "the paint is peeling potatoes": an object after a state of failure is no failure
    thing, place = _thing_and_place(_ARTICLE.sub("", m["t"].strip()))
    if not _a_thing(thing) and (relative := _ZERO_RELATIVE.match(_ARTICLE.sub("", m["t"].strip()))) is not None:
        thing, place = relative["n"], relative["rel"]  # "the tablet we use for the inventory": the tablet, which one
    if m["seized"] and _NATURE.search(thing):
        return None  # "the pond is iced up", "the pass is blocked": the weather's doing, no thing to mend
    if not _a_thing(thing) or bodily(s, thing) or (m["ing"] and _WENT_OFF_TO.search(thing)):
        return None  # "the boys went hunting", "dad's gone skipping": an outing, no thing failing
    if (m["lacking"] or m["none"]) and _SOMEONE.search(thing):
        return None  # "the new intern is missing the induction", "the plumber did nothing": a person, no thing failing
    buzzing = re.match(r"buzz", m["ing"] or m["keeps"] or m["past"] or "", _I) is not None
    if buzzing and not _BUZZES_FAULTY.search(thing):
        return None  # "my phone is buzzing", "the office is buzzing today": a call, a lively place, no fault
    slipping = re.match(r"slip", m["ing"] or m["keeps"] or "", _I) is not None
    if slipping and _SLIPS_UNFAILING.search(thing):
        return None  # "the launch date is slipping": a plan falling behind, no fault
    if m["poor"] and _BLANK_UNFAILING.search(thing) and not _SCREEN_PAGE.search(thing):
        return None  # "my calendar is blank tomorrow", "my mind's gone blank": no thing failing
    if m["temp"] and not _off_temperature(thing, m["temp"]):
        return None  # "the coffee's not hot", "the office is too cold": no thing kept at a temperature
    said = s[m.end("t") :].strip()
    where = _PLACE_AFTER.search(rest)
    if not place and where is not None and distinct_place(where["p"]):
        # "the lock is sticking at no 12": the lock at no 12, not the one at no 14
        state = _state_words(said[: -len(where["p"])]).strip()
        return OpenEpisode(_phrase(f"{thing} {spelt_place(where['p'])}"), state)
    detail = ", ".join(p for p in (place, _state_words(said)) if p)
    return OpenEpisode(thing, detail)


# a thing told from others by a clause with no "that" (a contact clause): "the tablet we use for the inventory",
# "the printer they gave us", "the van i drive on tuesdays" (the head noun is the thing, the clause which one)
_ZERO_RELATIVE = re.compile(
    r"^(?P<n>[\w-]+(?:\s+[\w-]+){0,2}?)\s+(?P<rel>(?:that\s+|which\s+)?(?:we|i|you|they)\s+[a-z]\w*(?:\s+\S+){0,5})$",
    _I,
)


# where a state of failure is, said last: "… sticking at no 12", "… flickering in room 4 again"
_PLACE_AFTER = re.compile(r"(?P<p>\b(?:in|at|on)\s+.+?)(?:\s+again)?$", _I)


def off_temperature(thing: str, said: str) -> bool:
    """:func:`_off_temperature`, for the reader of mends ("warm again" mends no fridge)."""
    return _off_temperature(thing, said)


def _off_temperature(thing: str, said: str) -> bool:
    """Whether ``said`` ("not cold", "too warm", "lukewarm") is the wrong temperature for
    ``thing``: a cooler not cold enough, a heater not hot enough."""
    words = without_place(thing)
    if re.search(r"\b(?:lukewarm|tepid)\b", said, _I):  # wrong for both: a cooler too warm, a heater too cold
        return bool(_KEPT_COLD.search(words) or _KEPT_HOT.search(words))
    warm = re.search(r"\b(?:warm|hot|warmer|hotter|warming|heating|toasty|cosy|cozy)\b", said, _I) is not None
    negated = re.search(r"\bnot\b|n'?t\b|\bno\s+longer\b", said, _I) is not None
    if _KEPT_COLD.search(words):
        return warm != negated  # "too warm", "lukewarm", "not cold"
    return bool(_KEPT_HOT.search(words)) and warm == negated  # "not hot", "too cold"


def _state_words(said: str) -> str:
    """What the thing does wrong, as typed, without the "is" before it ("isnt holding temp")."""
    return re.sub(r"^(?:(?:'s|'re|is|are|was|were|has|have)\s+)?(?:been\s+)?", "", said.strip(), flags=_I)


def _thing_and_place(words: str) -> tuple[str, str]:
    """The thing, with where it is when that tells it from others ("projector in room 12");
    else the thing alone and the place apart ("walk-in freezer", "at the café")."""
    m = _PLACE.match(words)
    if m is None:
        return _phrase(words), ""
    if distinct_place(m["place"]):
        return _phrase(f"{m['thing']} {spelt_place(m['place'])}"), ""
    return _phrase(m["thing"]), m["place"].strip()


# what is eaten or drunk melts, rots and goes cold without any thing failing: "the ice cream is
# melting", "the bananas are rotting", "my soup isn't warm"
_CONSUMED = re.compile(
    r"\b(?:ice\s*cream|ice\s*lolly|chocolate|butter|cheese|milk|cream|yogh?urt|bread|toast|cake|cakes|biscuits?|fruit"
    r"|bananas?|apples?|avocados?|berries|strawberries|tomatoes|lettuce|salad|veg|vegetables|potatoes|meat|chicken|turkey|fish"
    r"|soup|stew|curry|rice|pasta|pizza|sandwich(?:es)?|leftovers|dinner|lunch|breakfast|food|coffee|tea|latte|cuppa"
    r"|beer|wine|drink|drinks|juice|smoothie|snowman|candle|candles)$",
    _I,
)


def eaten(thing: str) -> bool:
    """Whether ``thing`` is eaten or drunk ("the milk", "leftovers"): it goes off, never breaks."""
    return _CONSUMED.search(thing.strip()) is not None


def _a_thing(thing: str) -> bool:
    """Whether ``thing`` names a thing that can fail: never a person, a pronoun, food or a clause."""
    said = thing.strip().lower()
    if not said or said in _NOT_A_THING or said in PEOPLE or said.split()[0] in _NOT_A_THING:
        return False
    if _CONSUMED.search(said):
        return False
    if _NAME.fullmatch(thing.strip()):
        return False  # "Sipho won't start till June": a person as likely as a thing
    return _plausible(thing, max_words=_THING_WORDS)
