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

from memory.understanding._issue_fixes import PEOPLE
from memory.understanding._issue_guards import bodily
from memory.understanding._issue_shapes import MAX_WORDS, distinct_place, spelt_place
from memory.understanding._phrases import _I, _phrase, _plausible
from memory.understanding.intents import OpenEpisode

# what a thing is for, failed at when negated: "won't hold temp", "isn't draining", "doesn't dry"
_FUNCTIONS = (
    "hold", "keep", "start", "open", "close", "shut", "lock", "unlock", "latch", "seal", "drain", "flush", "spin",
    "print", "scan", "copy", "charge", "connect", "load", "boot", "sync", "save", "upload", "download", "register",
    "respond", "read", "dispense", "pump", "fill", "heat", "warm", "cool", "chill", "freeze", "light", "ignite",
    "fire", "pair", "recognise", "recognize", "detect", "track", "record", "stream", "display", "refresh", "install",
    "launch",
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
)  # fmt: skip
# said only of a thing in the present ("is rebooting" is an action; "keeps rebooting" a fault)
_ONLY_KEEPS = frozenset({"reboot", "restart", "loop", "drop", "stall", "hang"})
_VOWELS = "aeiou"


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


def _alternation(words: list[str]) -> str:
    return "|".join(sorted(set(words), key=len, reverse=True))


_FUNCTION_FORMS = _alternation([w for lemma in _FUNCTIONS for w in _inflected(lemma)])
_FAILING_NOW = _alternation([_inflected(lemma)[3] for lemma in _FAILURES if lemma not in _ONLY_KEEPS])
_FAILED = _alternation([w for lemma in _FAILURES if lemma not in _ONLY_KEEPS for w in _inflected(lemma)[1:3]])
_KEEPS_FAILING = _alternation([_inflected(lemma)[3] for lemma in _FAILURES])

_NOT = (
    r"isn't|isnt|is\s+not|aren't|arent|are\s+not|won't|wont|will\s+not|doesn't|doesnt|does\s+not|don't|dont|do\s+not"
    r"|can't|cant|cannot|didn't|didnt|wasn't|wasnt|weren't|werent|keeps\s+not|no\s+longer|not|stopped|has\s+stopped"
    r"|have\s+stopped"
)
_BE = r"(?:'s|'re|\s+is|\s+are|\s+was|\s+were|\s+has\s+been|\s+have\s+been|'s\s+been|\s+seems\s+to\s+be)?"
_ADVERBS = r"(?:\s+(?:still|now|just|really|completely|totally|constantly|always|randomly|suddenly|also|again))*"
# what a thing gives out wrong: "showing the wrong prices", "charged the wrong amount"
_OUTPUT = (
    r"showing|displaying|printing|calculating|charging|reading|giving|pulling|listing|quoting|applying|returning"
    r"|sending(?:\s+out)?|emailing|billing|adding|using|generating|exporting|importing|syncing|posting|scanning"
    r"|showed|displayed|printed|calculated|charged|gave|pulled|listed|quoted|applied|returned|sent(?:\s+out)?"
    r"|billed|added|generated|exported|imported|synced|posted|scanned|shows|displays|prints|calculates|charges"
    r"|reads|gives|pulls|lists|quotes|applies|returns|sends(?:\s+out)?|bills|adds|generates|exports|posts"
)
# what a cooler or a heater should get to and stays short of: "isn't getting cold", "won't stay hot"
_TEMPERATURE = r"(?:cold|cool|chilled|hot|warm)(?:\s+enough)?"
_WRONG = r"wrong|incorrect|old|outdated|out-of-date|stale|duplicate|double|blank|garbled|corrupted|random|weird|bogus"
# "won't stop beeping": a thing that cannot be made to stop what it does
_NOISES = r"beeping|ringing|flashing|alarming|buzzing|humming|running|spinning|dripping|flickering|blinking"
_STATE = re.compile(
    r"^(?P<t>[^,;:]+?)(?:"
    + _BE
    + _ADVERBS
    + r"\s+(?:"
    + rf"(?P<not>{_NOT})\s+(?:(?:even|properly|really|always)\s+)?(?P<v>{_FUNCTION_FORMS})\b"
    + rf"|(?:won't|wont|will\s+not|can't|cant)\s+stop\s+(?:{_KEEPS_FAILING}|{_NOISES})\b"
    + rf"|(?P<ing>{_FAILING_NOW})\b"
    + rf"|(?P<cold>(?:{_NOT})\s+(?:getting|get|staying|stay|going|keeping)\s+(?:{_TEMPERATURE}))\b"
    + rf"|(?P<output>{_OUTPUT})\s+(?:(?:the|a|an|some|all\s+the)\s+)?(?P<wrong>{_WRONG})\s+(?P<what>[\w'-]+)"
    + r")"
    + r"|"
    + _ADVERBS
    + rf"\s+(?:keeps?|kept|started|starts)\s+(?P<keeps>{_KEEPS_FAILING})\b"
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
# what may follow a state of failure: when, where, how often ("again", "in the cold room", "every
# morning"); an object ("peeling potatoes") makes it an activity
_AFTER_STATE = re.compile(
    r"^(?:again|once\s+again|up|out|over|in|at|on|under|from|since|for|all|every|today|this|overnight|when|whenever"
    r"|badly|by|near|behind|next\s+to|round|around|along|outside|inside|underneath|upstairs|downstairs|twice|once"
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
})  # fmt: skip
_ARTICLE = re.compile(r"^(?:the|my|our|your|their|this|that|these|those)\s+", _I)
_NAME = re.compile(r"(?-i:[A-ZÀ-Ý][a-zà-ÿ'-]+)")  # one capitalised word: a person as likely as a thing

