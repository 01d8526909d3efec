"""A due said roughly, then narrowed: "draft the onboarding doc this wk, say thurs", "book the
venue next week, ideally tuesday", "get the quote back by friday, latest monday".

The words after the comma ("say", "ideally", "latest", "target", "aim for") name no to-do of
their own: they give the to-do before them its due. So they are never cut off as a clause (where
"say thurs" read as the to-do "say"), and the rough date before them is no part of the action
(:func:`narrowed_head`). Hand-written: a closed set of lead-in words, checked with one regex.
"""

from __future__ import annotations

import re

from memory.understanding._prefilter import gated
from memory.understanding._reported_due import reports_due

_I = re.IGNORECASE

# the lead-in and a date after it: "say thurs", "ideally by the 5th", "latest monday"
_REFINING = gated(re.compile(
    r"^\s*(?:(?:or\s+)?say|ideally|latest|at\s+the\s+latest|target|aim\s+for|preferably|hopefully"
    r")\s+(?:by\s+|on\s+)?\S",
    _I,
))
# the words said before the narrowing itself: "…, say" left at the end of the head
LEAD_IN = re.compile(
    r"(?:,\s*|\s+)(?:(?:or\s+)?say|target|aim\s+for|ideally|latest|at\s+the\s+latest|preferably|hopefully)\s*,?$", _I
)
# what a lead-in word is when it is all that is left of a to-do ("say" with "thurs" cut off)
LEAD_IN_WORDS = frozenset({"say", "target", "ideally", "latest", "preferably", "hopefully", "aim for", "or say"})


# the to-do said again with its subject left out, only its due new: "…, needs doing by sat",
# "…, has to be in before the 9th", "…, it needs sending by fri"
_STILL_TO_DO = gated(re.compile(
    r"^\s*(?:and\s+)?(?:(?:it|they|this|that)\s+)?(?:needs?\s+(?:[a-z]{2,}ing|to\s+be\s+\w+)|(?:has|have|must)\s+to\s+be"
    r"\s+\w+|must\s+be\s+\w+)\s+(?:by|before|b4|no\s+later\s+than)\s+\S",
    _I,
))


def refines_due(clause: str, before: str = "") -> bool:
    """Whether ``clause`` only narrows the due of ``before`` (the clause before it: "say thurs"),
    says who set it ("she said monday", "boss wants it by fri"), or says only the due of the
    to-do before it ("needs doing by sat")."""
    return _REFINING.match(clause) is not None or _STILL_TO_DO.match(clause) is not None or reports_due(clause, before)
