"""A clock time said apart from its day, put on that day: "tmrw" and "9:15", "tmrw" and "2-8pm".

A diary line that opens with its day ("tmrw shift 2-8pm", "tmrw: lecture 8am, shift 2-8pm") names
the time later. The date reader reads "tmrw 9:15" as one date; a clock window ("2-8pm") only the
span reader reads, so the two words are joined and read by whichever reads them whole. Without it
the window alone was read against the message's time: today's 2pm, a day early.
"""

from __future__ import annotations

from memory.understanding._phrases import _Ctx
from memory.understanding.timex import DateSpec, find_spans

__all__ = ["clock_on_day"]


def clock_on_day(day: str, clock: str, ctx: _Ctx) -> DateSpec | None:
    """The clock time ``clock`` on the day ``day`` says, as one date; None when the two do not
    read as one."""
    said = f"{day} {clock}"
    due = ctx.date(said)
    if due is not None:
        return due
    spans = find_spans(said, now=ctx.now, tz=ctx.tz, prefer="future")
    whole = len(spans) == 1 and spans[0].start == 0 and spans[0].end == len(said) and spans[0].problem is None
    return spans[0].spec if whole else None
