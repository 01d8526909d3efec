"""A to-do read without a day beside a date recap could not read: "café opens at 6 on race day,
i'm doing the early shift", "parents evening is 12/11, must book a slot", "Amara's orientation is
the 24th, i have to drive her".

The clause with the date is asked about (a day recap cannot place, a numeric date read both ways);
the to-do beside it, read on its own, has no day and would be kept undated, when its day is most
likely the one in doubt. Kept so, it is a wrong memory (a shift with no day, a slot never dated);
asked, the user gives the day once. Only a to-do with no day of its own is asked about; one dated
by its own words is the user's day, whatever the other clause says. A numeric date read both ways
in a clause read as nothing ("6/7 the boat engine gets serviced so no clinic, warn the villages")
is in doubt the same way: no question about that clause, but the to-do's day is the one unread.
"""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding._time_only import clock_only
from memory.understanding.intents import Intent, NewCommitment, Unclear
from memory.understanding.timex import find_spans, has_date_words


def _day_in_doubt(asked: Unclear, *, now: datetime, tz: ZoneInfo) -> bool:
    """Whether ``asked`` is about a day: one it says it cannot read ("When is …", "… the date in …"),
    or words of a day with no day read from them ("at 6 on race day"); never a clause unread whose
    day was read ("tonight is a mess": tonight)."""
    if asked.proposal is not None or not has_date_words(asked.text):
        return False
    if asked.question.startswith("When ") or " date " in asked.question:
        return True
    spans = find_spans(asked.text, now=now, tz=tz)
    return not [s.spec for s in spans if s.spec is not None and not clock_only(s.spec.text)]


# a date in figures: "6/7", "12.11", "3-4-33"
_NUMERIC = re.compile(r"\d{1,2}[/.-]\d{1,2}(?:[/.-](?:\d{4}|\d{2}))?")


def _numeric_unread(text: str, *, now: datetime, tz: ZoneInfo) -> bool:
    """Whether ``text`` writes a date in figures that recap cannot read ("6/7" read both ways)."""
    return any(
        span.spec is None and span.problem and _NUMERIC.fullmatch(text[span.start : span.end].strip())
        for span in find_spans(text, now=now, tz=tz)
    )


def undated_beside_doubt(found: list[Intent], *, now: datetime, tz: ZoneInfo, text: str = "") -> list[Intent]:
    """``found`` with each undated to-do asked about when another part of the message (``text``) is a
    date recap asks about or cannot read (module doc); ``found`` as it is otherwise."""
    if not any(isinstance(i, Unclear) and _day_in_doubt(i, now=now, tz=tz) for i in found) and not (
        any(isinstance(i, NewCommitment) and i.due is None for i in found)
        and has_date_words(text) and _numeric_unread(text, now=now, tz=tz)
    ):
        return found
    return [
        Unclear(f"Should I track “{i.action}” for you? Its day may be the one I couldn't read.", i.action, i)
        if isinstance(i, NewCommitment) and i.due is None else i
        for i in found
    ]
