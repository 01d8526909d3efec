"""Session 35 (blind34): "Teiki's pirogue crew smashed the race" is what Teiki's crew did, the
"'s" a possessive: no role "crew" for Teiki, no deed of the user's. "'s" for "is" before a state
or an article stays read ("Sam's off sick", "Ana's the new lead")."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import StateClaim, extract

TZ = ZoneInfo("Pacific/Tahiti")
NOW = datetime(2031, 7, 14, 9, tzinfo=TZ)


@pytest.mark.parametrize(
    "said",
    [
        "Teiki's pirogue crew smashed the race, he's unbeatable lol",
        "Teiki's pirogue crew smashed the race",
        "Sam's crew smashed the record",
        "Mele's relay team crushed the heats",
        "Sam's band won the final",
    ],
)
def test_what_someones_crew_did_is_no_role(said: str) -> None:
    assert extract(said, now=NOW, tz=TZ) == [], said


@pytest.mark.parametrize(
    ("said", "predicate", "value"),
    [
        ("Sam's off sick", "status", "off sick"),
        ("Ana's the new lead", "role", "lead"),
        ("Sione's our groundsman", "role", "groundsman"),
    ],
)
def test_is_contracted_stays_read(said: str, predicate: str, value: str) -> None:
    found = [i for i in extract(said, now=NOW, tz=TZ) if isinstance(i, StateClaim)]
    assert [(i.predicate, i.value) for i in found] == [(predicate, value)], found
