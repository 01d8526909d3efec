"""Tests for blind33's lifecycle readings (session 35, r2): "strike the oat milk email" was kept
as a to-do "strike the oat milk email" (struck through, as "x the business cards"; never "strike a
deal" or "strike my name off")."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CancelCommitment, NewCommitment
from tests.memory.understanding.reading import Reading

ZONE = ZoneInfo("Antarctica/Troll")
READ = Reading(datetime(2027, 10, 27, 8, 30, tzinfo=ZONE), ZONE)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("strike the oat milk email, we've got loads", "oat milk email"),
        ("strike the dentist call", "dentist call"),
        ("Strike my gym session", "my gym session"),
        ("strike the team lunch", "team lunch"),
    ],
)
def test_struck_through_is_cancelled(text: str, action: str) -> None:
    assert [i.action for i in READ(text) if isinstance(i, CancelCommitment)] == [action]


@pytest.mark.parametrize("text", ["strike a deal with the landlord", "strike a balance between work and rest"])
def test_striking_something_up_is_no_cancel(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, CancelCommitment)]


@pytest.mark.parametrize(
    ("text", "action"), [("strike my name off", "name"), ("strike the dentist off the list", "dentist")]
)
def test_strike_off_names_what_is_struck(text: str, action: str) -> None:
    assert [i.action for i in READ(text) if isinstance(i, CancelCommitment)] == [action]
    assert not [i for i in READ(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize(
    ("text", "action", "due"),
    [
        ("radio check w/ Novo sat 10am", "radio check with Novo", "Sat 30 10:00"),
        ("sound check 5pm tmrw", "sound check", "Thu 28 17:00"),
        ("kit check tmrw 8am", "kit check", "Thu 28 08:00"),
        ("safety check with Omar mon 3pm", "safety check with Omar", "Mon 01 15:00"),
    ],
)
def test_a_check_named_by_what_is_checked_is_a_diary_line(text: str, action: str, due: str) -> None:
    assert READ.todos(READ(text)) == [(action, due)]


@pytest.mark.parametrize("text", ["I check the oil every sat 10am", "we check in sat 3pm"])
def test_checking_as_a_verb_is_no_diary_line(text: str) -> None:
    assert not [i for i in READ(text) if isinstance(i, NewCommitment)]
