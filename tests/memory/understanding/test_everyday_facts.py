"""Facts said the everyday way: "new landlord is called Graham, number 07700 900123", "our wifi pw
is now blue-otter-77", "gate code is now 4471", "sara got the job at monzo!! starts 4th jan"."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import StateClaim
from memory.understanding._everyday_facts import everyday_facts
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
read = Reading(datetime(2026, 12, 2, 8, 5, tzinfo=LONDON), LONDON)
CHICAGO = ZoneInfo("America/Chicago")
read_chicago = Reading(datetime(2026, 12, 2, 8, 5, tzinfo=CHICAGO), CHICAGO)


def _facts(found: list[object]) -> list[tuple[str, str, str]]:
    return [(i.subject, i.predicate, i.value) for i in found if isinstance(i, StateClaim)]


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        ("new landlord is called Graham, number 07700 900123",
         [("landlord", "name", "Graham"), ("Graham", "phone", "07700 900123")]),
        ("our new landlord is called Graham", [("landlord", "name", "Graham")]),
        ("the new plumber's called Dave, his number is 07911 123456",
         [("plumber", "name", "Dave"), ("Dave", "phone", "07911 123456")]),
        ("my new dentist is called Dr Okafor", [("dentist", "name", "Dr Okafor")]),
        ("new GP is Dr Shah, 020 7946 0000", [("Dr Shah", "role", "GP"), ("Dr Shah", "phone", "020 7946 0000")]),
        ("our wifi pw is now blue-otter-77", [("wifi", "password", "blue-otter-77")]),
        ("the wifi pwd is sunflower22", [("wifi", "password", "sunflower22")]),
        ("gate code is now 4471", [("gate", "code", "4471")]),
        ("alarm code's changed to 9090", [("alarm", "code", "9090")]),
    ],
)
def test_said_the_everyday_way(text: str, facts: list[tuple[str, str, str]]) -> None:
    assert _facts(read(text)) == facts


@pytest.mark.parametrize(
    ("text", "subject", "employer", "start"),
    [
        ("sara got the job at monzo!! starts 4th jan", "sara", "monzo", "Mon 04"),
        ("jen got a new job at the bbc!! starts monday", "jen", "bbc", "Mon 07"),
        ("Tom got a job at Google, starts march 1", "Tom", "Google", "Mon 01"),
    ],
)
def test_a_new_job_from_its_start(text: str, subject: str, employer: str, start: str) -> None:
    (claim,) = [i for i in read(text) if isinstance(i, StateClaim)]
    assert (claim.subject, claim.predicate, claim.value) == (subject, "employer", employer)
    assert claim.effective is not None and claim.effective.start.astimezone(LONDON).strftime("%a %d") == start


def test_in_chicago() -> None:
    assert _facts(read_chicago("the new sitter is called Maddie, cell 312 555 0199")) == [
        ("sitter", "name", "Maddie"),
        ("Maddie", "phone", "312 555 0199"),
    ]


@pytest.mark.parametrize(
    "text",
    [
        "the plumber's called twice today",  # a call, no name
        "Graham called about the boiler",
        "the landlord's called back",
        "rent is £1,450, 12 month lease",  # numbers that are no phone
        "meeting moved to 3, 2 hours",
        "so excited!! starting to pack",  # "starting" with no date: nothing joined
        "bus pass is expiring",  # "pass" is no password
    ],
)
def test_left_as_said(text: str) -> None:
    assert everyday_facts(text) == text