# "like mad", "like crazy", "nonstop": how much, said last, never part of what or where ("every few
# minutes", "constantly" say how often, which the failing verbs read: "drops every few minutes")
_INTENSIFIER = re.compile(
    r"(?:\s+(?:like\s+(?:mad|crazy|hell|anything|nobody'?s\s+business|a\s+(?:sieve|tap|madman|strobe|disco))"
    r"|non-?stop|24/7))+(?=[\s!.…]*$)",
    _I,
)


def without_intensifier(s: str) -> str:
    """``s`` without a closing intensifier ("flickering like mad": "flickering")."""
    return _INTENSIFIER.sub("", s)


# the words one of which every reading needs, looked for before the costly pattern: a form of a
# failure, or a negation with a form of a function, or a word of wrong output
_FAILURE_WORDS = frozenset(w for lemma in _FAILURES for w in _inflected(lemma))
_FUNCTION_WORDS = frozenset(w for lemma in _FUNCTIONS for w in _inflected(lemma))
_NOT_WORDS = frozenset({"isn't", "isnt", "not", "aren't", "arent", "won't", "wont", "doesn't", "doesnt", "don't",
                        "dont", "can't", "cant", "cannot", "didn't", "didnt", "wasn't", "wasnt", "weren't", "werent",
                        "longer", "stopped"})  # fmt: skip
_WRONG_WORDS = frozenset(_WRONG.replace("\\", "").split("|"))
_TEMPERATURE_WORDS = frozenset({"cold", "cool", "chilled", "hot", "warm"})
_WORD = re.compile(r"[a-z'-]+")


def _worth_reading(s: str) -> bool:
    words = set(_WORD.findall(s.lower()))
    if words & _FAILURE_WORDS or words & _WRONG_WORDS or (words & _NOT_WORDS and words & _TEMPERATURE_WORDS):
        return True
    return bool(words & _NOT_WORDS) and bool(words & _FUNCTION_WORDS)


def failing_state(s: str) -> OpenEpisode | None:
    """The issue a thing's state of failure opens ("walk-in freezer at the café isnt holding
    temp"), or None."""
    s = s.strip()
    if len(s.split()) > MAX_WORDS or not _worth_reading(s):
        return None
    m = _STATE.match(s)
    if m is None:
        return None
    rest = (m["rest"] or "").strip()
    if len(rest.split()) > _REST_WORDS or _CLAUSE_ON.search(rest):
        return None
    if m["not"] and _PLANNED.match(rest):
        return None  # "the shop doesn't open on sundays", "the deal won't close this quarter": hours or plans
    if m["ing"] and m["ing"].lower() == "sticking" and rest and not rest.lower().startswith("again"):
        return None  # "the price is sticking at 40", "Jo's sticking with it": only a latch or a door sticks bare
    if (m["ing"] or m["past"] or m["cold"]) and rest and not _AFTER_STATE.match(rest):
        return None  # "the paint is peeling potatoes": an object after a state of failure is no failure
    thing, place = _thing_and_place(_ARTICLE.sub("", m["t"].strip()))
    if not _a_thing(thing) or bodily(s, thing):
        return None
    said = s[m.end("t") :].strip()
    detail = ", ".join(p for p in (place, _state_words(said)) if p)
    return OpenEpisode(thing, detail)


def _state_words(said: str) -> str:
    """What the thing does wrong, as typed, without the "is" before it ("isnt holding temp")."""
    return re.sub(r"^(?:'s|'re|is|are|was|were|has\s+been|have\s+been)\s+", "", said.strip(), flags=_I)


def _thing_and_place(words: str) -> tuple[str, str]:
    """The thing, with where it is when that tells it from others ("projector in room 12");
    else the thing alone and the place apart ("walk-in freezer", "at the café")."""
    m = _PLACE.match(words)
    if m is None:
        return _phrase(words), ""
    if distinct_place(m["place"]):
        return _phrase(f"{m['thing']} {spelt_place(m['place'])}"), ""
    return _phrase(m["thing"]), m["place"].strip()


def _a_thing(thing: str) -> bool:
    """Whether ``thing`` names a thing that can fail: never a person, a pronoun or a clause."""
    said = thing.strip().lower()
    if not said or said in _NOT_A_THING or said in PEOPLE or said.split()[0] in _NOT_A_THING:
        return False
    if _NAME.fullmatch(thing.strip()):
        return False  # "Sipho won't start till June": a person as likely as a thing
    return _plausible(thing, max_words=_THING_WORDS)
