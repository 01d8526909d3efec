"""Things said to be failing, in the shapes :func:`._sign_forms.fault` leaves alone, for
:mod:`._signs`: a subject with no "the" ("projector in room 12 is flickering like mad", "wifi in
conf room B drops every few minutes", "heater in the office not works"), a fault verb said of how
a thing behaves ("the boilers making noises again", "fridge at the clinic is not cooling"), and a
failure said of nothing named ("still broken", "it's playing up again", "the thing is doing the
thing again").

Each only ever leads to a question, never to an opened issue. With no "the", a thing is known
only by its fault word, so only words said of machines count here ("broken", "flickering",
"not cooling"), never "out", "off", "down" or "dead" ("Sam's out", "Kofi's off today").
"""

from __future__ import annotations

import re

from memory.understanding._issue_fixes import PEOPLE
from memory.understanding._issue_guards import about_time
from memory.understanding._issue_states import FAILURES, FUNCTIONS, ONLY_KEEPS, inflected
from memory.understanding._kin import AMBIGUOUS_KIN, KIN_WORDS, alternation
from memory.understanding._phrases import _I

_PUNCT = " ,.;:!?-–—"


def _alternation(words: list[str]) -> str:
    return "|".join(sorted(set(words), key=len, reverse=True))


# The fault words are :mod:`._issue_states`' lexicons (one source of the words a thing fails in):
# a failure verb in any tense, "keeps" before it or not ("flickers", "jammed", "keeps crashing";
# those :data:`ONLY_KEEPS` names only after "keeps": "the office is freezing" is the weather), and
# a function verb negated ("isn't cooling", "won't charge", "not draining"). Said with no "the",
# the net leaves out the failure verbs people and food do as much as machines (:data:`_SAID_OF_ALL`),
# and adds the states only a machine is in ("broken", "kaput", "playing up"), which no verb lexicon holds.
_SAID_OF_ALL = frozenset({
    "moan", "groan", "whine", "skip", "lag", "fail", "trip", "stick", "crack", "short", "rot", "rust", "melt", "sag",
    "peel", "crumble", "fray", "splinter", "subside", "bulge", "blister", "mildew", "condense", "ice", "frost",
    "fog", "duplicate", "loop", "buffer", "seize", "squeal", "creak", "chirp", "hiss", "warp", "buckle", "slip",
})  # fmt: skip
_NET_FAILURES = [lemma for lemma in FAILURES if lemma not in _SAID_OF_ALL]
_ANY_TENSE = _alternation([w for lemma in _NET_FAILURES if lemma not in ONLY_KEEPS for w in inflected(lemma)[1:]])
_KEEPS_ONLY = _alternation([inflected(lemma)[3] for lemma in _NET_FAILURES if lemma in ONLY_KEEPS])
_FUNCTION_ING = _alternation([inflected(lemma)[3] for lemma in FUNCTIONS] + ["working"])
_FUNCTION_BASE = _alternation([*FUNCTIONS, "work", "turn\\s+on", "switch\\s+on", "power\\s+on"])
_MACHINE_FAULTS = (
    rf"(?:keeps?\s+)?(?:{_ANY_TENSE})(?:\s+(?:out|up|over))?|keeps?\s+(?:{_KEEPS_ONLY})(?:\s+out)?"
    r"|glitchy|bricked|kaput|busted|on\s+the\s+(?:blink|fritz)|broken|broke\s+down|borked|playing\s+up"
    r"|acting\s+up|blocked|(?:keeps\s+)?(?:dropping|cutting)(?:\s+out)?|drops(?:\s+out)?|cuts\s+out"
    r"|stopped\s+working|not\s+working"
    # what a machine leaks: "the outboard's leaking oil", "boiler leaks water" (a leak of nothing named is a lexicon's)
    r"|(?:keeps\s+)?leak(?:s|ing|ed)?\s+(?:oil|water|fuel|petrol|diesel|coolant|gas|air|everywhere)"
    rf"|(?:(?:is|are)\s+not|isn'?t|aren'?t|not)\s+(?:{_FUNCTION_ING}|works?)"
    rf"|(?:won'?t|wont|doesn'?t|don'?t|can'?t|cannot|didn'?t)\s+(?:{_FUNCTION_BASE}|working)"
    r"|making\s+(?:a\s+)?(?:\w+\s+){0,2}(?:noises?|sounds?|racket)"  # "making a horrible grinding noise"
)
# how often or how badly, after the fault: "like mad", "every few minutes", "again tho"
_TAIL = (
    r"(?:\s+(?:again|like\s+(?:mad|crazy|anything)|constantly|all\s+the\s+time|non-?stop|every\s+(?:few\s+)?\w+"
    r"|tho|though|btw|atm|now|today|ugh|lately)|\s*[\U0001F300-\U0001FAFF\u2600-\u27BF])*"
)
# "projector in room 12", "wifi in conf room B", "the fridge at the clinic": the thing and where it is
_THING = (
    r"(?:(?:the|my|our|this|that)\s+)?(?P<t>[\w'-]+(?:\s+[\w'-]+){0,2}?(?:\s+(?:in|at|on)\s+(?:the\s+)?[\w'-]+"
    r"(?:\s+[\w'-]+){0,2}?)?)"
)
_BEHAVES = re.compile(
    r"^" + _THING + r"(?:\s+(?:is|are|has|have|keeps|just|still)|'s|(?<=[a-z])s)?"
    r"\s+(?:(?:completely|totally|still|just)\s+)?"
    r"(?:" + _MACHINE_FAULTS + r")" + _TAIL + r"$",
    _I,
)
# people, pets and moods do "play up" and "break" too: "the kids are playing up", "my heart is broken"
# (kin from the shared vocabulary, never the short words that also name a thing: "the PA system")
_KIN = alternation(KIN_WORDS - AMBIGUOUS_KIN)
_NOT_A_MACHINE = re.compile(
    rf"^(?:(?:{_KIN})\b(?!')|(?:i|we|you|he|she|they|it|that|this|everyone|everything|kids?|baby|toddler|dog|cat"
    r"|puppy|boss|heart|head|brain|back|legs?|knees?|mood|voice|sleep)\b)"
    rf"|\b(?:{_KIN}|kids?|baby|boy|girl|dog|cat|heart|back|knees?)$",
    _I,
)
# a failure said of nothing named: "still broken", "it's down again", "the thing is doing the thing again"
_UNNAMED = re.compile(
    r"^(?:(?:it|that|this|everything)(?:'s|\s+is|\s+keeps|s)\s+|(?:the|my|our)\s+(?:thing|stuff)\s+(?:is|'s|keeps)\s+)?"
    r"(?:(?P<still>still)\s+)?(?:broken|broke|not\s+working|not\s+fixed|down|playing\s+up|acting\s+up|leaking|crashing"
    r"|doing\s+(?:the|that|its|it's)\s+(?:thing|trick))(?P<again>\s+again)?" + _TAIL + r"$",
    _I,
)


