"""Which way round a user writes a numeric date (3/4): month first or day first, by country.

Month first is the habit of the United States (and its territories), Canada (where both are
seen; recap has always read it month first there), the Philippines and a few Pacific states;
nearly everyone else, Latin America included, writes the day first ("3/4" in São Paulo or
Bogotá is the 3rd of April). A time zone says the country: the IANA ``zone.tab`` that ships
with :mod:`tzdata` maps each canonical zone to its country code, so no list of zones is kept
by hand here. Old aliases outside ``zone.tab`` ("US/Eastern", "Canada/Pacific") go by their
prefix.
"""

from __future__ import annotations

import functools
from importlib import resources
from typing import Literal
from zoneinfo import ZoneInfo

DateOrder = Literal["MDY", "DMY"]

# ISO 3166 codes of the countries that write the month first
_MONTH_FIRST = frozenset({"US", "CA", "PH", "FM", "MH", "PW", "GU", "AS", "PR", "VI", "MP", "UM"})
_MONTH_FIRST_ALIASES = ("US/", "Canada/", "Pacific/Honolulu")


@functools.cache
def _countries() -> dict[str, str]:
    """Each canonical zone's country code, from ``zone.tab``."""
    text = resources.files("tzdata.zoneinfo").joinpath("zone.tab").read_text(encoding="utf-8")
    rows = (line.split("\t") for line in text.splitlines() if line and not line.startswith("#"))
    return {row[2]: row[0] for row in rows if len(row) >= 3}


def date_order(tz: ZoneInfo) -> DateOrder:
    """ "MDY" where people in ``tz`` write 3/4 for the 4th of March, else "DMY"."""
    name = str(tz.key)
    country = _countries().get(name)
    if country is None:
        return "MDY" if name.startswith(_MONTH_FIRST_ALIASES) else "DMY"
    return "MDY" if country in _MONTH_FIRST else "DMY"
