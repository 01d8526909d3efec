"""Whose thing it is, put right in the thing's own words: "sorry it's Davi's van, not
Diego's", "Aroha's ute not Hemi's", "not Tomasz's kayak — Zofia's".

Both sides are possessives of one thing (said once or twice), so what was wrong is the owner,
not the thing: the right owner and the wrong one are read as a name put right
(:class:`~memory.understanding.intents.CorrectName`), which :mod:`memory.derive` applies to
what the conversation touched last that holds the wrong name ("the van belongs to Diego",
"return Diego's drill"). Kept whole, "Davi's van" would have been stored as the owner's name.
Written by hand: one fixed shape ("<A>'s <thing> not <B>'s") that no fact reader takes apart.
"""

from __future__ import annotations

import re

from memory.understanding._correction_bare import _LEAD
from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated
from memory.understanding.intents import CorrectName
from memory.understanding.timex import has_date_words

# an owner: a word, or two capitalised ("Mary Jane's"), neither an article nor a pronoun ("the
# boss's" names no one); a word before it in lower case makes a clause ("take Aroha's ute")
_OWNER = (r"(?!(?:the|a|an|my|your|his|her|our|their|its|it|that|this|one)\b)"
          r"(?:(?-i:[A-ZÀ-Ý])[\w\-]*\s+(?=(?-i:[A-ZÀ-Ý])))?[^\W\d_][\w\-]*")
_POSS = r"(?:'s|’s|(?<=s)'|(?<=s)’)"  # "Davi's", "the Okafors' "
_SAID = r"(?:(?:it's|its|it\s+is|that's|thats|that\s+is|(?:i\s+)?meant)\s+)?"
_THING = r"(?:\s+(?P<thing>[^\W\d_][\w\-]*(?:\s+[^\W\d_][\w\-]*){0,2}))?"
_FORMS = [
    # "it's Davi's van, not Diego's", "Aroha's ute not Hemi's ute"
    gated(re.compile(rf"^{_SAID}(?P<new>{_OWNER}){_POSS}{_THING}\s*,?\s+(?:and\s+)?not\s+(?P<old>{_OWNER}){_POSS}"
               rf"(?:\s+(?P<again>[^\W\d_][\w\-]*(?:\s+[^\W\d_][\w\-]*){{0,2}}))?$", _I)),
    # "not Diego's van, Davi's", "not Tomasz's — it's Zofia's kayak"
    re.compile(rf"^not\s+(?P<old>{_OWNER}){_POSS}(?:\s+(?P<again>[^\W\d_][\w\-]*(?:\s+[^\W\d_][\w\-]*){{0,2}}))?"
               rf"\s*[,;:—–\-]+\s*{_SAID}(?P<new>{_OWNER}){_POSS}{_THING}$", _I),
]
_TRAIL = re.compile(r"[\s.!]+$|\s*(?:,\s*)?(?:sorry|my\s+bad|oops|typo|lol)[.!]*$", _I)


def owner_correction(s: str) -> CorrectName | None:
    """The wrong owner and the right one, or None when ``s`` puts no owner right."""
    text = _TRAIL.sub("", _LEAD.sub("", s.strip()))
    for form in _FORMS:
        m = form.match(text)
        if m is None:
            continue
        old, new = m["old"].strip(), m["new"].strip()
        thing, again = m["thing"], m["again"]
        if thing and again and thing.casefold() != again.casefold():
            return None  # "Davi's van, not Diego's car": two things, not one owner put right
        if old.casefold() == new.casefold() or has_date_words(f"{old} {new}"):
            return None
        return CorrectName(wrong=old, right=new)
    return None
