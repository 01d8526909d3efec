"""A thing said to be due for its check: "the car's due for its MOT on the 3rd", "the boiler is
due a service in march", "dog's due for her jabs next week". It is the check that is due, as
"the car's MOT is due on the 3rd" says it: read so (with "a"/"for" and the owner's pronoun left
out), never a to-do named after the thing ("car"); typed bare too ("kenworth due for PM service in 3
wks"), but never of a person said by a pronoun ("she's due for a raise"). Its day may be said first ("in a fortnight the
car's due for its service"): read as if said last.

Written by hand: one closed shape, rewritten before the forms read the sentence.
"""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding._phrases import _I
from memory.understanding.timex import find_spans

_DUE_FOR = re.compile(
    # "the vans due its inspection": the "'s" typed without its apostrophe, told by the "its" after
    # "kenworth due for PM service in 3 wks": the thing typed bare, without its "the" or "'s"
    r"^(?:(?P<det>the|my|our)\s+)?(?!(?:he|she|it|they|we|you|i|that|this|there|who|what)\b)(?P<thing>[\w-]+?)"
    r"(?:['’]s|\s+is|s(?=\s+due\s+(?:for\s+)?its\b))?\s+due\s+"
    r"(?:for\s+(?:(?:its|a|an|her|his|their)\s+)?|(?:its|a|an|her|his|their|the)\s+)(?!the\b)"
    r"(?P<check>[\w-]+(?:\s+[\w-]+)?)(?P<when>\s+(?:on|in|by|next|this|tmrw|tomorrow|before)\b.*)$",
    _I,
)


# "in a fortnight | the car's due for its service": the shape with its day said before it
_DAY_FIRST = re.compile(r"^(?P<when>.+?),?\s+(?P<rest>(?:(?:the|my|our)\s+)?[\w-]+(?:'s|\s+is)?\s+due\s+\S.*)$", _I)


def due_for_its(text: str, *, now: datetime, tz: ZoneInfo) -> str:
    """``text`` with "<thing>'s due for its <check> <when>" said as "<thing>'s <check> is due <when>"."""
    m = _DUE_FOR.match(text.strip())
    first = _DAY_FIRST.match(text.strip()) if m is None else None
    if first is not None and _one_day(first["when"], now=now, tz=tz):
        m = _DUE_FOR.match(f"{first['rest'].rstrip(' .!')} {first['when']}")
    if m is None:
        return text
    det = f"{m['det']} " if m["det"] else ""
    return f"{det}{m['thing']}'s {m['check']} is due{m['when']}"


def _one_day(words: str, *, now: datetime, tz: ZoneInfo) -> bool:
    """Whether ``words`` are one time expression and nothing else ("in a fortnight", "by sat")."""
    spans = find_spans(words, now=now, tz=tz)
    return len(spans) == 1 and spans[0].spec is not None and spans[0].start == 0 and spans[0].end == len(words)
