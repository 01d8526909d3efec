"""A thing named alone, then that the user needs it by a day: "quarterly report, need it done by
friday", "PR review for Lena's branch - need it by thu", "the Q4 deck: need it b4 fri".

No verb says what to do, so the thing is the to-do ("quarterly report", due Friday), as a diary
line names its occasion. Read clause by clause, the head is a thing with no verb and the tail a
wish for "it" with a day: neither reads alone, and read as one line the wish's words ended in the
action ("PR review for Lena's branch - need it"). A day recap cannot read ("need it done b4
release on thu") is asked about, the thing offered with no date, never stored as another day.

Hand-written: one shape over the reader's own date spans; the thing is told from a clause by
:func:`._thing_referent.thing_alone`.
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import _ask
from memory.understanding._phrases import _I, _Ctx, _phrase, _plausible
from memory.understanding._prefilter import gated
from memory.understanding._thing_referent import thing_alone
from memory.understanding.intents import Intent, NewCommitment

__all__ = ["thing_needed_by"]

_SHAPE = gated(re.compile(
    r"^(?P<thing>[^,;:]{3,80}?)\s*(?:[,;:]|\s[-–—]+)\s*(?:and\s+|so\s+)?(?:i\s+|we\s+)?(?:really\s+|just\s+)?"
    r"(?:need|want|wanna|gotta\s+have|must\s+have|have\s+to\s+have)\s+(?P<p>it|them)"
    r"(?:\s+(?:done|finished|sorted|ready|signed|submitted|sent|in|back|over|out))?"
    r"\s+(?P<d>(?:by|before|b4|for|on|no\s+later\s+than)\s+\S.*?|(?:tmrw|tomorrow|today|tonight)\b.*?)[\s.!]*$",
    _I,
))


def thing_needed_by(text: str, ctx: _Ctx) -> list[Intent] | None:
    """The to-do such a line says (see the module doc), asked about when its day is unreadable; None
    for any other line."""
    m = _SHAPE.match(text.strip())
    if m is None or (alone := thing_alone(m["thing"])) is None:
        return None
    thing = _phrase(alone["np"])
    if not _plausible(thing, max_words=8):
        return None
    due = ctx.date(m["d"])
    if due is None:
        return [_ask(m["d"].strip(), NewCommitment(thing, "me", None, None))]
    return None if due.end <= ctx.now else [NewCommitment(thing, "me", None, due)]
