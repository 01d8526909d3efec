"""A day said first, before two changes joined by "and": "yesterday Johan started at the cheese
factory and Maria moved to Chihuahua city", "last week Tom moved to Leeds and Ana joined the mill".

The day opens the sentence, so it dates every change the sentence tells, not only the first one
it was read with. A later change that says a day of its own keeps it; a change that is no fact
(a to-do, an issue) is left as it is.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding.intents import Intent, StateClaim

__all__ = ["lead_day_shared"]


def lead_day_shared(found: list[tuple[Intent, str]], raw: str) -> list[tuple[Intent, str]]:
    """``found`` (the intents of the sentence ``raw``, each with its clause) with the day that
    opens ``raw`` given to each later fact that was read with no day of its own."""
    facts = [intent for intent, _ in found if isinstance(intent, StateClaim)]
    if len(facts) < 2 or (lead := facts[0].effective) is None or lead.doubt:
        return found
    if not re.match(rf"^\W*(?:(?:on|since|from|as\s+of|back\s+on)\s+)?{re.escape(lead.text)}\b", raw, re.IGNORECASE):
        return found
    return [
        (replace(intent, effective=lead) if isinstance(intent, StateClaim) and intent.effective is None else intent,
         clause)
        for intent, clause in found
    ]
