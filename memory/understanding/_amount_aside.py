"""An amount said in brackets, as an aside: "Rivas Studio paid invoice 207 (€2,400)", "invoice
the client for the logo work (₦450,000) by the 15th", "renewed the domain ($12.99)".

The bracket says how much, not what was done: kept in the words it made the action ("pay
invoice 207 (€2,400)") one that no longer matched the to-do it was ("pay invoice 207"). Written
by hand: only a bracket that holds an amount alone (:data:`._money.AMOUNT`) is taken out; any
other bracket stays as typed.
"""

from __future__ import annotations

import re

from memory.understanding._money import AMOUNT

# what a bracket holds when it holds an amount alone: "₦450,000", "2,400 usd"
AMOUNT_IN_BRACKETS = re.compile(r"^\s*" + AMOUNT + r"\s*$", re.IGNORECASE)
_AMOUNT_ASIDE = re.compile(r"(?<=\S)\s*\(\s*" + AMOUNT + r"\s*\)", re.IGNORECASE)


def without_amount_aside(text: str) -> str:
    """``text`` without the brackets that hold only an amount."""
    return _AMOUNT_ASIDE.sub("", text)
