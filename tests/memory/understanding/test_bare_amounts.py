"""A bare number after paying someone is the amount, not a date left unread: "pay the plumber 80
by fri" was asked as a date recap could not read; "what do I owe" lists what is owed."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, Question, Unclear
from tests.memory.understanding.reading import Reading

DUBLIN = ZoneInfo("Europe/Dublin")
read = Reading(datetime(2026, 12, 3, 19, 5, tzinfo=DUBLIN), DUBLIN)  # a Thursday


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("need to pay the plumber 80 by fri", "pay the plumber 80", "Fri 04"),
        ("send Raj 50 by monday", "send Raj 50", "Mon 07"),
        ("gotta transfer mum 120.50 tmrw", "transfer mum 120.50", "Fri 04"),
    ],
)
def test_a_bare_amount_is_kept_in_the_payment(text: str, action: str, day: str) -> None:
    [todo] = read(text)
    assert isinstance(todo, NewCommitment) and todo.action == action, todo
    assert todo.due is not None and todo.due.start.astimezone(DUBLIN).strftime("%a %d") == day


def test_a_number_after_another_verb_is_still_a_date_to_read() -> None:
    [asked] = read("ring the surgery on the 45")
    assert isinstance(asked, Unclear)


@pytest.mark.parametrize("text", ["what do i owe?", "what do we still owe anyone"])
def test_what_do_i_owe_asks_for_every_debt(text: str) -> None:
    [asked] = read(text)
    assert isinstance(asked, Question) and asked.kind == "owed" and asked.subject is None
