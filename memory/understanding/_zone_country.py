"""The country a user's IANA time zone is in, from the tables tzdata ships (zoneinfo has none).

``zone.tab`` maps each canonical zone to its ISO 3166 country ("America/Toronto" -> "CA"); an
old alias ("Canada/Eastern", "Asia/Calcutta", "Europe/Belfast") is one of the link lines
("L America/Toronto Canada/Eastern") of ``tzdata.zi``, followed to its zone. A zone in
``zone.tab`` keeps its own country even where it is also a link ("America/Nassau", a link to
Toronto's rules, is the Bahamas).
"""

from __future__ import annotations

import functools
from importlib.resources import files


def _read(name: str) -> str:
    return files("tzdata").joinpath("zoneinfo", name).read_text(encoding="utf-8")


@functools.cache
def _zone_tab() -> dict[str, str]:
    rows = (line.split("\t") for line in _read("zone.tab").splitlines() if line and not line.startswith("#"))
    return {row[2]: row[0] for row in rows if len(row) >= 3}


@functools.cache
def _links() -> dict[str, str]:
    rows = (line.split() for line in _read("tzdata.zi").splitlines() if line.startswith("L "))
    return {row[2]: row[1] for row in rows if len(row) == 3}


@functools.cache
def country_of(zone: str) -> str | None:
    """The ISO country code of ``zone`` ("Canada/Eastern" -> "CA"); None for UTC and the like."""
    table = _zone_tab()
    return table.get(zone) or table.get(_links().get(zone, ""))
