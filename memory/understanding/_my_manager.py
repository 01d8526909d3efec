"""Who the user's manager is: "Fatima is my new manager", "kwame's my line manager", "my new
boss is Liam". The fact is the user's (``me · manager``), as "I report to Sato" is, never a
role of the person named: "my manager" says whose manager, not what job they hold for others.

Only the manager words: "Priya is my landlord" keeps its reading as Priya's role, since the
corpora label no other relation so. "our manager" is a team's, kept as a role.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _P, _Ctx, _person
from memory.understanding._prefilter import gated
from memory.understanding.intents import StateClaim

# (a supervisor of study is one all the same: "Bhavna became my PhD supervisor")
_STUDY = r"(?:(?:phd|thesis|research|doctoral|dissertation)\s+)?"
_MANAGER = r"(?:new\s+|current\s+)?" + _STUDY + r"(?P<attr>(?:line\s+)?manager|boss|supervisor)"
# where the manager is the user's: "my manager there is Ifeoma" (after talking of a job), "my boss
# at Kelda is Tom", "my supervisor at work"; the place says which job, the fact stays the user's
_WHERE = (
    r"(?:\s+(?:(?:over\s+)?there|here|at\s+(?:work|the\s+(?:new\s+)?(?:job|office|company|firm|shop|store)"
    r"|my\s+(?:new\s+)?(?:job|work|place)|(?-i:[A-ZÀ-Ý])[\w&.\-]*(?:\s+(?-i:[A-ZÀ-Ý])[\w&.\-]*)?)))?"
)
# "Fatima is my new manager", "kwame's my line manager now", "Liam will be my boss", "Bhavna became my supervisor"
_IS_MY = re.compile(
    r"^" + _P + r"(?:\s*'s|\s+is|\s+will\s+be|\s*'ll\s+be|\s+became|\s+has\s+become|\s*'s\s+become)\s+"
    r"(?P<now>now\s+)?my\s+" + _MANAGER + r"(?:\s+now)?$",
    _I,
)
# "my new manager is Fatima", "my boss is now Liam", "my manager there is Ifeoma"
_MY_IS = re.compile(
    r"^my\s+" + _MANAGER + _WHERE + r"(?:\s*'s|\s+is|\s+will\s+be)\s+(?P<now>now\s+)?"
    r"(?P<p>[A-Za-zÀ-ÿ][\w'\-.]*(?:\s+[A-ZÀ-Ý][\w'\-]*)?)(?:\s+now)?$",
    _I,
)
_GATE = gated(re.compile(r"\bmy\s+(?:new\s+|current\s+)?" + _STUDY + r"(?:line\s+)?(?:manager|boss|supervisor)\b", _I))


def my_manager(s: str, ctx: _Ctx) -> StateClaim | None:
    """The user's manager, named in ``s``; None when ``s`` says no such thing."""
    if _GATE.search(s) is None:
        return None
    m = _IS_MY.match(s.strip()) or _MY_IS.match(s.strip())
    if m is None:
        return None
    boss = _person(m["p"], ctx)
    if not boss or boss == "me" or boss.lower() in ("he", "she", "they", "it", "who", "that", "this"):
        return None
    return StateClaim("me", "manager", boss, explicit_now=bool(m["now"]) or s.strip().lower().endswith(" now"))
