"""Everyday facts about people and the household (pure ``extract``): leaving and coming back,
employers, jobs won, roles said the other way round, relatives named by relation, what the
household pays and suppliers switched; and what stays no fact."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import StateClaim, extract

TZ = ZoneInfo("Europe/London")
NOW = datetime(2027, 3, 9, 10, 0, tzinfo=TZ)  # a Tuesday


def _facts(text: str) -> list[tuple[str, str, str]]:
    return [(i.subject, i.predicate, i.value) for i in extract(text, now=NOW, tz=TZ) if isinstance(i, StateClaim)]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Rosa retired", ("Rosa", "status", "retired")),
        ("Gabriel quit", ("Gabriel", "status", "quit")),
        ("Fatima handed in her notice", ("Fatima", "status", "handed in notice")),
        ("eleni left the company", ("eleni", "status", "left the company")),
        ("Keiko left Acme", ("Keiko", "status", "left Acme")),
        ("Wei is back from leave", ("Wei", "status", "back from leave")),
        ("Zainab's back from maternity leave", ("Zainab", "status", "back from maternity leave")),
        ("Yusuf is back at work", ("Yusuf", "status", "back at work")),
    ],
)
def test_leaving_and_coming_back_is_a_status(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Keiko joined Nintendo", ("Keiko", "employer", "Nintendo")),
        ("keiko joined nintendo", ("keiko", "employer", "nintendo")),
        ("siobhan got the job at the council", ("siobhan", "employer", "council")),
        ("Bartek is now working for Deloitte", ("Bartek", "employer", "Deloitte")),
        ("Tomasz got the deputy head job", ("Tomasz", "role", "deputy head")),
        ("Tomás got the head of science job", ("Tomás", "role", "head of science")),
    ],
)
def test_an_employer_or_a_job_won(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]


def test_when_someone_started_is_effective_time_not_the_employer() -> None:
    [claim] = [i for i in extract("jamal started at google on monday", now=NOW, tz=TZ) if isinstance(i, StateClaim)]
    assert (claim.subject, claim.predicate, claim.value) == ("jamal", "employer", "google")
    assert claim.effective is not None and claim.effective.start.astimezone(TZ).date().isoformat() == "2027-03-08"


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("the new receptionist is Zoe", ("Zoe", "role", "receptionist")),
        ("our new cleaner is Bogdan", ("Bogdan", "role", "cleaner")),
        ("the new head of maths is Mrs Adeyemi", ("Mrs Adeyemi", "role", "head of maths")),
        ("our GP is now Dr Mensah", ("me", "gp", "Dr Mensah")),
        ("our insurer is now Aviva", ("me", "insurer", "Aviva")),
    ],
)
def test_a_role_said_the_other_way_round(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("my sister moved to Bristol", ("my sister", "location", "Bristol")),
        ("my brother's moved to leeds", ("my brother", "location", "leeds")),
        ("my boss moved to the Paris office", ("my boss", "location", "Paris office")),
        ("my mum retired", ("my mum", "status", "retired")),
        ("my son joined the swim team", ("my son", "team", "swim")),
        ("my sister is a nurse", ("my sister", "role", "nurse")),
    ],
)
def test_a_relative_is_the_subject_as_written(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]


def test_who_fills_a_relation_stays_the_users_attribute() -> None:
    assert _facts("my landlord is now Mr Okoye") == [("me", "landlord", "Mr Okoye")]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("the rent is now 1200", ("me", "rent", "1200")),
        ("rent's going up to 1450 from jan", ("me", "rent", "1450")),
        ("council tax went up to 180 a month", ("me", "council tax", "180 a month")),
        ("the water bill is now 45 a month", ("me", "water bill", "45 a month")),
        ("pay went up to 32k", ("me", "pay", "32k")),
        ("we switched suppliers to Brakes", ("me", "supplier", "Brakes")),
        ("we've changed energy supplier to Octopus", ("me", "energy supplier", "Octopus")),
    ],
)
def test_what_the_household_pays_and_who_supplies_it(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]


def test_a_date_is_effective_time_never_part_of_the_amount() -> None:
    [claim] = [i for i in extract("my salary's going up to 45k in april", now=NOW, tz=TZ) if isinstance(i, StateClaim)]
    assert claim.value == "45k"
    assert claim.effective is not None and claim.effective.start.astimezone(TZ).month == 4


@pytest.mark.parametrize(
    "text",
    [
        "Maya joined the call",
        "Omar started at 9",
        "Lee works at home on fridays",
        "ahmed works for himself",
        "Dave quit smoking",
        "Omar left early",
        "Anjali got the job!",
        "if Rosa retired I'd be sad",
    ],
)
def test_no_fact_where_nothing_changed_for_good(text: str) -> None:
    assert _facts(text) == []
