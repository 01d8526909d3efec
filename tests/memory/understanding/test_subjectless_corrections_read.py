"""Tests for corrections that do not repeat their subject: a pronoun fact with "not <old>",
a trailing apology ("my bad", "fat fingers"), "make that <value>", and a date named by its kind
("deadline's the 30th actually") (pure ``extract``)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CorrectTime, CorrectValue, NewCommitment, extract

TZ = ZoneInfo("Australia/Sydney")
NOW = datetime(2027, 2, 1, 10, 0, tzinfo=TZ)


def _one(text: str) -> object:
    found = extract(text, now=NOW, tz=TZ)
    assert len(found) == 1, found
    return found[0]


@pytest.mark.parametrize(
    ("text", "predicate", "value"),
    [
        ("she's CFO, not CTO, my bad", "role", "CFO"),
        ("she's CFO, not CTO", "role", "CFO"),
        ("he's head of marketing actually", "role", "head of marketing"),
        ("sorry, she's the COO", "role", "COO"),
        ("they're in Lisbon, not Porto — typo", "location", "Lisbon"),
    ],
)
def test_a_pronoun_fact_corrects_the_person_last_talked_about(text: str, predicate: str, value: str) -> None:
    assert _one(text) == CorrectValue("", predicate, value)


@pytest.mark.parametrize("text", ["make that €102k, fat fingers", "make that €102k", "it's €102k — typo"])
def test_make_that_a_value(text: str) -> None:
    assert _one(text) == CorrectValue("", "", "€102k")


@pytest.mark.parametrize(
    ("text", "target", "day"),
    [
        ("deadline's the 19th actually", None, 19),
        ("actually the deadline is the 9th", None, 9),
        ("sorry, the due date is the 4th", None, 4),
        ("start date is actually the 10th", "start", 10),
    ],
)
def test_a_date_named_by_its_kind_is_a_correction(text: str, target: str | None, day: int) -> None:
    found = _one(text)
    assert isinstance(found, CorrectTime) and found.target == target
    assert found.new is not None and found.new.start.astimezone(TZ).day == day


@pytest.mark.parametrize("text", ["the deadline is thursday", "must have been a typo", "make that happen", "my bad"])
def test_no_correction_without_its_signs(text: str) -> None:
    assert not any(isinstance(i, (CorrectTime, CorrectValue)) for i in extract(text, now=NOW, tz=TZ))


@pytest.mark.parametrize("text", ["launch day is friday", "start date is actually 10 May"])
def test_a_statement_with_its_date_cut_off_is_no_todo(text: str) -> None:
    assert not any(isinstance(i, NewCommitment) for i in extract(text, now=NOW, tz=TZ))
