"""A power cut said the way the places that live with them say it: the supplier "took light"
(Nigeria: "NEPA took light again", "PHCN don take light"), "no light since morning"; and the power
back ("NEPA brought light", "light don come back"). "light is back" is read where every "X is back"
is, and :func:`memory.episodes.topic_score` matches the lone "light" to "power".

Every form is an issue on the one topic "power", so "power's back" or "light is back" later resolves
what "NEPA took light" opened. A cut told as over ("NEPA took light for 6 hours yesterday") opens
nothing, and load shedding is a timetable, no fault ("loadshedding again tonight from 6"): only its
end is read. Closed wordings only: "took the light bulb out" or "light the candles" are never a cut.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding.intents import OpenEpisode, ResolveEpisode

TOPIC = "power"

# who cuts or restores the supply: the old and new Nigerian boards and the distribution companies,
# Eskom and City Power (ZA), ZESA (ZW), KPLC (KE), ECG (GH), UMEME (UG); or just "they"
_SUPPLIER = (
    r"(?:nepa|phcn|ekedc|ikedc|aedc|ibedc|eedc|phed|kedco|bedc|jed|disco|the\s+disco|eskom|city\s+power|zesa|kplc"
    r"|ecg|umeme|zesco|they|dem|these\s+people)"
)
# "took", "don take", "have taken", "just cut", "has cut off"
_TOOK = (
    r"(?:(?:don|done|have|has|'ve|just|don\s+just)\s+)?(?:took|take|taken|tek|carry|carried|cut|cuts|cut\s+off|off"
    r"|shut\s+off|switched\s+off)"
)
_BROUGHT = r"(?:(?:don|done|have|has|'ve|just|finally)\s+)?(?:brought|bring|bring\s+back|restored|restore|give|gave)"
_LIGHT = r"(?:the\s+)?(?:light|lights|power|electricity|current)"
# what may follow: again, when, for how long ("again", "since 6am", "for 3 hours now", "this morning")
_WHEN = (
    r"(?P<w>(?:\s*,?\s*(?:again|since\b.*|from\b.*|till\b.*|until\b.*|today|tonight|this\s+(?:morning|afternoon|evening)"
    r"|all\s+(?:day|night|morning|afternoon|evening)|for\s+.*|now|o|oo+|ooo*|sef|at\s+\d.*|\d.*|stage\s+\d.*))*)"
)

_TOOK_LIGHT = re.compile(rf"^{_SUPPLIER}\s+{_TOOK}\s+{_LIGHT}(?:\s+(?:off|away))?{_WHEN}[.!]*$", _I)
# a cut over, told: "for 6 hours yesterday"; unless it still is ("since yesterday, still nothing")
_PAST = re.compile(r"\b(?:yesterday|last\s+(?:night|week|month)|the\s+other\s+day|earlier\s+today)\b", _I)
_ONGOING = re.compile(r"\b(?:since|still|again|now|yet)\b", _I)
_NO_LIGHT = re.compile(
    rf"^(?:(?:there(?:'s|\s+is)|we\s+have|still)\s+)?(?:still\s+)?no\s+(?:light|current){_WHEN}[.!]*$", _I
)
_RESTORED = re.compile(
    rf"^(?:{_SUPPLIER}\s+{_BROUGHT}\s+{_LIGHT}(?:\s+back)?"
    r"|(?:the\s+)?light\s+(?:don|done)\s+(?:come\s+back|come|return|restore)"
    r"|load[\s-]?shedding(?:'s|\s+is|\s+has)\s+(?:over|done|finished|ended|suspended))"
    rf"{_WHEN}[.!]*$",
    _I,
)


def power_said(s: str) -> OpenEpisode | ResolveEpisode | None:
    """The power cut ``s`` reports or ends, on the topic "power", or None."""
    text = s.strip()
    if text.endswith("?"):
        return None  # "is there load shedding today?": a question, nothing out
    if (m := _RESTORED.match(text)) is not None:
        return ResolveEpisode(TOPIC)
    if _PAST.search(text) and not _ONGOING.search(text):
        return None  # "NEPA took light for 6 hours yesterday, couldnt do anything": a cut told, over
    for pattern in (_TOOK_LIGHT, _NO_LIGHT):
        if (m := pattern.match(text)) is not None:
            detail = re.sub(r"^[\s,]*(?:again\b)?[\s,]*", "", m["w"] or "")
            detail = re.sub(r"\s*\b(?:o|oo+|sef)\b\s*", " ", detail).strip(" ,")
            return OpenEpisode(TOPIC, detail)
    return None
