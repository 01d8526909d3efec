"""Steps said in order with "then" ("dentist tues 10am, then gym, then call nan", "first email Sam,
then book the room for thurs"): one intent per step; a bare thing ("gym") is a to-do beside a
to-do of the user's own, offered beside appointments only; a step told as past, or one that reads
as nothing, leaves the sentence as it was read."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, Unclear
from memory.understanding._sequence import then_steps
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
read = Reading(datetime(2026, 12, 2, 8, 5, tzinfo=LONDON), LONDON)  # a Wednesday morning
CHICAGO = ZoneInfo("America/Chicago")
read_chicago = Reading(datetime(2026, 12, 2, 8, 5, tzinfo=CHICAGO), CHICAGO)


@pytest.mark.parametrize(
    ("text", "todos"),
    [
        # the day of the step before is the day of an undated step after "then"
        ("ok so dentist tues 10am, then gym, then call nan",
         [("dentist", "Tue 08 10:00"), ("gym", "Tue 08 00:00"), ("call nan", "Tue 08 00:00")]),
        ("dentist tues 10am, then call nan", [("dentist", "Tue 08 10:00"), ("call nan", "Tue 08 00:00")]),
        ("first email Sam, then book the room for thurs", [("email Sam", None), ("book the room", "Thu 03 00:00")]),
        ("after work: groceries, then call nan", [("groceries", None), ("call nan", None)]),
        ("call nan then gym then dentist tues 10am", [("call nan", None), ("gym", None), ("dentist", "Tue 08 10:00")]),
        ("first water the plants, then feed the cat, then lock up",
         [("water the plants", None), ("feed the cat", None), ("lock up", None)]),
        ("firstly ring the garage, then pick up Ola from school at 3",
         [("ring the garage", None), ("pick up Ola from school", "Wed 02 15:00")]),
        ("first call the insurer, then the garage", [("call the insurer", None), ("call the garage", None)]),
        ("haircut sat 10am, afterwards pick up the cake",
         [("haircut", "Sat 05 10:00"), ("pick up the cake", "Sat 05 00:00")]),
        ("sat: farmers market, then mow the lawn, then bbq at 6",
         [("farmers market", "Sat 05 00:00"), ("mow the lawn", "Sat 05 00:00"), ("bbq", "Sat 05 18:00")]),
    ],
)
def test_each_step_is_read(text: str, todos: list[tuple[str, str | None]]) -> None:
    assert read.todos(read(text)) == todos


def test_a_chicago_run_of_steps() -> None:
    found = read_chicago("physio thurs 4:30pm and then pick up the dry cleaning")  # "4:30" is no heading
    assert read_chicago.todos(found) == [("physio", "Thu 03 16:30"), ("pick up the dry cleaning", "Thu 03 00:00")]


@pytest.mark.parametrize(
    ("text", "offered"),
    [
        ("physio wed 9am then swim", "swim"),
        ("dinner with Jo fri 7pm, then drinks", "drinks"),
        ("vet with Milo thurs 4pm and then pharmacy", "pharmacy"),
    ],
)
def test_a_bare_thing_beside_appointments_only_is_offered(text: str, offered: str) -> None:
    """No to-do of the user's own beside it: "swim" may be a plan or a note, so recap asks."""
    found = read(text)
    asked = [i for i in found if isinstance(i, Unclear)]
    assert [i.proposal.action for i in asked if i.proposal] == [offered]
    assert not any(isinstance(i, NewCommitment) and "then" in i.action for i in found)


@pytest.mark.parametrize(
    "text",
    [
        "coffee first, then emails. the usual",
        "morning! coffee first then chaos",
        "work then gym then bed",
        "i went to the gym then called nan",
        "we had lunch then went home",
        "had lunch with Kagiso, then we walked to the office, then meetings all afternoon",
        "the train was late then the bus broke down",
        "gym then sauna lol",
    ],
)
def test_small_talk_and_stories_keep_no_to_do(text: str) -> None:
    """(a report of the past may still finish an open to-do: never a new one, never an offer)"""
    assert not [i for i in read(text) if isinstance(i, NewCommitment | Unclear)]


@pytest.mark.parametrize(
    "text",
    [
        "call the bank then email Priya the statement",  # every step a to-do: the to-do reader's list
        "need to renew the passport before then",  # "before then" is a time, not a next step
        "first thing tomorrow: post the forms, then call the council",  # "first thing" is a time
    ],
)
def test_not_cut_here(text: str) -> None:
    label_steps = then_steps(text)
    assert label_steps is None or not all(step for step in label_steps[1])


def test_a_step_with_its_own_subject_is_its_own() -> None:
    assert read.todos(read("Ines will send the budget then I'll review it by fri")) == [
        ("send the budget", None),
        ("review the budget", "Fri 04 00:00"),
    ]
