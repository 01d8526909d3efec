"""A name is recognised however its culture capitalises it (issue 9): a second capital after a
name prefix ("LaToya", "McKenzie"), letters beyond Latin-1 ("Paweł"), and not a product's
camel case."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import extract
from memory.understanding._phrases import _NAME_WORD
from memory.understanding.intents import StateClaim

NOW = datetime(2027, 3, 2, 9, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "subject", "value"),
    [
        ("LaToya is the new night dispatcher", "LaToya", "night dispatcher"),
        ("DeShawn moved to Atlanta", "DeShawn", "Atlanta"),
        ("McKenzie's the new site lead", "McKenzie", "site lead"),
        ("MacLeod is our new accountant", "MacLeod", "accountant"),
        ("Paweł moved to Gdynia", "Paweł", "Gdynia"),
        ("DiMaggio is head of sales now", "DiMaggio", "head of sales"),
    ],
)
def test_a_name_with_a_second_capital_or_extended_letters_is_a_subject(text: str, subject: str, value: str) -> None:
    claims = [i for i in extract(text, now=NOW, tz=ZoneInfo("Europe/London")) if isinstance(i, StateClaim)]
    assert [(c.subject, c.value) for c in claims] == [(subject, value)]


@pytest.mark.parametrize("word", ["PowerPoint", "YouTube", "GitHub", "WhatsApp", "LinkedIn", "JavaScript"])
def test_a_product_in_camel_case_is_not_a_name_word(word: str) -> None:
    """Only a name prefix lets a second capital in: an open rule would take these for people."""
    assert _NAME_WORD.match(word) is None
