"""A plan typed with a question mark, then what settles it: "lunch w/ Priya wed? need to confirm",
"drinks thurs? gotta check w/ Sam", "dentist fri 10am?? must confirm".

The mark is the writer's doubt about the plan, not a question to recap: read as a sentence of
its own, the plan is a recall question ("I don't remember anything about that") and the to-do
after it a bare "confirm" with neither thing nor day. Read as one line, the to-do is done for the
plan, due when the plan is ("confirm for the lunch with Priya", Wednesday), as it is when typed
with a comma.

Only a plan that says a day and opens as no question does (no wh-word, no verb first: "is it
wed?", "can we do fri?" are questions), and a second part that is only a checking verb, with
nothing after it but "it"/"that" or who to check with. Hand-written: one shape, a closed set of
verbs.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding.timex import has_date_words

_PLAN_THEN_CHECK = re.compile(
    r"^(?P<plan>[^?]+?)\s*\?+\s+(?P<check>(?:i\s+)?(?:(?:still\s+)?(?:need\s+to|needs\s+to|gotta|got\s+to|have\s+to|must"
    r"|should|to)\s+)?(?:confirm|check|double[\s-]?check|verify|ask|book|arrange|sort|lock\s+in)"
    r"(?:\s+(?:it|that|this|out|in|first))*(?:\s+(?:w/?|with)\s+\S+(?:\s+\S+)?)?)[\s.!]*$",
    _I,
)
# how a question opens: a wh-word, or a verb before its subject ("is it wed?", "can we do fri?")
_ASKED = re.compile(
    r"^(?:what|whats|what's|when|who|whom|which|where|why|how|is|isn't|are|aren't|was|were|do|does|did|don't|can"
    r"|can't|could|will|would|should|shall|have|has|am|any|anything|anyone)\b",
    _I,
)
PLAN_WORDS = 8  # "lunch w/ Priya wed": a plan's few words, not a story


def plan_then_check(line: str) -> str:
    """``line`` with the doubting question mark after a dated plan read as a comma, when a checking
    to-do follows it; ``line`` as it was otherwise."""
    m = _PLAN_THEN_CHECK.match(line.strip())
    if m is None or _ASKED.match(m["plan"]) or len(m["plan"].split()) > PLAN_WORDS or not has_date_words(m["plan"]):
        return line
    return f"{m['plan']}, {m['check']}"
