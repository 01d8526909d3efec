"""A correction that names its new day only vaguely is asked about, never applied.

"sorry meant mid-march", "actually early april", "no, later this week": the user puts a date
right, but the words give no one day. Moving the to-do to a guessed day (the middle of March)
stores a date the user never said, and a wrong date is worse than a question. What counts as
vague is what the reader already knows: a date with a ``doubt`` (:mod:`.timex`). "next sun" and
"this weekend" are read as they are in a new to-do ("pay rent next fri", the spec's `next
Friday`): the reader's convention is one, and its own doubts ("next fri" said on a Thursday)
ask here too.
"""

from __future__ import annotations

from memory.understanding.intents import CorrectTime, Intent, Unclear


def why_vague(intent: CorrectTime) -> str | None:
    """Why the day ``intent`` puts right cannot be read as one day, or None when it can."""
    if intent.new is None:
        return None
    return intent.new.doubt


def asked_when_vague(found: list[Intent] | None) -> list[Intent] | None:
    """``found`` with each date correction that names no one day turned into a question."""
    if not found:
        return found
    out: list[Intent] = []
    for intent in found:
        why = why_vague(intent) if isinstance(intent, CorrectTime) else None
        if why is None:
            out.append(intent)
            continue
        out.append(Unclear(f"Which day should it be? {why}; say the date, e.g. “the 14th” or “fri”.",
                           intent.new_text))
    return out
