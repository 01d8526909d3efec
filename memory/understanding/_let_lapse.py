"""A renewal given up, said as letting the thing run out: "letting the gym lapse, not renewing",
"gonna let the magazine sub expire", "I'll let the domain lapse". Letting a thing lapse is the
decision itself (never a musing, as a bare "not renewing the gym" may be:
:mod:`memory.understanding._changed_mind`), so the open to-do that names the thing is cancelled
(:mod:`memory.derive` finds which, and asks when none or several fit).

Hand-written: the ways to say "let it lapse" are a short closed list.
"""

from __future__ import annotations

import re

from memory.understanding._lifecycle import _target
from memory.understanding._phrases import _I
from memory.understanding.intents import CancelCommitment, Intent
from memory.understanding.timex import has_date_words

_LET_LAPSE = re.compile(
    r"^(?:(?:nah|ok|okay|so|actually|fyi)\b[\s,.!:-]*)*"
    r"(?:(?:i'm|im|i\s+am|we're|were|we\s+are|i'll|ill|i\s+will|we'll|i'm\s+gonna|im\s+gonna|gonna|going\s+to"
    r"|i'm\s+going\s+to|just|(?:i've\s+|i\s+have\s+|we've\s+)?decided\s+to)\s+)*"
    r"(?:letting|let)\s+(?P<a>(?:the|my|our|his|her|their)\s+.+?|[\w'\-]+(?:\s+[\w'\-]+)?)\s+"
    r"(?:lapse|expire|run\s+out)"
    # the decision said again after it: "…, not renewing (it)"
    r"(?:\s*(?:,|;|\s[-–—])\s*(?:not|won't|wont|no)\s+(?:renewing|renew|renewal)(?:\s+(?:it|them|this\s+year))?)?"
    r"[\s!.]*$",
    _I,
)
# what is let run out that is no plan: "let it", "let the phone battery run out"
_NO_PLAN = re.compile(r"^(?:it|that|this|them|him|her|me|us|you)$|\b(?:battery|batteries|charge|clock|time)$", _I)


def let_lapse(s: str) -> list[Intent] | None:
    """ "letting the gym lapse": the to-do naming the gym, cancelled; None when not said so."""
    m = _LET_LAPSE.match(s.strip())
    if m is None or _NO_PLAN.search(m["a"].strip()) or has_date_words(m["a"]):
        return None
    target = _target(m["a"])
    return [CancelCommitment(target)] if target and target != "that" else None
