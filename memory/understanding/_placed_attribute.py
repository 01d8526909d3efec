"""A person's place said with its preposition: "Ariki's desk is on level 4 now", "Tane's locker is
in the east wing", "Mia's parking spot is at bay 12", "my seat is in row F".

"<whose> <attribute> is <value>" reads a value that names something; a value opening with "in",
"on" or "at" is mostly a state ("Dave's phone is on silent", "my car is in the garage", "Tom's
laptop is at the shop"), so the fact reader leaves it. When the attribute is itself a place that
someone holds (a desk, a seat, a locker, a parking spot, a room), the preposition only says where
that place is, and the rest is the value: the desk is "level 4".
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I

__all__ = ["placed_value"]

# places a person holds: where they sit, park, keep things, sleep, work
_PLACES = re.compile(
    r"(?:^|\s)(?:desk|hot\s?desk|seat|locker|parking\s+(?:spot|space|bay)|car\s?park\s+(?:spot|space)|spot|space|bay"
    r"|office|room|classroom|cubicle|pod|workstation|station|bench|bed|bunk|cabin|pitch|stall|plot|allotment|berth"
    r"|mooring|table|studio|lab|clinic|ward|shift\s+base|base|pigeonhole|mailbox|letterbox)$",
    _I,
)
_WHERE = re.compile(r"^(?:on|in|at)\s+(?:the\s+)?(?P<v>(?!the\b|a\b|an\b)\S.*)$", _I)
# a state, not a place: "on leave", "in a meeting", "on hold"
_STATE = re.compile(r"^(?:leave|hold|holiday|vacation|break|lunch|silent|mute|fire|use|order|repair|service|a\s)", _I)


def placed_value(attribute: str, value: str) -> str | None:
    """Where ``attribute`` (a place someone holds) is, from ``value`` said with its preposition
    ("on level 4" -> "level 4"); None for any other attribute or value."""
    m = _WHERE.match(value.strip())
    if m is None or not _PLACES.search(attribute.strip()) or _STATE.match(m["v"]):
        return None
    return m["v"].strip()
