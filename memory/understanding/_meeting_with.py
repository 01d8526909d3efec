"""A meeting said by its time and whom it is with, and nothing else: "3pm w/ Sam tmrw", "tmrw
10:30 with Dr Osei", "w/ Lena at 4 on fri". Busy people note a diary entry this way; what is kept
is the meeting with them at that time, so "can't make the 3pm w/ Sam, push to thurs" finds it.

Only at a time of day: "w/ Sam tmrw" says too little to keep, and a bare clock number with no
day ("w/ Sam at 9") is asked about, as any agenda line's (:mod:`._agenda`). A day and a time
said apart ("3pm w/ Sam tmrw") are joined into one moment; when they cannot be, nothing is
stored as another moment: the form gives way, and recap asks.
"""

from __future__ import annotations

import re

from memory.model import Precision
from memory.understanding._phrases import _I, _Ctx, _person
from memory.understanding.intents import Intent, NewCommitment
from memory.understanding.timex import DateSpec, TimeSpan, find_spans

_WITH_ONLY = re.compile(r"^(?:w/|w|with)\s+(?P<p>[\w'.-]+(?:\s+[\w'.-]+)?)$", _I)
_AT = re.compile(r"^(?:at|@)\s*", _I)
_BARE_CLOCK = re.compile(r"^(?:(?:at|@)\s*)?\d{1,2}(?:[:.]\d{2})?$", _I)


def meeting_with(s: str, ctx: _Ctx) -> list[Intent] | None:
    """The meeting ``s`` notes, when it is only a time and a person; else None."""
    spans = find_spans(s, now=ctx.now, tz=ctx.tz, prefer="future")
    if not spans or len(spans) > 2 or any(span.spec is None for span in spans):
        return None
    cuts = [0, *(at for span in spans for at in (span.start, span.end)), len(s)]
    rest = " ".join(s[a:b] for a, b in zip(cuts[::2], cuts[1::2], strict=True)).split()
    m = _WITH_ONLY.match(" ".join(rest))
    if m is None or _person(m["p"], ctx) in (None, "me"):
        return None
    due = _one_moment(s, spans, ctx)
    if due is None or due.precision is not Precision.INSTANT or due.end <= ctx.now:
        return None
    return [NewCommitment(f"meeting with {m['p']}", "me", None, due)]


def _one_moment(s: str, spans: list[TimeSpan], ctx: _Ctx) -> DateSpec | None:
    """The moment the spans say: one with its day and time ("fri 2pm", "at 4 on fri"), or a
    day and a clock time said apart ("3pm … tmrw"), joined."""
    said = [s[span.start : span.end].strip() for span in spans]
    if len(spans) == 1:
        return None if _BARE_CLOCK.match(said[0]) else spans[0].spec
    days = [i for i, span in enumerate(spans) if span.spec is not None and span.spec.precision is Precision.DAY]
    if len(days) != 1:
        return None
    day, clock = said[days[0]], said[1 - days[0]]
    return ctx.date(f"{day} {_AT.sub('', clock)}")
