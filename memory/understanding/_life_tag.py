"""A line signed off with "<someone> life" ("grading essays at midnight, teacher life 🙃", "mom's asleep
finally, carer life", "night feeds again, #parentlife") tells how the user's days go: small talk,
no to-do (the "at midnight" is when it is happening, not a due) and no fact.

Written by hand: only when the sign-off closes the message and what comes before it says no
obligation, promise or request ("need to mark the mocks by fri, teacher life" keeps its to-do), and
is an activity going on (an -ing word first) or someone's state ("mom's asleep").
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated

_EMOJI = r"[\U0001F1E6-\U0001F1FF\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F]"
# ", teacher life 🙃", " - farm life", ", #nurselife", ". carer life lol"
_SIGN_OFF = gated(
    re.compile(
        r"^(?P<said>.+?)\s*[,.;:–—-]+\s*#?(?:the\s+)?(?:[a-z]+\s+)?[a-z]+\s*life(?:\s+(?:lol|haha|smh|tbh|innit|eh))?"
        rf"(?:\s|[.!…]|{_EMOJI})*$",
        _I,
    )
)
_ASKED_OR_OWED = re.compile(
    r"\b(?:need|needs|must|should|gotta|got\s+to|have\s+to|has\s+to|will|'ll|going\s+to|gonna|remind|don't|dont"
    r"|please|pls|todo|to-do|by|due|tomorrow|tmrw|broken|down|fixed)\b|[?@]",
    _I,
)
# an activity going on ("grading essays …", "night feeds again"), or a state ("mom's asleep finally")
_GOING_ON = re.compile(
    r"^(?:(?:still|just|up|been|sat|stuck)\s+)?[a-z]{3,}ing\b|^[\w'-]+(?:'s|\s+is|\s+are)\s+(?:finally\s+)?"
    r"(?:asleep|awake|down|up|out|settled|sleeping|napping|resting|home)\b|^[a-z]+\s+(?:feeds?|shifts?|runs?)\b",
    _I,
)


def life_sign_off(text: str) -> bool:
    """Whether ``text`` is a line of how the day goes, signed off "<someone> life"."""
    m = _SIGN_OFF.match(text.strip())
    return m is not None and not _ASKED_OR_OWED.search(m["said"]) and _GOING_ON.match(m["said"].strip()) is not None
