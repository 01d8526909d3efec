"""A fact said with the event that brought it about: "Kemal reports to Olga now after the
reshuffle", "Maya is head of sales following the restructure", "since the merger Ana's on the
risk team", "Jo's on nights because of the rota change"; or with how long what it ended had lasted:
"Olga retired on fri after 31 yrs at the weather station", "Tom left after a decade with us".

The adjunct names a cause (an event, as a noun phrase with its determiner), not a day: the fact
holds now and the cause is no part of its value. It is cut only when it carries no date words
("after the 3rd" is when the fact starts, read by the readers of time), when its noun phrase has
a determiner ("after Ana" may be the value: "next in line after Ana"), and when the fact is not yet
so ("Kemal will report to Olga after the reshuffle", "Ana's moving to Leeds after the wedding":
a plan, whose day is unknown), unless "now" says it is.

Hand-written: one closed set of cause prepositions, one noun-phrase shape.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding.timex import has_date_words

_CAUSE = r"(?:after|following|since|because\s+of|due\s+to|thanks\s+to|owing\s+to|post)"
_NP = (
    r"(?:the|this|that|these|those|our|their|his|her|its|my|your|a|an|all\s+the|last\s+\w+'s)"
    r"(?:\s+[\w\-']+){1,4}?"
)
# a verb the preposition goes with, which is then no cause: "looking after the payroll", "takes after her
# mum", "named after the founder", "is following the plan" ("following" a verb after "be")
_VERB_BEFORE = re.compile(
    r"(?:\b(?:look|looks|looking|looked|take|takes|taking|took|taken|go|goes|going|went|gone|run|runs|running|ran"
    r"|chase|chases|chasing|chased|named|called|ask|asks|asking|asked|come|comes|coming|came|keep|keeps|keeping"
    r"|kept|seek|seeks|seeking|sought|is|are|am|was|were|be|been)|'s|'re|'m)$",
    _I,
)
_TAIL = re.compile(rf"(?P<now>\s+now)?,?\s+{_CAUSE}\s+(?P<np>{_NP})[\s.!]*$", _I)
_FRONT = re.compile(rf"^{_CAUSE}\s+(?P<np>{_NP})\s*,?\s+(?=\S)", _I)
# a fact not yet so: a promise, a plan, a change under way
_NOT_YET = re.compile(
    r"\b(?:will|shall|gonna|going\s+to|about\s+to|plans?\s+to|planning)\b|'ll\b"
    r"|(?:\b(?:is|are|am)|'s|'re|'m)\s+(?:\w+ly\s+)?\w+ing\b",
    _I,
)
_NOW = re.compile(r"\bnow\b", _I)
# how long what the fact ended or began had lasted: "after 31 yrs at the weather station", "after a decade
# with us", "after two years as head of ops" (a count of a span of time, never a day: "after the 3rd")
# (each count word taken whole and never given back, "++": a run of digits split every way was
# exponential on "after 99999999999999999999 24 …")
_SERVED = re.compile(
    r",?\s+after\s+(?:(?:\d+|about|almost|nearly|over|several|many|three|seven|eight|four|five|nine|one|two|six"
    r"|ten|an|a)\b\s*)++(?:yrs?|years?|months?|mos?|decades?|weeks?|wks?)(?:\s+(?:at|with|in|on|of|as|for)\s+[^,;]+)?"
    r"[\s.!]*$",
    _I,
)


def without_cause(clause: str) -> str:
    """``clause`` without the event it says brought the fact about, and without how long what it
    ended had lasted (see the module doc); as it was when there is none, or when the adjunct may be
    a day or the fact is not yet so."""
    served = _SERVED.search(clause)
    if served is not None and len(clause[: served.start()].split()) >= 2:
        clause = clause[: served.start()].rstrip()
    m = _TAIL.search(clause) or _FRONT.search(clause)
    if m is None or has_date_words(m["np"]):
        return clause
    if m.re is _TAIL and _VERB_BEFORE.search(clause[: m.start()]):
        return clause
    rest = (clause[: m.start()] + (m["now"] or "") if m.re is _TAIL else clause[m.end() :]).strip()
    if len(rest.split()) < 3:
        return clause
    if _NOT_YET.search(rest) and not _NOW.search(rest):
        return clause
    return rest
