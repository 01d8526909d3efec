"""A thing's clock time put right with its own verb: "mum lands at 7:15 not 6:40", "correction:
flight gets in 9:05 not 8:30", "the train arrives 7:15, not 6:40", "call starts at 10:30 not 10".

"<thing> is at 4 not 3" is read with the correction forms' "is"; a thing that lands, arrives,
starts or kicks off says the same with its verb. Both sides are clock times (as
:func:`memory.understanding._correction_bare.clock_pair` reads a bare pair), so the sentence is
the time of the to-do the thing names, put right; which one, :mod:`memory.derive` decides by the
thing's words and the time it had. Named by "he"/"she" it is ``clock_pair``'s; by "I"/"we"
("we leave at 6 not 7") nothing names a thing, and a value put right by a verb ("Sam works at
Deloitte, not KPMG") has no clock time on either side.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._correction_bare import clock_pair
from memory.understanding._phrases import _I, _phrase
from memory.understanding._prefilter import gated
from memory.understanding.intents import CorrectTime

_CLOCK = r"\d{1,2}(?:[:.]\d\d)?\s*(?:[ap]\.?m\.?)?"
_VERB_CLOCK = gated(re.compile(
    r"^(?P<t>(?!(?:i|we|you|he|she|they|it|that|this|there)\b)[^\W\d][\w'’-]*(?:\s+[\w'’-]+){0,3}?)"
    # its verb in the present ("lands", "arrives", "gets in", "kicks off"), never "is"/"says"
    r"\s+(?!(?:is|was|has|does|says|thinks|means|needs|wants)\b)[a-z]+s(?:\s+(?:in|off|out|up|back|away))?"
    r"\s+(?:at\s+|@\s*)?(?P<pair>" + _CLOCK + r"\s*,?\s+not\s+(?:at\s+)?" + _CLOCK + r")[\s.!]*$",
    _I,
))
_OWNER = re.compile(r"^(?:my|our|his|her|their|your)\s+", _I)


def verb_clock(s: str) -> CorrectTime | None:
    """The clock time ``s`` (a correction's lead cut off or not) puts right, with the thing it
    names as its target, or None."""
    m = _VERB_CLOCK.match(s.strip())
    if m is None:
        return None
    corrected = clock_pair(m["pair"])
    target = _OWNER.sub("", _phrase(m["t"]))
    return replace(corrected, target=target) if corrected is not None and target else None
