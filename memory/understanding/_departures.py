"""A departure said beside the new state it led to is one move, not two facts.

"Arnav left the data team and switched to platform", "Priya quit Acme, joined Initech": the
leaving is read on its own as a status ("left the data team"), and the arrival as the fact it
changes (a team, an employer, a place). Kept together, recap would hold "status: left the data
team" for someone whose team it already knows, a stale half of one change. The arrival says it
all, so the departure is dropped when the same message tells where the person went, and so is
the question about a departure no form read ("Delphine left wardrobe, she's in the art dept now").
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding.intents import Intent, StateClaim, Unclear

# a departure told as a status: the old state a move leaves
_LEFT = re.compile(
    r"^(?:left|quit|resigned\s+(?:from)?|stepped\s+down\s+(?:from|as)|moved\s+on\s+from|walked\s+out\s+of)\b", _I
)


def without_departure(intents: list[Intent]) -> list[Intent]:
    """``intents`` without a person's departure status when they also hold the state they moved to."""
    arrived = {i.subject for i in intents if isinstance(i, StateClaim) and i.predicate != "status"}
    return [
        i for i in intents
        if not (isinstance(i, StateClaim) and i.predicate == "status" and i.subject in arrived and _LEFT.match(i.value))
        and not (isinstance(i, Unclear) and i.proposal is None and _left_unread(i.text, arrived))
    ]


def _left_unread(text: str, arrived: set[str]) -> bool:
    """Whether ``text`` (a clause asked about) is only the departure of someone whose arrival was
    read ("Delphine left wardrobe, she's in the art dept now": asked about "Delphine left wardrobe")."""
    for subject in arrived:
        m = re.match(rf"^{re.escape(subject)}\s+", text.strip(), _I)
        if m is not None and _LEFT.match(text.strip()[m.end() :]):
            return True
    return False
