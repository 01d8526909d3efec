"""Being out of reach, said with where the user will be: "i'll be out on the fishing boat all
wed, no signal", "i'm in the bush till fri - no reception", "we'll be at the cabin all weekend so
no wifi". The missing signal is the place's, for the time the user is there: no outage of the
user's to keep as an issue, and no question about the whereabouts either (said alone, "i'll be
out on the fishing boat all wed" reads as nothing). The note is taken off, so the whereabouts are
read as they are alone.

Only a stay with an end or a length ("all wed", "till fri", "for the weekend") or said as to come
("i'll be", "we're gonna be") counts: "i'm at the office, no wifi" may well be the office's
outage, and stays as it was.

Written by hand: one closed shape (whereabouts, then no signal), rewritten before the forms read
the sentence.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated

# "i'll be", "we're gonna be", "i'm": the user (or the user's party) somewhere
_WHO = (
    r"(?:(?P<future>i'll|ill|i\s+will|we'll|we\s+will|(?:i'm|im|i\s+am|we're|were|we\s+are)\s+(?:gonna|going\s+to))"
    r"\s+be|i'm|im|i\s+am|we're|we\s+are)"
)
# "out on the fishing boat", "up at the cabin", "in the bush", "away": where
_WHERE = r"(?:(?:out|up|down|away|off|over|back)\b(?:\s+(?:on|at|in)\b)?|on|at|in)\b[^,;:–—-]*?"
# "all wed", "till fri", "for the weekend", "until sunday", "the whole day": how long
_STAY = re.compile(r"\b(?:all|the\s+whole|till|til|until|untill|thru|through|for\s+the|for\s+\d+)\b", _I)
_NOTE = (
    r"\s*(?:,|;|:|\s[-–—]|\s+so|\s+and)\s*(?:so\s+|and\s+)?(?:there(?:'s|\s+is|\s+will\s+be|'ll\s+be)\s+)?"
    r"(?:no|zero|hardly\s+any|barely\s+any|not\s+much)\s+(?:phone\s+|cell\s+|mobile\s+)?"
    r"(?:signal|reception|service|coverage|wifi|wi-fi|internet|data)(?:\s+(?:there|out\s+there|up\s+there))?"
)
# what goes on after the note: "…, no signal, so call Tom tmrw"
_AFTER = r"(?P<rest>\s*[,;.!]\s*\S.*|\s+so\s+\S.*)?"
_OUT_OF_REACH = gated(re.compile(rf"^(?P<where>{_WHO}\s+{_WHERE}){_NOTE}{_AFTER}[\s.!]*$", _I))


def without_reach_note(text: str) -> str:
    """``text`` without a "no signal" said after where the user will be (see the module doc)."""
    m = _OUT_OF_REACH.match(text.strip())
    if m is None or not (m["future"] or _STAY.search(m["where"])):
        return text
    return f"{m['where'].strip()}{m['rest'] or ''}"
