"""Tests for a thing that goes on sale at a time, then what to do about it ("tix for the gig go
on sale fri 10am, need to grab 2"): one to-do, due when the sale opens, its count completed by the
thing on sale; a sale gone by, or a to-do with its own date, is not read this way."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment
from tests.memory.understanding.reading import Reading

NEW_YORK = ZoneInfo("America/New_York")
READ = Reading(datetime(2026, 12, 2, 9, 5, tzinfo=NEW_YORK), NEW_YORK)


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("tix for the gig go on sale fri 10am, need to grab 2", ("grab 2 tix for the gig", "Fri 04 10:00")),
        ("tickets go on sale fri 10am, need to buy 2", ("buy 2 tickets", "Fri 04 10:00")),
        ("glastonbury tickets go on sale sunday at 9, need to get 4", ("get 4 glastonbury tickets", "Sun 06 09:00")),
        ("tix go on sale fri 10am, must grab some", ("grab some tix", "Fri 04 10:00")),
        (
            "Taylor Swift tickets go on sale tomorrow at 10 - need to get them",
            ("get the Taylor Swift tickets", "Thu 03 10:00"),
        ),
        ("the new lego set drops thurs 8am, gotta order one", ("order one new lego set", "Thu 03 08:00")),
        ("festival passes are released monday 9am, i need to book 3", ("book 3 festival passes", "Mon 07 09:00")),
        # "starts" is no sale opening, but a dated circumstance all the same (:mod:`._circumstance_todo`)
        ("the sale starts monday 9am, need to buy a new tv", ("buy a new tv", "Mon 07 09:00")),
    ],
)
def test_the_todo_is_due_when_the_sale_opens(text: str, todo: tuple[str, str | None]) -> None:
    assert READ.todos(READ(text))[:1] == [todo]


@pytest.mark.parametrize(
    "text",
    [
        "tix went on sale yesterday, need to grab 2",
        "tickets go on sale fri 10am, need to buy 2 by sat",
    ],
)
def test_not_read_as_due_at_the_sale(text: str) -> None:
    found = READ(text)
    assert not any(isinstance(i, NewCommitment) and i.due is not None and i.due.text.endswith("10am") for i in found)
