"""Session 36 (blind34 facts): what is said around a fact is no part of it.

- the event that brought it about ("Kemal reports to Olga now after the reshuffle", "following
  the reorg, Kemal reports to Olga"): the fact holds now; a day ("after the 3rd"), a name ("next
  in line after Olga") and a fact not yet so ("will report … after the reshuffle") are left alone;
- a request to keep it in mind said after it, and what that request goes on to say ("… pls
  remember that if she ever ends up at the clinic again"); "remember that <fact>" keeps the fact;
- a person's own contact detail said with "his"/"her" after the person was named ("…, also his
  desk phone is 212"): the head word of the attribute says it is theirs.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import StateClaim, extract

TZ = ZoneInfo("Asia/Srednekolymsk")
NOW = datetime(2033, 2, 1, 9, 5, tzinfo=TZ)


def _claims(said: str) -> list[tuple[str, str, str]]:
    return [(c.subject, c.predicate, c.value) for c in extract(said, now=NOW, tz=TZ) if isinstance(c, StateClaim)]


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("Kemal reports to Olga now after the reshuffle", ("Kemal", "manager", "Olga")),
        ("Kemal reports to Olga after the reshuffle, which makes more sense tbh", ("Kemal", "manager", "Olga")),
        ("after the reshuffle Kemal reports to Olga", ("Kemal", "manager", "Olga")),
        ("following the reorg, Kemal reports to Olga", ("Kemal", "manager", "Olga")),
        ("kemal reports to olga now thanks to the merger", ("kemal", "manager", "olga")),
        ("Kemal's on the finance team now after the reorg", ("Kemal", "team", "finance")),
        ("Maya is head of sales now following the restructure", ("Maya", "role", "head of sales")),
        ("Ana's on nights since the rota change", ("Ana", "shift", "nights")),
    ],
)
def test_the_event_that_brought_a_fact_about_is_no_part_of_it(said: str, fact: tuple[str, str, str]) -> None:
    assert _claims(said) == [fact], said


@pytest.mark.parametrize(
    "said",
    ["Kemal will report to Olga after the reshuffle", "Kemal is moving to Leeds after the wedding"],
)
def test_a_fact_not_yet_so_is_not_stored_without_its_event(said: str) -> None:
    assert _claims(said) == [], said


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "Sardana's allergic to penicillin pls remember that if she ever ends up at the clinic again because last"
            " time they nearly gave it to her",
            ("Sardana", "allergy", "penicillin"),
        ),
        ("Sardana's allergic to penicillin pls remember", ("Sardana", "allergy", "penicillin")),
        ("sardana is allergic to penicillin please keep that in mind next time", ("sardana", "allergy", "penicillin")),
        ("Ana's birthday is 3 March pls dont forget that", ("Ana", "birthday", "3 March")),
        ("Omar's new number is 07700 900456, please note that for when you call", ("Omar", "phone", "07700 900456")),
        ("pls remember that Ana is allergic to nuts", ("Ana", "allergy", "nuts")),
    ],
)
def test_a_request_to_keep_a_fact_in_mind_is_no_part_of_it(said: str, fact: tuple[str, str, str]) -> None:
    assert _claims(said) == [fact], said


def test_remembering_a_thing_is_still_a_to_do() -> None:
    found = extract("need to remember the code for the gate", now=NOW, tz=TZ)
    assert [type(i).__name__ for i in found] == ["NewCommitment"]


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("quick update, Chidi's now procurement lead, also his desk phone is 212", ("Chidi", "desk phone", "212")),
        ("Chidi's now procurement lead, also his extension is 212", ("Chidi", "extension", "212")),
        ("Ana's joined finance, her work mobile is 07700 900456", ("Ana", "mobile", "07700 900456")),
        ("Ana's joined finance, her number is 07700 900456", ("Ana", "phone", "07700 900456")),
    ],
)
def test_a_persons_own_contact_detail_said_with_his_or_her(said: str, fact: tuple[str, str, str]) -> None:
    assert fact in _claims(said), said


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("Ivy's now looking after the payroll", ("payroll", "owner", "Ivy")),
        ("Ivy looks after the payroll now", ("payroll", "owner", "Ivy")),
    ],
)
def test_a_verb_said_with_the_preposition_is_no_cause(said: str, fact: tuple[str, str, str]) -> None:
    assert _claims(said) == [fact], said


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("i'm officially on parental leave from tmrw 👶", ("me", "status", "parental leave")),
        ("i'm officially on leave from tmrw", ("me", "status", "leave")),
        ("Ana is now officially head of ops", ("Ana", "role", "head of ops")),
        ("Olga retired on fri after 31 yrs at the weather station", ("Olga", "status", "retired")),
        ("Olga retired on fri after 31 years", ("Olga", "status", "retired")),
        ("Tom left Acme after a decade with us", ("Tom", "status", "left Acme")),
    ],
)
def test_a_stance_or_how_long_it_lasted_is_no_part_of_a_fact(said: str, fact: tuple[str, str, str]) -> None:
    assert _claims(said) == [fact], said


@pytest.mark.parametrize(
    ("said", "facts"),
    [
        ("Lena joined the clinic as a paramedic on the 1st", [("Lena", "role", "paramedic")]),
        ("Lena started at the clinic as a paramedic", [("Lena", "role", "paramedic")]),
        ("Raj joined the Leeds office as a manager", [("Raj", "location", "Leeds office"), ("Raj", "role", "manager")]),
        ("Raj joined Acme as head of sales", [("Raj", "employer", "Acme"), ("Raj", "role", "head of sales")]),
        ("Raj joined the sales team as an intern", [("Raj", "team", "sales"), ("Raj", "role", "intern")]),
    ],
)
def test_a_workplace_named_by_its_kind_alone_leaves_the_role(said: str, facts: list[tuple[str, str, str]]) -> None:
    assert _claims(said) == facts, said
