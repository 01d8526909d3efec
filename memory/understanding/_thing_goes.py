"""A thing that has to go to someone, said with the thing first: "the plumber quote needs to go to
Dana by wednesday", "contract has to get to Kofi before fri", "the invoices must go out to Ana
tmrw".

No one is named as doing it, but the one who says a thing must go to someone is the one who
sends it: the user's to-do "send the plumber quote to Dana", due then. Only a thing one sends
(a document, a quote, a form; :data:`._commitment_intro._SENDABLE`) and a person named as one;
"the kids need to go to Dana's" or "the car has to go to the garage" are no such line. Without a
day it may be chat, and is left to the other readers. Hand-written: one shape.
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import _SENDABLE, _read
from memory.understanding._phrases import _I, _Ctx, _person
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, NewCommitment

_GOES = gated(re.compile(
    r"^(?P<t>(?:(?:the|my|our|this|that|these|those|all\s+the)\s+)?(?:[\w'&-]+\s+){0,3}" + _SENDABLE + r")"
    r"\s+(?:needs|need|has|have|must|should|'s\s+got|has\s+got|is\s+going|'s\s+going|gotta)\s+(?:to\s+)?"
    r"(?:go|get|be\s+sent|be\s+with)\s+(?:out\s+|over\s+|across\s+|back\s+)?to\s+"
    r"(?P<p>[^\W\d_][\w\-]*(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w\-]*)?)(?P<rest>\s+\S.*)$",
    _I,
))


def thing_goes(s: str, ctx: _Ctx) -> list[Intent] | None:
    """The to-do of sending a thing that must go to someone by a day (see the module doc), or None."""
    m = _GOES.match(s.strip())
    if m is None:
        return None
    person = _person(m["p"], ctx)
    if person in (None, "me") or not (ctx.lowercase or m["p"][:1].isupper()):
        return None
    thing = re.sub(r"^(?:my|our|this|that)\s+", "the ", m["t"], flags=_I)
    thing = thing if re.match(r"^(?:the|these|those|all\s+the)\s", thing, _I) else f"the {thing}"  # "contract has to …"
    found = _read(f"send {thing} to {person}{m['rest']}", ctx, "me", None, needs_date=True)
    if not found or not all(isinstance(i, NewCommitment) and i.due is not None for i in found):
        return None
    return found
