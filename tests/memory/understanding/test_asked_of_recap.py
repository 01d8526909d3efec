"""Requests put to recap as questions ("can u move the bank call to 4") are instructions, and a
day after "what's on" is a day even when it could be a verb ("sat")."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CancelCommitment, MoveCommitment, NewCommitment, Question
from tests.memory.understanding.reading import Reading

SYDNEY = ZoneInfo("Australia/Sydney")
read = Reading(datetime(2026, 12, 3, 9, 5, tzinfo=SYDNEY), SYDNEY)  # a Thursday


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("can u move the bank call to 4", MoveCommitment),
        ("could you push the dentist to friday?", MoveCommitment),
        ("can you cancel the dentist?", CancelCommitment),
        ("can you remind me to call mum at 6?", NewCommitment),
        ("would u pls bump the standup to 10", MoveCommitment),
    ],
)
def test_a_request_to_recap_is_the_instruction(text: str, kind: type) -> None:
    assert [type(i) for i in read(text)] == [kind]


@pytest.mark.parametrize("text", ["can you remind me what's due tmrw?", "can you believe it"])
def test_other_can_you_sentences_are_no_instruction(text: str) -> None:
    assert not any(isinstance(i, MoveCommitment | CancelCommitment | NewCommitment) for i in read(text))


@pytest.mark.parametrize("text", ["what's on sat?", "whats on sat", "what's on for sat", "anything due for sat"])
def test_a_short_weekday_after_whats_on_is_that_day(text: str) -> None:
    [asked] = read(text)
    assert isinstance(asked, Question) and asked.kind == "due_week" and asked.at is not None, asked
    assert asked.at.start.astimezone(SYDNEY).strftime("%a %d") == "Sat 05"
