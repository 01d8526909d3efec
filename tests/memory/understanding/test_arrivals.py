"""Someone's arrival said alone ("mum's flight lands 6:40 sat, LHR T5"): an occasion under its own
words, where it lands never part of them; a clock time without am/pm is offered, one with it kept."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, Unclear
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
read = Reading(datetime(2026, 12, 2, 8, 5, tzinfo=LONDON), LONDON)
CHICAGO = ZoneInfo("America/Chicago")
read_chicago = Reading(datetime(2026, 12, 2, 8, 5, tzinfo=CHICAGO), CHICAGO)


@pytest.mark.parametrize(
    ("text", "action", "when"),
    [
        ("mum's flight lands 6:40 sat, LHR T5", "mum's flight lands", "Sat 05 18:40"),
        ("dad's train gets in at 5:15 fri, kings cross", "dad's train gets in", "Fri 04 17:15"),
        ("my sister's landing at 7 tomorrow", "my sister's landing", "Thu 03 19:00"),
    ],
)
def test_a_bare_clock_is_offered(text: str, action: str, when: str) -> None:
    (asked,) = read(text)
    assert isinstance(asked, Unclear) and asked.proposal is not None
    assert (asked.proposal.action, read.when(asked.proposal)) == (action, when)
    assert "," not in asked.question.split("”")[0]  # never "mum's flight lands , LHR T5"


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("Amir's flight lands 9:30pm tues", ("Amir's flight lands", "Tue 08 21:30")),
        ("Mum lands at 6:40am on sat", ("Mum lands", "Sat 05 06:40")),
        ("Dad gets in at 18:05 on friday, Euston", ("Dad gets in", "Fri 04 18:05")),
    ],
)
def test_a_clock_with_its_half_of_day_is_kept(text: str, todo: tuple[str, str]) -> None:
    assert read.todos(read(text)) == [todo]


def test_in_chicago() -> None:
    assert read_chicago.todos(read_chicago("Grandma's bus gets in 3:10pm thurs, greyhound station")) == [
        ("Grandma's bus gets in", "Thu 03 15:10")
    ]


def test_a_to_do_after_the_arrival_is_the_one_kept() -> None:
    assert read.todos(read("Mum's flight lands at 6:40pm thurs, pick her up")) == [("pick Mum up", "Thu 03 18:40")]


@pytest.mark.parametrize(
    "text",
    [
        "the parcel arrives tmrw",  # no person
        "mum lands at 6 and is staying till sunday",  # more than an arrival
        "my flight landed at 6",  # the user's own, past
        "the kids finish school early on fri, half term",  # more than where
    ],
)
def test_not_an_arrival_kept(text: str) -> None:
    kept = [i.action for i in read(text) if isinstance(i, NewCommitment)]
    assert not [action for action in kept if "lands" in action or "arrives" in action]


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        # the plan said as what I'm doing
        ("Mum lands sat 6pm so i'm picking her up", [("pick Mum up", "Sat 05 18:00")]),
        ("the kids finish school at 3 fri so i'm picking them up", [("pick the kids up", "Fri 04 15:00")]),
        # after a to-do of its own: each read, the arrival and its to-do as one
        ("gotta renew my passport by the 20th, and Mum lands sat 6pm so i'm picking her up",
         [("renew my passport", "Sun 20 00:00"), ("pick Mum up", "Sat 05 18:00")]),
        ("need to book the vet by fri, and Dad gets in at 9 tmrw so I'll collect him",
         [("book the vet", "Fri 04 00:00"), ("collect Dad", "Thu 03 09:00")]),
    ],
)
def test_an_arrival_then_my_plan_about_them(text: str, todos: list[tuple[str, str]]) -> None:
    assert read.todos(read(text)) == todos
