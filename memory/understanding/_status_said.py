"""A standing said with the word "status": "Matilda's status is on maternity leave until August",
"the Corvid project's status is on hold", "the status of the Atlas migration is paused".

The plain "<whose> <what> is <value>" reader turns away a value that opens with "on", "off" or
"in" ("Dana's mood is on edge", "Leo's head is in the clouds": no value to keep), so these
standings were asked about, or (with "the status of …") kept under "status of the Atlas
migration". Said without the word ("the Corvid project is on hold", "Matilda is on maternity
leave until August") the status readers already know every such standing and take a time after
it as when it ends ("until August"), never as part of it. So the sentence is read again without
the word "status", and kept only when that reading is one status of the same subject; anything
else ("Ana's status is a mystery lol") is left to the other readers.

Hand-written: one fixed word ("status") and where its owner stands; what counts as a standing is
the status readers' own vocabulary, not a second list here.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from memory.understanding._phrases import _I, _Ctx, _phrase
from memory.understanding.intents import Intent, StateClaim
from memory.words import normalize_key

# "the Corvid project's status is on hold", "Matilda's current status: on leave"
_OWNER_STATUS = re.compile(
    r"^(?P<the>the\s+)?(?P<s>[^,:;]+?)(?:'s|’s|(?<=s)'|(?<=s)’)\s+(?:current\s+|new\s+|latest\s+)?status"
    r"(?:\s+(?:is|'s)|\s*:)\s+(?P<now>now\s+)?(?P<v>\S.*)$",
    _I,
)
# "the status of the Atlas migration is paused", "status on the roof job: on hold"
_STATUS_OF = re.compile(
    r"^(?:the\s+)?(?:current\s+|latest\s+)?status\s+(?:of|for|on)\s+(?P<the>(?:the|my|our)\s+)?(?P<s>[^,:;]+?)"
    r"(?:\s+(?:is|'s)|\s*:)\s+(?P<now>now\s+)?(?P<v>\S.*)$",
    _I,
)

# "the project status is on hold", "our visa status is approved": the thing named before the word
_THING_STATUS = re.compile(
    r"^(?P<the>(?:the|our|my)\s+)(?P<s>[\w-]+(?:\s+[\w-]+){0,2}?)\s+status(?:\s+(?:is|'s)|\s*:)\s+(?P<now>now\s+)?"
    r"(?P<v>\S.*)$",
    _I,
)

Read = Callable[[str, _Ctx, str], list[Intent]]


def status_said(clause: str, ctx: _Ctx, detail: str, read: Read) -> list[Intent] | None:
    """The status a clause with the word "status" states, read as "<subject> is <standing>";
    None when it says none (or another reader's)."""
    if "status" not in clause.lower():
        return None
    m = _OWNER_STATUS.match(clause) or _STATUS_OF.match(clause) or _THING_STATUS.match(clause)
    if m is None:
        return None
    subject = _phrase(m["s"])
    if not subject or len(subject.split()) > 5:
        return None
    the = "the " if m["the"] else ""  # "the status of my visa application": the application's, said with "the"
    found = read(f"{the}{m['s']} is {m['now'] or ''}{m['v']}", ctx, detail)
    if (
        len(found) == 1
        and isinstance(claim := found[0], StateClaim)
        and claim.predicate == "status"
        and normalize_key(claim.subject) == normalize_key(subject)
    ):
        # as said: "on maternity leave" (the status readers keep "maternity leave"); "now" only when said
        said = re.search(rf"\b(?:on|off)\s+{re.escape(claim.value)}\b", m["v"], _I)
        value = said.group(0) if said and said.group(0).lower().startswith("on") else claim.value
        return [replace(claim, value=value, explicit_now=claim.explicit_now and bool(m["now"]))]
    return None
