"""A tradesperson's visit said as over: "the plumber came", "chimney sweep came and went, all
clean now", "boiler guy's been this morning".

Read only of a sentence nothing else read: "the boiler guy came and fixed it" is the issue's fix.

The visit is what calling, booking or getting them was for, so it reads as a done report in
its own words ("chimney sweep came"): which to-do it ends ("get the chimney swept", "call the
plumber") is :func:`memory.fit.likely_fit`'s to say, and with none open it changes nothing. Only
a trade, or a "guy"/"man" said with his trade ("the boiler guy"), comes to do a job: "my sister came"
is a visit, and "the guy came" names no job.
"""

from __future__ import annotations

import re

from memory.understanding._issue_fixes import _TRADE
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding.intents import CompleteCommitment, Intent

__all__ = ["visit_done"]

_CAME = gated(re.compile(
    r"^(?:the\s+|our\s+|my\s+)?(?P<x>(?:[\w-]+\s+)?(?:" + _TRADE + r"|sweep)|[\w-]+\s+(?:guy|man))"
    r"(?:'s\s+been(?:\s+and\s+gone)?|\s+(?:(?:finally|already|just)\s+)?(?:came(?:\s+and\s+went)?"
    r"|has\s+been(?:\s+and\s+gone)?|was\s+here|visited|showed\s+up|turned\s+up|popped\s+(?:round|by|in)))"
    r"(?:\s+(?:round|over|out|by|in|today|this\s+morning|earlier|finally|yesterday|at\s+last))*"
    # "…, all clean now", "… - all good": how it went, a word of it and no clause
    r"(?:\s*[,;\-–—]+\s*(?:all\s+)?(?:good|done|clean|sorted|fine|grand)(?:\s+now)?)?[\s!.]*$",
    _I,
))


def visit_done(clause: str, ctx: _Ctx) -> list[Intent] | None:
    """The visit as a done report in its words ("chimney sweep came"), or None."""
    m = _CAME.match(clause.strip())
    if m is None or re.fullmatch(r"(?:(?:the|our|my)\s+)?(?:guy|man)", m["x"].strip(), _I):
        return None  # "the guy came" ("the guy" is a trade of the issue readers'): which job?
    return [CompleteCommitment(f"{m['x'].strip()} came", past_tense=True)]
