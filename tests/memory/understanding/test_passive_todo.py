"""Tests for a to-do said in the passive, the thing first ("the order has to be placed by 5pm"):
the user's to-do, worded with the verb's plain form; a person, a pronoun, a state or a past
report is no such to-do (pure ``extract``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding._passive_todo import _regular_plain
from tests.memory.understanding.reading import Reading

TZ = ZoneInfo("Australia/Adelaide")
NOW = datetime(2027, 9, 30, 7, 40, tzinfo=TZ)  # a Thursday morning


READ = Reading(NOW, TZ, fmt="%m-%d")


def _todos(text: str) -> list[tuple[str, str | None]]:
    return READ.todos(READ(text))


@pytest.mark.parametrize(
    ("text", "todo"),
    [
        ("the wine club order has to be placed by 5:30pm today", ("place the wine club order", "09-30")),
        ("rent check has to be in the mail by the 15th", ("mail the rent check", "10-15")),
        ("the consent form must be signed b4 monday", ("sign the consent form", "10-03")),
        ("the car needs to be washed before sat", ("wash the car", "10-01")),
        ("the bins need to be emptied b4 thurs", ("empty the bins", "10-06")),
        ("the parcel has to be sent by fri, ugh", ("send the parcel", "10-01")),
        ("the deck needs to be finalised tmrw", ("finalise the deck", "10-01")),
        ("the deposit needs to be paid by the 5th or we lose it", ("pay the deposit", "10-05")),
        ("xmas cards gotta be posted by dec 10", ("post the xmas cards", "12-10")),
    ],
)  # fmt: skip
def test_a_passive_todo_is_the_users(text: str, todo: tuple[str, str]) -> None:
    assert _todos(text) == [todo]


@pytest.mark.parametrize(
    "text",
    [
        "it has to be done by fri",
        "the kids need to be at school by 8",
        "the report has been sent",
        "the report was sent by fri",
    ],
)
def test_no_thing_or_no_verb_is_no_passive_todo(text: str) -> None:
    assert not any(action.startswith(("do ", "be ", "send the report")) for action, _ in _todos(text))


@pytest.mark.parametrize(
    ("word", "plain"),
    [
        ("placed", "place"), ("lodged", "lodge"), ("emptied", "empty"), ("shredded", "shred"),
        ("vacuumed", "vacuum"), ("faxed", "fax"), ("signed", "sign"), ("nursed", "nurse"),
        ("completed", None), ("scheduled", None), ("baked", None), ("used", None), ("need", None),
    ],
)  # fmt: skip
def test_a_regular_participle_is_cut_only_when_sure(word: str, plain: str | None) -> None:
    assert _regular_plain(word) == plain
