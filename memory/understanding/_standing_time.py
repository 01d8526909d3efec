"""A person's time of day that holds from now on: "Kai's pickup time is now 15:15", "Mia's bedtime
is 8pm now", "the twins' drop-off time is 8:20 now".

The move forms read these as the to-do "Kai's pickup time" moved to 15:15 today, which, with no
such to-do open, only ever asked whether to track it. A pickup time or a bedtime is a standing
fact of the person's day: when a to-do of it is open the move still applies to it, and when none
is, the time is kept as the person's fact (the move's ``otherwise``).

Hand-written: a closed list of the times of day a household or a rota keeps for a person.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.model import Precision
from memory.understanding.intents import Intent, MoveCommitment, StateClaim

__all__ = ["standing_time"]

_WHOSE_TIME = re.compile(
    r"^(?:the\s+)?(?P<who>(?-i:[A-Z][\w'-]+)|kids|twins|boys|girls|baby)(?:'s|')\s+(?:new\s+)?"
    r"(?P<what>(?:pick[\s-]?up|drop[\s-]?off|school\s+pick[\s-]?up|collection|home|start|finish|nap|bed|wake[\s-]?up"
    r"|lesson|practice|training|curfew)\s*time|bedtime|curfew|naptime)$",
    re.IGNORECASE,
)


def standing_time(intent: Intent) -> Intent:
    """``intent`` with a person's time of day said as moved kept as their fact when no to-do of it
    is open (see the module doc); any other intent as it is."""
    if not isinstance(intent, MoveCommitment) or intent.otherwise is not None or intent.shift is not None:
        return intent
    m = _WHOSE_TIME.match(intent.action.strip())
    if m is None or intent.due.precision is not Precision.INSTANT:
        return intent
    when = re.sub(r"^(?:at|@)\s*", "", intent.due.text.strip(), flags=re.IGNORECASE)
    what = re.sub(r"\s+", " ", m["what"].lower())
    return replace(intent, otherwise=StateClaim(m["who"], what, when, explicit_now=True))
