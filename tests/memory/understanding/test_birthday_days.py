"""Tests for a birthday said by a day alone ("mark's bday is the 14th", "priya's birthday is
tmrw"): kept as the day and month it falls on next, as a birthday said in full is; a gift or
greeting said beside it is for that person ("get a card" for Mark), due by the day. Not read as a
birthday: a day with a year (a date of birth), a time of day, or a past day."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, StateClaim
from tests.memory.understanding.played import failures
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
READ = Reading(datetime(2026, 12, 3, 8, 0, tzinfo=LONDON), LONDON)  # a Thursday


def _birthdays(text: str) -> list[tuple[str, str, str]]:
    return [(i.subject, i.predicate, i.value) for i in READ(text) if isinstance(i, StateClaim)]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("mark's bday is the 14th", ("mark", "birthday", "14 December")),
        ("Mark's birthday is on the 14th", ("Mark", "birthday", "14 December")),
        ("priya's birthday is tmrw", ("priya", "birthday", "4 December")),
        ("Kofi's b-day is the 2nd", ("Kofi", "birthday", "2 January")),
        ("my birthday is the 30th", ("me", "birthday", "30 December")),
        ("Jo and Sam's anniversary is on saturday", ("Jo and Sam", "anniversary", "5 December")),
        ("Hemi's birthday is 3 March", ("Hemi", "birthday", "3 March")),
    ],
)
def test_a_birthday_by_its_day_alone(text: str, fact: tuple[str, str, str]) -> None:
    assert _birthdays(text) == [fact]


@pytest.mark.parametrize(
    "text",
    [
        "Mark's bday was the 1st",  # past
        "mark's bday is the 14th 2001",  # a year: born then
        "mark's bday is at 3pm",  # a time, no day
    ],
)
def test_no_birthday_from_a_day_that_is_not_one(text: str) -> None:
    assert not any(p == "birthday" and "December" in v for _, p, v in _birthdays(text))


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("mark's bday is the 14th, get a card", ("get a card for mark", "mark")),
        ("priya's birthday is tmrw!! order flowers", ("order flowers for priya", "priya")),
        ("dad's bday is next sunday - buy a present", ("buy a present for dad", "dad")),
        ("jo's birthday's the 22nd, gotta get a gift voucher", ("get a gift voucher for jo", "jo")),
        ("Kofi's bday is 9 jan, remind me to get a cake", ("get a cake for Kofi", "Kofi")),
        ("Mark's bday is the 14th, get him a card", ("get Mark a card", "Mark")),
    ],
)
def test_a_gift_beside_a_birthday_is_for_them(text: str, todo: tuple[str, str]) -> None:
    found = [(i.action, i.counterparty) for i in READ(text) if isinstance(i, NewCommitment)]
    assert found == [todo]


def test_an_unrelated_to_do_beside_a_birthday_is_for_no_one() -> None:
    found = [i for i in READ("Mark's bday is the 14th, renew the car tax") if isinstance(i, NewCommitment)]
    assert [(i.action, i.counterparty) for i in found] == [("renew the car tax", None)]


async def test_birthday_and_card_are_both_kept(tmp_path: Path) -> None:
    cases = [{"say": "mark's bday is the 14th, get a card",
              "expect": {"facts": [{"subject": "Mark", "predicate": "birthday", "value": "14 December"}],
                         "commitments": [{"action": ["get a card for Mark", "get a card"],
                                          "due": "2026-12-14"}]}}]  # fmt: skip
    assert await failures(tmp_path, "2026-12-03T08:00:00+00:00", "Europe/London", cases) == []
