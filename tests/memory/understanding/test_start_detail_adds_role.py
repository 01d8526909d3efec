"""A start said after a fact about someone, with what they start as ("Lucas got the job at
Deloitte, starts 4 jan as an analyst"): the role is kept from that day; the date alone ("Chen
Wei's our new CFO, starts 12 April") only says when the fact before begins (pure ``extract``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import StateClaim, extract

TZ = ZoneInfo("Australia/Melbourne")
NOW = datetime(2026, 12, 4, 20, 0, tzinfo=TZ)


@pytest.mark.parametrize(
    ("text", "person", "role", "day"),
    [
        ("Lucas got the job at Deloitte, starts 4 jan as an analyst", "Lucas", "analyst", "2027-01-04"),
        ("Lucas got the job at Deloitte!! starts 4 jan as an analyst", "Lucas", "analyst", "2027-01-04"),
        ("Priya joined Stripe, starts jan 11 as a product manager", "Priya", "product manager", "2027-01-11"),
    ],
)
def test_the_role_it_starts_as(text: str, person: str, role: str, day: str) -> None:
    claims = [i for i in extract(text, now=NOW, tz=TZ) if isinstance(i, StateClaim)]
    roles = [c for c in claims if c.predicate == "role"]
    assert [(c.subject, c.value) for c in roles] == [(person, role)], claims
    assert roles[0].effective is not None and roles[0].effective.start.astimezone(TZ).date().isoformat() == day


def test_a_date_alone_adds_no_fact() -> None:
    claims = [i for i in extract("Chen Wei's our new CFO, starts 12 April", now=NOW, tz=TZ)]
    assert [(c.subject, c.predicate) for c in claims if isinstance(c, StateClaim)] == [("Chen Wei", "role")]


@pytest.mark.parametrize("text", ["Priya is starting jan 11 as a product manager", "Priya starting jan 11 as a PM"])
def test_as_is_no_part_of_a_role(text: str) -> None:
    """It kept Priya's role as "as a product manager"."""
    claims = [i for i in extract(text, now=NOW, tz=TZ) if isinstance(i, StateClaim)]
    assert not [c for c in claims if c.value.lower().startswith("as ")], claims
