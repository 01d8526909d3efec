"""One amount of money for the readers that take it out of an action: in brackets and between
dashes they know the same signs, codes and words (memory/understanding/_money.py)."""

from __future__ import annotations

import pytest

from memory.understanding._amount_aside import without_amount_aside
from memory.understanding._dashed_amount import without_dashed_amount

AMOUNTS = ["€2,400", "₦450,000", "$12.99", "2,400 usd", "USD2400", "KSh2,000", "Ksh 2,000", "Rs. 500", "R850",
           "about 300 bucks", "~£40", "1.2k naira", "€2 400", "GH₵ 120", "90 quid"]


@pytest.mark.parametrize("amount", AMOUNTS)
def test_an_amount_in_brackets_is_an_aside(amount: str) -> None:
    assert without_amount_aside(f"pay the tiler ({amount}) by friday") == "pay the tiler by friday"


@pytest.mark.parametrize("amount", AMOUNTS)
def test_an_amount_between_dashes_is_an_aside(amount: str) -> None:
    assert without_dashed_amount(f"pay the tiler - {amount} - by friday") == "pay the tiler by friday"


@pytest.mark.parametrize(
    "text",
    ["call (R and D) team", "meet at (N ward)", "sort the (usda grant) forms", "pay (invoice 31) today",
     "book (2 rooms) for us"],
)
def test_a_bracket_without_an_amount_stays(text: str) -> None:
    assert without_amount_aside(text) == text


def test_words_after_a_dash_stay() -> None:
    assert without_dashed_amount("talk to the board - usda grant") == "talk to the board - usda grant"
