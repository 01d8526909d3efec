"""A thinking noise before what is meant ("hmm actually make the vet thing friday", "erm, change the
dentist to fri") is no part of it; "change"/"switch" a thing to a day moves it; a clause with its own
subject after a list verb ("submit the timesheet by fri and Jo wants the rota by mon") takes no verb."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import MoveCommitment, NewCommitment
from tests.memory.understanding.reading import Reading

LONDON = ZoneInfo("Europe/London")
read = Reading(datetime(2026, 12, 2, 8, 5, tzinfo=LONDON), LONDON)  # a Wednesday


@pytest.mark.parametrize(
    ("text", "thing", "day"),
    [
        ("hmm actually make the vet thing friday", "vet", "Fri 04 00:00"),
        ("hmmm make the vet one friday", "vet", "Fri 04 00:00"),
        ("erm, change the dentist to fri", "dentist", "Fri 04 00:00"),
        ("um push the invoice to mon", "invoice", "Mon 07 00:00"),
        ("uhh move the plumber to thursday", "plumber", "Thu 03 00:00"),
        ("switch the standup to 10 tomorrow", "standup", "Thu 03 10:00"),
    ],
)
def test_a_move_after_a_thinking_noise(text: str, thing: str, day: str) -> None:
    (move,) = read(text)
    assert isinstance(move, MoveCommitment) and thing in move.action and "hmm" not in move.action
    assert read.when(move) == day


@pytest.mark.parametrize("text", ["hmm", "erm", "hmm ok"])
def test_a_noise_alone_is_nothing(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, NewCommitment)]


@pytest.mark.parametrize("text", ["change the password to hunter2", "change the tyres to winter ones"])
def test_a_change_to_no_day_is_no_move(text: str) -> None:
    assert not [i for i in read(text) if isinstance(i, MoveCommitment)]


def test_a_clause_with_its_own_subject_takes_no_verb() -> None:
    assert read.todos(read("submit the timesheet by fri and Jo wants the rota by mon")) == [
        ("submit the timesheet", "Fri 04 00:00"),
        ("send Jo the rota", "Mon 07 00:00"),
    ]


def test_a_list_verb_still_carries_to_things() -> None:
    assert read.todos(read("pay the nanny friday, the cleaner saturday")) == [
        ("pay the nanny", "Fri 04 00:00"),
        ("pay the cleaner", "Sat 05 00:00"),
    ]
