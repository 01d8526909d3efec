"""A day stressed with "itself" ("tomorrow itself i will collect the photos", "today itself i'll
send the forms") is that day; "itself" after no day ("the door fixed itself") is left alone. And
the errands of looking after and clearing ("babysit", "shovel", "certify") are to-do verbs."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment
from memory.understanding._day_itself import without_day_itself
from tests.memory.understanding.reading import Reading

BUKA = ZoneInfo("Pacific/Bougainville")
read = Reading(datetime(2032, 9, 15, 8, 30, tzinfo=BUKA), BUKA, fmt="%a %d")  # a Wednesday morning


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("tomorrow itself i will collect the passport photos from the Arawa studio",
         [("collect the passport photos from the Arawa studio", "Thu 16")]),
        ("today itself i'll send the forms", [("send the forms", "Wed 15")]),
        ("monday itself i need to file the GST return", [("file the GST return", "Mon 20")]),
        ("i will call him tomorrow itself", [("call him", "Thu 16")]),
    ],
)  # fmt: skip
def test_the_stressed_day_is_the_due(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert [(i.action, read.when(i)) for i in read(text) if isinstance(i, NewCommitment)] == expected


def test_itself_after_no_day_stays() -> None:
    assert without_day_itself("the door fixed itself") == "the door fixed itself"
    assert without_day_itself("the cheque itself is fine") == "the cheque itself is fine"


def test_a_month_or_week_itself_is_that_month_or_week() -> None:
    assert without_day_itself("Deepika shifted to Pune in october itself") == "Deepika shifted to Pune in october"
    assert without_day_itself("this week itself i will pay the fees") == "this week i will pay the fees"
    assert without_day_itself("Anil joined last month itself") == "Anil joined last month"
    assert without_day_itself("it may itself be fine") == "it may itself be fine"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("day after tmrw i'm shovelling grandma Lorraine's walk, she can't do it w/ her hip",
         [("shovel grandma Lorraine's walk", "Fri 17")]),
        ("i'll babysit for the Ngs on fri", [("babysit for the Ngs", "Fri 17")]),
        ("need to get the birth certs certified by the 24th", [("get the birth certs certified", "Fri 24")]),
        ("must certify the copies tmrw", [("certify the copies", "Thu 16")]),
    ],
)  # fmt: skip
def test_looking_after_and_clearing_are_errands(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert [(i.action, read.when(i)) for i in read(text) if isinstance(i, NewCommitment)] == expected
