"""Tests for the shared kin vocabulary (:mod:`memory.understanding._kin`): one list of family
words for every reader, "my mum" and "mum" as one person, and the spellings a fact about them
may have been stored under."""

from __future__ import annotations

import re

import pytest

from memory.understanding._kin import AMBIGUOUS_KIN, KIN, KIN_WORDS, bare_kin, kin_spellings, without_kin_title


@pytest.mark.parametrize("word", ["mum", "mom", "mam", "grandad", "sister-in-law", "hubby", "stepdaughter", "in-laws"])
def test_family_words_are_kin(word: str) -> None:
    assert word in KIN_WORDS
    assert re.fullmatch(f"(?:{KIN})", word)


def test_the_alternation_tries_the_longer_word_first() -> None:
    assert re.match(f"(?:{KIN})", "grandma")[0] == "grandma"  # not "gran"


@pytest.mark.parametrize("word", ["boss", "landlord", "printer", "team"])
def test_others_are_no_kin(word: str) -> None:
    assert word not in KIN_WORDS


def test_short_words_that_also_name_a_thing_are_marked() -> None:
    assert {"pa", "ma"} <= AMBIGUOUS_KIN <= KIN_WORDS


@pytest.mark.parametrize(
    ("subject", "bare"),
    [("my mum", "mum"), ("our nan", "nan"), ("my little brother", "little brother"), ("my boss", None), ("mum", None)],
)
def test_bare_kin(subject: str, bare: str | None) -> None:
    assert bare_kin(subject) == bare


def test_kin_spellings_name_the_same_person() -> None:
    spelt = kin_spellings("mum")
    assert "my mom" in spelt and "mother" in spelt and "mum" not in spelt
    assert "dad" in kin_spellings("my dad")
    assert kin_spellings("Kofi") == [] and kin_spellings("my boss") == []


def test_readers_use_the_shared_vocabulary() -> None:
    from memory.understanding import _fact_people, _issue_fixes

    assert KIN in _fact_people.RELATIONS
    assert {"mum", "grandad", "stepson"} <= _issue_fixes.PEOPLE and "pa" not in _issue_fixes.PEOPLE


@pytest.mark.parametrize(
    ("subject", "name"),
    [("cousin Marguerite", "Marguerite"), ("Aunt Dolores", "Dolores"), ("uncle teodoro", "teodoro"),
     ("Nana Ama", "Nana Ama"), ("Dr Iyer", "Dr Iyer"), ("Kofi", "Kofi")],
)
def test_a_kin_title_is_no_part_of_the_name(subject: str, name: str) -> None:
    assert without_kin_title(subject) == name


def test_facts_about_a_kin_titled_person_are_about_the_name() -> None:
    from datetime import datetime
    from zoneinfo import ZoneInfo

    from memory.understanding import StateClaim, extract

    tz = ZoneInfo("America/Toronto")
    now = datetime(2027, 4, 20, 9, 0, tzinfo=tz)
    said = {
        "cousin Marguerite moved to Halifax": ("Marguerite", "location", "Halifax"),
        "Aunt Dolores's birthday is June 3": ("Dolores", "birthday", "June 3"),
        "Uncle Bob's number is 0412 555 019": ("Bob", "phone", "0412 555 019"),
    }
    for text, expected in said.items():
        found = [(i.subject, i.predicate, i.value) for i in extract(text, now=now, tz=tz) if isinstance(i, StateClaim)]
        assert found == [expected], text
