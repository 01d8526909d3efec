"""A move whose new time is said only in its reason: "bakery can only do 6pm, moving the
pickup", "mum's only free sunday so shifting the visit", "the hall's booked till 3 — pushing
the rehearsal".

The change names the to-do and says it moves, but not to when; the reason offers one time
("can only do", "only free", "has a slot"), the one the to-do moves to. A reason with no time,
with two ("free tue or wed"), or with a time that only blocks ("the hall's booked at 3", "bank
holiday monday") says no new time, and nothing is read. A time of day alone keeps the to-do's own day
(:func:`memory.derive._moved_due`).
"""

from __future__ import annotations

import re

from memory.understanding._lifecycle import _target
from memory.understanding._phrases import _I, _Ctx
from memory.understanding.intents import Intent, MoveCommitment
from memory.understanding.timex import find_spans, has_date_words

_CUT = re.compile(r"\s*(?:,|;|\s[-–—])\s*(?:so\s+)?(?=\S)|\s+so\s+", _I)
# the reason offers the time ("can only do 6pm", "only free sunday", "has a slot thursday"); a
# time that only blocks ("the hall's booked at 3", "bank holiday monday") is no time to move to
_OFFERS = re.compile(
    r"\b(?:can\s+(?:only\s+)?(?:do|make|manage|fit\s+(?:us|me|it|them)\s+in)|(?:is|are|'s|'re)\s+(?:only\s+)?"
    r"(?:free|available|open)|only\s+(?:has|have|free|available|open)|(?:has|have|got)\s+(?:a\s+)?(?:slot|space|gap)s?"
    r"|works\s+better|suits\s+(?:them|her|him|us)\s+better|(?:is|'s)\s+better)\b",
    _I,
)
_CHANGE = re.compile(
    r"^(?:(?:i'm|im|we're|i\s+am|we\s+are|i'll|we'll|will|gonna)\s+)?(?:moving|pushing|shifting|bumping"
    r"|rescheduling|moved|pushed|shifted|bumped|rescheduled)\s+(?P<a>.+?)(?:\s+(?:back|then|instead|accordingly"
    r"|to\s+(?:then|that)))?[\s!.]*$",
    _I,
)


def move_to_reason(text: str, ctx: _Ctx) -> list[Intent] | None:
    """The move to the one time the reason says (see the module doc), or None."""
    s = text.strip()
    cuts = list(_CUT.finditer(s))
    if not cuts:
        return None
    reason, change = s[: cuts[-1].start()], s[cuts[-1].end() :]
    m = _CHANGE.match(change)
    if m is None or has_date_words(m["a"]) or not _OFFERS.search(reason):
        return None
    spans = find_spans(reason, now=ctx.now, tz=ctx.tz)
    if len(spans) != 1:
        return None
    due = ctx.date(reason[spans[0].start : spans[0].end])
    target = _target(m["a"])
    if due is None or not target or target == "that":
        return None
    return [MoveCommitment(target, due)]
