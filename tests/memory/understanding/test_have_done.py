"""The user's own "I'll have X done by D" is the deed ("finish X"); a service done to the person
and someone else's promise are left as said."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding._have_done import as_deed
from tests.memory.understanding.reading import Reading

TBILISI = ZoneInfo("Asia/Tbilisi")
read = Reading(datetime(2027, 6, 30, 15, 40, tzinfo=TBILISI), TBILISI)  # a Wednesday


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("i'll have the Q3 forecast done by 12 july", "finish the Q3 forecast"),
        ("will have the board pack finished by friday", "finish the board pack"),
        ("gonna have the garage sorted by sunday", "sort the garage"),
        ("I'll have the kids' lunches ready by 7am tmrw", "get the kids' lunches ready"),
        ("need to have the kitchen completed before the 20th", "finish the kitchen"),
    ],
)
def test_own_promise_is_the_deed(text: str, action: str) -> None:
    assert [a for a, _ in read.todos(read(text))] == [action]


@pytest.mark.parametrize(
    "text",
    [
        "i'll have my hair done on saturday",  # someone else does it
        "Shaz reckons she'll have the roster done by sunday",  # their words
        "I'll get the report finished by monday",  # "get X done": the user's own idiom
        "i'll have a look at the boiler tmrw",
    ],
)
def test_left_as_said(text: str) -> None:
    assert not any(a.startswith(("finish ", "sort ")) for a, _ in read.todos(read(text)))


@pytest.mark.parametrize(
    ("action", "deed"),
    [
        ("have the deck done", "finish the deck"),
        ("have the slides wrapped up for the offsite", "finish the slides for the offsite"),
        ("have my nails done", "have my nails done"),
        ("call the bank", "call the bank"),
    ],
)
def test_as_deed(action: str, deed: str) -> None:
    assert as_deed(action) == deed
