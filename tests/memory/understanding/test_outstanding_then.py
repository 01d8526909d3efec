"""A thing said to be still owed, then a to-do verb and its day alone, is one to-do: the verb
done to the thing by that day (:mod:`memory.understanding._outstanding_then`, pure ``extract``)."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, extract
from memory.understanding._outstanding_then import outstanding_then

TZ = ZoneInfo("Europe/Dublin")
NOW = datetime(2027, 5, 11, 10, 5, tzinfo=TZ)  # a Tuesday


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("water bill still outstanding - pay by the 25th", "pay the water bill", date(2027, 5, 25)),
        ("phone bill overdue, pay it by fri", "pay the phone bill", date(2027, 5, 14)),
        ("the TV licence is unpaid — renew on monday", "renew the TV licence", date(2027, 5, 17)),
        ("paid the rent, gas bill still not paid - settle it by thursday", "settle the gas bill", date(2027, 5, 13)),
    ],
)
def test_the_verb_is_done_to_the_owed_thing_by_the_day(text: str, action: str, day: date) -> None:
    todos = [i for i in extract(text, now=NOW, tz=TZ) if isinstance(i, NewCommitment)]
    assert [t.action for t in todos][-1] == action
    assert todos[-1].due is not None and todos[-1].due.start.astimezone(TZ).date() == day


@pytest.mark.parametrize(
    "text",
    [
        "the report is overdue - Sam will send it friday",  # someone else's promise, not a bare verb
        "my knee is still sore - rest by friday",  # not owed
        "water bill still outstanding",  # no verb said after it
        "invoice outstanding - lovely by friday",  # no to-do verb
    ],
)
def test_other_lines_are_left_as_typed(text: str) -> None:
    assert outstanding_then(text) == text
