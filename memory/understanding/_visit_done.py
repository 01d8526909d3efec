"""A tradesperson's visit said as over: "the plumber came", "chimney sweep came and went, all
clean now", "boiler guy's been this morning", "chimney sweep came and went, flue's spotless".

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

__all__ = ["visit_done", "visit_then_clean"]

_WHO_CAME = (
    r"^(?:the\s+|our\s+|my\s+)?(?P<x>(?:[\w-]+\s+)?(?:" + _TRADE + r"|sweep)|[\w-]+\s+(?:guy|man))"
    r"(?:'s\s+been(?:\s+and\s+gone)?|\s+(?:(?:finally|already|just)\s+)?(?:came(?:\s+and\s+went)?"
    r"|has\s+been(?:\s+and\s+gone)?|was\s+here|visited|showed\s+up|turned\s+up|popped\s+(?:round|by|in)))"
    r"(?:\s+(?:round|over|out|by|in|today|this\s+morning|earlier|finally|yesterday|at\s+last))*"
)
_CAME = gated(re.compile(
    _WHO_CAME
    # "…, all clean now", "… - all good": how it went, a word of it and no clause
    + r"(?:\s*[,;\-–—]+\s*(?:all\s+)?(?:good|done|clean|sorted|fine|grand)(?:\s+now)?)?[\s!.]*$",
    _I,
))
# the visit, then the state of the thing they saw to, the job's own result: "chimney sweep came and went,
# flue's spotless", "window cleaner's been, the glass is sparkling" (clean or done only: "…, the boiler's
# fixed" is the issue readers' fix, "…, the flue is cracked" news of its own)
_CAME_THEN_CLEAN = gated(re.compile(
    _WHO_CAME
    + r"\s*[,;\-–—]+\s*(?:and\s+)?(?:the\s+|my\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?(?:'s|\s+is|\s+are|'re)"
    r"(?:\s+(?:now|all|finally))*\s+(?:(?:spotless|sparkling|spick\s+and\s+span|(?:squeaky\s+|totally\s+|nice\s+and\s+)?clean"
    r"|good\s+as\s+new|like\s+new|all\s+done)(?:\s+(?:now|again))?)[\s!.]*$",
    _I,
))


def visit_then_clean(clause: str, ctx: _Ctx) -> list[Intent] | None:
    """The visit as a done report, said with the clean result of the job ("chimney sweep came and
    went, flue's spotless"), or None: read before the done readers, which take the result alone
    for a cleaning done ("cleaned flue")."""
    m = _CAME_THEN_CLEAN.match(clause.strip())
    if m is None or re.fullmatch(r"(?:(?:the|our|my)\s+)?(?:guy|man)", m["x"].strip(), _I):
        return None
    return [CompleteCommitment(f"{m['x'].strip()} came", past_tense=True)]


def visit_done(clause: str, ctx: _Ctx) -> list[Intent] | None:
    """The visit as a done report in its words ("chimney sweep came"), or None."""
    m = _CAME.match(clause.strip())
    if m is None or re.fullmatch(r"(?:(?:the|our|my)\s+)?(?:guy|man)", m["x"].strip(), _I):
        return None  # "the guy came" ("the guy" is a trade of the issue readers'): which job?
    return [CompleteCommitment(f"{m['x'].strip()} came", past_tense=True)]
