"""Someone else moving a thing of their own: "prof Chen moved office hours to wed 2-4", "Dr Patel
moved her clinic to thursdays", "the gym changed its opening hours to 6-10".

Their schedule changed, not a to-do of the user's: when no open to-do is named, recap offers none
of them to move (it had offered the to-dos added last, "What should move to Wed 14:00?"). A thing
of the user's ("the dentist moved my appt to 3") or one a to-do waits on (a flight, a train: "Mum
moved her flight to 6pm" may move the pick-up) is still offered as before.
"""

from __future__ import annotations

import re

from memory.understanding._clause_subject import clause_subject
from memory.understanding._phrases import _I

__all__ = ["their_own_moved"]

# a title typed in lower case before a name: "prof Chen", "dr ahmed"
_TITLED = re.compile(r"^(?:prof|professor|dr|doc|mr|mrs|ms|miss|coach|sir)\.?\s+[a-z][\w\-]*$", _I)
_USERS = re.compile(r"\b(?:my|our|me|us|mine|i|we)\b", _I)
# "<who> moved <what> to <when>": who moved which thing of theirs
_MOVED = re.compile(
    r"^(?P<who>.+?)\s+(?:has\s+|'s\s+|just\s+)?(?:moved|changed|shifted|pushed|bumped|rescheduled|switched|swapped)"
    r"\s+(?P<what>.+?)\s+(?:to|till|until|back\s+to|forward\s+to)\s+\S",
    _I,
)


def their_own_moved(text: str, waited_on: re.Pattern[str]) -> bool:
    """Whether ``text`` tells of someone moving a thing of theirs (see the module doc); never one
    ``waited_on`` finds (a ride a to-do of the user's may wait on: its new time moves the pick-up)."""
    m = _MOVED.match(text.strip())
    if m is None or _USERS.search(m["what"]) or waited_on.search(m["what"]) or _USERS.search(m["who"]):
        return False
    return bool(_TITLED.match(m["who"]) or clause_subject(text.strip()) == m["who"])
