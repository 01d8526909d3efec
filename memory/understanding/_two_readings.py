"""A to-do asked about only because its numeric date reads both ways: the two days it may be.

"pay the deposit by 3/4" said in London on 3 December is the 3rd of April or the 4th of March,
both still to come, so recap asks (:func:`.timex._both_ahead`). The question offers each day as
a choice (:func:`memory.asks.either_day`), so one tap settles it, and the day chosen teaches
recap which way round the user writes dates (:func:`._date_order.order_shown`). The days are
the written date read in each order, the zone's habit first.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding._date_order import DateOrder, date_order, read_in, undecided_date
from memory.understanding.intents import Intent, Unclear
from memory.understanding.timex import parse_date


def with_both_days(intents: list[Intent], *, now: datetime, tz: ZoneInfo) -> list[Intent]:
    """``intents`` with each to-do asked about for its date's order given both days to offer."""
    return [_both_days(intent, now, tz) if isinstance(intent, Unclear) else intent for intent in intents]


def _both_days(unclear: Unclear, now: datetime, tz: ZoneInfo) -> Unclear:
    written = undecided_date(unclear.question)
    if unclear.proposal is None or unclear.dues or written is None:
        return unclear
    first = date_order(tz)
    orders: tuple[DateOrder, DateOrder] = (first, "MDY" if first == "DMY" else "DMY")
    days = []
    for order in orders:
        with read_in(order):
            day = parse_date(written, now=now, tz=tz, prefer="future")
        if day is None:  # one reading is no day after all: the question stays as it was
            return unclear
        days.append(day)
    return replace(unclear, dues=tuple(days))
