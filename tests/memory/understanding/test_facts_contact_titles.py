"""Reading addresses and contact details said as news, medicines someone takes, and names with
a title before them (in many languages); hedges, questions and look-alikes are no fact."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import StateClaim, extract

NOW = datetime(2026, 11, 24, 9, tzinfo=UTC)
LONDON = ZoneInfo("Europe/London")


def facts(text: str) -> list[tuple[str, str, str]]:
    return [(i.subject, i.predicate, i.value) for i in extract(text, now=NOW, tz=LONDON) if isinstance(i, StateClaim)]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Yaw lives at 22 Ring Road, Accra", ("Yaw", "address", "22 Ring Road, Accra")),
        ("Olamide lives at 5b Adeola Odeku St, VI now", ("Olamide", "address", "5b Adeola Odeku St, VI")),
        ("Sunita's moved to 7 Lake View, Pune", ("Sunita", "address", "7 Lake View, Pune")),
        ("the Kowalskis have moved to 31 Birch Grove, Gdańsk", ("Kowalskis", "address", "31 Birch Grove, Gdańsk")),
        ("the Hendersons are now at flat 2, 4 Mill Lane", ("Hendersons", "address", "flat 2, 4 Mill Lane")),
        ("new address for the Okafors is 9 Palm Close, Enugu", ("Okafors", "address", "9 Palm Close, Enugu")),
        ("updated address for Bongani: 12 Vilakazi St, Soweto", ("Bongani", "address", "12 Vilakazi St, Soweto")),
        ("yaw lives at 22 ring road", ("yaw", "address", "22 ring road")),
        ("new number for Mei: +65 9123 4567", ("Mei", "phone", "+65 9123 4567")),
        ("you can reach Ikaika on 808 555 0134", ("Ikaika", "phone", "808 555 0134")),
        ("email for Dr Rao is rao@clinic.in", ("Dr Rao", "email", "rao@clinic.in")),
        ("Tía Rosa's number is 555 0192", ("Tía Rosa", "phone", "555 0192")),
    ],
)
def test_an_address_or_a_way_to_reach_someone_is_a_fact(text: str, fact: tuple[str, str, str]) -> None:
    assert facts(text) == [fact]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Grandad is on penicillin", ("Grandad", "medication", "penicillin")),
        ("Grandad takes metformin now", ("Grandad", "medication", "metformin")),
        ("Mum's been put on ibuprofen", ("Mum", "medication", "ibuprofen")),
        ("Dad switched to atorvastatin", ("Dad", "medication", "atorvastatin")),
        ("Ama is on amoxicillin from monday", ("Ama", "medication", "amoxicillin")),
    ],
)
def test_a_medicine_someone_takes_is_a_fact(text: str, fact: tuple[str, str, str]) -> None:
    assert facts(text) == [fact]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("la maestra Gómez is the new coordinator for 3rd grade",
         ("maestra Gómez", "role", "coordinator for 3rd grade")),
        ("Dr Anjali Iyer is our new GP", ("Dr Anjali Iyer", "role", "GP")),
        ("Fr. Michael is the new parish priest", ("Fr. Michael", "role", "parish priest")),
        ("Sra. López is the new treasurer", ("Sra. López", "role", "treasurer")),
        ("Rev. Adeyemi is the new vicar", ("Rev. Adeyemi", "role", "vicar")),
        ("Coach Ruiz's email is ruiz@club.es", ("Coach Ruiz", "email", "ruiz@club.es")),
        ("Auntie Grace moved to Kumasi", ("Grace", "location", "Kumasi")),  # a kin title is no part of the name
        ("Nurse Joy is on nights now", ("Nurse Joy", "shift", "nights")),
        ("la maestra gómez is the new coordinator", ("maestra gómez", "role", "coordinator")),
    ],
)
def test_a_title_before_a_name_is_part_of_the_name(text: str, fact: tuple[str, str, str]) -> None:
    assert facts(text) == [fact]


@pytest.mark.parametrize(
    "text",
    [
        "if Yaw lives at 22 Ring Road we can walk",
        "does Yaw live at 22 Ring Road?",
        "Yaw might live at 22 Ring Road",
        "new number for the pizza place is on the fridge",
        "Kofi is on leave",  # a status, never a medicine
        "if Grandad takes aspirin he'll bleed",
        "the coach is late",
        "the nurse works nights now",
        "the coach lives at 4 Oak Road",  # no name after the title
        "Sister Agnes says the ward is full",
    ],
)
def test_look_alikes_are_no_contact_medicine_or_titled_fact(text: str) -> None:
    assert all(predicate not in ("address", "phone", "email", "medication") for _, predicate, _ in facts(text))
    assert all(not subject.lower().startswith(("coach", "nurse", "sister")) for subject, _, _ in facts(text))
