"""A name said wrong and put right: "not Amara — Amani", "sorry, it's Amani not Amara", "I
meant Jon, not John", "Rafaela, not Rafael".

Both sides must look like names (capitalised, a few words, no date words), so "not friday,
thursday" stays a date correction and "no, thanks" nothing. Which fact or commitment held the
wrong name is decided by :mod:`memory.derive` from what the conversation touched last.
"""

from __future__ import annotations

import re

from memory.understanding._correction_bare import _LEAD
from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated
from memory.understanding.intents import CorrectName
from memory.understanding.timex import has_date_words

_NAME = r"[A-ZÀ-Ý][\w'’.\-]*(?:\s+[A-ZÀ-Ý][\w'’.\-]*){0,2}"
_SAID = r"(?i:(?:i\s+)?(?:meant|mean)|it's|its|it\s+is|it\s+was|that's|should\s+be|should've\s+been|that\s+should\s+be)"
_FORMS = [
    # "not Amara — Amani", "not Amara, it's Amani"
    re.compile(rf"^not\s+(?P<old>{_NAME})\s*[,:;—–\-]+\s*(?:{_SAID}\s+)?(?P<new>{_NAME})$", re.UNICODE),
    # "it's Amani not Amara", "I meant Jon, not John", "Rafaela, not Rafael"
    gated(re.compile(rf"^(?:{_SAID}\s+)?(?P<new>{_NAME})\s*,?\s+(?:and\s+)?not\s+(?P<old>{_NAME})$", re.UNICODE)),
]
# "wrong person, it's Ola not Olu": said before the names, it only says a name was wrong
_WRONG_ONE = gated(re.compile(
    r"^(?:(?:wrong\s+)?(?:person|name|guy|girl|man|woman|one)"
    # "Aoife's spelt wrong, it's Aoibhe not Aoife", "name's misspelled:"
    r"|(?:[\w'’\-]+['’]s|(?:the\s+)?name(?:['’]s|\s+is|\s+was))\s+(?:spelt|spelled|misspelt|misspelled|written)"
    r"\s+wrong(?:ly)?)\s*[,:;.!\-–—]+\s*",
    _I,
))
_SAID_RE = re.compile(rf"^{_SAID}\b", _I)
_TRAIL = re.compile(r"[\s.!]+$|\s*(?:,\s*)?(?:sorry|my\s+bad|oops|typo)[.!]*$", _I)


def name_correction(s: str) -> CorrectName | None:
    """The wrong name and the right one, or None when ``s`` corrects no name."""
    rest = _TRAIL.sub("", _LEAD.sub("", _WRONG_ONE.sub("", _LEAD.sub("", s.strip()))))
    for form in _FORMS:
        m = form.match(rest)
        if m is None:
            continue
        old, new = m["old"].strip(), m["new"].strip()
        if old.casefold() == new.casefold() or _SAID_RE.match(new) or has_date_words(f"{old} {new}"):
            return None
        if not (_lettered(old) and _lettered(new)):
            return None
        if bool(_HONORIFIC_END.search(old)) != bool(_HONORIFIC_END.search(new)):
            # "not Sato, Suzuki-san": the honorific goes with whichever name is stored
            old, new = _HONORIFIC_END.sub("", old), _HONORIFIC_END.sub("", new)
        return CorrectName(wrong=old, right=new)
    return None


# Honorifics written onto a name with a hyphen ("Sato-san", "Park-nim", "Sharma-ji"): part of
# how the name is said, not of the name, so "Sato" names "Sato-san" (see memory.derive)
HONORIFIC = r"-(?:san|sama|kun|chan|sensei|senpai|sempai|dono|ji|nim|ssi|ssaem)\b"
_HONORIFIC_END = re.compile(HONORIFIC + "$", _I)


def _lettered(name: str) -> bool:
    """A name, not a shout: at least one lower-case letter in each word ("Jon", "McDonald")."""
    return all(any(ch.islower() for ch in word) for word in name.split())
