"""A fact asked about as it will stand ("who will my manager be", "what's the rent going to be"):
a look-up of the fact by its words, never a search of old messages; "who will be there" names no
fact and stays a recall."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import Question
from tests.memory.understanding.reading import Reading

DUBLIN = ZoneInfo("Europe/Dublin")
read = Reading(datetime(2026, 12, 8, 17, 40, tzinfo=DUBLIN), DUBLIN)


@pytest.mark.parametrize(
    ("text", "subject", "predicate"),
    [
        ("who will my manager be", "manager", "value"),
        ("who'll our new lead be?", "new lead", "value"),
        ("what's the rent going to be", "rent", None),
        ("what will the rent be?", "rent", None),
        ("what is the deposit gonna be", "deposit", None),
    ],
)
def test_will_be_looks_the_fact_up(text: str, subject: str, predicate: str | None) -> None:
    [question] = read(text)
    assert isinstance(question, Question)
    assert (question.kind, question.subject, question.predicate) == ("lookup", subject, predicate)


@pytest.mark.parametrize("text", ["who will be there", "what is it gonna be"])
def test_no_fact_named(text: str) -> None:
    [question] = read(text)
    assert isinstance(question, Question) and question.kind == "recall"
