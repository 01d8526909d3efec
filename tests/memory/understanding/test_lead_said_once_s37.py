"""A second to-do joined by "and" that opens with its own date and leaves out the first one's
lead ("remind me", "i need", "need to", "gotta"): two to-dos, each on its own date. A second
conjunct that is a clause of its own ("and tuesday i'm off", "and monday is the launch") or a
first with no to-do of its own ("remind me monday and wednesday to …") is not split."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment
from tests.memory.understanding.reading import Reading

JUNEAU = ZoneInfo("America/Juneau")
read = Reading(datetime(2031, 10, 31, 16, 5, tzinfo=JUNEAU), JUNEAU, fmt="%a %d")  # a Friday afternoon


def todos(text: str) -> list[tuple[str, str | None]]:
    return [(i.action, read.when(i)) for i in read(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("remind me monday abt the PFD paperwork for Kiana and also wednesday to pick up her refill at Fred Meyer",
         [("PFD paperwork for Kiana", "Mon 03"), ("pick up her refill at Fred Meyer", "Wed 05")]),
        ("eom i need the rent to Mr Zielinski and by the 20th the car insurance renewal",
         [("rent to Mr Zielinski", "Fri 31"), ("car insurance renewal", "Thu 20")]),
        ("need to call mum monday and tuesday email Bob", [("call mum", "Mon 03"), ("email Bob", "Tue 04")]),
        ("i have to renew the permit by the 10th and by the 20th the parking sticker",
         [("renew the permit", "Mon 10"), ("parking sticker", "Thu 20")]),
    ],
)  # fmt: skip
def test_the_lead_serves_both(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert todos(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("need to call mum monday and tuesday i'm off", [("call mum", "Mon 03")]),
        ("gotta finish the deck by fri and monday is the launch", [("finish the deck", "Fri 07")]),
    ],
)  # fmt: skip
def test_a_clause_of_its_own_is_no_second_todo(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert todos(text) == expected
