"""Facts said of a group or of someone only named by a pronoun or a role: a team's boss
("the Adelaide team reports to Deepak": manager; "the night shift is run by Omar": owner; "new
manager for support is Kwame"), a lower-case name found by the "she"/"he" after it ("jess moved
teams, she's in platform now"), and the day someone starts ("Priya started on the 6th": her start
date, in the past; "the new CEO starts jan 15")."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding.intents import StateClaim
from tests.memory.understanding.reading import Reading

TZ = ZoneInfo("Australia/Adelaide")
NOW = datetime(2027, 1, 13, 9, 0, tzinfo=TZ)  # a Wednesday
read = Reading(NOW, TZ)


def _facts(text: str) -> list[tuple[str, str, str]]:
    return [(i.subject, i.predicate, i.value) for i in read(text) if isinstance(i, StateClaim)]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("the Adelaide team reports to Deepak", ("Adelaide team", "manager", "Deepak")),
        ("design reports to Ana now", ("design", "manager", "Ana")),
        ("finance now reports into Chidi", ("finance", "manager", "Chidi")),
        ("the lagos office reports to tunde now", ("lagos office", "manager", "tunde")),
        ("our data team reports to the CFO", ("data team", "manager", "the CFO")),
        ("new manager for support is Kwame", ("support", "manager", "Kwame")),
        ("the new lead for the data team is Ana", ("data team", "manager", "Ana")),
        ("new boss for design: Li", ("design", "manager", "Li")),
        ("the night shift is run by Omar", ("night shift", "owner", "Omar")),
        ("the night shift's run by omar", ("night shift", "owner", "omar")),
        ("ops is headed by Li", ("ops", "owner", "Li")),
        ("marketing's headed up by Ines", ("marketing", "owner", "Ines")),
    ],
)
def test_a_groups_boss_is_its_manager_or_owner(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]


@pytest.mark.parametrize(
    "text",
    ["design reports to the board", "the dashboard reports to Slack", "the report goes to Deepak"],
)
def test_no_group_or_no_person_is_no_boss(text: str) -> None:
    assert not [f for f in _facts(text) if f[1] in ("manager", "owner")]


def test_a_person_reporting_keeps_the_person_forms_reading() -> None:
    assert _facts("Priya reports to Deepak") == [("Priya", "manager", "Deepak")]
    assert _facts("Kwame is the new manager for support") == [("Kwame", "role", "manager for support")]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("jess moved teams, she's in platform now", ("jess", "team", "platform")),
        ("jess moved teams - she's in platform now", ("jess", "team", "platform")),
        ("ravi switched teams, he's in data now", ("ravi", "team", "data")),
        ("mo changed teams, he's in data now", ("mo", "team", "data")),
    ],
)
def test_a_lower_case_name_is_found_by_she_or_he(text: str, fact: tuple[str, str, str]) -> None:
    assert fact in _facts(text)


@pytest.mark.parametrize("text", ["design moved floors, they're on 3 now", "the team moved, she's in platform now"])
def test_no_name_is_taken_without_she_or_he_and_a_name(text: str) -> None:
    assert not [f for f in _facts(text) if f[0] not in ("her", "him", "them", "they")]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Priya started on the 6th", ("Priya", "start date", "6 January 2027")),
        ("Tomasz starts monday", ("Tomasz", "start date", "18 January 2027")),
        ("Mei Ling is starting on 3 March", ("Mei Ling", "start date", "3 March 2027")),
        ("Oluwaseun began on the 2nd", ("Oluwaseun", "start date", "2 January 2027")),
        ("the new ceo starts jan 15", ("new ceo", "start date", "15 January 2027")),
        ("the new CEO starts on the 15th", ("new CEO", "start date", "15 January 2027")),
        ("our new nanny starts next monday", ("new nanny", "start date", "18 January 2027")),
        ("Jonah starts on the 20th", ("Jonah", "start date", "20 January 2027")),
    ],
)
def test_the_day_someone_starts_is_their_start_date(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]


@pytest.mark.parametrize(
    "text",
    ["School starts monday", "Ramadan starts on the 18th", "the new guy starts tmrw", "carnaval starts friday",
     "Training starts friday", "the new term starts monday", "priya started on the 6th"],
)
def test_a_thing_or_a_time_that_starts_has_no_start_date(text: str) -> None:
    assert not [f for f in _facts(text) if f[1] == "start date"]


def test_a_start_with_a_role_is_the_role() -> None:
    assert [f[1] for f in _facts("Bronwyn starts as PM on monday")] == ["role"]
