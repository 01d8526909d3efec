"""Whether a to-do hands a thing over to be worked on ("book the car in", "drop the suit off at
the tailor's", "drop car at garage", "get the laptop repaired"): news that the thing "won't be ready till thursday"
is no move of such a to-do. The hand-over comes before the wait; only what waits on the thing
(collecting it, sending it on) moves to when it is ready.

Pure; written by hand: a few verbs of handing in and having mended, no library reads them.
"""

from __future__ import annotations

import re

_HANDS_OVER = re.compile(
    r"\b(?:book(?:ed|ing)?|drop(?:ped|ping)?|take|taking|took|bring|bringing|brought)\b"
    r"(?:\s+[\w'’]+){0,4}?\s+(?:in|off)\b"
    r"|\b(?:booked|dropped|taken|checked)\s+in\b"
    r"|\bget(?:ting)?\b(?:\s+[\w'’]+){1,4}?\s+(?:serviced|fixed|repaired|mended|looked\s+at|checked|tuned|altered|cleaned)\b"
    r"|^(?:service|repair|fix|mend)\b"
    # handed in at a place that works on it: "drop car at garage", "take the suit to the tailor's"
    r"|\b(?:drop|take|bring|leave)(?:s|ped|ping|n|ing)?\b(?:\s+[\w'’]+){0,4}?\s+(?:at|to|into|with)\s+(?:the\s+|my\s+|our\s+)?"
    r"(?:garage|mechanic|tailor|dry\s*cleaner|cleaner|repair|workshop|dealer|menders?|cobbler|jeweller|jeweler|framer"
    r"|service|body\s*shop|panel\s*beater|tyre|tire)",
    re.IGNORECASE,
)


def hands_over(action: str) -> bool:
    """Whether the to-do ``action`` hands its thing over to be worked on."""
    return _HANDS_OVER.search(action) is not None
