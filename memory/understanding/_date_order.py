"""Which way round a user writes a numeric date (3/4): month first or day first, by country.

Month first is the habit of the United States (and its territories), Canada (where both are
seen: see below), the Philippines and a few Pacific states;
nearly everyone else, Latin America included, writes the day first ("3/4" in São Paulo or
Bogotá is the 3rd of April). A time zone says the country (:mod:`._zone_country`, from the
tables tzdata ships), so no list of zones is kept by hand here.

Where both orders are common (Canada), a numeric date whose two numbers could each be the
month ("03/04") is one recap cannot read alone: :func:`both_orders` says so and the reader asks.
"""

from __future__ import annotations

from typing import Literal
from zoneinfo import ZoneInfo

from memory.understanding._zone_country import country_of

DateOrder = Literal["MDY", "DMY"]

# ISO 3166 codes of the countries that write the month first
_MONTH_FIRST = frozenset({"US", "CA", "PH", "FM", "MH", "PW", "GU", "AS", "PR", "VI", "MP", "UM"})
# ISO 3166 codes of the countries where both orders are in everyday use
_BOTH_ORDERS = frozenset({"CA"})


def date_order(tz: ZoneInfo) -> DateOrder:
    """ "MDY" where people in ``tz`` write 3/4 for the 4th of March, else "DMY"."""
    return "MDY" if country_of(str(tz.key)) in _MONTH_FIRST else "DMY"


def both_orders(tz: ZoneInfo) -> bool:
    """Whether people in ``tz`` write numeric dates both ways round (Canada: "03/04" is either)."""
    return country_of(str(tz.key)) in _BOTH_ORDERS
