"""A plan dropped and another made in its place, in one clause pair: "cancel the Valencia
hotel and book the one in Alicante instead by fri", "scrap the gym session, do a swim instead
tmrw", "drop the caterer & order pizza instead for sat".

Read whole, the date at the end and "instead" made it one move of a to-do named by all the
words ("cancel the Valencia hotel and book the one in Alicante", moved to friday). What it says
is two things: the to-do cancelled, and a new one, due the date said (the date belongs to the
new plan, never to the cancelled one). Written by hand: the sentence is cut only at an "and",
"&" or comma before which the words read alone as one cancellation, and after which, "instead"
taken out, they read alone as one to-do of the user's.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memory.understanding._phrases import _I
from memory.understanding.intents import CancelCommitment, Intent, NewCommitment

_JOIN = re.compile(r"\s*[,;]\s*(?:and\s+)?(?:then\s+)?|\s+(?:and|&)\s+(?:then\s+)?", _I)
_INSTEAD = re.compile(r"\s+instead\b", _I)
_LETS = re.compile(r"^(?:let's|lets|let\s+us)\s+", _I)  # "let's do a lunch instead": the plan, without its frame

Reader = Callable[[str], list[Intent]]


def cancel_then_book(text: str, read: Reader) -> list[tuple[Intent, str]] | None:
    """The cancellation and the new to-do ``text`` says, each with the part ``read`` took it
    from, or None."""
    if not _INSTEAD.search(text):
        return None
    for join in _JOIN.finditer(text):
        left, right = text[: join.start()].strip(), _LETS.sub("", _INSTEAD.sub("", text[join.end() :]).strip())
        if not _INSTEAD.search(text[join.end() :]) or len(left.split()) < 2 or len(right.split()) < 2:
            continue
        dropped = read(left)
        if len(dropped) != 1 or not isinstance(dropped[0], CancelCommitment):
            continue
        made = read(right)
        if len(made) == 1 and isinstance(made[0], NewCommitment) and made[0].owner == "me":
            return [(dropped[0], left), (made[0], right)]
    return None
