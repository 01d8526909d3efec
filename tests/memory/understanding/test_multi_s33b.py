"""Tests for blind32's multi-clause misreadings (session 33): "…, and his manager is Shira from then too"
kept "Shira from then" as the manager, never from the day said before; "sent Farida the forecast;
Leif will review it" kept "review it" (the thing sent after whom it went to was never found); "Jonah owes
me 25, says he'll pay fri" was "send me 25" (a bare number owed is a sum, paid)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, StateClaim
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Europe/Berlin")
READ = Reading(datetime(2026, 12, 7, 8, 0, tzinfo=ZONE), ZONE, fmt="%Y-%m-%d")  # a Monday morning


@pytest.mark.parametrize(
    ("text", "subject", "value", "day"),
    [
        ("Gunnar owns the fuel depot from next mon, and his manager is Shira from then too", "Gunnar", "Shira",
         "2026-12-14"),
        ("Ana joins the Lisbon team on the 3rd and her manager is Rui from then on", "Ana", "Rui", "2027-01-03"),
        ("Bo takes over the bakery from 1 March, his deputy is Lin as of then", "Bo", "Lin", "2027-03-01"),
    ],
)
def test_from_then_is_the_day_said_before(text: str, subject: str, value: str, day: str) -> None:
    found = READ(text)
    claims = [i for i in found if isinstance(i, StateClaim) and i.subject == subject and i.predicate != "team"]
    assert [c.value for c in claims] == [value], found
    [claim] = claims
    assert claim.effective is not None and claim.effective.start.astimezone(ZONE).strftime("%Y-%m-%d") == day


def test_then_not_at_a_clauses_end_is_no_date_said_back() -> None:
    found = READ("i'll call the bank tmrw, and from then i'm off")
    assert [i.action for i in found if isinstance(i, NewCommitment)] == ["call the bank"], found


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("sent Farida the forecast; Leif will review it by thurs", "review the forecast"),
        ("sent her the deck, Bo will print it fri", "print the deck"),
        ("handed Ade the keys, Bo will return them sun", "return the keys"),
        ("emailed Priya the draft, she will sign fri", "sign the draft"),
        # near-miss: "her" as whose, the thing is hers
        ("sent her report to HR, Bo will check it fri", "check her report"),
    ],
)
def test_the_thing_done_after_whom_it_went_to_is_what_it_means(text: str, action: str) -> None:
    todos = [i for i in READ(text) if isinstance(i, NewCommitment)]
    assert [t.action for t in todos] == [action], todos


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("Jonah owes me 25, says he'll pay fri", "pay me 25"),
        ("Jonah owes me 25, he'll pay fri", "pay me 25"),
        ("Ana owes me 40 by fri", "pay me 40"),
        ("Kim owes me 25 fri", "pay me 25"),
    ],
)
def test_a_bare_number_owed_is_a_sum_paid(text: str, action: str) -> None:
    todos = [i for i in READ(text) if isinstance(i, NewCommitment)]
    assert [(t.action, t.owner) for t in todos] == [(action, text.split()[0])], todos


def test_things_counted_owed_are_no_sum() -> None:
    todos = [i for i in READ("Bo owes me 3 books, returning them sat") if isinstance(i, NewCommitment)]
    assert all(not t.action.startswith("pay") for t in todos), todos
