"""Session 39, the lead's conversations: a list's count said as a label ("couple things: …") is no part
of the first to-do; a promise made to someone by name is to them however the message is typed."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, StateClaim, extract

TZ = ZoneInfo("Asia/Singapore")
NOW = datetime(2026, 12, 7, 9, 0, tzinfo=TZ)


def _todos(text: str) -> list[NewCommitment]:
    return [i for i in extract(text, now=NOW, tz=TZ) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    "said",
    [
        "couple things: call the bank tmrw and pay rent fri",
        "hey! couple of things - call the bank tmrw, pay rent fri",
        "coupla quick things: call the bank tmrw and pay rent fri",
        "few bits: call the bank tmrw, pay rent fri",
    ],
)
def test_a_lists_count_is_a_label(said: str) -> None:
    assert [t.action for t in _todos(said)] == ["call the bank", "pay rent"]


@pytest.mark.parametrize(
    ("said", "whom"),
    [
        ("i promised ben i'd review his PR before friday", "ben"),
        ("told Tomas I'd fix his bike sat", "Tomas"),
        ("promised raj i'd proofread his CV by the 12th", "raj"),
    ],
)
def test_a_promise_is_to_whom_it_was_made_however_capitalised(said: str, whom: str) -> None:
    [todo] = _todos(said)
    assert todo.counterparty == whom



@pytest.mark.parametrize(
    ("said", "thing"),
    [
        ("forget the q4 report, finance is doing it", "q4 report"),
        ("nvm the 2025 taxes", "2025 taxes"),
        ("scrap the june newsletter", "june newsletter"),
        ("forget the monday meeting", "monday meeting"),
    ],
)
def test_a_thing_named_by_a_date_is_called_off(said: str, thing: str) -> None:
    """A date that names the thing ("the q4 report") is no day the deed is done on."""
    assert [(type(i).__name__, getattr(i, "action", None)) for i in extract(said, now=NOW, tz=TZ)] == [
        ("CancelCommitment", thing)
    ]


@pytest.mark.parametrize(
    ("said", "predicate", "value"),
    [
        ("my new gp is dr okafor", "gp", "dr okafor"),
        ("my new accountant is Gulnara", "accountant", "Gulnara"),
        ("my new dentist is Dr Patel", "dentist", "Dr Patel"),
    ],
)
def test_my_new_one_is_mine(said: str, predicate: str, value: str) -> None:
    """ "my new GP is …" is whom the user has, as "my GP is …" (and "my new manager is …") says."""
    [fact] = [i for i in extract(said, now=NOW, tz=TZ) if isinstance(i, StateClaim)]
    assert (fact.subject, fact.predicate, fact.value) == ("me", predicate, value)
