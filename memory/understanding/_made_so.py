"""A correction said as an order to the bot: "actually make the bakery thing 450 not 420", "make
it 3pm not 2", "make the vet one friday not thursday", "change that to 450 not 420".

"Make X Y" names a to-do ("make the cake friday"), so read alone such a sentence became a new
to-do called "make the bakery thing 450 not 420", a wrong memory. With the old value said after
"not", "make" only asks for the value to be changed: the sentence says what "it's Y not Z" says
of the thing named, and :func:`made_so` gives those words for the correction forms to read.
A thing is taken only when named with a kind word after it ("the bakery thing", "the vet one"):
"make the cake chocolate not vanilla" is how the cake is to be made, left to the other forms.

Written by hand: one fixed order ("make"/"change" + the thing + the new value + "not" + the old
one) that only needs telling apart from a to-do with "make" in it.
"""

from __future__ import annotations

import re

from memory.understanding._correction_bare import _LEAD
from memory.understanding._phrases import _I

# "make it", "make that one", "make the bakery thing", "change the vet one to": the thing, by
# "it"/"that" or by its kind word, then the new value and the old one after "not"
_MADE_SO = re.compile(
    r"^(?:make|change|switch)\s+(?:(?P<it>it|that|this)(?:\s+one)?|(?P<t>(?:the|my|our)\s+[^\W\d][\w'\-]*"
    r"(?:\s+[^\W\d][\w'\-]*){0,2}?\s+(?:thing|one|bit|payment|order|booking|appt|appointment)))"
    r"\s+(?:to\s+|into\s+)?(?P<new>[^,;]+?)\s*,?\s+(?:and\s+)?not\s+(?P<old>[^,;]{1,30}?)[\s.!]*$",
    _I,
)


def made_so(text: str) -> list[str]:
    """``text`` said the ways the correction forms read it, the thing named first ("the bakery
    thing, it's 450 not 420", then "it's 450 not 420"), when it is a correction said as "make X
    Y not Z"; else []."""
    m = _MADE_SO.match(_LEAD.sub("", text.strip()))
    if m is None:
        return []
    said = f"it's {m['new']} not {m['old']}"
    return [said] if m["it"] else [f"{m['t']}, {said}", said]
