"""Tests for blind33's "eofy is tonite 😬 need to reconcile the bank feeds and lock the ledger"
(session 34, helper r2a): the to-dos were kept with no due. A circumstance said to fall today
dates the to-do after it ("eom is today, …"), but only the word "today" was taken; "tonight" and
"this evening" are today too. The day as it goes ("tonight is a mess", "busy tonight") still
dates nothing."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Australia/Sydney")
READ = Reading(datetime(2033, 6, 30, 9, 0, tzinfo=ZONE), ZONE, fmt="%a %d %b")  # a Thursday morning


@pytest.mark.parametrize(
    ("text", "actions"),
    [
        (
            "eofy is tonite 😬 need to reconcile the bank feeds and lock the ledger",
            ["reconcile the bank feeds", "lock the ledger"],
        ),
        ("eofy is tonight, need to lock the ledger", ["lock the ledger"]),
        ("the gala's tonight, gotta iron my shirt", ["iron my shirt"]),
        ("the audit is this afternoon - print the ledger", ["print the ledger"]),
    ],
)
def test_a_todo_after_an_occasion_tonight_is_due_today(text: str, actions: list[str]) -> None:
    todos = [i for i in READ(text) if isinstance(i, NewCommitment)]
    assert [t.action for t in todos] == actions, todos
    for todo in todos:
        assert todo.due is not None and todo.due.start.astimezone(ZONE).strftime("%F") == "2033-06-30"


@pytest.mark.parametrize(
    "text", ["tonight is a mess, call mum", "busy tonight, send the invoice", "the party was tonight, call mum"]
)
def test_the_evening_as_it_goes_dates_nothing(text: str) -> None:
    todos = [i for i in READ(text) if isinstance(i, NewCommitment)]
    assert todos and all(todo.due is None for todo in todos), todos
