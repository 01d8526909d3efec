"""A one-off day someone or something has is a fact whose value is that day, resolved when said:
"Priya's last day is the 18th" was asked about as an unreadable date, "my start date is jan 4th"
and "Priya's last day is friday" read as nothing."""

from __future__ import annotations

from datetime import datetime

import pytest

from memory.timefmt import zone
from memory.understanding import StateClaim
from tests.memory.understanding.reading import Reading

TZ = zone("Europe/Dublin")
READ = Reading(datetime(2026, 11, 30, 17, 40, tzinfo=TZ), TZ)  # a Monday evening


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Priya's last day is the 18th", ("Priya", "last day", "18 December 2026")),
        ("Priya's last day is friday", ("Priya", "last day", "4 December 2026")),
        ("priyas last day is fri", ("priya", "last day", "4 December 2026")),
        ("my last day is 23 dec", ("me", "last day", "23 December 2026")),
        ("my start date is jan 4th", ("me", "start date", "4 January 2027")),
        ("Kofi's first day is monday", ("Kofi", "start date", "7 December 2026")),
        ("the lease end date is 31 march", ("lease", "end date", "31 March 2027")),
        ("Omar's leaving date is end of jan", ("Omar", "leaving date", "31 January 2027")),
        ("our move-in date is next month", ("me", "move in date", "December 2026")),
    ],
)
def test_a_days_fact_keeps_the_resolved_day(text: str, fact: tuple[str, str, str]) -> None:
    found = READ(text)
    assert [(f.subject, f.predicate, f.value) for f in found if isinstance(f, StateClaim)] == [fact]
    assert len(found) == 1


@pytest.mark.parametrize(
    "text",
    ["her last day is friday", "the last day is friday", "Priya's last day was friday", "last day of school is fun"],
)
def test_no_one_named_or_a_day_gone_is_no_such_fact(text: str) -> None:
    assert not [f for f in READ(text) if isinstance(f, StateClaim) and f.predicate.endswith(("day", "date"))]
