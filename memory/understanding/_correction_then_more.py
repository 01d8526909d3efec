"""A correction, then more said in the same breath: "sorry, meant monday — and Ortiz will sign it
by weds", "no, friday, and I'll email Ana tmrw", "actually it was the 12th; Mo will send the
notes by sat".

The correction forms read the whole sentence (their shapes span commas: "… in April, not
June"), and took only the correction from it, dropping what followed. When the sentence's first
clause is a correction on its own and every clause after it reads as something to keep (a
to-do, a fact, an issue: never a question back, never a second correction), and the second
starts with a joining word ("and", "also", a semicolon), both are kept; after a bare comma the
rest is more often the reason ("hang on it's friday, post office is shut sat").
Anything less and the correction read whole stands as it was.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memory.understanding.intents import CorrectName, CorrectTime, CorrectValue, Intent, Unclear

Reader = Callable[[str], list[Intent] | None]
MIN_CLAUSES = 2  # the correction, and at least one clause more
_JOINED = re.compile(r"\b(?:and|also|plus|btw)\b|;", re.IGNORECASE)


def correction_then_more(
    text: str, clauses: list[str], correct: Reader, state: Reader
) -> list[tuple[Intent, str]] | None:
    """The correction ``correct`` reads from the first of ``clauses`` (those of ``text``) and
    what ``state`` reads from each one after it, each with its clause; None unless every clause
    reads so and a joining word starts the second ("— and", "; also")."""
    if len(clauses) < MIN_CLAUSES or not text.startswith(clauses[0]):
        return None
    start = text.find(clauses[1], len(clauses[0]))
    if start < 0 or not _JOINED.search(text[len(clauses[0]) : start]):
        return None  # "hang on it's friday, post office is shut sat": the reason for it, no more to keep
    first = correct(clauses[0])
    if not first or not all(isinstance(i, (CorrectTime, CorrectValue, CorrectName)) for i in first):
        return None
    found = [(intent, clauses[0]) for intent in first]
    for clause in clauses[1:]:
        read = state(clause)
        if not read or any(isinstance(i, (Unclear, CorrectTime, CorrectValue, CorrectName)) for i in read):
            return None
        found += [(intent, clause) for intent in read]
    return found
