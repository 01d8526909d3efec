"""Done, said as a gathering that took place: "had the 1:1 w Alejandro", "had my dentist appt
this morning", "we had the viewing, went fine", "attended the parents' evening".

The to-do was the gathering itself ("dentist appt thurs 3pm") or getting it set up ("set up
Alejandro's 1:1"); once it has happened, either is done. Only a gathering noun makes "had" a
report ("had a cold", "had pasta" say nothing of a to-do), and the reading is past, so
:mod:`memory.derive` stays quiet when no open to-do fits.
"""

from __future__ import annotations

import re

from memory.understanding._lifecycle import _target
from memory.understanding._phrases import _I, _Ctx
from memory.understanding.intents import CompleteCommitment, Intent
from memory.understanding.timex import find_spans

_HAD = re.compile(
    r"^(?:(?:i|we)\s+)?(?:just\s+|finally\s+|already\s+)?(?:had|attended|sat(?=\s+(?:a|an|the|my|our|her|his|their)\b))\s+(?P<a>.+?)"
    r"(?:\s+(?:today|this\s+(?:morning|afternoon|evening)|earlier(?:\s+today)?|just\s+now|at\s+last))?"
    r"(?:\s*(?:,|;|\s[-–—])\s*.*)?[\s!.]*$",
    _I,
)
# "sat the interview", "sat my exam": the verb takes its object; "sat 8:30 coffee w/ Ana" and
# "sat lunch with Bo" are Saturday's diary lines
_GATHERING = re.compile(
    r"\b(?:meeting|mtg|1:1|1-1|one-on-one|one-to-one|catch-?up|interview|appointment|appt|consultation|checkup"
    r"|check-up|session|viewing|lesson|class|sync|standup|stand-up|debrief|demo|playdate|fitting|haircut|scan"
    r"|kick-?off|workshop|retro|retrospective|huddle|webinar|rehearsal|walkthrough|handover|all-hands|offsite"
    r"|parents'?\s+evening|review\s+meeting|call\s+with|lunch\s+with|dinner\s+with|coffee\s+with|drinks\s+with)s?\b",
    _I,
)
_MOST_WORDS = 7


def had_gathering(s: str, ctx: _Ctx) -> list[Intent] | None:
    """The gathering ``s`` reports as held (see the module doc), or None."""
    m = _HAD.match(s.strip())
    if m is None or not _GATHERING.search(m["a"]):
        return None
    said = _undated(m["a"], ctx)
    if len(said.split()) > _MOST_WORDS or not _GATHERING.search(said):
        return None
    thing = _target(re.sub(r"^(?:a|an)\s+", "", said, flags=_I))
    return [CompleteCommitment(thing, past_tense=True)] if thing and thing != "that" else None


_ONE_TO_ONE = re.compile(r"^\d[:\-]\d$")


def _undated(said: str, ctx: _Ctx) -> str:
    """``said`` without the time it ends with ("lunch with Sade yesterday"); a "1:1" is no time."""
    spans = [s for s in find_spans(said, now=ctx.now, tz=ctx.tz) if not _ONE_TO_ONE.match(said[s.start : s.end])]
    if spans and said[spans[-1].end :].strip() == "":
        return said[: spans[-1].start].strip(" ,")
    return said
