"""An amount set off by dashes inside a to-do: "pay Segun for the tiling - N85,000 - by month end",
"need to pay the electrician – $300 – tmrw", "refund Ama — £40".

Like an amount in brackets (:mod:`._amount_aside`), it says how much, not what is done: the
action is "pay Segun for the tiling". An amount said plainly ("pay the contractor $1,850 on the
15th") is the action's own object and stays. Hand-written: the amount as :mod:`._money` reads
it, and one shape, a dash before the amount and a dash or the end after it.
"""

from __future__ import annotations

import re

from memory.understanding._money import AMOUNT

_DASHED = re.compile(r"\s+[-–—]+\s*" + AMOUNT + r"\s*(?:[-–—]+(?=\s|$)|$)", re.IGNORECASE)


def without_dashed_amount(action: str) -> str:
    """``action`` without an amount set off by dashes."""
    return _DASHED.sub("", action).strip() if _DASHED.search(action) else action
