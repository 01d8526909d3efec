"""A change that follows from another: "conference cancelled so no hotel needed", "flight's
moved to the 9th so the airport run is the 9th too", "the match is off so we don't need the
minibus", "gig moved to saturday so move the babysitter too".

The reason (before "so") says what was called off or moved; the rest names the to-do that
follows it, which is cancelled, or moved to the date the rest says (or, with "too", the date
the reason gave). Only the to-do the rest names changes: the reason may be no to-do at all
("the conference"), so it is left to be read on its own only when it is one's name alone.
"""

from __future__ import annotations

import re

from memory.understanding._lifecycle import _read_date, _target
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding.intents import CancelCommitment, Intent, MoveCommitment

_SO = gated(re.compile(r"\s*(?:,|;|\s[-–—])?\s*(?:and\s+)?(?:so|which\s+means|meaning)\s+", _I))
_CALLED_OFF = re.compile(
    r"\b(?:cancell?ed|off|called\s+off|scrapped|not\s+happening|isn't\s+happening|won't\s+happen|fell\s+through"
    r"|postponed)\b",
    _I,
)
_MOVED = re.compile(r"\b(?:moved|pushed|changed|rescheduled|brought\s+forward|bumped|now)\b", _I)
_TAIL = r"(?:\s+(?:now|any\s*more|anymore|either|then|after\s+all))?"
_NOT_NEEDED = [
    # "no hotel needed", "there's no taxi needed now"
    re.compile(r"^(?:there's\s+|there\s+is\s+)?no\s+(?P<t>.+?)\s+(?:needed|required|necessary)" + _TAIL + r"$", _I),
    # "the hotel isn't needed", "the minibus is not needed any more"
    re.compile(
        r"^(?P<t>.+?)\s+(?:isn't|isnt|is\s+not|aren't|are\s+not|'s\s+not)\s+(?:needed|required|necessary)"
        + _TAIL
        + r"$",
        _I,
    ),
    # "we don't need the minibus", "i don't need to book the hotel"
    re.compile(r"^(?:i|we)\s+(?:don't|dont|do\s+not|no\s+longer)\s+need\s+(?P<t>.+?)" + _TAIL + r"$", _I),
]
# "flight's moved to the 9th", "the gig is now saturday": the date the reason moved to
_NEW_DATE = re.compile(r"\b(?:to|till|until|for|on|now)\s+(?P<d>[^,;]+)$", _I)
# "the airport run is the 9th too", "the babysitter's now saturday as well"
_SAME_MOVE = re.compile(
    r"^(?P<t>.+?)(?:\s+(?:is|will\s+be|has\s+to\s+be|needs\s+to\s+be|should\s+be|can\s+be)|'s)\s+(?:now\s+)?(?:on\s+)?"
    r"(?P<d>.+?)(?:\s+(?:too|as\s+well|also|now))?$",
    _I,
)
# "move the babysitter too", "push the airport run to match"
_MOVE_TOO = re.compile(
    r"^(?:i'll\s+|we'll\s+|i\s+need\s+to\s+|need\s+to\s+|have\s+to\s+|gotta\s+)?(?:move|push|shift|bump|change)\s+"
    r"(?P<t>.+?)\s+(?:too|as\s+well|also|accordingly|to\s+match)$",
    _I,
)


def knock_on(text: str, ctx: _Ctx) -> list[Intent] | None:
    """The change ``text`` says follows from another, or None."""
    m = _SO.search(text)
    if m is None:
        return None
    why, rest = text[: m.start()].strip(), text[m.end() :].strip().rstrip(".!")
    if _CALLED_OFF.search(why):
        for pattern in _NOT_NEEDED:
            found = pattern.match(rest)
            target = _target(re.sub(r"^to\s+", "", found["t"], flags=_I)) if found else None
            if target and target != "that":
                return [CancelCommitment(target)]
    if not _MOVED.search(why):
        return None
    said = _NEW_DATE.search(why)
    moved_to = _read_date(said["d"], ctx) if said else None  # the date the reason gave
    same = _SAME_MOVE.match(rest)
    if same:
        target = _target(same["t"])
        due = moved_to if re.fullmatch(r"(?:then|that\s+day)", same["d"], _I) else _read_date(same["d"], ctx)
        if due is not None and target and target != "that":
            return [MoveCommitment(target, due)]
    too = _MOVE_TOO.match(rest)
    target = _target(too["t"]) if too else None
    if too and moved_to is not None and target and target != "that":
        return [MoveCommitment(target, moved_to)]
    return None
