"""A move to a rough date, narrowed after a comma: "the viewing got bumped to after anzac day, tues
at 10", "standup moved to next week, weds at 9".

The comma cuts the day off as a detail, so the move alone reads as one to the rough date: a stretch
of days (the day said after it lost) or "after <day>" (which names no day, so recap asked). The
day said after the comma is the more exact word: the move goes there when it lies within the
stretch, or after the day "after" names. A day that disagrees with the rough date is left as read.
Hand-written: one check of a date against another.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

from memory.understanding._phrases import _I, _Ctx
from memory.understanding.intents import Intent, MoveCommitment
from memory.understanding.timex import DateSpec, Precision, find_spans

__all__ = ["narrowed_move"]

_AFTER = re.compile(r"^after\s+(?P<day>\S.*)$", _I)


def narrowed_move(found: list[Intent], detail: str, ctx: _Ctx) -> list[Intent] | None:
    """The move ``found`` made to the day ``detail`` says alone, when that day narrows its rough
    date (see the module doc); else None."""
    day = _day_alone(detail, ctx)
    move = found[0] if len(found) == 1 else None
    if day is None or not isinstance(move, MoveCommitment) or move.shift is not None or move.weekday_after is not None:
        return None
    rough = move.due
    if _AFTER.match(rough.text) and rough.doubt:  # "after anzac day": read as the day itself, and doubted
        fits = day.start >= rough.end
    else:
        fits = rough.end - rough.start > timedelta(days=1) and rough.start <= day.start < rough.end
    return [replace(move, due=day)] if fits else None


def _day_alone(detail: str, ctx: _Ctx) -> DateSpec | None:
    """The one day (or moment of a day) that ``detail`` is, said alone; else None."""
    said = detail.strip()
    spans = find_spans(said, now=ctx.now, tz=ctx.tz)
    if len(spans) != 1 or spans[0].spec is None or said[: spans[0].start].strip() or said[spans[0].end :].strip():
        return None
    spec = spans[0].spec
    return spec if spec.precision in (Precision.DAY, Precision.INSTANT) else None
