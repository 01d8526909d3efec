"""An occasion said only to date the to-do after it: "the hearing is on friday, prep the file by
then", "general meeting oct 14, need the agenda out before then". The occasion's day is what
"by then" stands for (:func:`._multi.dated_back` puts it in), so the to-do is the one thing to
keep; the occasion beside it, read alone as a diary line, is no to-do of the user's, as "st
paddy's is mar 17, need to book the pub table by then" keeps none. Two diary lines ("dentist
thurs 10am, pick up Ama at 3 same day") say no deadline and keep both.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding._sign_forms import agenda_entry
from memory.understanding.intents import Intent, NewCommitment

# the words that make the day said before a deadline: "by then", "before then", "b4 then", "… before that"
_BY_THEN = re.compile(
    r"\b(?:by|before|b4)\s+(?:then\b|that\b(?=\W*$))"
    # "…, need the agenda out a week before": the lead counted back from the day said before
    r"|\b(?:(?:a|an|one|two|three|four|\d{1,2})\s+(?:days?|weeks?|wks?)|a\s+fortnight|the\s+day)"
    r"\s+(?:before|b4|beforehand|ahead)(?=\W*$)",
    _I,
)


# the user's own event told in the present, with no word of obligation: "in a fortnight i fly out", "friday
# we move house" (the day it dates; "i need to fly out" or "we'll move the desks" are to-dos)
_OWN_EVENT = re.compile(
    r"^(?!.*\b(?:need|needs|have\s+to|has\s+to|gotta|got\s+to|must|should|will|shall|promised|remind)\b)"
    r"(?!.*(?:'ll|’ll)\b).*\b(?:i|we)\s+(?!am\b|'m\b|are\b|was\b|were\b)[a-z]+\b",
    _I,
)


def without_dating_occasion(read: list[tuple[Intent, str]], raw: str) -> list[tuple[Intent, str]]:
    """``read`` (intents of the sentence ``raw``, each with its clause) without an occasion whose
    day only dates a to-do said after it "by then"."""
    by_then = _BY_THEN.search(raw)
    if by_then is None:
        return read
    todos = [(i, clause) for i, clause in read if isinstance(i, NewCommitment)]
    last = todos[-1][0] if len(todos) > 1 else None
    if last is None or agenda_entry(last.action) == last.action:
        return read
    return [
        (intent, clause)
        for intent, clause in read
        if not (intent is not last and _occasion_before(intent, clause, raw, by_then.start()) and _dates(intent, last))
    ]


def _occasion_before(intent: Intent, clause: str, raw: str, end: int) -> bool:
    """Whether ``intent`` is a diary line (an occasion and its day) said before ``end`` in ``raw``."""
    return (
        isinstance(intent, NewCommitment)
        and intent.due is not None
        and (agenda_entry(intent.action) == intent.action or _own_event(intent.action, raw[:end]))
        and raw.find(clause.split()[0]) < end
    )


def _own_event(action: str, before: str) -> bool:
    """Whether the part of ``before`` (a message up to its "by then") that says ``action`` tells
    it as the user's own event (:data:`_OWN_EVENT`); the clause read has lost its "i"."""
    said = [part for part in re.split(r"[,;]|\band\b", before) if action.lower() in part.lower()]
    return len(said) == 1 and _OWN_EVENT.search(said[0]) is not None


def _dates(occasion: Intent, todo: NewCommitment) -> bool:
    """Whether ``todo`` is due by the occasion's day (on it or before it), or still says "by then"
    (:func:`._multi.unanchored` dates it from the words before: the occasion's day)."""
    assert isinstance(occasion, NewCommitment) and occasion.due is not None
    if todo.due is None:
        return _BY_THEN.search(todo.action) is not None
    return todo.due.end <= occasion.due.end
