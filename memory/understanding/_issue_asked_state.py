"""Which way a question about an issue's state points: at the fault ("is the printer still
jammed", "is the wifi not working") or at the recovery ("is the printer working yet", "has the
boiler been fixed", "did anyone fix the lift", "is the vpn back up").

The answer's "Yes"/"No" must agree with the words asked: an open printer issue answers "is it
still jammed" with "Yes" and "is it working yet" with "No". Said with a "not" after the thing
("is the wifi still not back", "is the printer not fixed"), the question turns the other way;
"not working", "playing up", "acting up" are faults of their own, not a recovery denied.

``"fixed"`` when the words ask whether it recovered, ``"problem"`` when they ask whether the
fault holds (``"since"``, set by the question reader, when they ask when it began).
Hand-written: two closed word sets of English state words, read on the few words
of a question already known to be about an issue's state.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I

FIXED = "fixed"
PROBLEM = "problem"
SINCE = "since"  # "when did the wifi go down", "how long has the lift been stuck": when the fault began

# a device's job, which it fails at and then does again ("not charging", "is the car starting now")
_JOBS = r"charging|starting|booting|printing|loading|connecting|syncing|heating|cooling|draining"
# fault phrases that hold a recovery word or a "not" of their own ("not working", "playing up", "not charging")
_FAULT_PHRASE = re.compile(
    r"\b(?:not\s+working|isn'?t\s+working|(?:playing|acting|messing)\s+up|out\s+of\s+(?:order|action)|down"
    rf"|(?:not|isn'?t)\s+(?:{_JOBS}))\b",
    _I,
)
_RECOVERY = re.compile(
    r"\b(?:fix(?:ed)?|sort(?:ed)?|resolved?|repair(?:ed)?|mend(?:ed)?|unjam(?:med)?|unblock(?:ed)?|back|working"
    r"|up|ok|okay|fine|online|running|looked\s+at|seen\s+to|dealt\s+with|taken\s+care\s+of|cleared|restored"
    rf"|{_JOBS})\b",
    _I,
)
_NOT = re.compile(
    r"\b(?:not|never|no\s+longer|\w+n't|isnt|arent|hasnt|havent|wasnt|werent|didnt|doesnt|dont|aint)\b", _I
)


def asked_state(words: str) -> str:
    """``"fixed"`` or ``"problem"``: what the state words of an issue question ask about
    (``words``: the question without the thing's name, e.g. "is … still not back")."""
    said = _FAULT_PHRASE.sub(" fault ", words)
    recovery = bool(_RECOVERY.search(said))
    return FIXED if recovery != bool(_NOT.search(said)) else PROBLEM
