"""A to-do done ahead of an event does not move when the event does.

"book flights for the offsite by fri", then "offsite got pushed to feb": the offsite moved, and
the flights may still have to be booked by friday (or later, or never): recap asks rather than
move the booking's deadline to February. The to-do was said with its own deadline ("by",
"before", "no later than"); said with the event's day ("I'll book a table for Hui Min's lunch on
friday"), its due is the event's, and it moves with it.
"""

from __future__ import annotations

import re

from memory.words import content_words

__all__ = ["ahead_of_event"]

# "book flights for the offsite", "prep the slides before the board meeting": what is done, then the event
# (an event is said with its "the" or whose: "for Ingrid" is a person the to-do is for, no event)
_AHEAD = re.compile(
    r"^\S+\s+.+?\s+(?:for|before|ahead\s+of)\s+(?P<event>(?:the|our|my|this|next|[\w-]+'s)\s+.+)$", re.IGNORECASE
)
_DEADLINE = re.compile(r"\b(?:by|before|until|till|no\s+later\s+than|latest)\b", re.IGNORECASE)


def ahead_of_event(said: str, action: str, source_text: str) -> bool:
    """Whether ``said`` (what a move names) names only the event the to-do ``action`` is done
    ahead of, and the to-do's own deadline was said (in ``source_text``, its message)."""
    m = _AHEAD.match(action)
    if m is None:
        return False
    named = content_words(said)
    return (
        bool(named)
        and named <= content_words(m["event"])
        and not named & content_words(action[: m.start("event")])
        and _DEADLINE.search(source_text) is not None
    )
