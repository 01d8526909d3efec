"""Facts said the ways busy people say them: a departure beside the arrival is one move ("left the
data team and switched to platform"), a role held in a town is the role and a location ("branch
manager in Genoa"), a go-between at an organisation is that organisation's contact, a unit
headed till now is a role ("has headed up compliance since sept"), a home named by where it is
is a location ("moved into the flat above the bakery"), a rank keeps its "first" ("first mate"),
and a job outside the old word list is a job ("joined Fiji Airways as a pilot")."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import StateClaim, extract

ROME = ZoneInfo("Europe/Rome")
NOW = datetime(2027, 10, 29, 18, 10, tzinfo=ROME)  # a Friday evening


def _facts(text: str) -> list[tuple[str, str, str]]:
    found = extract(text, now=NOW, tz=ROME)
    assert all(isinstance(i, StateClaim) for i in found), found
    return [(i.subject, i.predicate, i.value) for i in found if isinstance(i, StateClaim)]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Arnav left the data team and switched to platform", ("Arnav", "team", "platform")),
        ("Arnav left the data team and moved to platform", ("Arnav", "team", "platform")),
        ("Arnav left Google and joined Meta", ("Arnav", "employer", "Meta")),
        ("Tomás resigned from Acme and joined Initech", ("Tomás", "employer", "Initech")),
        ("Priya left the design team and switched to growth", ("Priya", "team", "growth")),
    ],
)
def test_a_departure_beside_the_arrival_is_one_move(text: str, fact: tuple[str, str, str]) -> None:
    facts = _facts(text)
    assert fact in facts
    assert not any(p == "status" for _, p, _ in facts), facts


def test_a_departure_alone_stays_a_status() -> None:
    assert _facts("Arnav left the data team") == [("Arnav", "status", "left the data team")]


@pytest.mark.parametrize(
    ("text", "role", "place"),
    [
        ("Amara is branch manager in Genoa", "branch manager", "Genoa"),
        ("Kofi is a nurse in Leeds", "nurse", "Leeds"),
        ("Ines became store manager in Porto", "store manager", "Porto"),
        ("Bea is the new site lead in Cape Town", "site lead", "Cape Town"),
    ],
)
def test_a_role_held_in_a_town_is_the_role_and_where(text: str, role: str, place: str) -> None:
    facts = {(p, v) for _, p, v in _facts(text)}
    assert ("role", role) in facts and ("location", place) in facts, facts


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("Amara is a branch manager at Unicredit", "branch manager at Unicredit"),
        ("Amara is head of sales in EMEA", "head of sales in EMEA"),
        ("Sipho is the new principal in charge", "principal in charge"),
    ],
)
def test_a_role_at_an_organisation_or_a_region_stays_whole(text: str, role: str) -> None:
    assert [v for _, p, v in _facts(text) if p == "role"] == [role]
    assert not any(p == "location" for _, p, _ in _facts(text))


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Sunil is our contact at Tata", ("Tata", "contact", "Sunil")),
        ("our contact at Enel is Nicolò", ("Enel", "contact", "Nicolò")),
        ("Nicolò replaced Sergio as our contact at Enel", ("Enel", "contact", "Nicolò")),
        ("Kim is our rep at Dell now", ("Dell", "rep", "Kim")),
        ("Yaw is our account manager at Stripe", ("Stripe", "account manager", "Yaw")),
    ],
)
def test_a_go_between_is_the_organisations_fact(text: str, fact: tuple[str, str, str]) -> None:
    assert fact in _facts(text)


def test_a_go_between_with_no_organisation_stays_a_role() -> None:
    assert _facts("Kim is our sales rep") == [("Kim", "role", "sales rep")]


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("Jakob has headed up compliance since sept", "head of compliance"),
        ("Jakob has led compliance since march", "lead of compliance"),
        ("Jakob has headed up compliance", "head of compliance"),
        ("Rua has managed finance since 2025", "manager of finance"),
    ],
)
def test_a_unit_headed_till_now_is_a_role(text: str, role: str) -> None:
    assert [v for _, p, v in _facts(text) if p == "role"] == [role]


@pytest.mark.parametrize("text", ["Jakob has managed to fix it", "Jakob has run 3 marathons"])
def test_a_perfect_verb_with_no_unit_is_no_role(text: str) -> None:
    assert not any(isinstance(i, StateClaim) and i.predicate == "role" for i in extract(text, now=NOW, tz=ROME))


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("Emre moved into the flat above the bakery", "flat above the bakery"),
        ("Emre moved into a flat in Kreuzberg", "flat in Kreuzberg"),
        ("lina just moved into the new place by the river", "new place by the river"),
        ("Emre moved to the house next to his mum's", "house next to his mum's"),
    ],
)
def test_a_home_named_by_where_it_is_is_a_location(text: str, place: str) -> None:
    assert [v for _, p, v in _facts(text) if p == "location"] == [place]


def test_a_bare_home_or_a_moved_meeting_is_no_location() -> None:
    assert extract("Emre moved into the house", now=NOW, tz=ROME) == []
    assert not any(isinstance(i, StateClaim) for i in extract("Emre moved the meeting to thursday", now=NOW, tz=ROME))


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("Apenisa was promoted to first mate", "first mate"),
        ("Apenisa became first officer", "first officer"),
        ("Tom is the new CFO", "CFO"),
        ("Tom became new CFO", "CFO"),
    ],
)
def test_a_rank_keeps_its_first(text: str, role: str) -> None:
    assert [v for _, p, v in _facts(text) if p == "role"] == [role]


@pytest.mark.parametrize(
    ("text", "employer", "role"),
    [
        ("Sereana joined Fiji Airways as a pilot", "Fiji Airways", "pilot"),
        ("Sereana joined Acme as a florist", "Acme", "florist"),
        ("Losa started at the Herald as a journalist", "Herald", "journalist"),
        ("Manu joined Air NZ as cabin crew", "Air NZ", "cabin crew"),
    ],
)
def test_a_job_outside_the_old_list_is_a_job(text: str, employer: str, role: str) -> None:
    facts = {(p, v) for _, p, v in _facts(text)}
    assert ("role", role) in facts and any(p == "employer" and employer in v for p, v in facts), facts
