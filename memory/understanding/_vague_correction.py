"""A correction that names its new day only vaguely is asked about, never applied.

"sorry meant mid-march", "no, next sun", "oops, this weekend", "actually early april": the user
puts a date right, but the words give no one day. Moving the to-do to a guessed day (the middle
of March, the Sunday after this one) stores a date the user never said, and a wrong date is
worse than a question. What counts as vague is what the reader already knows: a date with a
``doubt`` (:mod:`.timex`: "mid-march", "early april", "later this week"), a weekend (two days),
and "next <weekday>", which people use both for the coming one and the one after it.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding.intents import CorrectTime, Intent, Unclear
from memory.understanding.timex import _WD

# "next sun", "nxt friday", "the weekend", "this wknd": no one day
_NO_ONE_DAY = re.compile(
    r"^(?:(?:next|nxt)\s+(?:" + _WD + r"|weds)|(?:this\s+|the\s+|next\s+)?(?:weekend|wknd|wkend|w/e))$", _I
)


def why_vague(intent: CorrectTime, *, chosen: bool = False) -> str | None:
    """Why the day ``intent`` puts right cannot be read as one day, or None when it can.
    ``chosen``: said as a new choice ("make it next tuesday"), where "next <weekday>" is the
    user setting the day, not recalling one, and is taken as the coming one after this week's."""
    if intent.new is None:
        return None
    if intent.new.doubt:
        return intent.new.doubt
    if not chosen and _NO_ONE_DAY.match(intent.new_text.strip(" .!")):
        return f"“{intent.new_text}” could be more than one day"
    return None


def asked_when_vague(found: list[Intent] | None, *, chosen: bool = False) -> list[Intent] | None:
    """``found`` with each date correction that names no one day turned into a question
    (``chosen``: see :func:`why_vague`)."""
    if not found:
        return found
    out: list[Intent] = []
    for intent in found:
        why = why_vague(intent, chosen=chosen) if isinstance(intent, CorrectTime) else None
        if why is None:
            out.append(intent)
            continue
        out.append(Unclear(f"Which day should it be? {why}; say the date, e.g. “the 14th” or “fri”.",
                           intent.new_text))
    return out
