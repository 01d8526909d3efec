"""Done, said as the outcome of a check the to-do was for: "car passed its MOT 🎉" ends "get the
car MOT done", "the van passed inspection" ends "book the van's inspection", "boiler passed its
service" ends "get the boiler serviced".

A thing that passes (or has gone through, got through) a check was checked: the to-do about
that check of that thing is done. The reading is a past-tense report (``past_tense``): it ends a
to-do only when one fits ("car MOT"), else it keeps nothing ("the restaurant passed its health
inspection", with no to-do, is news). A person passing ("Amara passed her driving test", "I
passed the exam") is news about them, never a to-do of theirs recap could tell: no reading.

Hand-written: a closed list of checks a thing is put through; no library reads chat outcomes.
"""

from __future__ import annotations

import re

from memory.understanding._issue_fixes import PEOPLE
from memory.understanding._phrases import _I, _phrase
from memory.understanding._prefilter import gated
from memory.understanding.intents import CompleteCommitment, Intent

# the checks a thing is put through: "MOT", "smog check", "WOF", "fire inspection", "annual service"
_CHECK = (
    r"(?:(?:annual|yearly|first|final|fire|safety|gas\s+safety|health|food\s+hygiene|hygiene|electrical|building"
    r"|structural|emissions?|smog|roadworthy|roadworthiness|pre-?purchase|boiler|pat|vehicle|car|home)\s+)*"
    r"(?:mot|m\.o\.t\.?|inspection|inspections|check|checks|service|test|wof|nct|rego\s+check|audit|survey"
    r"|assessment|certification|cert|emissions\s+test"
    # roadworthiness tests by their local names: Malta's VRT, Germany's TÜV, Spain's ITV, the Dutch APK,
    # Australia's RWC, NZ's COF, France's contrôle technique
    r"|vrt|t[üu]v|itv|apk|rwc|cof|roadworthy|contr[oô]le\s+technique)"
)
_PASSED = gated(
    re.compile(
        r"^(?P<t>(?:(?:the|my|our|his|her|their)\s+)?(?!(?:i|we|you|he|she|they|it|everyone|someone)\b)"
        r"[\w'-]+(?:\s+[\w'-]+){0,2}?)\s+(?:has\s+|finally\s+|just\s+)*(?:passed|sailed\s+through|got\s+through"
        rf"|went\s+through|cleared)\s+(?:(?:its|it's|the|their|his|her|my|our)\s+)?(?P<c>{_CHECK})"
        r"(?:\s+(?:again|today|this\s+\w+|no\s+problem|with\s+no\s+\w+|first\s+time|finally|at\s+last|easily))*\s*$",
        _I,
    )
)
_NAME = re.compile(r"(?-i:[A-Z][a-z'-]+)$")  # "Amara passed her test": a person, most likely
_OWNER = re.compile(r"^(?:the|my|our|his|her|their)\s+", _I)


def passed_check(s: str, _ctx: object = None) -> list[Intent] | None:
    """The to-do a thing's passed check ends ("car passed its MOT" ends "get the car MOT done"),
    as a past-tense report, or None."""
    m = _PASSED.match(re.sub(r"[^\w)]+$", "", s.strip()))  # "car passed VRT 🚗✅": no emoji or stop after
    if m is None:
        return None
    thing = _OWNER.sub("", m["t"].strip())
    if thing.lower() in PEOPLE or _NAME.match(m["t"].strip()) or thing.lower() in _PERSONS:
        return None  # "my son passed his driving test": news about a person
    return [CompleteCommitment(f"{_phrase(thing)} {_phrase(m['c'])}", past_tense=True)]


# people said by what they are, beyond kin (PEOPLE): they pass tests of their own, never a thing's check
_PERSONS = frozenset({"kid", "boy", "girl", "student", "trainee", "apprentice", "intern"})
