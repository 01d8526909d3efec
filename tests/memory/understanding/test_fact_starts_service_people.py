"""Tests for roles said as a start with the contracted "is" ("Ngozi's starting as CTO on jan
11", "Esi's joining us as head of ops"), the people one goes to named by their job ("Dr Okafor
is my dentist", "my dentist's Dr Patel"), and praise that names no one ("the new intern is
super sharp"): pure ``extract``."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, StateClaim, extract

LONDON = ZoneInfo("Europe/London")
WED = datetime(2026, 12, 2, 10, 0, tzinfo=LONDON)  # a Wednesday


def _read(text: str) -> list:
    return extract(text, now=WED, tz=LONDON)


def _claims(text: str) -> list[tuple[str, str, str]]:
    return [(i.subject, i.predicate, i.value) for i in _read(text) if isinstance(i, StateClaim)]


@pytest.mark.parametrize(
    ("text", "who", "role", "day"),
    [
        ("Ngozi's starting as CTO on jan 11", "Ngozi", "CTO", date(2027, 1, 11)),
        ("Pita's joining as the new treasurer in feb", "Pita", "treasurer", date(2027, 2, 1)),
        ("Esi's joining us as head of ops on monday", "Esi", "head of ops", date(2026, 12, 7)),
        ("Esi is joining us as head of ops on monday", "Esi", "head of ops", date(2026, 12, 7)),
        ("Dan's starting as our new intern monday", "Dan", "intern", date(2026, 12, 7)),
        ("Leilani's coming on as operations lead from the 14th", "Leilani", "operations lead", date(2026, 12, 14)),
    ],
)
def test_a_start_said_with_the_contracted_is_is_a_role_from_that_day(text: str, who: str, role: str, day: date) -> None:
    found = _read(text)
    assert len(found) == 1 and isinstance(found[0], StateClaim), found
    claim = found[0]
    assert (claim.subject, claim.predicate, claim.value) == (who, "role", role)
    assert claim.effective is not None and claim.effective.start.astimezone(LONDON).date() == day


def test_starting_a_thing_stays_a_to_do() -> None:
    found = _read("Dan's starting the new job monday")
    assert not any(isinstance(i, StateClaim) for i in found), found  # no role: "the new job" is no title


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Dr Okafor is my dentist", ("Dr Okafor", "role", "dentist")),
        ("Priya is our landlady", ("Priya", "role", "landlady")),
        ("Sam is my barber", ("Sam", "role", "barber")),
        ("Mr Hughes is our family vet", ("Mr Hughes", "role", "family vet")),
        ("my dentist's Dr Patel", ("me", "dentist", "Dr Patel")),
        ("my dentist's dr patel", ("me", "dentist", "dr patel")),
        ("our vet's Anna Berg", ("me", "vet", "Anna Berg")),
    ],
)
def test_the_people_one_goes_to_are_kept_by_their_job(text: str, expected: tuple[str, str, str]) -> None:
    assert _claims(text) == [expected]


@pytest.mark.parametrize("text", ["my dentist's on holiday", "my landlord's a nightmare", "my gp's off sick"])
def test_a_service_person_said_of_with_no_name_is_no_such_fact(text: str) -> None:
    assert not any(c[1] in ("dentist", "landlord", "gp") for c in _claims(text))


@pytest.mark.parametrize(
    "text",
    [
        "the new intern is super sharp",
        "our new cleaner is really lovely",
        "the new intern is sharp",
        "our new nanny is a gem",
        "the new tutor is brilliant lol",
    ],
)
def test_praise_of_the_new_one_names_no_one(text: str) -> None:
    assert _read(text) == []


def test_the_new_one_named_is_still_their_role() -> None:
    assert _claims("the new receptionist is Zoe") == [("Zoe", "role", "receptionist")]


def test_a_manager_said_by_pronoun_after_a_joining() -> None:
    found = _claims("Esi joined as head of ops. Tomas reports to her")
    assert ("Esi", "role", "head of ops") in found and ("Tomas", "manager", "Esi") in found


def test_a_new_landlord_and_his_number_are_two_facts() -> None:
    found = _claims("Lukas is our new landlord, his number is 0161 496 0000")
    assert found == [("Lukas", "role", "landlord"), ("Lukas", "phone", "0161 496 0000")]


def test_no_commitment_is_read_from_a_start_as_a_role() -> None:
    assert not any(isinstance(i, NewCommitment) for i in _read("Ngozi's starting as CTO on jan 11"))
