"""A "by then" after a day given with "is" ("Mia's last day is the 26th, need to get her a card
by then") is that day; an ordinal that is a rank ("the 3rd person to quit") gives none (pure
``extract``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, StateClaim
from memory.understanding._copula_day import copula_day
from memory.understanding._phrases import _Ctx
from tests.memory.understanding.reading import Reading

TZ = ZoneInfo("Europe/London")
NOW = datetime(2026, 12, 2, 9, 5, tzinfo=TZ)  # Wed 2 Dec 2026
READ = Reading(NOW, TZ, "%a %d")
CTX = _Ctx(now=NOW, tz=TZ, lowercase=False)


def test_by_then_after_a_persons_last_day_is_that_day_and_to_them() -> None:
    """The fact and the to-do, due the 26th, to Mia (the "her" of the message)."""
    found = READ("Mia's last day is the 26th, need to get her a card by then")
    assert [(i.subject, i.predicate) for i in found if isinstance(i, StateClaim)] == [("Mia", "last day")]
    todos = [(i.action, i.counterparty, READ.when(i)) for i in found if isinstance(i, NewCommitment)]
    assert todos == [("get Mia a card", "Mia", "Sat 26")]


@pytest.mark.parametrize(
    ("text", "action", "day"),
    [
        ("the deadline's the 18th, need to finish the draft by then", "finish the draft", "Fri 18"),
        ("the move is the 20th, gotta book the van before then", "book the van", "Sat 19"),
        ("her leaving do was the 9th, and I'll frame the photo by then", "frame the photo", "Wed 09"),
    ],
)
def test_a_day_said_with_is_anchors_by_then(text: str, action: str, day: str) -> None:
    """ "by then" is the day; "before then" the day before it."""
    assert (action, day) in READ.todos(READ(text))


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("Mia's last day is the 26th, ", "26"),
        ("deadline's the 3rd and", "03"),
        ("the party is the ninth of january", "09"),
        ("Leo's the 3rd person to quit,", None),
        ("she came 2nd in the race", None),
        ("meeting is at 3", None),
    ],
)
def test_copula_day_is_an_ordinal_day_ending_what_is_said(said: str, day: str | None) -> None:
    """Only a day of the month that ends the statement; a rank with a noun after it is none."""
    spec = copula_day(said, CTX)
    assert (spec.start.astimezone(TZ).strftime("%d") if spec else None) == day
