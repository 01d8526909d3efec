"""A fact's value said with why it is told to the listener ("11 if ur buying the reef shoes",
"… in case you need it") keeps the value alone (session 38, blind36's facts); a condition that is
no note to the listener stays out of reach of the trim."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import StateClaim, extract

KWAJALEIN = ZoneInfo("Pacific/Kwajalein")
NOW = datetime(2030, 5, 1, 16, 50, tzinfo=KWAJALEIN)


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "value"),
    [
        ("my shoe size is 11 if ur buying the reef shoes", "me", "shoe size", "11"),
        ("my number's 692 455 3107 in case you need it", "me", "phone", "692 455 3107"),
        ("Tala's blood type is B+ if anyone asks", "Tala", "blood type", "B+"),
        ("my shirt size is XL if you're getting the team shirts", "me", "shirt size", "XL"),
        ("the gate code is 4471, just in case u need it", "gate", "code", "4471"),
    ],
)
def test_why_a_value_is_told_is_no_part_of_it(text: str, subject: str, predicate: str, value: str) -> None:
    found = extract(text, now=NOW, tz=KWAJALEIN)
    assert [(c.subject, c.predicate, c.value) for c in found if isinstance(c, StateClaim)] == [
        (subject, predicate, value)
    ], found
