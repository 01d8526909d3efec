"""A to-do and what it came to, said after a dash ("call mum - done", "hand in notice — done"),
is that to-do finished, never a new one (memory.understanding._sentences, _commitment_intro);
and a new job and role said together hold from one day ("Maya starts at Stripe on jan 12 as a
senior PM": both next January, memory.understanding._fact_as_role)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, NewCommitment, StateClaim, extract

ZONE = ZoneInfo("Europe/London")
NOW = datetime(2026, 12, 8, 20, 30, tzinfo=ZONE)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("call mum - done", "call mum"),
        ("hand in notice — done", "hand in notice"),
        ("book the vet – done ✅", "book the vet"),
        ("renew the parking permit - done!", "renew the parking permit"),
    ],
)
def test_a_to_do_then_done_after_a_dash_finishes_it(text: str, action: str) -> None:
    found = extract(text, now=NOW, tz=ZONE)
    assert not any(isinstance(i, NewCommitment) for i in found)
    assert [i.action for i in found if isinstance(i, CompleteCommitment)] == [action]


def test_a_dash_before_anything_else_keeps_the_to_do() -> None:
    found = extract("call mum - urgent", now=NOW, tz=ZONE)
    assert [i.action for i in found if isinstance(i, NewCommitment)] == ["call mum"]


@pytest.mark.parametrize(
    "text", ["Maya starts at Stripe on jan 12 as a senior PM", "Maya joins Stripe on jan 12 as a senior PM"]
)
def test_a_job_and_its_role_hold_from_one_day(text: str) -> None:
    facts = {i.predicate: i for i in extract(text, now=NOW, tz=ZONE) if isinstance(i, StateClaim)}
    assert facts["role"].value == "senior PM"
    days = {p: f.effective.start.astimezone(ZONE).date().isoformat() for p, f in facts.items() if f.effective}
    assert days == {"employer": "2027-01-12", "role": "2027-01-12"}


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("send the invoice - sent", "send the invoice"),
        ("pay rent - paid", "pay rent"),
        ("order the cake - ordered", "order the cake"),
    ],
)
def test_a_to_do_then_its_past_after_a_dash_finishes_it(text: str, action: str) -> None:
    found = extract(text, now=NOW, tz=ZONE)
    assert not any(isinstance(i, NewCommitment) for i in found)
    assert [i.action for i in found if isinstance(i, CompleteCommitment)] == [action]
