"""A to-do said as the state its thing will be in: "I'll have the Q3 forecast done by 12 july".

"have X done / finished / completed / wrapped up", said by the user of their own to-do, is the
promise to finish X, and the to-do is kept as that deed ("finish the Q3 forecast"), the way it
is asked about and ticked off later; "have X sorted (out)" is "sort X", "have X ready" is "get
X ready". A thing done to the person ("have my hair done", "have my nails done") is a service
someone else gives, not a job to finish, and is left as said; so is "get X done" (its own idiom,
kept as the user's words), and so is someone else's promise ("Shaz'll have the roster done by
sunday"), reported in their words.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I

__all__ = ["as_deed", "done_to_the_body"]

_HAVE_DONE = re.compile(
    r"^have\s+(?P<thing>(?:(?:the|a|an|my|our|his|her|their|this|that|these|those|all\s+the)\s+)?"
    r"(?:[\w'&$-]+\s+){0,5}?[\w'&$-]+)\s+(?P<state>done|finished|completed|complete|wrapped\s+up|sorted(?:\s+out)?|ready)"
    r"(?P<rest>(?:\s+(?:for|with|before|by)\b.*)?)$",
    _I,
)
# what is done to a person, by someone else: "have my hair done", "have my nails done"
_ON_THE_BODY = re.compile(
    r"\b(?:hair|nails?|teeth|tooth|eyes?|brows?|eyebrows|lashes|tan|tattoo|make-?up|feet|back)$", _I
)


def as_deed(action: str) -> str:
    """``action`` said as the deed when it is "have <thing> done" and the like ("have the Q3
    forecast done" -> "finish the Q3 forecast"); any other action as it is."""
    m = _HAVE_DONE.match(action.strip())
    if m is None or _ON_THE_BODY.search(m["thing"]):
        return action
    state = m["state"].lower()
    if state == "ready":
        return f"get {m['thing']} ready{m['rest']}"
    verb = "sort" if state.startswith("sorted") else "finish"
    return f"{verb} {m['thing']}{m['rest']}"


def done_to_the_body(thing: str) -> bool:
    """Whether ``thing`` is done to the person by someone else ("my hair", "my nails"): a service."""
    return _ON_THE_BODY.search(thing.strip()) is not None
