"""Reading corrections of part of a value ("last digit's a 3 not a 2"), of a name's spelling
said without the wrong spelling ("Jon with no h"), and bare lower-case values of a narrow kind
("whatsapp actually", "sorry, amoxicillin"); hours and chat are none of them."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CorrectName, CorrectValue, extract
from memory.understanding._correction_ends import with_end
from memory.understanding._correction_spelt import spelt_alike

NOW = datetime(2026, 11, 24, 9, tzinfo=UTC)
LONDON = ZoneInfo("Europe/London")


def read(text: str) -> list[object]:
    return list(extract(text, now=NOW, tz=LONDON))


@pytest.mark.parametrize(
    ("text", "wrong", "right", "at"),
    [
        ("last digit's a 3 not a 2", "2", "3", "end"),
        ("the postcode ends 4AB not 4AD", "4AD", "4AB", "end"),
        ("first digit should be 8 not 9", "9", "8", "start"),
        ("last two digits are 45 not 54", "54", "45", "end"),
        ("it starts with 0803, not 0802", "0802", "0803", "start"),
        ("number ends in 7 not 1", "1", "7", "end"),
        ("sorry, it ends with 4AB, not 4AD", "4AD", "4AB", "end"),
    ],
)
def test_the_start_or_end_of_a_value_put_right(text: str, wrong: str, right: str, at: str) -> None:
    assert read(text) == [CorrectName(wrong=wrong, right=right, at=at)]


@pytest.mark.parametrize("text", ["it starts 8 not 7", "the film ends at 9 not 10", "the meeting starts at 3 not 2"])
def test_an_hour_is_no_part_of_a_value(text: str) -> None:
    assert not any(isinstance(i, CorrectName) and i.at for i in read(text))


@pytest.mark.parametrize(
    ("value", "wrong", "right", "at", "fixed"),
    [
        ("0802 111 2222", "2", "3", "end", "0802 111 2223"),
        ("EH3 4AD", "4AD", "4AB", "end", "EH3 4AB"),
        ("98450 12345", "9", "8", "start", "88450 12345"),
        ("0802 111 2222", "1", "3", "end", None),  # it does not end so: nothing changes
    ],
)
def test_with_end_replaces_only_where_the_part_sits(
    value: str, wrong: str, right: str, at: str, fixed: str | None
) -> None:
    assert with_end(value, wrong, right, at) == fixed


@pytest.mark.parametrize(
    ("text", "right"),
    [
        ("sorry, Jon with no h", "Jon"),
        ("it's spelt Aoibhe", "Aoibhe"),
        ("Mikkel, two k's", "Mikkel"),
        ("Sinéad with an é", "Sinéad"),
        ("oops, Zoe without the y", "Zoe"),
        ("Katharine with an a not an e", "Katharine"),
    ],
)
def test_a_spelling_said_alone_is_a_name_put_right(text: str, right: str) -> None:
    assert read(text) == [CorrectName(wrong="", right=right)]


def test_a_name_spelt_wrong_said_first_is_the_name_correction() -> None:
    assert read("Aoife's spelt wrong, its Aoibhe not Aoife") == [CorrectName(wrong="Aoife", right="Aoibhe")]


@pytest.mark.parametrize(
    ("a", "b", "alike"),
    [("Jhon", "Jon", True), ("Aoife", "Aoibhe", True), ("Zoey", "Zoe", True), ("Jon", "Ian", False),
     ("Caterina", "Katerina", False), ("Jon", "Jon", False), ("Mohammed", "Muhammad", True)],
)
def test_two_spellings_of_one_name(a: str, b: str, alike: bool) -> None:
    assert spelt_alike(a, b) is alike


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("whatsapp actually", "whatsapp"),
        ("no, signal", "signal"),
        ("sorry, amoxicillin", "amoxicillin"),
        ("oops, metoprolol", "metoprolol"),  # "…lol" is part of the word, not a laugh
        ("sorry, paracetamol", "paracetamol"),
    ],
)
def test_a_bare_value_of_a_narrow_kind_is_a_correction(text: str, value: str) -> None:
    assert read(text) == [CorrectValue("", "", value)]


@pytest.mark.parametrize("text", ["Sam with Priya", "sorry, thanks", "no, lol", "meet Jon with Ana"])
def test_chat_is_no_spelling_or_narrow_value(text: str) -> None:
    assert not any(isinstance(i, (CorrectName, CorrectValue)) for i in read(text))
