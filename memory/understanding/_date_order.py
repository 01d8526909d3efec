"""Which way round a user writes a numeric date (3/4): month first or day first, by country.

Month first is the habit of the United States (and its territories), Canada (where both are
seen: see below), the Philippines and a few Pacific states;
nearly everyone else, Latin America included, writes the day first ("3/4" in São Paulo or
Bogotá is the 3rd of April). A time zone says the country (:mod:`._zone_country`, from the
tables tzdata ships), so no list of zones is kept by hand here.

Where both orders are common (Canada), a numeric date whose two numbers could each be the
month ("03/04") is one recap cannot read alone: :func:`both_orders` says so and the reader asks.

A user's own order, once known (learned from a date only one order reads, or from the day they
chose when asked: :func:`order_shown`; or set with /dates), comes before the zone's habit: the
reader then reads "3/4" that way without asking. It is passed to the reader as a context
variable (:func:`read_in`) rather than as a parameter, because the order is consulted deep in
:mod:`.timex` (a numeric date, a dotted one, dateparser's settings), several calls below the
forms of :mod:`._dispatch` that never look at it themselves; threading a parameter through
every form and every span reader would touch most of the package for one setting. The reader's
memos (:mod:`._memos`) are keyed by words and moment, not by order, so they are emptied
whenever the order they were filled under changes.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import date
from typing import Literal
from zoneinfo import ZoneInfo

from memory.understanding._memos import forget_readings
from memory.understanding._zone_country import country_of

DateOrder = Literal["MDY", "DMY"]

# ISO 3166 codes of the countries that write the month first
_MONTH_FIRST = frozenset({"US", "CA", "PH", "FM", "MH", "PW", "GU", "AS", "PR", "VI", "MP", "UM"})
# ISO 3166 codes of the countries where both orders are in everyday use
_BOTH_ORDERS = frozenset({"CA"})


# the user's own order while a message of theirs is read (:func:`read_in`); None: the zone's habit
_USERS_ORDER: ContextVar[DateOrder | None] = ContextVar("users_date_order", default=None)
_MEMOS_READ_IN: list[DateOrder | None] = [None]  # the order the reader's memos hold readings in
# a slashed numeric date ("3/4", "15/3/27"), not part of a longer run of digits and slashes
_SLASHED = re.compile(r"(?<![\d/.])(\d{1,2})/(\d{1,2})(?:/(?:\d{4}|\d{2}))?(?![\d/])")
_UNDECIDED = re.compile(r"I can't tell whether “([^”]+)” is ")


def date_order(tz: ZoneInfo) -> DateOrder:
    """ "MDY" where 3/4 is the 4th of March: the user's own order when known, else the habit of
    ``tz`` (people there write 3/4 for the 4th of March), else "DMY"."""
    if (own := _USERS_ORDER.get()) is not None:
        return own
    return "MDY" if country_of(str(tz.key)) in _MONTH_FIRST else "DMY"


def both_orders(tz: ZoneInfo) -> bool:
    """Whether "03/04" may be either for this user: people in ``tz`` write numeric dates both
    ways round (Canada), and the user's own order is not known."""
    return _USERS_ORDER.get() is None and country_of(str(tz.key)) in _BOTH_ORDERS


def order_known() -> bool:
    """Whether the message being read comes with its writer's own order (:func:`read_in`):
    a date that reads both ways is then read that way, never asked about."""
    return _USERS_ORDER.get() is not None


@contextmanager
def read_in(order: DateOrder | None) -> Iterator[None]:
    """Read numeric dates in ``order`` (the user's own) within the block; None: the zone's habit."""
    token = _USERS_ORDER.set(order)
    _memos_in(order)
    try:
        yield
    finally:
        _USERS_ORDER.reset(token)
        _memos_in(_USERS_ORDER.get())


def _memos_in(order: DateOrder | None) -> None:
    """Empty the reader's memos when they hold readings made in another order than ``order``."""
    if _MEMOS_READ_IN[0] != order:
        forget_readings()
        _MEMOS_READ_IN[0] = order


def undecided(written: str, first: int, second: int) -> str:
    """Why a numeric date is asked about ("3/4": the 3rd of April or the 4th of March), as the
    question says it; :func:`undecided_date` finds ``written`` in it again."""
    return (f"I can't tell whether “{written}” is {first} {calendar.month_name[second]} "
            f"or {second} {calendar.month_name[first]}")


def undecided_date(question: str) -> str | None:
    """The numeric date a question asks about only because it reads both ways (:func:`undecided`)."""
    found = _UNDECIDED.search(question)
    return found[1] if found else None


def order_shown(written: str, on: date | None = None) -> DateOrder | None:
    """The order the numeric date in ``written`` shows: day first when its first number can only
    be a day ("15/3"), month first when its second can only be ("3/15"); with ``on``, the day the
    user said it is (an answer to :func:`undecided`), the order that reads it as that day
    ("3/4" on 3 April: day first). None when the words show neither: a date read both ways and
    settled by nothing the user said, two equal numbers ("4/4"), or no one numeric date."""
    found = _SLASHED.findall(written)
    if len(found) != 1:
        return None
    first, second = int(found[0][0]), int(found[0][1])
    if on is not None:
        if first != second and (first, second) == (on.day, on.month):
            return "DMY"
        if first != second and (first, second) == (on.month, on.day):
            return "MDY"
        return None
    if 12 < first <= 31 and 1 <= second <= 12:
        return "DMY"
    if 12 < second <= 31 and 1 <= first <= 12:
        return "MDY"
    return None
