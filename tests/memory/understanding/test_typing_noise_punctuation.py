"""Punctuation and capitals typed away: a question without its "?" is still a question, a
pronoun after a filler word still starts a clause, and a to-do stays a to-do."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, Question, extract

NOW = datetime(2027, 9, 6, 7, 45, tzinfo=UTC)  # a Monday
TZ = ZoneInfo("America/Chicago")


@pytest.mark.parametrize(
    "text",
    [
        "is Thandiwe still at the Durban office",
        "does Giorgos take oat milk",
        "are we still on for thursday",
        "should I ring the landlord or email him",
        "isn't the boiler service due this month",
        "am i meant to bring anything on saturday",
    ],
)
def test_a_question_typed_without_its_question_mark_stores_nothing(text: str) -> None:
    found = extract(text, now=NOW, tz=TZ)
    assert found and all(isinstance(i, Question) for i in found), found


@pytest.mark.parametrize(
    "text",
    [
        "do the expenses by friday",
        "did the laundry finally",
        "have the slides ready by thursday",
        "has to be signed by the 12th",
        "was gonna call Mama Ngozi tonight",
    ],
)
def test_a_to_do_or_a_report_that_opens_with_a_verb_is_not_taken_for_a_question(text: str) -> None:
    found = extract(text, now=NOW, tz=TZ)
    assert not [i for i in found if isinstance(i, Question)], found


@pytest.mark.parametrize(
    "text",
    [
        "also ill book the meeting room for thursday",
        "btw ill book the meeting room for thursday",
        "fyi ill book the meeting room for thursday",
        "right, ill book the meeting room for thursday",
        "ok so ill book the meeting room for thursday",
    ],
)
def test_ill_after_a_filler_word_is_i_will(text: str) -> None:
    found = [i for i in extract(text, now=NOW, tz=TZ) if isinstance(i, NewCommitment)]
    assert [c.action for c in found] == ["book the meeting room"], found


def test_feeling_ill_after_a_filler_word_stays_ill() -> None:
    found = extract("also ill with a cold since sunday", now=NOW, tz=TZ)
    assert not [i for i in found if isinstance(i, NewCommitment)], found
