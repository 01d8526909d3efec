"""The user's own job or home said in the first person, present: "i start at Stripe on jan 12 as
a senior PM", "I work at Monzo", "we live in Leeds now" are facts of the user's, as "Maya starts
at Stripe …" is of Maya's (memory.understanding._facts)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import StateClaim, extract

ZONE = ZoneInfo("Europe/London")
NOW = datetime(2026, 12, 8, 20, 30, tzinfo=ZONE)


def facts(text: str) -> set[tuple[str, str, str, str | None]]:
    found = [i for i in extract(text, now=NOW, tz=ZONE) if isinstance(i, StateClaim)]
    return {(i.subject, i.predicate, i.value, _day(i)) for i in found}


def _day(fact: StateClaim) -> str | None:
    return fact.effective.start.astimezone(ZONE).date().isoformat() if fact.effective else None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I work at Monzo", {("me", "employer", "Monzo", None)}),
        ("i start at Stripe on jan 12", {("me", "employer", "Stripe", "2027-01-12")}),
        (
            "ok so new job: i start at Stripe on jan 12 as a senior PM",
            {("me", "employer", "Stripe", "2027-01-12"), ("me", "role", "senior PM", "2027-01-12")},
        ),
        ("we live in Leeds now", {("me", "location", "Leeds", None)}),
        ("i report to Ifeoma", {("me", "manager", "Ifeoma", None)}),
    ],
)
def test_my_own_job_or_home_in_the_first_person(text: str, expected: set) -> None:
    assert facts(text) == expected


@pytest.mark.parametrize("text", ["i work from home on fridays", "i head out at 5", "i start the new job monday"])
def test_no_job_named_is_no_fact(text: str) -> None:
    assert facts(text) == set()
