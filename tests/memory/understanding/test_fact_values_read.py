"""A fact's value and its date: qualifiers ("these days", "now") never in the value, values
with their own commas kept whole, effective dates in every form taken as ``effective``, and
facts about someone named only by a pronoun, or by no one (memory.understanding._facts,
_fact_time, _fact_values, _referents)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import SOMEONE, Intent, NewCommitment, StateClaim, Unclear, extract, whose

LONDON = ZoneInfo("Europe/London")
NEW_YORK = ZoneInfo("America/New_York")
NOW = datetime(2027, 3, 10, 9, 0, tzinfo=LONDON)  # a Wednesday


def run(text: str, tz: ZoneInfo = LONDON) -> list[Intent]:
    return extract(text, now=NOW.astimezone(tz), tz=tz)


def claim(text: str, tz: ZoneInfo = LONDON) -> StateClaim:
    found = run(text, tz)
    assert len(found) == 1 and isinstance(found[0], StateClaim), found
    return found[0]


def effective_day(c: StateClaim, tz: ZoneInfo = LONDON) -> str | None:
    return c.effective.start.astimezone(tz).date().isoformat() if c.effective else None


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "value"),
    [
        ("Priya is in Bangalore these days", "Priya", "location", "Bangalore"),
        ("Tom's in Lisbon now", "Tom", "location", "Lisbon"),
        ("Dev lives in Leeds nowadays", "Dev", "location", "Leeds"),
        ("chioma's based in nairobi at the moment", "chioma", "location", "nairobi"),
        ("Maya is CFO these days", "Maya", "role", "CFO"),
        ("Ruth lives in Porto currently", "Ruth", "location", "Porto"),
    ],
)
def test_a_qualifier_of_time_is_never_in_the_value(text: str, subject: str, predicate: str, value: str) -> None:
    c = claim(text)
    assert (c.subject, c.predicate, c.value) == (subject, predicate, value)
    assert c.explicit_now


@pytest.mark.parametrize("text", ["Ana's in hospital now", "Leo is in a meeting now", "Sam's in bed now"])
def test_being_somewhere_for_now_is_no_location(text: str) -> None:
    assert not any(isinstance(i, StateClaim) and i.predicate == "location" for i in run(text))


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "value"),
    [
        ("Omar's address is 14 Elm St, apt 3", "Omar", "address", "14 Elm St, apt 3"),
        ("Ines's address is 22 Rue de la Paix, 75002 Paris", "Ines", "address", "22 Rue de la Paix, 75002 Paris"),
        ("my address is 3 Park Lane, Flat 2, London W1", "me", "address", "3 Park Lane, Flat 2, London W1"),
        ("Kemi's new address is 9 Mill Road, Unit 4", "Kemi", "address", "9 Mill Road, Unit 4"),
        ("Atlas's budget is 1,250,000 now", "Atlas", "budget", "1,250,000"),
        ("Dr Mensah moved her clinic to 14 Elm Road", "Dr Mensah", "location", "14 Elm Road"),
    ],
)
def test_a_value_with_commas_is_kept_whole(text: str, subject: str, predicate: str, value: str) -> None:
    c = claim(text)
    assert (c.subject, c.predicate, c.value) == (subject, predicate, value)


def test_an_address_then_a_to_do_is_two_things() -> None:
    found = run("Omar's address is 14 Elm St, send him the keys")
    first = found[0]
    assert isinstance(first, StateClaim) and first.value == "14 Elm St"
    assert len(found) == 2 and isinstance(found[1], NewCommitment) and "keys" in found[1].action  # the to-do, undated


@pytest.mark.parametrize(
    ("text", "value", "day"),
    [
        ("Kofi is head of sales effective the 21st", "head of sales", "2027-03-21"),
        ("Raj is our new designer starting monday", "designer", "2027-03-15"),
        ("Chen is the team lead as of today", "team lead", "2027-03-10"),
        ("Lucía became VP of sales effective 1 April", "VP of sales", "2027-04-01"),
        ("Maya is CFO since March", "CFO", "2027-03-01"),
    ],
)
def test_an_effective_date_is_the_facts_start(text: str, value: str, day: str) -> None:
    c = claim(text)
    assert c.value == value and effective_day(c) == day


def test_a_day_first_date_in_a_british_zone() -> None:
    c = claim("Sam joins the platform team from 1/3")
    assert (c.predicate, c.value, effective_day(c)) == ("team", "platform", "2027-03-01")


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("I met Ana yesterday. Kofi's her new manager", "Ana", "Kofi"),
        ("Had lunch with Tomás. Ines is his line manager now", "Tomás", "Ines"),
        ("Priya moved to Leeds. Kofi is her boss", "Priya", "Kofi"),
    ],
)
def test_a_manager_said_of_her_is_about_her(text: str, subject: str, value: str) -> None:
    found = [i for i in run(text) if isinstance(i, StateClaim) and i.predicate == "manager"]
    assert [(c.subject, c.value) for c in found] == [(subject, value)]
    assert not any(isinstance(i, StateClaim) and i.predicate == "role" and i.subject == value for i in run(text))


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Kofi's her new manager", "Whose manager is Kofi"),
        ("I met Ana and Lee. Kofi's her new manager", "Whose manager is Kofi"),
        ("she's the new CFO", "Who is the new CFO"),
        ("He is our new head of sales", "Who is the new head of sales"),
        ("the new number is 555-0134", "Whose phone is 555-0134"),
        ("new email: kb@acme.io", "Whose email is kb@acme.io"),
    ],
)
def test_with_no_one_to_name_the_fact_keeps_its_pronoun_and_says_whose_to_ask(text: str, words: str) -> None:
    """Whom it is about is memory.derive's to settle (the one person just named, else ask)."""
    [found] = [i for i in run(text) if isinstance(i, StateClaim)]
    assert found.subject in SOMEONE, found
    assert words in whose(found)


