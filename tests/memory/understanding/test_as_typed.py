"""A word the typo fixes changed only so the forms could read the line is stored as the user typed
it: "repaint the fale steps" is no "false steps", "yusuf only eats halaal" no "halal". A word typed
both ways in one message is left as read: which one was the slip cannot be told."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, StateClaim
from tests.memory.understanding.reading import Reading

APIA = ZoneInfo("Pacific/Apia")
read = Reading(datetime(2030, 2, 28, 7, 50, tzinfo=APIA), APIA)  # a Thursday


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("a fortnight from tmrw repaint the fale steps", "repaint the fale steps"),
        ("tmrw sweep the fale floor", "sweep the fale floor"),
        ("nwed to repaint the fale steps by friday", "repaint the fale steps"),  # the slip in "need" still read
        ("gotta finsh the report by tmrw", "finish the report"),  # a to-do verb is read, so spelt right
        ("fridy call the bank", "call the bank"),  # a date word is the time reader's, never in the action
    ],
)
def test_action_as_typed(text: str, action: str) -> None:
    assert [i.action for i in read(text) if isinstance(i, NewCommitment)] == [action]


def test_value_as_typed() -> None:
    found = read("yusuf only eats halaal")
    assert [i.value for i in found if isinstance(i, StateClaim)] == ["halaal"]


def test_a_word_also_typed_right_is_left() -> None:
    # "false" typed itself, and "fale" beside it: which "false" was typed cannot be told, so both stay as read
    found = read("tmrw fix the false alarm on the fale door")
    assert [i.action for i in found if isinstance(i, NewCommitment)] == ["fix the false alarm on the false door"]
