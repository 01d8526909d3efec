"""A to-do said with "instead" after a promise or an obligation: "I'll do the blog post tmrw
instead", "gonna call mum saturday instead", "need to email Ines on friday instead", "Sam will
send the deck thursday instead".

As with "call mum saturday instead" (:mod:`._instead`), the to-do is re-dated when it is open,
and is a new to-do when not; the "I'll" or "need to" before it and the "instead" after it are
no part of it (never "do the blog post tmrw instead", undated). Someone else's ("Sam will …")
is theirs when new. Only one date, ending what is said before "instead"; "can do the gutters
sunday instead" (an offer) is :mod:`._instead`'s own reading.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._instead import instead
from memory.understanding._phrases import _I, _Ctx, _person
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, MoveCommitment, NewCommitment

_PLANNED = gated(re.compile(
    r"^(?:(?P<p>(?-i:[A-Z])[\w\-]*)\s*(?:'ll|\s+will|\s+is\s+going\s+to|'s\s+going\s+to|'s\s+gonna)"
    r"|(?:(?:i|we)\s*(?:'ll|\s+will|'m\s+going\s+to|\s+am\s+going\s+to|'re\s+going\s+to|'m\s+gonna)|ill|gonna"
    r"|going\s+to|will|(?:i\s+|we\s+)?(?:(?:still|really)\s+)?(?:need\s+to|have\s+to|gotta|got\s+to|must|should)))"
    r"\s+(?:(?:just|probably|prob|def|definitely)\s+)?(?P<rest>.+?\s+instead)[\s!.]*$",
    _I,
))

# a day counted from the to-do's own due, which only the move forms read
_AFTER_ITS_DUE = re.compile(r"\b(?:following|after\s+next|the\s+one\s+after|the\s+week\s+after)\b", _I)


def planned_instead(clause: str, ctx: _Ctx) -> list[Intent]:
    """The to-do of ``clause`` (see the module doc) as a move of the open one, else new; []
    when ``clause`` is not this shape."""
    m = _PLANNED.match(clause.strip())
    if m is None:
        return []
    owner = _person(m["p"], ctx) if m["p"] else "me"  # "I'll …" is the user's own
    if owner is None or _AFTER_ITS_DUE.search(m["rest"]):
        return []  # "we'll visit gran the following sunday instead": counted from its due (._lifecycle)
    read = instead(m["rest"], ctx) or []
    if len(read) != 1 or not isinstance(read[0], MoveCommitment) or read[0].otherwise is None:
        return []
    move = read[0]
    if owner != "me" and isinstance(move.otherwise, NewCommitment):
        move = replace(move, otherwise=replace(move.otherwise, owner=owner))
    return [move]
