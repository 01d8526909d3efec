"""A thing running late, and when it now is: "dentist running late, now 4:30", "the 3pm call is
running behind - now at 3:45", "vet's running late, new time 5pm", "standup running late, pushed
to 10".

Said of a booked thing (an appointment, a call), it moves that thing to the time said after it, as
"dentist now 4:30" does; the lateness alone ("the dentist is running late") names no new time
and is news, left to the other readers. A person running late ("Tom's running late, now 4:30")
is no to-do of the user's and is left alone too: the thing must be a thing.

Written by hand: one fixed phrasing of English, whose move is read by the move reader.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding._sign_forms import _EVENT
from memory.understanding.intents import Intent, MoveCommitment

_LATE = gated(re.compile(
    r"^(?P<a>(?:the\s+|my\s+|our\s+)?[^\W\d_][\w'\- ]{0,40}?)(?:'s|\s+is|\s+are|'re)?\s+"
    r"(?:running|going|gonna\s+be|will\s+be|'ll\s+be)\s+(?:a\s+(?:bit|little)\s+|very\s+|super\s+)?(?:late|behind)"
    # then its new time, after a comma or a dash or with none: "…, now 4:30", "… - new time 5pm"
    r"(?:\s*[,;:]\s*|\s+[-–—]+\s*|\s+)(?:so\s+)?(?:now|it's\s+now|its\s+now|moved\s+to|pushed\s+(?:back\s+)?to"
    r"|new\s+time|starts?\s+at|now\s+starts?)\s*:?\s*(?P<d>\S.*)$",
    _I,
))
_AT = re.compile(r"^(?:at|@)\s*", _I)
_THING = re.compile(r"^(?:the|my|our)\s", _I)


def running_late(
    clause: str, ctx: _Ctx, detail: str, move: Callable[[str, _Ctx], list[Intent] | None]
) -> list[Intent] | None:
    """The move of a thing running late to its new time (see the module doc), or None."""
    late = _LATE.match(f"{clause.strip()}, {detail.strip()}" if detail.strip() else clause.strip())
    if late is None:
        return None
    thing = late["a"].strip()
    if not (_THING.match(thing) or len(thing.split()) > 1 or _EVENT.search(thing)):
        return None  # "Tom's running late, now 4:30", "im running late": a person, no booked thing
    when = _AT.sub("", late["d"].strip())
    found = move(f"{thing} is now at {when}", ctx) or []
    return found if found and all(isinstance(i, MoveCommitment) for i in found) else None
