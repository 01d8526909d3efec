"""Money transferred to someone is paid, not owned: "the deposit was transferred to mrs byrne",
"Dev transferred the rent to the landlord".

A thing handed or transferred to someone is theirs from then on ("the float was passed to Ama",
"the Osaka account was transferred to Dev": :mod:`._fact_things`), but money sent to someone is a
payment: with an open to-do "transfer the deposit to Mrs Byrne", the report of it is that to-do
done, and no fact "the deposit's owner is Mrs Byrne" is kept. Hand-written: the names of sums one
pays are a short closed list.
"""

from __future__ import annotations

import re

from memory.understanding._money import AMOUNT

__all__ = ["money_sent"]

_SUMS = re.compile(
    r"(?:^|\s)(?:deposit|deposits|payment|payments|money|funds|cash|rent|fee|fees|balance|bond|refund|refunds|wages"
    r"|salary|invoice\s+amount|amount|sum|transfer|instalment|installment|down\s*payment|advance|tip|tips)$"
    r"|^" + AMOUNT + r"$",
    re.IGNORECASE,
)


def money_sent(thing: str) -> bool:
    """Whether ``thing`` (what was transferred, without its "the") is a sum of money."""
    return _SUMS.search(thing.strip()) is not None
