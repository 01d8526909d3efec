"""A to-do named with a slip on either side (session 34): "passport renewal - done" after "renew
passprot" said nothing open matched; each word the open to-dos do not use but spell with one slip
of it is read as theirs."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memory import commitments as commitment_rules
from memory.model import Commitment, CommitmentStatus, Source

AT = datetime(2026, 12, 7, 9, tzinfo=UTC)


def _todo(n: int, action: str) -> Commitment:
    return Commitment(n, "u", action, "me", None, None, None, CommitmentStatus.ACCEPTED, AT, Source(n, "chat", 1.0))


@pytest.mark.parametrize(
    ("said", "action"),
    [
        ("passport renewal", "renew passprot"),  # the slip in what was stored
        ("renew the passprot", "renew passport"),  # the slip in what is said now
        ("the apointment", "book the dentist appointment"),  # a letter dropped in a long word
        ("the appointmment", "book the dentist appointment"),  # doubled
    ],
)
def test_a_word_one_slip_from_a_todos_names_it(said: str, action: str) -> None:
    todo = _todo(1, action)
    assert commitment_rules.match(said, [todo, _todo(2, "water the plants")]) == [todo]


@pytest.mark.parametrize(
    ("said", "action"),
    [
        ("finish the plans", "water the plants"),  # short words one letter apart are two words
        ("sent the file", "sand the tile"),  # the first letter differs
        ("the trial", "walk the trail"),  # a swap in a short word: both are words
        ("the planets", "water the plants"),  # a letter more in a word under seven letters
    ],
)
def test_no_slip_is_guessed_in_short_or_other_words(said: str, action: str) -> None:
    assert commitment_rules.respelt(said, [_todo(1, action)]) == said


def test_a_word_near_two_of_theirs_is_left_as_typed() -> None:
    todos = [_todo(1, "file the statements"), _todo(2, "print the statement")]  # a swap, or a letter more?
    assert commitment_rules.respelt("the statemenst", todos) == "the statemenst"
