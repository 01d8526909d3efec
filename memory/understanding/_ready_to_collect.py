"""A thing said to be ready to collect is the user's errand to collect it: "a fortnight today the
residence permit card is ready to collect at the commune", "the suit will be ready to pick up on
the 12th". ("ready for collection", "ready for pickup" with a day move what waits on it: :mod:`._lifecycle_reasons`
readers keep that.)

Read as it is said, the clause is a statement about the thing, and recap kept nothing (or asked
what to keep). Said as "collect the residence permit card at the commune", the readers of a to-do
read it with the day said before or after it. Only "is", "are", "will be", "'s", "'ll be" said of
the thing: "might be ready", "won't be ready till friday", "was ready" and a question keep as
they were. Hand-written: one shape.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I

__all__ = ["ready_as_collect"]

_READY = re.compile(
    r"(?P<thing>\b(?:the|my|our|his|her|their)\s+[^,;.!?]{2,60}?)\s*(?:\s+is|\s+are|'s|'re|\s+will\s+be|'ll\s+be)"
    r"(?:\s+(?:finally|now))?\s+ready\s+to\s+(?:be\s+)?(?P<verb>collect(?:ed)?|pick(?:ed)?\s+up)\b",
    _I,
)


def ready_as_collect(text: str) -> str:
    """``text`` with a thing said to be ready to collect put as the errand to collect it, else as is."""
    if "?" in text:
        return text  # "is the cake ready to collect?": asked, no errand said
    m = _READY.search(text)
    if m is None:
        return text
    picked = m["verb"].lower().startswith("pick")
    return f"{text[: m.start()]}{'pick up' if picked else 'collect'} {m['thing']}{text[m.end() :]}"
