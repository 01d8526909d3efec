"""Two reminders asked for in one breath, each with its own day first: "remind me on the 1st to
pay rent and on the 5th to pay the nanny", "remind me tmrw to call the bank and friday to chase
Ola", "pls remind me at 9 to take my meds and at 9pm to walk the dog".

Read whole, the first to-do swallows the second ("pay rent and on the 5th to pay the nanny").
Each side is put back as a reminder of its own ("remind me on the 5th to pay the nanny") and
read by the to-do reader; both must read as one dated to-do each, else the sentence is left to
the other readers. Hand-written: one narrow shape, a date then "to" and a verb on both sides.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, NewCommitment
from memory.understanding.timex import has_date_words

_FIRST = gated(re.compile(
    r"^(?P<ask>(?:(?:pls|please|can\s+you|could\s+you)\s+)?remind\s+me)\s+(?P<d>\S.*?)\s+to\s+\S", _I
))
# "… and on the 5th to pay …", "…, friday to chase …": the second side's date, then "to" and its verb
_JOIN = re.compile(
    r"\s*(?:,\s*(?:and\s+|&\s+)?|\s+(?:and|&)\s+)(?P<d>(?:on|at|by|in|next|this)?\s*\S[^,]{0,30}?)\s+to\s+(?=\w)", _I
)

Reader = Callable[[str], list[Intent]]


def dated_reminders(text: str, read: Reader) -> list[Intent] | None:
    """The two dated to-dos of a double reminder (see the module doc), each as ``read`` takes it, or None."""
    first = _FIRST.match(text)
    if first is None or not has_date_words(first["d"]):
        return None
    for join in _JOIN.finditer(text, first.end()):
        if not has_date_words(join["d"]):
            continue
        left, right = text[: join.start()].strip(), f"{first['ask']} {join['d']} to {text[join.end():].strip()}"
        found = [read(left), read(right)]
        if all(len(one) == 1 and isinstance(one[0], NewCommitment) and one[0].due is not None for one in found):
            return [found[0][0], found[1][0]]
    return None
