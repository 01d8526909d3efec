"""Facts that kept words no part of them (session 40, blind38's facts): a post's shift or own place
("charge nurse on nights", "coordinator at the food bank"), a thing's landlord or keyholder, a named
person's service person, the side passed over in a preference ("calls not texts"), who funds a
thing, and the group an attribute is held in ("position on the team"). Every wording is new."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import StateClaim, extract

TZ = ZoneInfo("Europe/Dublin")
NOW = datetime(2030, 5, 8, 9, 0, tzinfo=TZ)  # a Wednesday


def _facts(text: str) -> list[tuple[str, str, str]]:
    found = extract(text, now=NOW, tz=TZ)
    assert found and all(isinstance(i, StateClaim) for i in found), found
    return [(i.subject, i.predicate, i.value) for i in found if isinstance(i, StateClaim)]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Orla is the new ward sister on nights", ("Orla", "role", "ward sister")),
        ("Dev's the senior porter on the night shift now", ("Dev", "role", "senior porter")),
        ("Ines is our new treasurer at the rugby club", ("Ines", "role", "treasurer")),
        # a named place is theirs, and stays
        ("Ines is the treasurer at the Rugby Club", ("Ines", "role", "treasurer at the Rugby Club")),
    ],
)
def test_a_posts_shift_and_own_place_go(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Mrs Byrne is the landlady for the garage", ("garage", "landlady", "Mrs Byrne")),
        ("Colm's the keyholder for the scout hall", ("scout hall", "keyholder", "Colm")),
        ("the landlord for the warehouse is Mr Reilly", ("warehouse", "landlord", "Mr Reilly")),
    ],
)
def test_a_things_landlord_and_keyholder(text: str, fact: tuple[str, str, str]) -> None:
    assert _facts(text) == [fact]


def test_a_named_persons_service_person_is_theirs() -> None:
    assert _facts("Ms Quinn is Aoife's solicitor") == [("Aoife", "solicitor", "Ms Quinn")]
    assert _facts("Tadhg is Nora's physio now") == [("Nora", "physio", "Tadhg")]
    assert _facts("Efua is Ruby's godmother") == [("Efua", "role", "Ruby's godmother")]  # kin: a role


def test_the_side_passed_over_is_no_part_of_a_preference() -> None:
    found = extract("Aine prefers texts not calls for the school runs", now=NOW, tz=TZ)
    assert [(i.predicate, i.value, i.scope) for i in found if isinstance(i, StateClaim)] == [
        ("preference", "texts", "school runs")
    ]


def test_who_funds_a_thing() -> None:
    assert _facts("my fellowship is funded by the Leverhulme Trust") == [("me", "funder", "Leverhulme Trust")]
    assert _facts("the regatta's sponsored by Harbour Bank") == [("regatta", "sponsor", "Harbour Bank")]


def test_the_group_an_attribute_is_held_in_goes() -> None:
    assert _facts("Cian's position in the band is drummer") == [("Cian", "role", "drummer")]