def failing(said: str) -> str | None:
    """The thing ``said`` reports failing ("projector in room 12"), or None."""
    m = _BEHAVES.match(said.strip(_PUNCT))
    if m is None or _NOT_A_MACHINE.search(m["t"]) or _UNNAMED.match(said.strip(_PUNCT)):
        return None
    if about_time(re.sub(r"^(?:the|my|our)\s+", "", m["t"].strip(_PUNCT), flags=_I)):
        return None  # "the group chat is dead", "the market is crashing": a mood or a measure
    thing = m["t"].strip(_PUNCT)
    if re.search(r"\s(?:stopped|quit|ceased)$", thing, _I):
        return None  # "the tap stopped dripping": the trouble ended, no "tap stopped" failing
    if thing.lower() in PEOPLE or (_NAME.fullmatch(thing) and _PEOPLE_DO.search(said[m.end("t") :])):
        return None  # "Sam is not working today": a person off work ("Jenkins stopped working": a machine)
    return thing


_NAME = re.compile(r"(?-i:[A-ZÀ-Ý][a-zà-ÿ'-]+)")  # one capitalised word: a person as likely as a thing
# what a person does as much as a machine: said of a lone name, a person ("Sam's not working today")
_PEOPLE_DO = re.compile(
    r"^(?:'s|\s+(?:is|are))?\s+(?:not|isn'?t|won'?t|doesn'?t|can'?t)\s+(?:work|respond|start|answer|pick|ring|call"
    r"|reply|open|close|play)",
    _I,
)


def failing_unnamed(said: str) -> bool:
    """Whether ``said`` reports a failure again without naming the thing ("still broken",
    "it's playing up again"): "still" or "again" or an "it" makes it a report, not a word."""
    text = said.strip(_PUNCT)
    m = _UNNAMED.match(text)
    return m is not None and bool(m["still"] or m["again"] or not re.match(r"(?:still\s+)?\w+$", text, _I))
