"""Getting through, said as chat: "I will survive this week somehow", "we'll get through it",
"just gotta survive till friday", "I'll live lol", "we'll make it work".

These have a subject, a modal and a time ("till friday", "this week"), so the to-do readers take
them for a promise ("survive", due Sunday). What they say is how the user is holding up: there
is nothing to do, only a stretch of time to last. The whole message must be only that (a
coping verb, what is got through being "it", "this" or a span of time, and a sigh), so "I'll get
through the inbox by friday" or "need to manage the rota" still read as to-dos.

Hand-written: a closed family of coping verbs and fillers; no library tells chat from a promise.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated

_WHO = r"(?:i|we|i'll|ill|we'll|well|im|i'm|we're|were|just|somehow)"
_MODAL = (
    r"(?:will|'ll|ll|shall|can|gonna|going\s+to|gotta|got\s+to|have\s+to|need\s+to|must|hope\s+to|hoping\s+to"
    r"|should|'m\s+going\s+to|'re\s+going\s+to|am\s+going\s+to|are\s+going\s+to|try\s+to|trying\s+to)"
)
_COPE = (
    r"(?:survive|get\s+through|make\s+it\s+through|pull\s+through|muddle\s+through|cope|manage|live"
    r"|hang\s+in\s+there|hold\s+on|hold\s+it\s+together|keep\s+going|push\s+through|power\s+through"
    r"|make\s+it\s+work|be\s+(?:fine|ok|okay|alright|all\s+right))"
)
# what is got through: "it", "this", or a stretch of time ("this week", "till friday", "the day")
_SPAN = (
    r"(?:it|this|that|today|tonight|tomorrow|the\s+(?:day|week|month|weekend|night|morning|shift)"
    r"|this\s+(?:week|month|one|lot|day|weekend|term|quarter|year)|the\s+rest\s+of\s+the\s+(?:day|week)"
    r"|(?:till|til|until|to)\s+(?:friday|the\s+weekend|monday|tomorrow|christmas|xmas|payday|the\s+end\s+of"
    r"\s+the\s+(?:day|week|month))|another\s+(?:day|week))"
)
_SIGH = (
    r"(?:somehow|i\s+guess|i\s+suppose|i\s+think|hopefully|probably|lol|haha\w*|ha|ugh|sigh|eventually|just\s+about"
    r"|one\s+way\s+or\s+another|as\s+always|again|[\U0001F1E6-\U0001F1FF\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F])"
)
_COPING = gated(re.compile(
    rf"^(?:(?:ugh|well|oh\s+well|ah\s+well|meh|lol|haha|sigh|welp|anyway)\W+)*(?:{_WHO}\s*)*(?:{_MODAL}\s+)?"
    rf"(?:just\s+)?{_COPE}(?:\s+{_SPAN})*(?:[\s,.!…-]+{_SIGH})*[\s,.!…-]*$",
    _I,
))


def coping(text: str) -> bool:
    """Whether the whole message only says the user will get through ("I will survive this
    week somehow"): small talk, nothing stored and nothing asked."""
    return bool(_COPING.match(text.strip()))
