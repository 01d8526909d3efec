"""A date that opens a sentence holds for every fact the sentence states: "from the 1st Irfan is
product owner and reports to Melissa", "as of today Ana is head of sales and reports to Tom".

The fact readers read each clause on its own, so the date said before the first clause dates
the first fact only, and the one after "and" was kept as true from now. When a sentence opens
with a start word and a date ("from", "as of", "starting", "effective", "since"), the facts read
from it that carry no date of their own take the one the dated fact has, which is that opening date.
Written by hand: one shape (a date said first), and a fact dated in its own words keeps its own.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._phrases import _I
from memory.understanding.intents import Intent, StateClaim

__all__ = ["opening_date_shared"]

_OPENS = re.compile(
    r"^(?:from|since|as\s+of|starting(?:\s+(?:from|on))?|effective(?:\s+(?:from|on))?|beginning)\s+(?P<d>\S.*)$", _I
)


def opening_date_shared(read: list[tuple[Intent, str]], sentence: str) -> list[tuple[Intent, str]]:
    """``read`` (what one sentence said, with each clause) with the date that opens ``sentence``
    put on each fact that has none."""
    m = _OPENS.match(sentence.strip())
    facts = [intent for intent, _ in read if isinstance(intent, StateClaim)]
    # the fact dated by it, wherever the clause readers put it ("… and i'm on the night team" may come first)
    dated = {fact.effective for fact in facts if fact.effective is not None}
    if m is None or len(facts) < 2 or len(dated) != 1:
        return read
    opening = dated.pop()
    if not m["d"].lower().startswith((opening.text.lower(), f"the {opening.text.lower()}")):
        return read  # the dated fact's date is its own, not the one said first
    return [
        (replace(intent, effective=opening), clause)
        if isinstance(intent, StateClaim) and intent.effective is None and not intent.explicit_now
        else (intent, clause)
        for intent, clause in read
    ]
