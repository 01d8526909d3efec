"""Facts typed the short way busy people type them: a change with its "is" dropped ("rent going up
to 1450 from jan"), a code or password said as "new" ("new wifi password is …"), a value told as
something got ("got a new number for the plumber, …"), what someone is now running or looking
after, and a thing's setting switched ("the gym's switched to 24h"): what each stores (pure
``extract``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import StateClaim
from memory.understanding.timex import DateSpec
from tests.memory.understanding.reading import Reading

# Mon 30 Nov 2026, morning in New York
NY = ZoneInfo("America/New_York")
READ = Reading(datetime(2026, 11, 30, 8, 10, tzinfo=NY), NY)


def _claims(text: str) -> list[tuple[str, str, str, str | None]]:
    """(subject, predicate, value, effective day) of each fact read from ``text``, and nothing else."""
    found = READ(text)
    assert all(isinstance(i, StateClaim) for i in found), found
    return [(i.subject, i.predicate, i.value, _day(i.effective)) for i in found if isinstance(i, StateClaim)]


def _day(spec: DateSpec | None) -> str | None:
    return spec.start.astimezone(NY).strftime("%d %b") if spec is not None else None


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "value", "day"),
    [
        ("rent going up to 1450 from jan", "me", "rent", "1450", "01 Jan"),
        ("council tax going up to 180 a month from april", "me", "council tax", "180 a month", "01 Apr"),
        ("the gym fee going up to 45 a month from feb", "gym", "fee", "45 a month", "01 Feb"),
        ("school fees going up to 4200 a term from jan", "school", "fees", "4200 a term", "01 Jan"),
        ("Priya starting at Google on monday", "Priya", "employer", "Google", "07 Dec"),
        ("ravi starting at Deloitte from the 1st", "ravi", "employer", "Deloitte", "01 Dec"),
        ("Jo starting as head of ops next week", "Jo", "role", "head of ops", "07 Dec"),
        ("Aisha joining the Berlin team in january", "Aisha", "team", "Berlin", "01 Jan"),
        ("Mark switching to the payments team from monday", "Mark", "team", "payments", "07 Dec"),
        ("Kemi relocating to Manchester in feb", "Kemi", "location", "Manchester", "01 Feb"),
        ("Sam moving to the Leeds office next month", "Sam", "location", "Leeds office", "01 Dec"),
        ("Ben taking over the Acme account from monday", "Acme account", "owner", "Ben", "07 Dec"),
        ("Ola going part time from feb", "Ola", "status", "part-time", "01 Feb"),
        ("Jo replacing Tom as project lead from jan", "Jo", "role", "project lead", "01 Jan"),
    ],
)
def test_a_change_with_its_is_dropped_is_the_fact(
    text: str, subject: str, predicate: str, value: str, day: str
) -> None:
    assert _claims(text) == [(subject, predicate, value, day)]


@pytest.mark.parametrize(
    "text",
    [
        "Tom leaving for the airport at 5",
        "the kids starting school monday",
        "meeting starting at 3",
        "just leaving the office",
        "we moving to Leeds in may",
        "Tom away with the kids this weekend",
    ],
)
def test_a_dropped_is_that_tells_no_fact_stores_none(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, StateClaim)]


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "value"),
    [
        ("new wifi password is BlueFox-2291", "wifi", "password", "BlueFox-2291"),
        ("the new wifi password is BlueFox-2291", "wifi", "password", "BlueFox-2291"),
        ("New door code is 4491", "door", "code", "4491"),
        ("new gate code: 7731", "gate", "code", "7731"),
        ("updated alarm code is 9921", "alarm", "code", "9921"),
        ("new address for Tom: 4 Elm Rd", "Tom", "address", "4 Elm Rd"),
        ("new number for the vet is 0161 555 0100", "vet", "phone", "0161 555 0100"),
        # a place's own "new" stays in its name
        ("New York office address is 5 Main St", "New York office", "address", "5 Main St"),
        ("new york office phone is 212 555 0100", "new york office", "phone", "212 555 0100"),
    ],
)
def test_new_says_it_changed_not_whose_it_is(text: str, subject: str, predicate: str, value: str) -> None:
    assert _claims(text) == [(subject, predicate, value, None)]


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "value"),
    [
        ("got a new number for the plumber, 07700 900333", "plumber", "phone", "07700 900333"),
        ("got Tom's new number: 07700 900444", "Tom", "phone", "07700 900444"),
        ("got the new email for Raj - raj@example.com", "Raj", "email", "raj@example.com"),
        ("we got a new wifi password, BlueFox-2291", "wifi", "password", "BlueFox-2291"),
        ("got the new code for the gate: 4471", "gate", "code", "4471"),
    ],
)
def test_a_value_told_as_got_is_the_fact(text: str, subject: str, predicate: str, value: str) -> None:
    assert _claims(text) == [(subject, predicate, value, None)]


@pytest.mark.parametrize("text", ["got a new phone", "got a new number for the plumber", "got a new car, it's great"])
def test_got_with_no_value_stores_no_fact(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, StateClaim)]


@pytest.mark.parametrize(
    ("text", "subject", "owner"),
    [
        ("Lena is now running the Paris office", "Paris office", "Lena"),
        ("Ivy's now looking after the payroll", "payroll", "Ivy"),
        ("Tom is now leading the mobile team", "mobile team", "Tom"),
        ("Anil is running point on the Lidl account now", "Lidl account", "Anil"),
        ("Kat's now running the rota", "rota", "Kat"),
        # a part of an organisation held once more: "again" says so as "now" does
        ("Cormac's running support again", "support", "Cormac"),
        ("Lena's running the Leeds office again", "Leeds office", "Lena"),
        ("Ben's heading up ops again", "ops", "Ben"),
        ("Rua's leading the data team again", "data team", "Rua"),
    ],
)
def test_what_someone_now_runs_is_theirs(text: str, subject: str, owner: str) -> None:
    assert _claims(text) == [(subject, "owner", owner, None)]


@pytest.mark.parametrize(
    "text",
    [
        "Tom's running late",
        "we're running low on milk",
        "Tom is running the London marathon",
        "Kat runs a 10k every sunday",
        "Ama's handling catering by wed",  # a job to do, not a thing she now runs
        "Deputy's running monday's assembly instead",
        "Schneider is managing director now",  # a role
        # "again" alone holds only a part of an organisation; else a job done once more
        "Priya's running the standup again",
        "Ana's running the numbers again",
        "Sam's running late again",
    ],
)
def test_running_that_runs_nothing_stores_no_owner(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, StateClaim) and i.predicate == "owner"]


@pytest.mark.parametrize("text", ["the gym's switched to 24h", "the gym has switched to 24h"])
def test_a_thing_switched_is_no_persons_role(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, StateClaim) and i.predicate == "role"]


def test_a_month_or_a_name_after_from_is_never_part_of_what_is_run() -> None:
    assert all("from" not in subject for subject, *_ in _claims("Raj is taking over the newsletter from jan"))


def test_a_state_with_its_is_dropped_holds_till_its_end() -> None:
    (claim,) = READ("Kai off sick till wednesday")
    assert isinstance(claim, StateClaim)
    assert (claim.subject, claim.predicate, claim.value) == ("Kai", "status", "off sick")
    assert _day(claim.until) == "02 Dec"


@pytest.mark.parametrize(
    "text", ["Priya's running the standup again tmrw", "Jo's leading the retro again on friday"]
)
def test_a_job_run_again_on_a_day_is_no_owner(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, StateClaim)], READ(text)