def test_the_new_number_of_the_person_just_named() -> None:
    found = run("Lena changed phones. Her new number is 555-0199")
    assert StateClaim("Lena", "phone", "555-0199") in found


def test_the_new_role_of_the_person_just_named() -> None:
    found = run("Met Ngozi Okafor at the offsite. she's the new CFO")
    assert StateClaim("Ngozi Okafor", "role", "CFO") in found


@pytest.mark.parametrize(
    "text", ["Ana's new number is 555-0134", "my new number is 07700 900123", "the wifi password is hunter22"]
)
def test_facts_that_name_their_subject_ask_nothing(text: str) -> None:
    assert not any(isinstance(i, Unclear) for i in run(text))


@pytest.mark.parametrize(
    ("text", "subject", "predicate", "value"),
    [
        ("the club's budget is 12k this season", "club", "budget", "12k"),
        ("Latu is head coach this season", "Latu", "role", "head coach"),
        ("Mele is captain for this term", "Mele", "role", "captain"),
        ("the choir's budget is 3k this financial year", "choir", "budget", "3k"),
        ("Sefa is team lead this sprint", "Sefa", "role", "team lead"),
    ],
)
def test_a_period_with_no_dates_is_no_part_of_the_value(text: str, subject: str, predicate: str, value: str) -> None:
    c = claim(text)
    assert (c.subject, c.predicate, c.value) == (subject, predicate, value)


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("Ochir's been running the Zaisan branch since the 12th", "Zaisan branch", "Ochir"),
        ("Mele's been leading the youth choir since march", "youth choir", "Mele"),
        ("Ama's been in charge of the kitchen since monday", "kitchen", "Ama"),
        ("Tevita's been overseeing the warehouse since january", "warehouse", "Tevita"),
    ],
)
def test_held_since_with_s_been_is_the_owner(text: str, subject: str, value: str) -> None:
    c = claim(text)
    assert (c.subject, c.predicate, c.value) == (subject, "owner", value) and c.effective is not None


@pytest.mark.parametrize("text", ["Tom's been running late all week", "she's been running the marathon"])
def test_s_been_running_a_race_or_late_is_no_owner(text: str) -> None:
    assert not any(isinstance(i, StateClaim) and i.predicate == "owner" for i in run(text))


@pytest.mark.parametrize(
    ("text", "value"), [("Bat-Ochir Ganbaatar runs IT", "Bat-Ochir Ganbaatar"), ("Sam runs IT now", "Sam")]
)
def test_it_in_capitals_is_the_department_run(text: str, value: str) -> None:
    c = claim(text)
    assert (c.subject, c.predicate, c.value) == ("IT", "owner", value)


@pytest.mark.parametrize("text", ["Sam runs it", "sam runs it now"])
def test_runs_it_in_small_letters_is_no_department(text: str) -> None:
    assert not any(isinstance(i, StateClaim) for i in run(text))


@pytest.mark.parametrize(
    "text", ["my boss will be furious tmrw", "my boss is furious", "my manager is thrilled", "my mentor is so helpful",
             "my boss is not happy", "my boss is stressed"]
)
def test_how_a_person_feels_is_never_who_they_are(text: str) -> None:
    assert not any(isinstance(i, StateClaim) for i in run(text))


@pytest.mark.parametrize(
    ("text", "value"), [("my boss is Dana", "Dana"), ("my boss is dana", "dana"), ("my boss is Alfred", "Alfred")]
)
def test_a_name_for_a_person_valued_fact_stays(text: str, value: str) -> None:
    assert claim(text).value == value


def test_two_start_dates_in_one_fact_ask() -> None:
    (asked,) = run("Maya moves to Berlin on monday and Tom on tuesday")
    assert isinstance(asked, Unclear) and "two start dates" in asked.question
