"""What recap learns of the way round a user writes numeric dates, and how it says so.

A user asked "is 3/4 the 3rd of April or the 4th of March?" every time would give up. So the
order, once shown, is kept on the user (``date_order``, :meth:`memory.users.Users.update`) and
the reader reads "3/4" that way from then on without asking (:mod:`memory.understanding._date_order`).
It is shown by a to-do dated with a numeric date only one order reads ("15/3": day first;
"3/15": month first), and by the day the user picks when asked (:func:`memory.asks.order_chosen`).
A number that was never taken for a date (a score, a fraction in chatter) teaches nothing: only
the dues of what a message stored or moved count. The first order shown is kept; ``/dates``
shows, sets and clears it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Literal

from memory import understanding
from memory.understanding._date_order import DateOrder, order_shown

__all__ = ["DateOrder", "Setting", "described", "learned_line", "setting", "taught"]

Setting = DateOrder | Literal["auto"]
_WORDS: dict[str, Setting] = {
    "dmy": "DMY", "dd/mm": "DMY", "d/m": "DMY", "dd/mm/yyyy": "DMY", "day": "DMY",
    "day/month": "DMY", "british": "DMY", "european": "DMY",
    "mdy": "MDY", "mm/dd": "MDY", "m/d": "MDY", "mm/dd/yyyy": "MDY", "month": "MDY",
    "month/day": "MDY", "american": "MDY", "us": "MDY",
    "auto": "auto", "off": "auto", "zone": "auto", "ask": "auto", "none": "auto", "reset": "auto",
}  # fmt: skip
_SPACED = re.compile(r"[\s_]+")


def taught(intents: Iterable[understanding.Intent]) -> DateOrder | None:
    """The order the numeric dues of the to-dos a message stored or moved show on their own
    ("pay rent by 15/3": day first); None when none shows one, or two disagree."""
    shown = {
        order
        for intent in intents
        if isinstance(intent, understanding.NewCommitment | understanding.MoveCommitment) and intent.due is not None
        if (order := order_shown(intent.due.text)) is not None
    }
    return shown.pop() if len(shown) == 1 else None


def described(order: DateOrder) -> str:
    """ "day/month" or "month/day", as the replies say it."""
    return "day/month" if order == "DMY" else "month/day"


def learned_line(order: DateOrder) -> str:
    """The one line a reply adds when recap has just learned the user's order."""
    return f"I'll read dates like 3/4 as {described(order)} from now on — /dates to change."


def setting(words: str) -> Setting | None:
    """What ``/dates <words>`` asks for: "DMY" (day-first, dmy, dd/mm …), "MDY" (month-first,
    mdy, mm/dd …) or "auto" (back to the zone's habit); None for words that say none of them."""
    said = _SPACED.sub("-", words.strip().lower()).removesuffix("-first")
    return _WORDS.get(said)
