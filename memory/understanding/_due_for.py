"""A thing said to be due for its check: "the car's due for its MOT on the 3rd", "the boiler is
due a service in march", "dog's due for her jabs next week". It is the check that is due, as
"the car's MOT is due on the 3rd" says it: read so (with "a"/"for" and the owner's pronoun left
out), never a to-do named after the thing ("car").

Written by hand: one closed shape, rewritten before the forms read the sentence.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I

_DUE_FOR = re.compile(
    r"^(?P<det>the|my|our)\s+(?P<thing>[\w-]+)(?:'s|\s+is)\s+due\s+(?:for\s+)?(?:its|a|an|her|his|their|the)\s+"
    r"(?P<check>[\w-]+(?:\s+[\w-]+)?)(?P<when>\s+(?:on|in|by|next|this|tmrw|tomorrow|before)\b.*)$",
    _I,
)


def due_for_its(text: str) -> str:
    """``text`` with "<thing>'s due for its <check> <when>" said as "<thing>'s <check> is due <when>"."""
    m = _DUE_FOR.match(text.strip())
    if m is None:
        return text
    return f"{m['det']} {m['thing']}'s {m['check']} is due{m['when']}"
